/**
 * What the queue holds, for /metrics and the administrators' Jobs screen, and the two changes an
 * administrator may make to a job: run a failed one again, or forget it.
 */

import { and, desc, eq, sql } from 'drizzle-orm';
import { type Db, selectRows } from '../db/client';
import type { JobState } from '../db/schema';
import { jobs } from '../db/schema';

export interface QueueCounts {
  queue: string;
  /** Queued and due now: waiting for a worker. */
  waiting: number;
  /** Queued for later (a retry's backoff, a deadline). */
  scheduled: number;
  running: number;
  failed: number;
  /** Seconds the oldest due job has waited; 0 when none waits. */
  oldestWaitingSeconds: number;
}

/** One row per queue that holds anything but finished jobs (jobs_open_queue_idx). */
export async function queueCounts(db: Db): Promise<QueueCounts[]> {
  const rows = await selectRows<{
    queue: string;
    waiting: number;
    scheduled: number;
    running: number;
    failed: number;
    oldest: number | string | null;
  }>(
    db,
    sql`SELECT queue,
        count(*) FILTER (WHERE state = 'queued' AND run_at <= now())::int AS waiting,
        count(*) FILTER (WHERE state = 'queued' AND run_at > now())::int AS scheduled,
        count(*) FILTER (WHERE state = 'running')::int AS running,
        count(*) FILTER (WHERE state = 'failed')::int AS failed,
        extract(epoch FROM now() - min(run_at) FILTER (WHERE state = 'queued' AND run_at <= now())) AS oldest
      FROM jobs WHERE state <> 'done'
      GROUP BY queue ORDER BY queue`,
  );
  return rows.map((row) => ({
    queue: row.queue,
    waiting: row.waiting,
    scheduled: row.scheduled,
    running: row.running,
    failed: row.failed,
    oldestWaitingSeconds: row.oldest === null ? 0 : Math.max(0, Number(row.oldest)),
  }));
}

export type JobRow = typeof jobs.$inferSelect;

/** A page of jobs, newest first: failed ones by when they failed, others by when they were added. */
export async function listJobs(
  db: Db,
  filter: { state: JobState; queue?: string | undefined; limit: number; offset: number },
): Promise<{ rows: JobRow[]; total: number }> {
  const where = and(eq(jobs.state, filter.state), filter.queue ? eq(jobs.queue, filter.queue) : undefined);
  const order = filter.state === 'failed' ? [desc(jobs.finishedAt), desc(jobs.id)] : [desc(jobs.id)];
  const [rows, [count]] = await Promise.all([
    db
      .select()
      .from(jobs)
      .where(where)
      .orderBy(...order)
      .limit(filter.limit)
      .offset(filter.offset),
    db.select({ total: sql<number>`count(*)::int` }).from(jobs).where(where),
  ]);
  return { rows, total: count?.total ?? 0 };
}

/** A failed job queued again, now, with its attempts counted afresh; false if it is not failed. */
export async function retryFailedJob(tx: Db, id: number): Promise<JobRow | null> {
  const [row] = await tx
    .update(jobs)
    .set({
      state: 'queued',
      attempts: 0,
      runAt: sql`now()`,
      finishedAt: null,
      updatedAt: sql`now()`,
    })
    .where(and(eq(jobs.id, id), eq(jobs.state, 'failed')))
    .returning();
  if (row) await tx.execute(sql`SELECT pg_notify('ajjir_jobs', ${row.queue})`);
  return row ?? null;
}

/**
 * Finished jobs are kept a week for the record, failed ones (if nobody acted) three months. A
 * finished mail's payload names whom it went to (or what was typed into the reset form): a day.
 */
export async function forgetOldJobs(db: Db): Promise<void> {
  await db.execute(sql`DELETE FROM jobs WHERE state = 'done' AND finished_at < now() - interval '7 days'`);
  await db.execute(
    sql`DELETE FROM jobs WHERE state = 'done' AND queue LIKE 'mail.%' AND finished_at < now() - interval '1 day'`,
  );
  await db.execute(sql`DELETE FROM jobs WHERE state = 'failed' AND finished_at < now() - interval '90 days'`);
}
