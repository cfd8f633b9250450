/**
 * Refunds where two things happen at once (docs/decisions/0044-payments.md): a page paid in two
 * tabs, an administrator's refund racing a cancellation, and a refund whose answer was lost while
 * a later one of the same payment waits. Each ends with every halala accounted for at the gateway
 * and in a ledger that checks whole.
 */
import type { Booking } from '@shared/api-types';
import { todayInRiyadh } from '@shared/bookings';
import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SANDBOX_KEYS } from '../../../sandboxes/moyasar/sandbox';
import { passStep, submitOnPage } from '../../../sandboxes/moyasar/sandbox.test-helpers';
import { ledgerTransactions, payments, refunds } from '../../db/schema';
import { createSignedInUser } from '../../test/fixtures';
import { expectLedgerSound } from '../../test/ledger-invariants';
import {
  card,
  checkoutUrl,
  payForBooking,
  refreshPayment,
  requestForNewItem,
  TEST_CARDS,
} from '../../test/payments';
import { createTestApp, type TestApp } from '../../test/test-app';
import { oweManualRefund } from '../admin/admin-payments.service';
import { SESSION_COOKIE } from '../auth/sessions';
import { createMoyasarGateway } from './gateway/moyasar-client';
import { makeRefund } from './refunds.jobs';

let t: TestApp;
let owner: Awaited<ReturnType<typeof createSignedInUser>>;
let renter: Awaited<ReturnType<typeof createSignedInUser>>;
let admin: Awaited<ReturnType<typeof createSignedInUser>>;
const as = (cookie: string) => ({ cookies: { [SESSION_COOKIE]: cookie } });
const db = () => t.database.db;
let nextDay = 30;

beforeAll(async () => {
  t = await createTestApp({ rateLimitFactor: 1000 });
  owner = await createSignedInUser(t.app, db(), { firstName: 'Fahad' });
  renter = await createSignedInUser(t.app, db(), { firstName: 'Sara' });
  admin = await createSignedInUser(t.app, db(), { firstName: 'Admin', isAdmin: true });
});
afterAll(() => t.close());

/** A fresh request of the renter's for two days of a new item, unpaid. */
async function unpaidRequest(): Promise<Booking> {
  const start = nextDay;
  nextDay += 3;
  return requestForNewItem(t, { ownerId: owner.user.id, renterCookie: renter.cookie }, start, {
    cancellationPolicy: 'flexible',
  });
}

/** A request paid and accepted: confirmed, its money in escrow. */
async function confirmedBooking(): Promise<Booking> {
  const booking = await unpaidRequest();
  await payForBooking(t, booking.id, renter.cookie);
  const accepted = await t.app.inject({
    method: 'POST',
    url: `/api/bookings/${booking.id}/accept`,
    ...as(owner.cookie),
  });
  expect(accepted.statusCode, accepted.body).toBe(200);
  return accepted.json<Booking>();
}

async function paymentOf(bookingId: string) {
  const [payment] = await db().select().from(payments).where(eq(payments.bookingId, bookingId));
  if (!payment?.gatewayPaymentId) throw new Error(`Booking ${bookingId} is not paid`);
  return { ...payment, gatewayPaymentId: payment.gatewayPaymentId };
}

const atGateway = (id: string) => t.app.payments.gateway.fetchPayment(id);

async function owedOrMade(bookingId: string): Promise<number> {
  const rows = await db().select().from(refunds).where(eq(refunds.bookingId, bookingId));
  return rows.reduce((sum, refund) => sum + refund.amountHalalas, 0);
}

/** Polls an async probe until it answers true; the bound is for a gateway that never gets there. */
async function eventually(probe: () => Promise<boolean>, what: string, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await probe())) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

describe('a page paid in two tabs', () => {
  it('keeps the first payment and gives the second back whole, once', async () => {
    const booking = await unpaidRequest();
    const url = await checkoutUrl(t, booking.id, renter.cookie);
    const payer = card(TEST_CARDS.madaApproved);
    // Both tabs pass the card before either 3-D Secure step is answered: two payments on one page.
    const steps = [await submitOnPage(url, payer), await submitOnPage(url, payer)];
    for (const step of steps) await passStep(step, payer);

    const refreshed = await refreshPayment(t, booking.id, renter.cookie);
    expect(refreshed.bookingStatus).toBe('pending');
    const payment = await paymentOf(booking.id);
    const onPage = t.sandbox.control.payments().filter((p) => p.invoice_id === payment.gatewayInvoiceId);
    expect(onPage).toHaveLength(2);
    const extra = onPage.find((p) => p.id !== payment.gatewayPaymentId);
    if (!extra) throw new Error('No second payment on the page');

    const [owed] = await db()
      .select()
      .from(refunds)
      .where(and(eq(refunds.bookingId, booking.id), isNotNull(refunds.gatewayPaymentId)));
    expect(owed).toMatchObject({
      gatewayPaymentId: extra.id,
      amountHalalas: payment.amountHalalas,
      reason: 'not_needed',
    });
    // Both parties' page and the administrators' list name it for what it is.
    const money = await t.app.inject({ url: `/api/bookings/${booking.id}/money`, ...as(renter.cookie) });
    expect(money.json().refunds).toMatchObject([{ reason: 'not_needed', secondPayment: true }]);
    const listed = await t.app.inject({
      url: `/api/admin/refunds?bookingId=${booking.id}`,
      ...as(admin.cookie),
    });
    expect(listed.json()).toMatchObject([{ secondPaymentId: extra.id }]);
    // Asked again, by the return, a webhook and the job: nothing more is owed.
    await refreshPayment(t, booking.id, renter.cookie);
    await refreshPayment(t, booking.id, renter.cookie);
    expect(await owedOrMade(booking.id)).toBe(payment.amountHalalas);

    await t.drainJobs();
    expect(await atGateway(extra.id)).toMatchObject({ state: 'paid', refunded: extra.amount });
    expect(await atGateway(payment.gatewayPaymentId)).toMatchObject({ state: 'paid', refunded: 0 });
    // The booking's own payment is whole: its full refund is still there to be owed.
    const kept = await paymentOf(booking.id);
    expect(kept).toMatchObject({ status: 'paid', refundedHalalas: 0 });
    const charges = await db()
      .select({ key: ledgerTransactions.key })
      .from(ledgerTransactions)
      .where(and(eq(ledgerTransactions.bookingId, booking.id), eq(ledgerTransactions.kind, 'charge')));
    expect(charges.map((c) => c.key).sort()).toEqual(
      [`charge:${payment.id}`, `charge:attempt:${extra.id}`].sort(),
    );
    await expectLedgerSound(db());

    // The day's reconciliation knows the second payment as ours, and both refunds agree.
    const asked = await t.app.inject({
      method: 'POST',
      url: '/api/admin/reconciliation/compare',
      payload: { day: todayInRiyadh() },
      ...as(admin.cookie),
    });
    expect(asked.statusCode, asked.body).toBe(202);
    await t.drainJobs();
    const report = await t.app.inject({
      url: `/api/admin/reconciliation?day=${todayInRiyadh()}`,
      ...as(admin.cookie),
    });
    expect(report.statusCode, report.body).toBe(200);
    expect(report.json().report.differences).toEqual([]);

    // The renter then withdraws: the booking's own payment comes back whole too, from its own id.
    const withdrawn = await t.app.inject({
      method: 'POST',
      url: `/api/bookings/${booking.id}/cancel`,
      payload: { reason: 'Plans changed' },
      ...as(renter.cookie),
    });
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    await t.drainJobs();
    expect(await atGateway(payment.gatewayPaymentId)).toMatchObject({ refunded: payment.amountHalalas });
    expect(await owedOrMade(booking.id)).toBe(2 * payment.amountHalalas);
    await expectLedgerSound(db());
  });
});

describe('an administrator’s refund and a cancellation at the same moment', () => {
  it('never owes back more than was paid', async () => {
    for (let round = 0; round < 3; round += 1) {
      const booking = await confirmedBooking();
      const payment = await paymentOf(booking.id);
      const adminAmount = Math.floor(payment.amountHalalas * 0.8);
      const [byAdmin, byOwner] = await Promise.all([
        t.app.inject({
          method: 'POST',
          url: `/api/admin/bookings/${booking.id}/refunds`,
          headers: { 'idempotency-key': crypto.randomUUID() },
          payload: { amount: adminAmount, reason: 'The tent arrived torn' },
          ...as(admin.cookie),
        }),
        t.app.inject({
          method: 'POST',
          url: `/api/bookings/${booking.id}/cancel`,
          payload: { reason: 'The tent is broken' },
          ...as(owner.cookie),
        }),
      ]);
      expect(byOwner.statusCode, byOwner.body).toBe(200);
      // The administrator's refund fits only if it came first; after a full refund nothing is left.
      expect([201, 409]).toContain(byAdmin.statusCode);
      // Goodwill first, then the cancellation's full refund: the goodwill counts towards it.
      expect(await owedOrMade(booking.id)).toBe(payment.amountHalalas);
      await t.runJobsNow('refund.send');
      expect((await atGateway(payment.gatewayPaymentId)).refunded).toBe(payment.amountHalalas);
    }
    await expectLedgerSound(db());
  });
});

describe('a refund whose answer was lost', () => {
  it('is recorded, not made again, before a later refund of the same payment is made', async () => {
    const booking = await confirmedBooking();
    const payment = await paymentOf(booking.id);
    const [first, second] = [
      Math.floor(payment.amountHalalas * 0.8),
      Math.floor(payment.amountHalalas * 0.2),
    ];
    for (const [amount, key] of [
      [first, 'first'],
      [second, 'second'],
    ] as const) {
      await db().transaction((tx) =>
        oweManualRefund(tx, admin.user, {
          bookingId: booking.id,
          amount,
          reason: `Goodwill, ${key}`,
          key: `${booking.id}:${key}`,
        }),
      );
    }
    // A run whose client gives up after 300 ms, and a gateway that makes the first refund after
    // 1.5 s: the refund is made, its answer lost (as when a process is killed mid-call).
    const impatient = createMoyasarGateway({
      apiUrl: t.sandbox.apiUrl,
      secretKey: SANDBOX_KEYS.secretKey,
      webhookSecret: 'unused',
      timeoutMs: 300,
    });
    const [firstRefund] = await db()
      .select()
      .from(refunds)
      .where(and(eq(refunds.bookingId, booking.id), eq(refunds.amountHalalas, first)));
    t.sandbox.control.failNext({ method: 'POST', path: /\/refund$/, delayMs: 1_500 });
    await expect(makeRefund(db(), impatient, firstRefund!.id)).rejects.toThrow(/no answer within 300 ms/);
    await eventually(
      async () => (await atGateway(payment.gatewayPaymentId)).refunded === first,
      'the first refund at the gateway',
    );
    // The jobs run until nothing is owed: the first is recorded as made, the second made once.
    for (let pass = 0; pass < 3; pass += 1) await t.runJobsNow('refund.send');
    const rows = await db().select().from(refunds).where(eq(refunds.bookingId, booking.id));
    expect(rows.map((r) => r.status)).toEqual(['done', 'done']);
    expect((await atGateway(payment.gatewayPaymentId)).refunded).toBe(first + second);
    const ownRefunds = await db()
      .select()
      .from(refunds)
      .where(and(eq(refunds.bookingId, booking.id), isNull(refunds.gatewayPaymentId)));
    expect(ownRefunds).toHaveLength(2);
    await expectLedgerSound(db());
  });
});
