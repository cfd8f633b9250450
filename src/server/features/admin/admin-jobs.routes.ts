/**
 * The administrators' Jobs screen (docs/decisions/0047, "The job queue"): how many jobs each queue
 * holds and how long the oldest has waited, the jobs of one state (the failed ones first of all,
 * each with its last error), and running a failed one again, audited.
 */

import { adminJobRow, adminQueueCounts } from '@shared/answers/admin-jobs';
import type { AdminJobRow } from '@shared/api-types';
import { adminJobsQuerySchema } from '@shared/schemas/admin-jobs';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../http/errors';
import { sendPage } from '../../http/paging';
import { type JobRow, listJobs, queueCounts, retryFailedJob } from '../../jobs/jobs.queries';
import { requireAdmin } from './admin-guard';
import { writeAudit } from './audit';

const jobParams = z.object({ id: z.coerce.number('invalid').int('invalid').positive('invalid') });

/** Queues whose payload names a person's details (what was typed into a form): never shown. */
const PRIVATE_PAYLOADS = /^mail\./;

/** What a job is about, for its row: the ids and the day its payload names. */
function subjectOf(job: JobRow): string | null {
  if (PRIVATE_PAYLOADS.test(job.queue) || !job.payload || typeof job.payload !== 'object') return null;
  const values = Object.values(job.payload as Record<string, unknown>).filter(
    (value): value is string | number => typeof value === 'string' || typeof value === 'number',
  );
  return values.length > 0 ? values.join(', ').slice(0, 200) : null;
}

function jobRowOf(job: JobRow): AdminJobRow {
  return {
    id: job.id,
    queue: job.queue,
    state: job.state,
    subject: subjectOf(job),
    attempts: job.attempts,
    maxAttempts: job.maxAttempts,
    runAt: job.runAt.toISOString(),
    lastError: job.lastError,
    createdAt: job.createdAt.toISOString(),
    finishedAt: job.finishedAt?.toISOString() ?? null,
  };
}

export const adminJobsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/admin/jobs/summary', { schema: { response: { 200: adminQueueCounts } } }, async () =>
    queueCounts(app.db),
  );

  app.get(
    '/api/admin/jobs',
    {
      schema: {
        description: 'Jobs of one state (failed by default), newest first, a page at a time; X-Total-Count.',
        querystring: adminJobsQuerySchema,
        response: { 200: z.array(adminJobRow) },
      },
    },
    async (request, reply) => {
      const page = await listJobs(app.db, request.query);
      return sendPage(reply, { rows: page.rows.map(jobRowOf), total: page.total });
    },
  );

  app.post(
    '/api/admin/jobs/:id/retry',
    {
      schema: {
        description:
          'Runs a failed job again now, its attempts counted afresh, audited as job.retry. 409 when ' +
          'it is not failed (already retried, or never failed).',
        params: jobParams,
        response: { 200: adminJobRow },
      },
    },
    async (request) => {
      const admin = requireAdmin(request);
      const retried = await app.db.transaction(async (tx) => {
        const job = await retryFailedJob(tx, request.params.id);
        if (!job) return null;
        await writeAudit(tx, {
          adminId: admin.id,
          action: 'job.retry',
          targetType: 'job',
          targetId: String(job.id),
          targetLabel: job.queue,
          details: { lastError: job.lastError, subject: subjectOf(job) },
        });
        return job;
      });
      if (!retried)
        throw new AppError('job_not_failed', 'This job has not failed: there is nothing to retry');
      return jobRowOf(retried);
    },
  );
};
