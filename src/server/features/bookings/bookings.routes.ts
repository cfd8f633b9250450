import { type Booking, booking } from '@shared/answers/bookings';
import { availability } from '@shared/answers/items';
import { addDays, BOOKING_ACTIONS, BOOKING_HORIZON_DAYS, daysBetween, todayInRiyadh } from '@shared/bookings';
import {
  availabilityQuerySchema,
  blockedDatesSchema,
  bookingActionSchema,
  createBookingSchema,
} from '@shared/schemas/bookings';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { items, users } from '../../db/schema';
import { fieldError, notFound } from '../../http/errors';
import { idempotencyKeyOf, onceFor } from '../../http/idempotency';
import type { RateRule } from '../../http/rate-limit';
import { idParams } from '../../http/route-schemas';
import { idOf } from '../../http/validate';
import { requireUser } from '../auth';
import { mayViewItem } from '../items';
import { findBooking, listBookingsOf, statusHistoryOf } from './bookings.queries';
import { actOnBooking, expireStaleRequests, requestBooking, setBlockedDates } from './bookings.service';
import { availabilityOf } from './calendar';

const REQUESTS_PER_RENTER: RateRule = {
  name: 'bookings-create',
  limit: 30,
  windowSeconds: 60 * 60,
  message: 'Too many booking requests from this account; try again later',
};
/** The calendar shows up to the booking horizon by default, and at most two years at once. */
const DEFAULT_WINDOW_DAYS = BOOKING_HORIZON_DAYS;
const MAX_WINDOW_DAYS = 731;

const listQuerySchema = z.object({ as: z.enum(['renter', 'owner'], 'invalid').optional() });

/** The action is text in the path: one that is not a booking action is a 404, as an unknown route. */
const actionParams = idParams.extend({
  action: z.string().describe(`One of ${BOOKING_ACTIONS.join(', ')}. Any other: 404.`),
});

export const bookingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/bookings',
    {
      schema: {
        description:
          'With an Idempotency-Key header (8 to 100 of letters, digits, . : - _), a retried request ' +
          'is answered with the booking the first one made.',
        body: createBookingSchema,
        response: { 201: booking },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const input = request.body;
      const key = idempotencyKeyOf(request);
      await app.rateLimits.hit(REQUESTS_PER_RENTER, user.id);
      const answer = await onceFor(app.db, { userId: user.id, key, request: input }, async (tx) => {
        const id = await requestBooking(tx, user, input, {
          fees: app.config.fees,
          vatPolicy: app.config.vatPolicy,
          money: app.bookingMoney,
        });
        return { status: 201, body: await findBooking(tx, id, user.id) };
      });
      // Always 201: the first answer, or the same one again for a retry with its Idempotency-Key.
      return reply.code(201).send(answer.body as Booking);
    },
  );

  app.get(
    '/api/bookings',
    { schema: { querystring: listQuerySchema, response: { 200: z.array(booking) } } },
    async (request, reply) => {
      const user = requireUser(request);
      // What expired since the hourly job last ran shows as expired now.
      await expireStaleRequests(app.db, app.bookingMoney, { userId: user.id });
      reply.header('cache-control', 'no-store');
      return listBookingsOf(app.db, user.id, request.query.as);
    },
  );

  app.get(
    '/api/bookings/:id',
    { schema: { params: idParams, response: { 200: booking } } },
    async (request) => {
      const user = requireUser(request);
      const found = await findBooking(app.db, idOf(request.params, 'Booking'), user.id);
      if (!found || (found.renterId !== user.id && found.ownerId !== user.id))
        throw notFound('Booking not found');
      return { ...found, history: await statusHistoryOf(app.db, found.id) };
    },
  );

  app.post(
    '/api/bookings/:id/:action',
    { schema: { params: actionParams, body: bookingActionSchema, response: { 200: booking } } },
    async (request) => {
      const user = requireUser(request);
      const action = BOOKING_ACTIONS.find((each) => each === request.params.action);
      if (!action) throw notFound(`No route for POST ${request.url}`);
      const bookingId = idOf(request.params, 'Booking');
      const { reason } = request.body;
      // A refund this owes is sent by its job, after commit (transitions.ts, payments' money effects).
      await app.db.transaction((tx) =>
        actOnBooking(tx, user, { bookingId, action, reason, money: app.bookingMoney }),
      );
      const acted = await findBooking(app.db, bookingId, user.id);
      // actOnBooking refused anyone else, and a booking is never deleted.
      if (!acted) throw new Error(`Booking ${bookingId} was acted on but cannot be read back`);
      return acted;
    },
  );

  app.get(
    '/api/items/:id/availability',
    { schema: { params: idParams, querystring: availabilityQuerySchema, response: { 200: availability } } },
    async (request, reply) => {
      const itemId = idOf(request.params, 'Item');
      const query = request.query;
      const startDate = query.from ?? todayInRiyadh();
      const endDate = query.to ?? addDays(startDate, DEFAULT_WINDOW_DAYS);
      if (daysBetween(startDate, endDate) > MAX_WINDOW_DAYS) throw fieldError('to', 'too_long');
      const [item] = await app.db
        .select({
          ownerId: items.ownerId,
          isAvailable: items.isAvailable,
          deletedAt: items.deletedAt,
          ownerBlockedAt: users.suspendedAt,
        })
        .from(items)
        .innerJoin(users, eq(users.id, items.ownerId))
        .where(eq(items.id, itemId));
      // A paused item, or a blocked owner's, is seen by its owner and administrators only, its
      // calendar too (as GET /api/items/:id).
      const visible = item && mayViewItem({ item, ownerBlocked: item.ownerBlockedAt !== null }, request.user);
      if (!item || item.deletedAt || !visible) throw notFound('Item not found');
      reply.header('cache-control', 'no-store');
      return availabilityOf(
        app.db,
        itemId,
        { startDate, endDate },
        { forOwner: request.user?.id === item.ownerId },
      );
    },
  );

  app.put(
    '/api/items/:id/blocked-dates',
    { schema: { params: idParams, body: blockedDatesSchema, response: { 200: availability } } },
    async (request) => {
      const user = requireUser(request);
      const itemId = idOf(request.params, 'Item');
      const { ranges } = request.body;
      // Paid requests for the blocked days are declined; their refunds are owed, and sent by jobs.
      await app.db.transaction((tx) =>
        setBlockedDates(tx, user, { itemId, ranges, money: app.bookingMoney }),
      );
      const startDate = todayInRiyadh();
      return availabilityOf(
        app.db,
        itemId,
        { startDate, endDate: addDays(startDate, MAX_WINDOW_DAYS) },
        { forOwner: true },
      );
    },
  );
};
