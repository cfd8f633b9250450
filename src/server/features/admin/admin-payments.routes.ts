/**
 * The administrators' money screens (docs/decisions/0045): payments, refunds and payouts, one
 * booking's money with its ledger, a manual refund, and the day's reconciliation with the gateway.
 */
import { randomUUID } from 'node:crypto';
import { adminPage } from '@shared/answers/admin';
import {
  adminBookingMoney,
  adminPaymentRow,
  adminPayoutRow,
  adminRefundMade,
  adminRefundRow,
  reconciliation,
} from '@shared/answers/admin-payments';
import { todayInRiyadh } from '@shared/bookings';
import {
  adminPaymentsQuerySchema,
  adminPayoutsQuerySchema,
  adminRefundSchema,
  adminRefundsQuerySchema,
  reconciliationQuerySchema,
} from '@shared/schemas/admin-payments';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../http/errors';
import { idempotencyKeyOf, onceFor } from '../../http/idempotency';
import { sendPage } from '../../http/paging';
import { idParams } from '../../http/route-schemas';
import { idOf } from '../../http/validate';
import { requireAdmin } from './admin-guard';
import {
  findAdminBookingMoney,
  findAdminRefund,
  listAdminPayments,
  listAdminPayouts,
  listAdminRefunds,
} from './admin-payments.queries';
import { oweManualRefund } from './admin-payments.service';
import { reconcileDay } from './admin-reconciliation';

export const adminPaymentsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/payments',
    {
      schema: {
        querystring: adminPaymentsQuerySchema,
        response: { 200: adminPage(adminPaymentRow, 'payments') },
      },
    },
    async (request, reply) => sendPage(reply, await listAdminPayments(app.db, request.query)),
  );

  app.get(
    '/api/admin/refunds',
    {
      schema: {
        querystring: adminRefundsQuerySchema,
        response: { 200: adminPage(adminRefundRow, 'refunds') },
      },
    },
    async (request, reply) => sendPage(reply, await listAdminRefunds(app.db, request.query)),
  );

  app.get(
    '/api/admin/payouts',
    {
      schema: {
        querystring: adminPayoutsQuerySchema,
        response: { 200: adminPage(adminPayoutRow, 'payouts') },
      },
    },
    async (request, reply) => sendPage(reply, await listAdminPayouts(app.db, request.query)),
  );

  app.get(
    '/api/admin/bookings/:id/money',
    { schema: { params: idParams, response: { 200: adminBookingMoney } } },
    async (request) => {
      const admin = requireAdmin(request);
      const money = await findAdminBookingMoney(app.db, idOf(request.params, 'Booking'), admin);
      if (!money) throw notFound('Booking not found');
      return money;
    },
  );

  app.post(
    '/api/admin/bookings/:id/refunds',
    {
      schema: {
        description:
          'Refunds `amount` halalas of the booking’s payment out of Ajjir’s fees (at most what is left ' +
          'of the payment after every refund so far: else 409 refund_too_large), audited with the ' +
          'reason, then asks the gateway to make it. With an Idempotency-Key, a retried request ' +
          'is answered with the refund the first one made.',
        params: idParams,
        body: adminRefundSchema,
        response: { 201: adminRefundMade },
      },
    },
    async (request, reply) => {
      const admin = requireAdmin(request);
      const bookingId = idOf(request.params, 'Booking');
      const idempotencyKey = idempotencyKeyOf(request);
      const { body } = await onceFor(
        app.db,
        { userId: admin.id, key: idempotencyKey, request: { bookingId, ...request.body } },
        async (tx) => {
          const refundId = await oweManualRefund(tx, admin, {
            bookingId,
            ...request.body,
            key: `booking:${bookingId}:admin:${idempotencyKey ?? randomUUID()}`,
          });
          return { status: 201, body: { refundId } };
        },
      );
      const { refundId } = body as { refundId: string };
      // Made now if the gateway answers; otherwise it stays owed, with its error, for the job.
      await app.payments.afterBookingChange(bookingId);
      const refund = await findAdminRefund(app.db, refundId);
      if (!refund) throw new Error(`Refund ${refundId} vanished`);
      reply.status(201);
      return { refund };
    },
  );

  app.get(
    '/api/admin/reconciliation',
    {
      schema: {
        description:
          'One Riyadh day (today when none is given): our payments, refunds, payouts and ledger beside ' +
          'the gateway’s list, every difference, and the ledger’s checks. 503 gateway_unavailable when ' +
          'the gateway cannot be asked.',
        querystring: reconciliationQuerySchema,
        response: { 200: reconciliation },
      },
    },
    async (request) => reconcileDay(app.db, app.payments.gateway, request.query.day ?? todayInRiyadh()),
  );
};
