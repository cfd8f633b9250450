import { randomBytes } from 'node:crypto';
import type { Reconciliation } from '@shared/api-types';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refunds } from '../../db/schema';
import { refundOwedLines, refundSentLines } from '../payments/ledger/movements';
import { as } from './admin.test-helpers';
import { createMoneyTestApp, type MoneyTestApp, payBooking, postAt } from './admin-payments.test-helpers';

let t: MoneyTestApp;
const db = () => t.database.db;

beforeAll(async () => {
  t = await createMoneyTestApp();
});
afterAll(() => t.close());

const report = async (day: string) => {
  const res = await t.asAdmin({ url: `/api/admin/reconciliation?day=${day}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Reconciliation;
};

/** A refund of `amount` owed and made on `at`, at the gateway too. */
async function refundOn(paid: Awaited<ReturnType<typeof payBooking>>, amount: number, at: Date) {
  await db().transaction(async (tx) => {
    const [refund] = await tx
      .insert(refunds)
      .values({
        key: `booking:${paid.booking.id}:ending`,
        paymentId: paid.payment.id,
        bookingId: paid.booking.id,
        amountHalalas: amount,
        reason: 'renter_withdrew',
        status: 'done',
        createdAt: at,
        doneAt: at,
      })
      .returning();
    const refundId = refund?.id ?? '';
    const booking = { bookingId: paid.booking.id, amount };
    const common = { bookingId: paid.booking.id, paymentId: paid.payment.id, refundId };
    await postAt(
      tx,
      { key: `refund_owed:${refundId}`, kind: 'refund_owed', ...common, lines: refundOwedLines(booking) },
      at,
    );
    await postAt(
      tx,
      { key: `refund_sent:${refundId}`, kind: 'refund_sent', ...common, lines: refundSentLines(booking) },
      at,
    );
  });
  const atGateway = t.gateway.payments.get(paid.payment.gatewayPaymentId ?? '');
  if (atGateway) atGateway.refunded += amount;
}

describe('GET /api/admin/reconciliation', () => {
  it('balances a day with paid bookings and a refund, reading every page of the gateway’s list', async () => {
    const day = '2026-04-10';
    const a = await payBooking(db(), t.gateway, { paidAt: new Date('2026-04-10T06:00:00+03:00') });
    const b = await payBooking(db(), t.gateway, { paidAt: new Date('2026-04-10T12:00:00+03:00') });
    const c = await payBooking(db(), t.gateway, { paidAt: new Date('2026-04-10T23:59:00+03:00') });
    // Failed attempts at the gateway move no money and are not compared.
    t.gateway.payments.set('pay_failed_attempt', {
      ...structuredClone(t.gateway.payments.get(a.payment.gatewayPaymentId ?? '')!),
      id: 'pay_failed_attempt',
      status: 'failed',
    });
    await refundOn(b, 2000, new Date('2026-04-10T18:00:00+03:00'));
    const answer = await report(day);
    const total = a.price.total + b.price.total + c.price.total;
    expect(answer).toMatchObject({
      day,
      ours: {
        payments: { count: 3, amount: total },
        refunds: { count: 1, amount: 2000 },
        payouts: { count: 0, amount: 0 },
      },
      gateway: { payments: { count: 3, amount: total }, refunded: 2000, complete: true },
      matched: 3,
      differences: [],
      ledgerProblems: [],
      balanced: true,
    });
    expect(answer.ours.ledger.gateway).toBe(total - 2000);
    expect(answer.ours.ledger.escrow).toBe(-(total - 2000));
  });

  it('reports a payment we think paid that the gateway does not have, and one it has that we do not', async () => {
    const day = '2026-04-11';
    const ghost = await payBooking(db(), t.gateway, { paidAt: new Date('2026-04-11T10:00:00+03:00') });
    t.gateway.payments.delete(ghost.payment.gatewayPaymentId ?? '');
    const known = await payBooking(db(), t.gateway, { paidAt: new Date('2026-04-11T11:00:00+03:00') });
    // A second payment on our page that we never recorded.
    const stray = `pay_${randomBytes(6).toString('hex')}`;
    t.gateway.payments.set(stray, {
      ...structuredClone(t.gateway.payments.get(known.payment.gatewayPaymentId ?? '')!),
      id: stray,
      createdAt: '2026-04-11T09:00:00.000Z',
    });
    // Someone else's payment on the same account: not ours, not compared.
    t.gateway.payments.set('pay_other_shop', {
      ...structuredClone(t.gateway.payments.get(known.payment.gatewayPaymentId ?? '')!),
      id: 'pay_other_shop',
      invoiceId: 'inv_other_shop',
      metadata: null,
    });
    const answer = await report(day);
    expect(answer.balanced).toBe(false);
    expect(answer.matched).toBe(1);
    expect(answer.differences).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          kind: 'missing_at_gateway',
          paymentId: ghost.payment.id,
          bookingId: ghost.booking.id,
          ours: ghost.price.total,
        }),
        expect.objectContaining({
          kind: 'not_ours',
          paymentId: known.payment.id,
          gatewayPaymentId: stray,
          gateway: known.price.total,
        }),
      ]),
    );
    expect(answer.differences).toHaveLength(2);
  });

  it('reports a refund the gateway made that we have not recorded, and an amount that differs', async () => {
    const day = '2026-04-12';
    const paid = await payBooking(db(), t.gateway, { paidAt: new Date('2026-04-12T10:00:00+03:00') });
    const atGateway = t.gateway.payments.get(paid.payment.gatewayPaymentId ?? '')!;
    atGateway.refunded = 700;
    atGateway.amount += 1;
    const answer = await report(day);
    expect(answer.differences).toEqual([
      expect.objectContaining({ kind: 'amount', ours: paid.price.total, gateway: paid.price.total + 1 }),
      expect.objectContaining({ kind: 'refunded', ours: 0, gateway: 700 }),
    ]);
    expect(answer.balanced).toBe(false);
  });

  it('names the ledger’s problems, and does not balance while there are any', async () => {
    const paid = await payBooking(db(), t.gateway, { paidAt: new Date('2026-04-13T10:00:00+03:00') });
    // Settled to an owner while the booking is still pending: a rule checkLedger names.
    await db().transaction((tx) =>
      postAt(
        tx,
        {
          key: `settle:${paid.booking.id}`,
          kind: 'settle',
          bookingId: paid.booking.id,
          lines: [
            { account: 'escrow', amount: 100, bookingId: paid.booking.id },
            { account: 'owner', amount: -100, userId: paid.owner.id },
          ],
        },
        new Date('2026-04-13T11:00:00+03:00'),
      ),
    );
    const answer = await report('2026-04-13');
    expect(answer.ledgerProblems).toEqual([expect.stringContaining(paid.booking.id)]);
    expect(answer.balanced).toBe(false);
  });

  it('answers 503 gateway_unavailable when the gateway cannot be reached, never a 500', async () => {
    t.gateway.unreachable = true;
    try {
      const res = await t.asAdmin({ url: '/api/admin/reconciliation?day=2026-04-10' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({
        code: 'gateway_unavailable',
        message: expect.stringContaining('cannot be reached'),
      });
    } finally {
      t.gateway.unreachable = false;
    }
  });

  it('takes today when no day is given, refuses a bad day, and is for administrators only', async () => {
    const today = await t.asAdmin({ url: '/api/admin/reconciliation' });
    expect(today.statusCode, today.body).toBe(200);
    const bad = await t.asAdmin({ url: '/api/admin/reconciliation?day=2026-02-30' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual([expect.objectContaining({ path: 'day', code: 'date_invalid' })]);
    expect((await t.app.inject({ url: '/api/admin/reconciliation' })).statusCode).toBe(401);
    expect(
      (await t.app.inject({ url: '/api/admin/reconciliation', ...as(t.member.cookie) })).statusCode,
    ).toBe(403);
  });
});
