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
  reconciliationState,
} from '@shared/answers/admin-payments';
import { todayInRiyadh } from '@shared/bookings';
import {
  adminPaymentsQuerySchema,
  adminPayoutsQuerySchema,
  adminRefundSchema,
  adminRefundsQuerySchema,
  reconciliationCompareSchema,
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
import { askToReconcile, reconciliationStateOf } from './admin-reconciliation.jobs';

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
          'Gives the renter `amount` halalas of the booking’s payment back as goodwill, out of Ajjir’s ' +
          'own money (at most what is left of the payment after every refund so far: else 409 ' +
          'refund_too_large), audited with the reason; a job asks the gateway to make it. With an ' +
          'Idempotency-Key, a retried request is answered with the refund the first one made.',
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
      // Owed now; its job makes it at the gateway (the screen shows it owed until then).
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
          'One Riyadh day (today when none is given) as its last comparison with the gateway left it: ' +
          'our payments, refunds, payouts and ledger beside the gateway’s, every difference, and the ' +
          'ledger’s checks; `report` is null until the day has been compared. Reading it never asks ' +
          'the gateway: POST /api/admin/reconciliation/compare does, by a job.',
        querystring: reconciliationQuerySchema,
        response: { 200: reconciliationState },
      },
    },
    async (request) => reconciliationStateOf(app.db, request.query.day ?? todayInRiyadh()),
  );

  app.post(
    '/api/admin/reconciliation/compare',
    {
      schema: {
        description:
          'Asks for the day to be compared with the gateway now (a job; the same minute’s second ' +
          'request adds nothing). Answers the day’s state, `comparing` true.',
        body: reconciliationCompareSchema,
        response: { 202: reconciliationState },
      },
    },
    async (request, reply) => {
      const day = request.body.day ?? todayInRiyadh();
      await askToReconcile(app.db, day);
      reply.status(202);
      return reconciliationStateOf(app.db, day);
    },
  );
};
