/**
 * An administrator's goodwill refund (docs/decisions/0045-admin-money.md, 0047) of bookings paid as
 * renters pay them: owed with the request, made at the app's Moyasar sandbox over HTTP by its job
 * (the tests run the queue), and what the gateway refunded asked of it.
 */
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  adminAuditLog,
  bookings,
  invoices,
  jobs,
  ledgerTransactions,
  notifications,
  payments,
  refunds,
} from '../../db/schema';
import { createBooking, createItem, createUser } from '../../test/fixtures';
import { expectLedgerSound } from '../../test/ledger-invariants';
import { type AdminTestApp, as, createAdminTestApp } from './admin.test-helpers';
import { atGateway, requestPaidBooking } from './admin-payments.test-helpers';

let t: AdminTestApp;
const db = () => t.database.db;

beforeAll(async () => {
  t = await createAdminTestApp();
});
afterEach(() => t.sandbox.control.clearFaults());
afterAll(() => t.close());

const refund = (bookingId: string, payload: object, headers: Record<string, string> = {}) =>
  t.asAdmin({ method: 'POST', url: `/api/admin/bookings/${bookingId}/refunds`, payload, headers });
const refundRow = async (id: string) => (await db().select().from(refunds).where(eq(refunds.id, id)))[0];

const refundsOf = (bookingId: string) => db().select().from(refunds).where(eq(refunds.bookingId, bookingId));

const ledgerKindsOf = async (bookingId: string) =>
  (
    await db()
      .select({ kind: ledgerTransactions.kind })
      .from(ledgerTransactions)
      .where(eq(ledgerTransactions.bookingId, bookingId))
      .orderBy(asc(ledgerTransactions.id))
  ).map((row) => row.kind);

describe('POST /api/admin/bookings/:id/refunds', () => {
  it('gives goodwill out of Ajjir’s money, makes it at the gateway by a job, audits it, and the ledger stays sound', async () => {
    const paid = await requestPaidBooking(t);
    const res = await refund(paid.booking.id, { amount: 1234, reason: '  Late hand-over  ' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().refund).toMatchObject({
      amount: 1234,
      reason: 'admin',
      note: 'Late hand-over',
      actor: { id: t.admin.user.id },
      status: 'owed',
      booking: { id: paid.booking.id },
    });
    // Owed with the request; the gateway is asked by the refund's job, after commit.
    expect((await atGateway(t, paid.payment)).refunded).toBe(0);
    await t.drainJobs();
    expect(await refundRow(res.json().refund.id)).toMatchObject({ status: 'done' });
    expect(await atGateway(t, paid.payment)).toMatchObject({ state: 'paid', refunded: 1234 });
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
    // Goodwill is Ajjir's own money, not a change to the sale: no credit note (docs/decisions/0047).
    const notes = await db()
      .select()
      .from(invoices)
      .where(and(eq(invoices.bookingId, paid.booking.id), eq(invoices.kind, 'credit_note')));
    expect(notes).toEqual([]);
    expect(await ledgerKindsOf(paid.booking.id)).toEqual(['charge', 'goodwill_owed', 'refund_sent']);
    await expectLedgerSound(db());
  });

  it('tells the renter that the money is coming back, once per refund', async () => {
    const paid = await requestPaidBooking(t);
    const headers = { 'idempotency-key': 'refund-told-0001' };
    for (let i = 0; i < 2; i += 1) {
      const res = await refund(paid.booking.id, { amount: 2500, reason: 'Late hand-over' }, headers);
      expect(res.statusCode, res.body).toBe(201);
    }
    const [booking] = await db().select().from(bookings).where(eq(bookings.id, paid.booking.id));
    const told = await db()
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, booking?.renterId ?? ''), eq(notifications.type, 'refund_given')));
    expect(told).toHaveLength(1);
    expect(told[0]).toMatchObject({
      data: { bookingId: paid.booking.id, itemTitle: paid.item.title, amount: 2500 },
      link: `/bookings/${paid.booking.id}`,
    });
    // Made now, so no later test's gateway fault is met by this refund.
    await t.drainJobs();
  });

  it('stays owed, with the gateway’s error, when the gateway cannot be reached, and is made later', async () => {
    const paid = await requestPaidBooking(t);
    t.sandbox.control.failNext({ method: 'POST', path: /\/refund$/, status: 503 });
    const res = await refund(paid.booking.id, { amount: 100, reason: 'Goodwill' });
    expect(res.statusCode, res.body).toBe(201);
    await t.drainJobs();
    expect(await refundRow(res.json().refund.id)).toMatchObject({
      status: 'owed',
      lastError: expect.stringMatching(/^unavailable: /),
    });
    // Owed in our books, not made: nothing refunded at the gateway, nothing recorded as sent.
    expect((await atGateway(t, paid.payment)).refunded).toBe(0);
    expect(await ledgerKindsOf(paid.booking.id)).toEqual(['charge', 'goodwill_owed']);
    const [job] = await db()
      .select()
      .from(jobs)
      .where(eq(jobs.key, `refund.send:${res.json().refund.id}`));
    expect(job).toMatchObject({ state: 'queued', attempts: 1 });
    await expectLedgerSound(db());

    expect(await t.runJobsNow('refund.send')).toBe(1);
    expect((await atGateway(t, paid.payment)).refunded).toBe(100);
    expect(await ledgerKindsOf(paid.booking.id)).toEqual(['charge', 'goodwill_owed', 'refund_sent']);
    await expectLedgerSound(db());
  });

  it('refuses more than is left of the payment (409 refund_too_large)', async () => {
    const paid = await requestPaidBooking(t);
    const total = paid.payment.amountHalalas;
    const first = await refund(paid.booking.id, { amount: total - 100, reason: 'Most of it' });
    expect(first.statusCode, first.body).toBe(201);
    const res = await refund(paid.booking.id, { amount: 101, reason: 'One halala too many' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'refund_too_large' });
    expect(res.json().message).toContain('100');
    await t.drainJobs();
    expect((await atGateway(t, paid.payment)).refunded).toBe(total - 100);
    const rest = await refund(paid.booking.id, { amount: 100, reason: 'The rest' });
    expect(rest.json().refund).toMatchObject({ status: 'owed' });
    await t.drainJobs();
    expect((await atGateway(t, paid.payment)).refunded).toBe(total);
    await expectLedgerSound(db());
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
    const paid = await requestPaidBooking(t);
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
    expect(await refundsOf(paid.booking.id)).toEqual([]);
    expect((await atGateway(t, paid.payment)).refunded).toBe(0);
  });

  it('makes one refund for one Idempotency-Key, however often it is sent', async () => {
    const paid = await requestPaidBooking(t);
    const headers = { 'idempotency-key': 'refund-key-0001' };
    const first = await refund(paid.booking.id, { amount: 300, reason: 'Goodwill' }, headers);
    const again = await refund(paid.booking.id, { amount: 300, reason: 'Goodwill' }, headers);
    expect([first.statusCode, again.statusCode]).toEqual([201, 201]);
    expect(again.json().refund.id).toBe(first.json().refund.id);
    expect(await refundsOf(paid.booking.id)).toHaveLength(1);
    await t.drainJobs();
    expect((await atGateway(t, paid.payment)).refunded).toBe(300);
  });

  it('lets only the refunds that fit through when ten are sent at once', async () => {
    const paid = await requestPaidBooking(t);
    // Each a quarter of the payment and a little more: three fit, the rest do not.
    const each = Math.floor(paid.payment.amountHalalas / 4) + 1;
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) => refund(paid.booking.id, { amount: each, reason: `Race ${i}` })),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(3);
    expect(statuses.filter((status) => status !== 201).every((status) => status === 409)).toBe(true);
    await t.drainJobs();
    const written = await refundsOf(paid.booking.id);
    expect(written.reduce((sum, row) => sum + row.amountHalalas, 0)).toBe(3 * each);
    await expectLedgerSound(db());
    // Each was made at the gateway, once: none taken as done on another's refund.
    expect(written.map((row) => row.status)).toEqual(['done', 'done', 'done']);
    expect((await atGateway(t, paid.payment)).refunded).toBe(3 * each);
  });

  it('is for administrators only', async () => {
    const paid = await requestPaidBooking(t);
    const url = `/api/admin/bookings/${paid.booking.id}/refunds`;
    const payload = { amount: 100, reason: 'Goodwill' };
    expect((await t.app.inject({ method: 'POST', url, payload })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url, payload, ...as(t.member.cookie) })).statusCode).toBe(
      403,
    );
    expect(await refundsOf(paid.booking.id)).toEqual([]);
    expect((await atGateway(t, paid.payment)).refunded).toBe(0);
  });
});
