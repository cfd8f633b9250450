/**
 * Money over HTTP (docs/decisions/0044-payments.md): checkout and its return,
 * a booking's money, the gateway's webhooks, an owner's earnings, payout
 * account and payouts. No route takes an amount: the server computes each.
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
import { bookings, gatewayWebhooks, payments, payouts } from '../../db/schema';
import { rateAddressOf } from '../../http/client-address';
import { AppError, notFound } from '../../http/errors';
import { idempotencyKeyOf, onceFor } from '../../http/idempotency';
import type { RateRule } from '../../http/rate-limit';
import { idParams } from '../../http/route-schemas';
import { idOf } from '../../http/validate';
import { requireUser } from '../auth/sessions';
import { mailSetupOf, withNotificationEmails } from '../notifications/notification-emails';
import { refreshPayment, startCheckout } from './checkout.service';
import { earningsOf } from './earnings.queries';
import { GatewayError } from './gateway/gateway';
import { readMoyasarWebhook } from './gateway/moyasar-webhook';
import { bookingMoneyOf } from './payments.queries';
import {
  payoutSummaryOf,
  refreshPayouts,
  requestPayout,
  sendRequestedPayouts,
  setPayoutAccount,
} from './payouts.service';
import { sendOwedRefunds } from './refunds.service';

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
      const state = await withNotificationEmails(mailSetupOf(app), () => refreshPayment(deps(), bookingId));
      // A payment found after its request lapsed is owed back at once.
      await sendOwedRefunds(app.db, app.payments.gateway, { bookingId }).catch((error: unknown) =>
        request.log.warn({ err: error }, 'refund not sent yet'),
      );
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
      const money = await bookingMoneyOf(app.db, idOf(request.params, 'Booking'), {
        id: user.id,
        isAdmin: false,
      });
      if (!money) throw notFound('Booking not found');
      reply.header('cache-control', PRIVATE);
      return money;
    },
  );

  app.post(
    '/api/payments/webhook',
    {
      schema: {
        description:
          'Moyasar’s webhook. Only its secret_token and the payment’s id are read: the payment is then ' +
          'fetched from the gateway by id. A repeated delivery is answered 200 and ignored.',
        body: z.unknown(),
        response: { 200: z.object({ received: z.boolean() }) },
      },
    },
    async (request) => {
      await app.rateLimits.hit(WEBHOOKS_PER_ADDRESS, rateAddressOf(request.ip));
      const delivery = readMoyasarWebhook(request.body, app.payments.webhookSecret);
      if (!delivery.ok && delivery.reason === 'bad_secret') {
        throw new AppError('unauthorized', 'The webhook’s secret token is wrong');
      }
      if (!delivery.ok) throw new AppError('bad_request', 'Not a webhook delivery');
      const [fresh] = await app.db
        .insert(gatewayWebhooks)
        .values({ id: delivery.id, type: delivery.type, paymentId: delivery.paymentId })
        .onConflictDoNothing()
        .returning({ id: gatewayWebhooks.id });
      if (!fresh || !delivery.paymentId) return { received: true };
      await applyWebhook(delivery.paymentId).catch(async (error: unknown) => {
        // Not taken: forget the delivery so the gateway's retry is acted on.
        await app.db.delete(gatewayWebhooks).where(eq(gatewayWebhooks.id, delivery.id));
        if (error instanceof GatewayError) throw new AppError('gateway_unavailable', 'Try again later');
        throw error;
      });
      return { received: true };
    },
  );

  /** The payment the webhook names, fetched by id, leads to its page and booking; the body says nothing else. */
  async function applyWebhook(gatewayPaymentId: string): Promise<void> {
    const attempt = await app.payments.gateway.fetchPayment(gatewayPaymentId).catch((error: unknown) => {
      // A payment the gateway does not know (a forged id) is nobody's: taken, and nothing done.
      if (error instanceof GatewayError && error.kind === 'refused') return null;
      throw error;
    });
    if (!attempt?.invoiceId) return;
    const [payment] = await app.db
      .select({ bookingId: payments.bookingId })
      .from(payments)
      .where(eq(payments.gatewayInvoiceId, attempt.invoiceId));
    if (!payment) return;
    await withNotificationEmails(mailSetupOf(app), () => refreshPayment(deps(), payment.bookingId));
    await sendOwedRefunds(app.db, app.payments.gateway, { bookingId: payment.bookingId });
  }

  app.get('/api/earnings', { schema: { response: { 200: earnings } } }, async (request, reply) => {
    const user = requireUser(request);
    // The owner's payouts on their way are asked about first, so the screen says where they are;
    // not those asked about within the minute, so reloading it cannot spend the gateway's quota.
    await refreshPayouts(app.db, app.payments.gateway, { ownerId: user.id, quietMs: 60_000 });
    reply.header('cache-control', PRIVATE);
    return earningsOf(app.db, user.id);
  });

  app.put(
    '/api/payout-account',
    { schema: { body: payoutAccountSchema, response: { 200: payoutAccount } } },
    async (request, reply) => {
      const user = requireUser(request);
      reply.header('cache-control', PRIVATE);
      return setPayoutAccount(app.db, user.id, request.body);
    },
  );

  app.post(
    '/api/payouts',
    {
      schema: {
        description:
          'Pays out the whole available balance to the payout account. With an Idempotency-Key, a ' +
          'retried request is answered with the payout the first one made.',
        response: { 201: payoutSummary },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const key = idempotencyKeyOf(request);
      const answer = await onceFor(app.db, { userId: user.id, key, request: {} }, async (tx) => {
        const payout = await requestPayout(tx, user.id, key ? `${user.id}:${key}` : randomUUID());
        return { status: 201, body: payoutSummaryOf(payout) };
      });
      const body = answer.body as ReturnType<typeof payoutSummaryOf>;
      await sendRequestedPayouts(app.db, app.payments.gateway, { payoutId: body.id });
      // Where it stands now that the gateway was asked (requested still, if it could not be).
      const [sent] = await app.db.select().from(payouts).where(eq(payouts.id, body.id));
      reply.header('cache-control', PRIVATE);
      return reply.code(201).send(sent ? payoutSummaryOf(sent) : body);
    },
  );
};
