/**
 * Members' reports (docs/decisions/0064-reports-and-moderation.md): POST /api/reports. A member
 * reports a listing, a profile, a message they received or a published review, with a reason and
 * optional words; one open report per target, REPORTS_PER_DAY a day. The answer reads the session:
 * private, no-store.
 */
import { filedReport } from '@shared/answers/moderation';
import { REPORTS_PER_DAY } from '@shared/moderation';
import { createReportSchema } from '@shared/schemas/moderation';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { RateRule } from '../../http/rate-limit';
import { requireUser } from '../auth';
import { fileReport } from './reports.service';

/** Reports filed by one member in a day: enough for anyone who meets something wrong, not a weapon. */
const REPORTS_PER_MEMBER: RateRule = {
  name: 'reports-member',
  limit: REPORTS_PER_DAY,
  windowSeconds: 24 * 60 * 60,
  message: 'Too many reports today; Ajjir’s team is looking at the ones sent',
};

export const moderationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/reports',
    {
      schema: {
        description:
          'Reports a listing, a member, a message received or a published review (one open report per target; 403 report_own for one’s own, 409 already_reported).',
        body: createReportSchema,
        response: { 201: filedReport },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      await app.rateLimits.check(REPORTS_PER_MEMBER, user.id);
      const report = await fileReport(app.db, user, request.body);
      await app.rateLimits.hit(REPORTS_PER_MEMBER, user.id);
      reply.header('cache-control', 'private, no-store');
      return reply.code(201).send(report);
    },
  );
};
