/**
 * A booking's no-show case, for its two parties (docs/decisions/0060-no-shows.md): the renter's
 * report that the owner did not hand over, and each side's account. The owner's "the renter did
 * not come" is the booking's `no_show` action (bookings.routes.ts); administrators decide cases at
 * /api/admin/no-shows.
 */
import { noShowState } from '@shared/answers/no-shows';
import { noShowReportSchema, noShowStatementSchema } from '@shared/schemas/no-shows';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../http/errors';
import { requireAllowedImages } from '../../http/image-hosts';
import type { RateRule } from '../../http/rate-limit';
import { idParams } from '../../http/route-schemas';
import { idOf } from '../../http/validate';
import { requireUser } from '../auth';
import { giveNoShowStatement, noShowStateOf, reportOwnerNoShow } from './no-shows';

/** A report and an account or two per rental; a burst is someone probing. */
const NO_SHOW_STEPS_PER_USER: RateRule = {
  name: 'no-show-steps',
  limit: 30,
  windowSeconds: 60 * 60,
  message: 'Too many reports from this account; try again later',
};

export const noShowRoutes: FastifyPluginAsyncZod = async (app) => {
  const answerOf = async (bookingId: string, viewer: { id: string; isAdmin: boolean }) => {
    const answer = await noShowStateOf(app.db, bookingId, viewer);
    if (!answer) throw notFound('Booking not found');
    return answer;
  };

  app.get(
    '/api/bookings/:id/no-show',
    {
      schema: {
        description:
          'The booking’s no-show case, if any (the renter’s report, each side’s account, the deadlines, ' +
          'how it ended), and what the reader may do now. Its parties and administrators.',
        params: idParams,
        response: { 200: noShowState },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      reply.header('cache-control', 'private, no-store');
      return answerOf(idOf(request.params, 'Booking'), user);
    },
  );

  app.post(
    '/api/bookings/:id/no-show/report',
    {
      schema: {
        description:
          'The renter reports that the owner did not hand the item over, from the pickup day while the ' +
          'booking is confirmed (409 no_show_too_early, booking_changed), once (409 no_show_case_exists). ' +
          'The owner has 24 hours to answer; with no answer, the renter is refunded in full.',
        params: idParams,
        body: noShowReportSchema,
        response: { 201: noShowState },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const bookingId = idOf(request.params, 'Booking');
      requireAllowedImages(app.config, { images: request.body.photos }, 'photos');
      await app.rateLimits.hit(NO_SHOW_STEPS_PER_USER, user.id);
      await app.db.transaction((tx) => reportOwnerNoShow(tx, user, bookingId, request.body));
      reply.header('cache-control', 'private, no-store');
      return reply.code(201).send(await answerOf(bookingId, user));
    },
  );

  app.post(
    '/api/bookings/:id/no-show/statement',
    {
      schema: {
        description:
          'A side gives its account of an open case, once (409 no_show_statement_given): the owner ' +
          'answering a report within its 24 hours (409 no_show_answer_closed), which sends it to ' +
          'Ajjir’s team, or either side of a booking nobody confirmed.',
        params: idParams,
        body: noShowStatementSchema,
        response: { 200: noShowState },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const bookingId = idOf(request.params, 'Booking');
      requireAllowedImages(app.config, { images: request.body.photos }, 'photos');
      await app.rateLimits.hit(NO_SHOW_STEPS_PER_USER, user.id);
      await app.db.transaction((tx) => giveNoShowStatement(tx, user, bookingId, request.body));
      reply.header('cache-control', 'private, no-store');
      return answerOf(bookingId, user);
    },
  );
};
