/**
 * A booking's claim against its deposit, for its two parties (docs/decisions/0058-claims-and-
 * disputes.md): the owner makes it, the renter answers it, both read it. Administrators decide
 * disputes through admin/admin-claims.routes.ts.
 */
import { bookingClaim } from '@shared/answers/claims';
import { claimAnswerSchema, claimSchema } from '@shared/schemas/claims';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../http/errors';
import { requireAllowedImages } from '../../http/image-hosts';
import type { RateRule } from '../../http/rate-limit';
import { idParams } from '../../http/route-schemas';
import { idOf } from '../../http/validate';
import { requireUser } from '../auth';
import { bookingClaimOf } from './claims.queries';
import { answerClaim, openClaim } from './claims.service';

/** Each step is rare; a burst is someone probing. */
const CLAIM_STEPS_PER_USER: RateRule = {
  name: 'claim-steps',
  limit: 20,
  windowSeconds: 60 * 60,
  message: 'Too many claim steps from this account; try again later',
};

export const claimsRoutes: FastifyPluginAsyncZod = async (app) => {
  const answerOf = async (bookingId: string, viewer: { id: string; isAdmin: boolean }) => {
    const answer = await bookingClaimOf(app.db, bookingId, viewer);
    if (!answer) throw notFound('Booking not found');
    return answer;
  };

  app.get(
    '/api/bookings/:id/claim',
    {
      schema: {
        description:
          'The booking’s claim against its deposit (null when none), and for its owner, while they ' +
          'may still claim, until when and up to how much. Its two parties and administrators only.',
        params: idParams,
        response: { 200: bookingClaim },
      },
    },
    async (request) => {
      const user = requireUser(request);
      return answerOf(idOf(request.params, 'Booking'), user);
    },
  );

  app.post(
    '/api/bookings/:id/claim',
    {
      schema: {
        description:
          'The owner claims `amount` halalas of the deposit, within the claim window after the ' +
          'return, once (409 claim_exists, claim_window_closed, claim_above_deposit, no_deposit). The ' +
          'renter is told and has 72 hours to answer; no answer accepts it.',
        params: idParams,
        body: claimSchema,
        response: { 201: bookingClaim },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const bookingId = idOf(request.params, 'Booking');
      requireAllowedImages(app.config, { images: request.body.photos }, 'photos');
      await app.rateLimits.hit(CLAIM_STEPS_PER_USER, user.id);
      await app.db.transaction((tx) => openClaim(tx, user, bookingId, request.body));
      return reply.code(201).send(await answerOf(bookingId, user));
    },
  );

  app.post(
    '/api/bookings/:id/claim/answer',
    {
      schema: {
        description:
          'The renter accepts the claim (its amount kept, the rest of the deposit refunded at once) ' +
          'or disputes it with words and photos, for Ajjir’s administrators to decide; before its ' +
          'answer is due (409 claim_answer_closed), once (409 claim_answered, claim_settled).',
        params: idParams,
        body: claimAnswerSchema,
        response: { 200: bookingClaim },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const bookingId = idOf(request.params, 'Booking');
      const input = request.body;
      if (input.answer === 'dispute') requireAllowedImages(app.config, { images: input.photos }, 'photos');
      await app.rateLimits.hit(CLAIM_STEPS_PER_USER, user.id);
      await app.db.transaction((tx) => answerClaim(tx, app.bookingMoney, user, bookingId, input));
      return answerOf(bookingId, user);
    },
  );
};
