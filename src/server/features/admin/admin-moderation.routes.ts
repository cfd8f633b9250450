/**
 * The administrators' moderation queue (docs/decisions/0064-reports-and-moderation.md): open reports
 * grouped by target, newest first, with context, or what is hidden now; and a decision on one target (dismiss, hide,
 * restore, warn, block), with a reason, audited in its transaction. Blocking is the administrators'
 * block of the account (admin-users.service.ts).
 */
import { adminPage } from '@shared/answers/admin';
import { moderationCase, moderationDecision } from '@shared/answers/moderation';
import {
  moderationDecisionSchema,
  moderationQueueQuery,
  moderationTargetParams,
} from '@shared/schemas/moderation';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../http/errors';
import { decideTarget, moderationQueue } from '../moderation';
import { recomputeRatings } from '../reviews';
import { requireAdmin } from './admin-guard';
import { suspendUserIn } from './admin-users.service';
import { writeAudit } from './audit';

export const adminModerationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/moderation',
    {
      schema: {
        description:
          'Reported targets with open reports, the most recently reported first, each with its context, member and reports; with view=hidden, the listings, reviews and messages hidden now, the most recently hidden first. The total in X-Total-Count.',
        querystring: moderationQueueQuery,
        response: { 200: adminPage(moderationCase, 'reported targets') },
      },
    },
    async (request, reply) => {
      requireAdmin(request);
      const { rows, total } = await moderationQueue(app.db, request.query);
      reply.header('cache-control', 'private, no-store');
      reply.header('x-total-count', String(total));
      return rows;
    },
  );

  app.post(
    '/api/admin/moderation/:targetType/:targetId/decision',
    {
      schema: {
        description:
          'Decides a reported target: dismiss its reports, hide or restore it (listings, reviews, messages), warn or block its member; closes its open reports and tells the reporters (409 moderation_not_applicable).',
        params: moderationTargetParams,
        body: moderationDecisionSchema,
        response: { 200: moderationDecision },
      },
    },
    async (request, reply) => {
      const admin = requireAdmin(request);
      const { reason } = request.body;
      reply.header('cache-control', 'private, no-store');
      return decideTarget(app.db, request.params, request.body, {
        adminId: admin.id,
        audit: (tx, record) => writeAudit(tx, { adminId: admin.id, reason, ...record }),
        block: async (tx, userId, why) => {
          try {
            await suspendUserIn(tx, admin, userId, why);
          } catch (error) {
            // Blocked already (by another report or from the accounts screen): the reports still close.
            if (!(error instanceof AppError && error.code === 'conflict')) throw error;
          }
        },
        recomputeRatings,
      });
    },
  );
};
