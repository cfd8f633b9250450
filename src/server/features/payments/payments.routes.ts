/**
 * Money over HTTP (docs/decisions/0044-payments.md): checkout and its return,
 * a booking's money, the gateway's webhooks, an owner's earnings, payout
 * account and payouts. No route takes an amount: the server computes each.
 * Only the renter's own checkout and return ask the gateway while a request
 * waits; refunds, payouts and webhooks are jobs (0047), and no GET calls it.
 */

import { randomUUID } from 'node:crypto';
import {
  bookingMoney,
  checkoutStart,
  earnings,
  paymentRefresh,
  payoutAccount,
  payoutSummary,
} from '@shared/answers/payments';
import { payoutAccountSchema } from '@shared/schemas/payments';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bookings, gatewayWebhooks } from '../../db/schema';
import { rateAddressOf } from '../../http/client-address';
import { AppError, notFound } from '../../http/errors';
import { idempotencyKeyOf, onceFor } from '../../http/idempotency';
import type { RateRule } from '../../http/rate-limit';
import { idParams } from '../../http/route-schemas';
import { idOf } from '../../http/validate';
import { enqueue } from '../../jobs/queue';
import { requireUser } from '../auth';
import { requireCurrentPassword, USER_LIMITS } from '../users';
import { refreshPayment, startCheckout } from './checkout.service';
import { earningsOf } from './earnings.queries';
import { paymentWebhookJob, webhookVerificationJob } from './payment-jobs';
import { bookingMoneyOf } from './payments.queries';
import { payoutSummaryOf, requestPayout, setPayoutAccount } from './payouts.service';

const CHECKOUTS_PER_RENTER: RateRule = {
  name: 'payments-checkout',
  limit: 30,
  windowSeconds: 60 * 60,
  message: 'Too many payment attempts from this account; try again later',
};
const REFRESHES_PER_USER: RateRule = {
  name: 'payments-refresh',
  limit: 120,
  windowSeconds: 60 * 60,
  message: 'Too many payment checks from this account; try again later',
};
const WEBHOOKS_PER_ADDRESS: RateRule = {
  name: 'payments-webhook',
  limit: 600,
  windowSeconds: 60,
  message: 'Too many webhook deliveries',
};

const PRIVATE = 'private, no-store';

export const paymentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = () => app.payments.deps;

  /** The renter's own unpaid booking, or 404 as if it did not exist. */
  async function renterBooking(bookingId: string, userId: string) {
    const [booking] = await app.db.select().from(bookings).where(eq(bookings.id, bookingId));
    if (!booking || booking.renterId !== userId) throw notFound('Booking not found');
    return booking;
  }

  app.post(
    '/api/bookings/:id/checkout',
    {
      schema: {
        description:
          'The gateway’s hosted payment page for the renter’s unpaid request (the same page every ' +
          'time); the renter pays there and comes back to /bookings/{id}/checkout?returned=1.',
        params: idParams,
        response: { 200: checkoutStart },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const bookingId = idOf(request.params, 'Booking');
      await renterBooking(bookingId, user.id);
      await app.rateLimits.hit(CHECKOUTS_PER_RENTER, user.id);
      reply.header('cache-control', PRIVATE);
      return { url: await startCheckout(deps(), user.id, bookingId) };
    },
  );

  app.post(
    '/api/bookings/:id/payment/refresh',
    {
      schema: {
        description: 'Asks the gateway for the booking’s payment by id and applies what it says.',
        params: idParams,
        response: { 200: paymentRefresh },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const bookingId = idOf(request.params, 'Booking');
      await renterBooking(bookingId, user.id);
      await app.rateLimits.hit(REFRESHES_PER_USER, user.id);
      // A payment found after its request lapsed is owed back; its job makes the refund.
      const state = await refreshPayment(deps(), bookingId);
      reply.header('cache-control', PRIVATE);
      return state;
    },
  );

  app.get(
    '/api/bookings/:id/money',
    { schema: { params: idParams, response: { 200: bookingMoney } } },
    async (request, reply) => {
      const user = requireUser(request);
      // Administrators read a booking's money from their own screens (/api/admin), not here.
      const money = await bookingMoneyOf(
        app.db,
        idOf(request.params, 'Booking'),
        { id: user.id, isAdmin: false },
        app.config.payouts.claimWindowHours,
      );
      if (!money) throw notFound('Booking not found');
      reply.header('cache-control', PRIVATE);
      return { ...money, samples: app.config.demoSite };
    },
  );

  app.post(
    '/api/payments/webhook',
    {
      schema: {
        description:
          'The gateway’s webhook. Only its secret and the payment’s id are read; the delivery is stored ' +
          'and the payment fetched from the gateway by id by a job. A repeated delivery is answered 200 ' +
          'and ignored.',
        body: z.unknown(),
        response: { 200: z.object({ received: z.boolean() }) },
      },
    },
    async (request) => {
      await app.rateLimits.hit(WEBHOOKS_PER_ADDRESS, rateAddressOf(request.ip));
      const delivery = app.payments.gateway.readWebhook(request.body);
      if (!delivery.ok && delivery.reason === 'bad_secret') {
        throw new AppError('unauthorized', 'The webhook’s secret token is wrong');
      }
      if (!delivery.ok) throw new AppError('bad_request', 'Not a webhook delivery');
      const { deliveryId, kind, paymentId, verification } = delivery;
      await app.db.transaction(async (tx) => {
        const [fresh] = await tx
          .insert(gatewayWebhooks)
          .values({ id: deliveryId, type: kind, paymentId })
          .onConflictDoNothing()
          .returning({ id: gatewayWebhooks.id });
        if (fresh && verification) {
          await enqueue(tx, webhookVerificationJob, verification, {
            key: `payment.webhook_verification:${deliveryId}`,
          });
        }
        if (!fresh || !paymentId) return;
        await enqueue(
          tx,
          paymentWebhookJob,
          { gatewayPaymentId: paymentId },
          { key: `payment.webhook:${deliveryId}` },
        );
      });
      return { received: true };
    },
  );

  app.get('/api/earnings', { schema: { response: { 200: earnings } } }, async (request, reply) => {
    const user = requireUser(request);
    // Where each payout stands is what its job last heard from the gateway (payouts.jobs.ts).
    reply.header('cache-control', PRIVATE);
    return earningsOf(app.db, user.id, app.config.payouts);
  });

  app.put(
    '/api/payout-account',
    {
      schema: {
        description:
          'Where the owner is paid. Needs the account’s current password (a session alone cannot move the ' +
          'money); tells the owner by e-mail; a new IBAN is paid into only after PAYOUT_NEW_IBAN_HOLD_HOURS, ' +
          'and a holder name not the account’s, or an IBAN another account uses, waits for an administrator.',
        body: payoutAccountSchema,
        response: { 200: payoutAccount },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      reply.header('cache-control', PRIVATE);
      await requireCurrentPassword(app, request, user, request.body.currentPassword);
      await app.rateLimits.hit(USER_LIMITS.payoutDestinationChangesPerAccount, user.id);
      return app.db.transaction((tx) => setPayoutAccount(tx, user, request.body, app.config.payouts));
    },
  );

  app.post(
    '/api/payouts',
    {
      schema: {
        description:
          'Pays out the whole available balance to the payout account; a job sends it to the gateway. ' +
          'With an Idempotency-Key, a retried request is answered with the payout the first one made.',
        response: { 201: payoutSummary },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const key = idempotencyKeyOf(request);
      const answer = await onceFor(app.db, { userId: user.id, key, request: {} }, async (tx) => {
        const payout = await requestPayout(
          tx,
          user.id,
          key ? `${user.id}:${key}` : randomUUID(),
          app.config.payouts,
        );
        return { status: 201, body: payoutSummaryOf(payout) };
      });
      reply.header('cache-control', PRIVATE);
      return reply.code(201).send(answer.body as ReturnType<typeof payoutSummaryOf>);
    },
  );
};
