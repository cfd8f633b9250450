/** Administrators' controls of owners' payouts (docs/decisions/0048-payout-security.md). */
import { adminPayoutReviews, adminPayoutState } from '@shared/answers/admin-payouts';
import { noContent } from '@shared/answers/wire';
import { payoutDecisionSchema } from '@shared/schemas/admin-payouts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParams } from '../../http/route-schemas';
import { idOf } from '../../http/validate';
import { requireAdmin } from './admin-guard';
import {
  adminPayoutStateOf,
  approvePayoutAccount,
  holdPayouts,
  payoutReviewsOf,
  releasePayouts,
} from './admin-payouts.service';

export const adminPayoutsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/users/:id/payouts',
    { schema: { params: idParams, response: { 200: adminPayoutState } } },
    async (request) => {
      requireAdmin(request);
      return adminPayoutStateOf(app.db, idOf(request.params, 'User'), app.config.payouts);
    },
  );

  app.get(
    '/api/admin/payout-reviews',
    { schema: { response: { 200: adminPayoutReviews } } },
    async (request) => {
      requireAdmin(request);
      return payoutReviewsOf(app.db);
    },
  );

  const decisions = [
    ['/api/admin/users/:id/payouts/hold', holdPayouts],
    ['/api/admin/users/:id/payouts/release', releasePayouts],
    ['/api/admin/users/:id/payout-account/approve', approvePayoutAccount],
  ] as const;
  for (const [url, decide] of decisions) {
    app.post(
      url,
      { schema: { params: idParams, body: payoutDecisionSchema, response: { 204: noContent } } },
      async (request, reply) => {
        const admin = requireAdmin(request);
        await decide(app.db, admin, idOf(request.params, 'User'), request.body.reason);
        return reply.code(204).send();
      },
    );
  }
};
