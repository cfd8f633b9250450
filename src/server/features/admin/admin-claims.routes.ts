/**
 * The administrators' queues of disputed claims and their decisions (docs/decisions/0058-claims-
 * and-disputes.md): oldest first, each with both sides' words and photos; a decision keeps any
 * amount from nothing to what was claimed, with a reason both parties are told, audited in the
 * transaction that moves the money. The same screen holds objections to a hand-over or return
 * (0059) and no-show cases (0060).
 */
import { claim, disputeQueue } from '@shared/answers/claims';
import { objectionQueue } from '@shared/answers/handover';
import { noShowQueue, noShowState } from '@shared/answers/no-shows';
import { claimDecisionSchema, disputeQueueQuerySchema } from '@shared/schemas/claims';
import { objectionQueueQuerySchema, objectionResolutionSchema } from '@shared/schemas/handover';
import { noShowDecisionSchema, noShowQueueQuerySchema } from '@shared/schemas/no-shows';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../http/errors';
import { idParams } from '../../http/route-schemas';
import { idOf } from '../../http/validate';
import { decideNoShow, noShowQueueOf, noShowStateOf, objectionQueueOf, resolveObjection } from '../bookings';
import { claimById, decideClaim, disputeQueueOf } from '../claims';
import { requireAdmin } from './admin-guard';
import { writeAudit } from './audit';

export const adminClaimsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/claims',
    {
      schema: {
        description: 'Disputed claims waiting for a decision, oldest first, with their rentals.',
        querystring: disputeQueueQuerySchema,
        response: { 200: disputeQueue },
      },
    },
    async (request, reply) => {
      requireAdmin(request);
      reply.header('cache-control', 'private, no-store');
      return disputeQueueOf(app.db, request.query);
    },
  );

  app.post(
    '/api/admin/claims/:id/decision',
    {
      schema: {
        description:
          'Decides a disputed claim: `amount` halalas of the deposit (0 to what was claimed, else ' +
          '400 decision_above_claim) go to the owner, the rest back to the renter, the earning is ' +
          'released; both parties are told the amount and `reason`. Once: a second decision, or one ' +
          'on a claim settled meanwhile, is 409 claim_settled.',
        params: idParams,
        body: claimDecisionSchema,
        response: { 200: z.object({ claim }) },
      },
    },
    async (request) => {
      const admin = requireAdmin(request);
      const claimId = idOf(request.params, 'Claim');
      await app.db.transaction(async (tx) => {
        const decided = await decideClaim(tx, app.bookingMoney, admin, claimId, request.body);
        await writeAudit(tx, {
          adminId: admin.id,
          action: 'claim.decide',
          targetType: 'booking',
          targetId: decided.bookingId,
          targetLabel: decided.itemTitle,
          reason: request.body.reason,
          details: { claimId, claimed: decided.claimed, kept: request.body.amount },
        });
      });
      const decided = await claimById(app.db, claimId);
      if (!decided) throw notFound('Claim not found');
      return { claim: decided };
    },
  );

  app.get(
    '/api/admin/objections',
    {
      schema: {
        description:
          'Objections to a hand-over or a return not yet resolved, oldest first, with their rentals ' +
          '(docs/decisions/0059); both sides’ records are at GET /api/bookings/{id}/handover.',
        querystring: objectionQueueQuerySchema,
        response: { 200: objectionQueue },
      },
    },
    async (request, reply) => {
      requireAdmin(request);
      reply.header('cache-control', 'private, no-store');
      return objectionQueueOf(app.db, request.query);
    },
  );

  app.post(
    '/api/admin/objections/:id/resolve',
    {
      schema: {
        description:
          'Resolves the objection to the booking’s hand-over or return (`stage`): both parties are told ' +
          '`note` word for word; audited. `refund: in_full` on a hand-over of a rental still out ends it ' +
          'with everything back (else 409 booking_changed). Once: 409 objection_resolved.',
        params: idParams,
        body: objectionResolutionSchema,
        response: { 200: z.object({ resolved: z.literal(true) }) },
      },
    },
    async (request) => {
      const admin = requireAdmin(request);
      const bookingId = idOf(request.params, 'Booking');
      await app.db.transaction(async (tx) => {
        const { itemTitle } = await resolveObjection(tx, admin, bookingId, request.body, app.bookingMoney);
        await writeAudit(tx, {
          adminId: admin.id,
          action: 'objection.resolve',
          targetType: 'booking',
          targetId: bookingId,
          targetLabel: itemTitle,
          reason: request.body.note,
          details: { stage: request.body.stage, refund: request.body.refund },
        });
      });
      return { resolved: true as const };
    },
  );

  app.get(
    '/api/admin/no-shows',
    {
      schema: {
        description:
          'No-show cases waiting for a decision, oldest first, with their rentals and both sides’ ' +
          'accounts (docs/decisions/0060); each to be decided by its `decideBy`, else the renter is ' +
          'refunded in full.',
        querystring: noShowQueueQuerySchema,
        response: { 200: noShowQueue },
      },
    },
    async (request, reply) => {
      requireAdmin(request);
      reply.header('cache-control', 'private, no-store');
      return noShowQueueOf(app.db, request.query);
    },
  );

  app.post(
    '/api/admin/no-shows/:id/decision',
    {
      schema: {
        description:
          'Decides the booking’s no-show case: `refund_in_full` (the owner did not hand over), ' +
          '`renter_no_show` (the policy’s late share and the deposit back) or `rental_took_place` ' +
          '(under way, or returned if its days are over); both parties are told the reason; audited. ' +
          'Once: 409 no_show_decided.',
        params: idParams,
        body: noShowDecisionSchema,
        response: { 200: noShowState },
      },
    },
    async (request) => {
      const admin = requireAdmin(request);
      const bookingId = idOf(request.params, 'Booking');
      await app.db.transaction(async (tx) => {
        const { itemTitle } = await decideNoShow(tx, admin, bookingId, request.body, app.bookingMoney);
        await writeAudit(tx, {
          adminId: admin.id,
          action: 'no_show.decide',
          targetType: 'booking',
          targetId: bookingId,
          targetLabel: itemTitle,
          reason: request.body.reason,
          details: { decision: request.body.decision },
        });
      });
      const state = await noShowStateOf(app.db, bookingId, admin);
      if (!state) throw notFound('Booking not found');
      return state;
    },
  );
};
