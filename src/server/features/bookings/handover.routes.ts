/**
 * A booking's hand-over and return records, for its two parties (docs/decisions/0059-handover-and-
 * return-records.md): both stages side by side, condition records added, a confirmation answered.
 * The confirmations themselves are written by the `start` and `complete` actions.
 */
import { handoverRecords } from '@shared/answers/handover';
import { conditionReportSchema, handoverAnswerSchema } from '@shared/schemas/handover';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../http/errors';
import { requireAllowedImages } from '../../http/image-hosts';
import type { RateRule } from '../../http/rate-limit';
import { idParams } from '../../http/route-schemas';
import { idOf } from '../../http/validate';
import { requireUser } from '../auth';
import { addConditionReport, answerConfirmation, handoverRecordsOf } from './handover';

/** Records and answers are few per rental; a burst is someone probing. */
const HANDOVER_STEPS_PER_USER: RateRule = {
  name: 'handover-steps',
  limit: 60,
  windowSeconds: 60 * 60,
  message: 'Too many hand-over records from this account; try again later',
};

export const handoverRoutes: FastifyPluginAsyncZod = async (app) => {
  const answerOf = async (bookingId: string, viewer: { id: string; isAdmin: boolean }) => {
    const answer = await handoverRecordsOf(app.db, bookingId, viewer);
    if (!answer) throw notFound('Booking not found');
    return answer;
  };

  app.get(
    '/api/bookings/:id/handover',
    {
      schema: {
        description:
          'The booking’s hand-over and return: who confirmed each and when, the other side’s answer, ' +
          'and both sides’ condition records; what the reader may do now. Its parties and administrators.',
        params: idParams,
        response: { 200: handoverRecords },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      reply.header('cache-control', 'private, no-store');
      return answerOf(idOf(request.params, 'Booking'), user);
    },
  );

  app.post(
    '/api/bookings/:id/handover/reports',
    {
      schema: {
        description:
          'A party adds a note, photos or both to the hand-over (from confirmation to the return) or the ' +
          'return (while out, and after it while the claim window is open): 409 handover_report_closed.',
        params: idParams,
        body: conditionReportSchema,
        response: { 201: handoverRecords },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const bookingId = idOf(request.params, 'Booking');
      requireAllowedImages(app.config, { images: request.body.photos }, 'photos');
      await app.rateLimits.hit(HANDOVER_STEPS_PER_USER, user.id);
      await app.db.transaction((tx) => addConditionReport(tx, user, bookingId, request.body));
      return reply.code(201).send(await answerOf(bookingId, user));
    },
  );

  app.post(
    '/api/bookings/:id/handover/answer',
    {
      schema: {
        description:
          'The other side acknowledges the hand-over or return, or objects with words, within 24 hours ' +
          'of its confirmation (409 handover_answer_closed: silence acknowledged it), once (409 handover_answered).',
        params: idParams,
        body: handoverAnswerSchema,
        response: { 200: handoverRecords },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const bookingId = idOf(request.params, 'Booking');
      await app.rateLimits.hit(HANDOVER_STEPS_PER_USER, user.id);
      await app.db.transaction((tx) => answerConfirmation(tx, user, bookingId, request.body));
      return answerOf(bookingId, user);
    },
  );
};
