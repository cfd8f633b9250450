import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAuditLog, invoices, payments, refunds } from '../../db/schema';
import { createBooking, createItem, createUser } from '../../test/fixtures';
import { checkLedger } from '../payments/ledger/invariants';
import { as } from './admin.test-helpers';
import { createMoneyTestApp, type MoneyTestApp, payBooking } from './admin-payments.test-helpers';

let t: MoneyTestApp;
const db = () => t.database.db;

beforeAll(async () => {
  t = await createMoneyTestApp();
});
afterAll(() => t.close());

const refund = (bookingId: string, payload: object, headers: Record<string, string> = {}) =>
  t.asAdmin({ method: 'POST', url: `/api/admin/bookings/${bookingId}/refunds`, payload, headers });

describe('POST /api/admin/bookings/:id/refunds', () => {
  it('refunds out of the fees, makes it at the gateway, audits it, and the ledger stays sound', async () => {
    const paid = await payBooking(db(), t.gateway);
    const res = await refund(paid.booking.id, { amount: 1234, reason: '  Late hand-over  ' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().refund).toMatchObject({
      amount: 1234,
      reason: 'admin',
      note: 'Late hand-over',
      actor: { id: t.admin.user.id },
      status: 'done',
      booking: { id: paid.booking.id },
    });
    const atGateway = t.gateway.payments.get(paid.payment.gatewayPaymentId ?? '');
    expect(atGateway?.refunded).toBe(1234);
    const [payment] = await db().select().from(payments).where(eq(payments.id, paid.payment.id));
    expect(payment?.refundedHalalas).toBe(1234);
    const [audit] = await db()
      .select()
      .from(adminAuditLog)
      .where(and(eq(adminAuditLog.action, 'payment.refund'), eq(adminAuditLog.targetId, paid.booking.id)));
    expect(audit).toMatchObject({
      adminId: t.admin.user.id,
      targetType: 'booking',
      targetLabel: paid.item.title,
      reason: 'Late hand-over',
      details: expect.objectContaining({ amount: 1234, paymentId: paid.payment.id }),
    });
    const notes = await db()
      .select()
      .from(invoices)
      .where(and(eq(invoices.bookingId, paid.booking.id), eq(invoices.kind, 'credit_note')));
    expect(notes.map((note) => note.totalHalalas)).toEqual([1234]);
    expect((await checkLedger(db())).problems).toEqual([]);
  });

  it('stays owed, with the gateway’s error, when the gateway cannot be reached', async () => {
    const paid = await payBooking(db(), t.gateway);
    t.gateway.unreachable = true;
    try {
      const res = await refund(paid.booking.id, { amount: 100, reason: 'Goodwill' });
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json().refund).toMatchObject({
        status: 'owed',
        lastError: expect.stringContaining('unavailable'),
      });
    } finally {
      t.gateway.unreachable = false;
    }
    expect((await checkLedger(db())).problems).toEqual([]);
  });

  it('refuses more than is left of the payment (409 refund_too_large)', async () => {
    const paid = await payBooking(db(), t.gateway);
    const first = await refund(paid.booking.id, { amount: paid.price.total - 100, reason: 'Most of it' });
    expect(first.statusCode, first.body).toBe(201);
    const res = await refund(paid.booking.id, { amount: 101, reason: 'One halala too many' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'refund_too_large' });
    expect(res.json().message).toContain('100');
    expect((await refund(paid.booking.id, { amount: 100, reason: 'The rest' })).statusCode).toBe(201);
  });

  it('refuses a booking without a paid payment (409 booking_changed), and no booking (404)', async () => {
    const owner = await createUser(db());
    const renter = await createUser(db());
    const item = await createItem(db(), owner.id);
    const unpaid = await createBooking(db(), item, renter.id, { status: 'awaiting_payment' });
    const res = await refund(unpaid.id, { amount: 100, reason: 'Goodwill' });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('booking_changed');
    const none = await refund('00000000-0000-4000-8000-000000000000', { amount: 100, reason: 'Goodwill' });
    expect(none.statusCode).toBe(404);
  });

  it('refuses bad input by field, and nothing is written', async () => {
    const paid = await payBooking(db(), t.gateway);
    const errors = async (payload: object) => {
      const res = await refund(paid.booking.id, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      return res.json().errors.map((e: { path: string; code?: string }) => `${e.path}:${e.code}`);
    };
    expect(await errors({ amount: 0, reason: 'Goodwill' })).toEqual(['amount:refund_amount_invalid']);
    expect(await errors({ amount: 12.5, reason: 'Goodwill' })).toEqual(['amount:refund_amount_invalid']);
    expect(await errors({ amount: '100', reason: 'Goodwill' })).toEqual(['amount:refund_amount_invalid']);
    expect(await errors({ amount: 100, reason: ' ab ' })).toEqual(['reason:reason_too_short']);
    expect(await errors({ amount: 100, reason: '   ' })).toEqual(['reason:reason_required']);
    expect(await errors({ amount: 100, reason: 'x'.repeat(501) })).toEqual(['reason:too_long']);
    expect(await errors({})).toEqual(['amount:refund_amount_invalid', 'reason:reason_required']);
    const written = await db().select().from(refunds).where(eq(refunds.bookingId, paid.booking.id));
    expect(written).toEqual([]);
  });

  it('makes one refund for one Idempotency-Key, however often it is sent', async () => {
    const paid = await payBooking(db(), t.gateway);
    const headers = { 'idempotency-key': 'refund-key-0001' };
    const first = await refund(paid.booking.id, { amount: 300, reason: 'Goodwill' }, headers);
    const again = await refund(paid.booking.id, { amount: 300, reason: 'Goodwill' }, headers);
    expect([first.statusCode, again.statusCode]).toEqual([201, 201]);
    expect(again.json().refund.id).toBe(first.json().refund.id);
    const written = await db().select().from(refunds).where(eq(refunds.bookingId, paid.booking.id));
    expect(written).toHaveLength(1);
    expect(t.gateway.payments.get(paid.payment.gatewayPaymentId ?? '')?.refunded).toBe(300);
  });

  it('lets only the refunds that fit through when ten are sent at once', async () => {
    const paid = await payBooking(db(), t.gateway);
    // Each a quarter of the payment and a little more: three fit, the rest do not.
    const each = Math.floor(paid.price.total / 4) + 1;
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) => refund(paid.booking.id, { amount: each, reason: `Race ${i}` })),
    );
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses.filter((status) => status === 201)).toHaveLength(3);
    expect(statuses.filter((status) => status !== 201).every((status) => status === 409)).toBe(true);
    const written = await db().select().from(refunds).where(eq(refunds.bookingId, paid.booking.id));
    expect(written.reduce((sum, row) => sum + row.amountHalalas, 0)).toBe(3 * each);
    expect((await checkLedger(db())).problems).toEqual([]);
    // Each was made at the gateway, once: none taken as done on another's refund.
    expect(written.map((row) => row.status)).toEqual(['done', 'done', 'done']);
    expect(t.gateway.payments.get(paid.payment.gatewayPaymentId ?? '')?.refunded).toBe(3 * each);
  });

  it('is for administrators only', async () => {
    const paid = await payBooking(db(), t.gateway);
    const url = `/api/admin/bookings/${paid.booking.id}/refunds`;
    const payload = { amount: 100, reason: 'Goodwill' };
    expect((await t.app.inject({ method: 'POST', url, payload })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url, payload, ...as(t.member.cookie) })).statusCode).toBe(
      403,
    );
    expect(await db().select().from(refunds).where(eq(refunds.bookingId, paid.booking.id))).toEqual([]);
  });
});
