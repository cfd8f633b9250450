/**
 * Money under attack and under faults (docs/decisions/0044-payments.md): forged, replayed, lying
 * and out-of-order webhooks; fifty callbacks at once for one booking; the gateway down at each
 * step; a request paid after it was withdrawn; an unpaid request lapsing; a payout failing; two
 * payouts asked for at once. The ledger is checked whole after each. What reaches the gateway
 * after a change is a job (0047): the tests run the queue where the worker would.
 */
import type { Booking, PaymentRefresh } from '@shared/api-types';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payOnPage, until } from '../../../sandboxes/moyasar/sandbox.test-helpers';
import { CLOSED_ACCOUNT_IBAN } from '../../../sandboxes/moyasar/test-outcomes';
import {
  bookings,
  gatewayWebhooks,
  invoices,
  jobs,
  ledgerTransactions,
  notifications,
  payments,
  payouts,
  refunds,
} from '../../db/schema';
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
import { ageIban, putPayoutAccount } from '../../test/payouts';
import { createTestApp, TEST_WEBHOOK_SECRET, type TestApp } from '../../test/test-app';
import { SESSION_COOKIE } from '../auth/sessions';
import { payOutWeekly } from './payouts.service';

let t: TestApp;
let owner: Awaited<ReturnType<typeof createSignedInUser>>;
let renter: Awaited<ReturnType<typeof createSignedInUser>>;
const as = (cookie: string) => ({ cookies: { [SESSION_COOKIE]: cookie } });
const db = () => t.database.db;
let nextDay = 40;

beforeAll(async () => {
  t = await createTestApp({ rateLimitFactor: 1000 });
  await t.listenForWebhooks();
  owner = await createSignedInUser(t.app, db(), { firstName: 'Fahad', phone: '0500000001', city: 'Riyadh' });
  renter = await createSignedInUser(t.app, db(), { firstName: 'Sara' });
});
afterAll(() => t.close());

/** A fresh request of the renter's for two days of a new item, unpaid. */
async function unpaidRequest(): Promise<Booking> {
  const start = nextDay;
  nextDay += 3;
  return requestForNewItem(t, { ownerId: owner.user.id, renterCookie: renter.cookie }, start);
}

const webhook = (body: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/payments/webhook', payload: body });
const envelope = (paymentId: string, type = 'payment_paid', id = crypto.randomUUID()) => ({
  id,
  type,
  created_at: new Date().toISOString(),
  secret_token: TEST_WEBHOOK_SECRET,
  data: { id: paymentId, status: 'paid' },
});
/**
 * Every webhook the sandbox has sent so far answered by the app (each is acted on before its answer)
 * or given up on after its six attempts.
 */
const webhooksSettled = () =>
  until(
    () =>
      t.sandbox.control.deliveries().every((delivery) => delivery.delivered || delivery.attempts.length >= 6),
    30_000,
  );
const statusOf = async (id: string) =>
  (await db().select({ status: bookings.status }).from(bookings).where(eq(bookings.id, id)))[0]?.status;
const gatewayAttemptsOf = (invoiceUrl: string) =>
  t.sandbox.control.payments().filter((p) => invoiceUrl.includes(String(p.invoice_id)));

describe('webhooks', () => {
  it('refuses a forged one and a malformed one, writing nothing', async () => {
    const booking = await unpaidRequest();
    const url = await checkoutUrl(t, booking.id, renter.cookie);
    await payOnPage(url, card(TEST_CARDS.madaApproved), t.sandbox.url);
    const [attempt] = gatewayAttemptsOf(url);
    const forged = await webhook({
      ...envelope(String(attempt?.id)),
      secret_token: 'guessed-secret-token-000',
    });
    expect(forged.statusCode).toBe(401);
    expect((await webhook({ hello: 'world' })).statusCode).toBe(400);
    expect((await webhook({ ...envelope(String(attempt?.id)), secret_token: undefined })).statusCode).toBe(
      400,
    );
    const taken = await db()
      .select()
      .from(gatewayWebhooks)
      .where(eq(gatewayWebhooks.paymentId, String(attempt?.id)));
    // Only the sandbox's own, genuine delivery may have been taken.
    expect(taken.every((row) => row.type === 'payment_paid')).toBe(true);
  });

  it('acts on what the gateway says, not what the body says', async () => {
    const booking = await unpaidRequest();
    const url = await checkoutUrl(t, booking.id, renter.cookie);
    await payOnPage(url, card(TEST_CARDS.madaDeclined), t.sandbox.url);
    const [declined] = gatewayAttemptsOf(url);
    // The body claims paid; the gateway, asked by the delivery's job, says failed.
    expect((await webhook(envelope(String(declined?.id)))).statusCode).toBe(200);
    await t.drainJobs();
    expect(await statusOf(booking.id)).toBe('awaiting_payment');
    const [payment] = await db().select().from(payments).where(eq(payments.bookingId, booking.id));
    expect(payment?.paidAt).toBeNull();
  });

  it('takes a replayed or repeated delivery once, and an out-of-order one cannot undo a payment', async () => {
    const booking = await unpaidRequest();
    const url = await checkoutUrl(t, booking.id, renter.cookie);
    await payOnPage(url, card(TEST_CARDS.visa), t.sandbox.url);
    const paid = gatewayAttemptsOf(url).find((p) => p.status === 'paid');
    const first = envelope(String(paid?.id));
    expect((await webhook(first)).statusCode).toBe(200);
    expect((await webhook(first)).statusCode).toBe(200);
    const deliveryJobs = await db()
      .select()
      .from(jobs)
      .where(and(eq(jobs.queue, 'payment.webhook'), sql`${jobs.key} = ${`payment.webhook:${first.id}`}`));
    expect(deliveryJobs).toHaveLength(1);
    await t.drainJobs();
    expect(await statusOf(booking.id)).toBe('pending');
    // A late "failed" for the same payment: the gateway, asked, still says paid.
    expect((await webhook(envelope(String(paid?.id), 'payment_failed'))).statusCode).toBe(200);
    await t.drainJobs();
    expect(await statusOf(booking.id)).toBe('pending');
    const [payment] = await db().select().from(payments).where(eq(payments.bookingId, booking.id));
    expect(payment?.status).toBe('paid');
    await expectLedgerSound(db());
  });

  it('pays a booking once when fifty callbacks arrive at once', async () => {
    const booking = await unpaidRequest();
    const url = await checkoutUrl(t, booking.id, renter.cookie);
    await payOnPage(url, card(TEST_CARDS.mastercard), t.sandbox.url);
    const paid = gatewayAttemptsOf(url).find((p) => p.status === 'paid');
    const callbacks = Array.from({ length: 50 }, (_, i) =>
      i % 2 === 0
        ? webhook(envelope(String(paid?.id)))
        : t.app.inject({
            method: 'POST',
            url: `/api/bookings/${booking.id}/payment/refresh`,
            ...as(renter.cookie),
          }),
    );
    const answers = await Promise.all([...callbacks, t.drainJobs()]);
    expect(answers.slice(0, 50).map((a) => (a as { statusCode: number }).statusCode)).toEqual(
      Array(50).fill(200),
    );
    await t.drainJobs();
    const charges = await db()
      .select()
      .from(ledgerTransactions)
      .where(eq(ledgerTransactions.bookingId, booking.id));
    expect(charges.filter((c) => c.kind === 'charge')).toHaveLength(1);
    expect(await db().select().from(invoices).where(eq(invoices.bookingId, booking.id))).toHaveLength(1);
    const told = await db().select().from(notifications).where(eq(notifications.userId, owner.user.id));
    expect(told.filter((n) => (n.data as { bookingId?: string }).bookingId === booking.id)).toHaveLength(1);
    expect(await statusOf(booking.id)).toBe('pending');
    await expectLedgerSound(db());
  });
});

describe('the gateway down', () => {
  it('leaves nothing behind when the payment page cannot be made', async () => {
    const booking = await unpaidRequest();
    t.sandbox.control.failNext({ method: 'POST', path: '/v1/invoices', status: 503 });
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/bookings/${booking.id}/checkout`,
      ...as(renter.cookie),
    });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ code: 'gateway_unavailable' });
    expect(await db().select().from(payments).where(eq(payments.bookingId, booking.id))).toHaveLength(0);
    // And once it answers again, checkout works.
    expect(await checkoutUrl(t, booking.id, renter.cookie)).toMatch(/\/invoices\//);
  });

  it('changes nothing when the gateway cannot be asked about a payment', async () => {
    const booking = await unpaidRequest();
    const url = await checkoutUrl(t, booking.id, renter.cookie);
    // Down for every way the app asks: the webhook's fetch of the payment (each of its attempts)
    // and the renter's return, which asks for the page.
    for (let i = 0; i < 10; i++) {
      t.sandbox.control.failNext({ method: 'GET', path: /^\/v1\/payments\//, status: 500 });
    }
    t.sandbox.control.failNext({ method: 'GET', path: /^\/v1\/invoices\//, status: 500 });
    await payOnPage(url, card(TEST_CARDS.madaApproved), t.sandbox.url);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/bookings/${booking.id}/payment/refresh`,
      ...as(renter.cookie),
    });
    expect(res.statusCode).toBe(503);
    expect(await statusOf(booking.id)).toBe('awaiting_payment');
    t.sandbox.control.clearFaults();
    expect((await refreshPayment(t, booking.id, renter.cookie)).bookingStatus).toBe('pending');
  });

  /** A paid request the owner declines while the gateway answers its refund with `status`. */
  async function declinePaidWhileRefundsFail(status: number) {
    const booking = await unpaidRequest();
    await payForBooking(t, booking.id, renter.cookie);
    await webhooksSettled();
    await t.drainJobs();
    t.sandbox.control.failNext({ method: 'POST', path: /\/refund$/, status });
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/bookings/${booking.id}/decline`,
      payload: { reason: null },
      ...as(owner.cookie),
    });
    expect(res.statusCode).toBe(200);
    await t.drainJobs();
    const [owed] = await db().select().from(refunds).where(eq(refunds.bookingId, booking.id));
    return { booking, owed };
  }

  it('declines at once when the refund cannot be made yet, and makes it later', async () => {
    const { booking, owed } = await declinePaidWhileRefundsFail(503);
    expect(owed).toMatchObject({ status: 'owed', amountHalalas: booking.price?.total });
    expect(owed?.lastError).toMatch(/unavailable/);
    const [job] = await db()
      .select()
      .from(jobs)
      .where(eq(jobs.key, `refund.send:${owed?.id}`));
    expect(job).toMatchObject({
      state: 'queued',
      attempts: 1,
      lastError: expect.stringMatching(/^GatewayError: Fault injected/),
    });
    expect(job?.runAt.getTime()).toBeGreaterThan(Date.now());
    await expectLedgerSound(db());
    await t.runJobsNow('refund.send');
    const [done] = await db().select().from(refunds).where(eq(refunds.bookingId, booking.id));
    expect(done?.status).toBe('done');
    await expectLedgerSound(db());
  });

  it('fails a refund the gateway refuses, for an administrator to see, and sends it again when asked', async () => {
    const { booking, owed } = await declinePaidWhileRefundsFail(400);
    expect(owed).toMatchObject({ status: 'owed', lastError: expect.stringMatching(/^refused/) });
    const [failed] = await db()
      .select()
      .from(jobs)
      .where(eq(jobs.key, `refund.send:${owed?.id}`));
    expect(failed).toMatchObject({ state: 'failed', attempts: 1 });
    expect(failed?.lastError).toMatch(/The gateway refused/);
    // Not tried again by itself: nothing is due.
    expect(await t.drainJobs()).toBe(0);
    await db().update(jobs).set({ state: 'queued', runAt: new Date() }).where(eq(jobs.id, failed!.id));
    await t.drainJobs();
    const [done] = await db().select().from(refunds).where(eq(refunds.bookingId, booking.id));
    expect(done?.status).toBe('done');
    await expectLedgerSound(db());
  });
});

describe('requests that end unpaid, or are paid too late', () => {
  it('lapses an unpaid request after its time, closing its payment page', async () => {
    const booking = await unpaidRequest();
    const url = await checkoutUrl(t, booking.id, renter.cookie);
    await db()
      .update(bookings)
      .set({ paymentDueAt: sql`now() - interval '1 minute'` })
      .where(eq(bookings.id, booking.id));
    await db()
      .update(jobs)
      .set({ runAt: sql`now()` })
      .where(eq(jobs.key, `checkout.lapse:${booking.id}`));
    await t.drainJobs();
    expect(await statusOf(booking.id)).toBe('expired');
    const invoice = t.sandbox.control.invoices().find((i) => url.includes(i.id));
    expect(invoice?.status).toBe('canceled');
  });

  it('refunds in full a payment made after the renter withdrew the request', async () => {
    const booking = await unpaidRequest();
    const url = await checkoutUrl(t, booking.id, renter.cookie);
    const withdrawn = await t.app.inject({
      method: 'POST',
      url: `/api/bookings/${booking.id}/cancel`,
      payload: {},
      ...as(renter.cookie),
    });
    expect(withdrawn.statusCode).toBe(200);
    // Paid before the job that closes its page has run.
    await payOnPage(url, card(TEST_CARDS.madaApproved), t.sandbox.url);
    const state: PaymentRefresh = await refreshPayment(t, booking.id, renter.cookie);
    expect(state.bookingStatus).toBe('cancelled');
    await webhooksSettled();
    await t.drainJobs();
    const [refund] = await db().select().from(refunds).where(eq(refunds.bookingId, booking.id));
    expect(refund).toMatchObject({
      reason: 'not_needed',
      amountHalalas: booking.price?.total,
      status: 'done',
    });
    await expectLedgerSound(db());
  });
});

describe('payouts', () => {
  async function earnSomething(): Promise<void> {
    const booking = await unpaidRequest();
    await payForBooking(t, booking.id, renter.cookie);
    await webhooksSettled();
    await t.drainJobs();
    await db().update(bookings).set({ status: 'active' }).where(eq(bookings.id, booking.id));
    const done = await t.app.inject({
      method: 'POST',
      url: `/api/bookings/${booking.id}/complete`,
      payload: {},
      ...as(owner.cookie),
    });
    expect(done.statusCode, done.body).toBe(200);
    await t.closeClaimWindows();
  }
  /** The owner's IBAN, saved with the password and past the hold a new IBAN waits. */
  const setIban = async (iban: string) => {
    const holderName = `${owner.user.firstName} ${owner.user.lastName}`;
    const saved = await putPayoutAccount(t, owner.cookie, { iban, holderName });
    if (saved.statusCode === 200) await ageIban(db(), owner.user.id, 73);
    return saved;
  };

  it('returns a failed payout to the balance', async () => {
    await earnSomething();
    expect((await setIban(CLOSED_ACCOUNT_IBAN)).statusCode).toBe(200);
    const asked = await t.app.inject({ method: 'POST', url: '/api/payouts', ...as(owner.cookie) });
    expect(asked.statusCode, asked.body).toBe(201);
    expect(asked.json()).toMatchObject({ status: 'requested' });
    await t.drainJobs();
    await t.runJobsNow('payout.follow');
    const [failed] = await db().select().from(payouts).where(eq(payouts.id, asked.json().id));
    expect(failed).toMatchObject({ status: 'failed', failureReason: 'Account closed' });
    const earnings = (await t.app.inject({ url: '/api/earnings', ...as(owner.cookie) })).json();
    expect(earnings.available).toBe(asked.json().amount);
    await expectLedgerSound(db());
  });

  it('pays out once when asked ten times at once', async () => {
    await earnSomething();
    expect((await setIban('SA4420000001234567891234')).statusCode).toBe(200);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        t.app.inject({ method: 'POST', url: '/api/payouts', ...as(owner.cookie) }),
      ),
    );
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes.filter((c) => c === 201)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(9);
    await t.drainJobs();
    await t.runJobsNow('payout.follow');
    const earnings = (await t.app.inject({ url: '/api/earnings', ...as(owner.cookie) })).json();
    expect(earnings.available).toBe(0);
    expect(earnings.paidOut).toBeGreaterThan(0);
    await expectLedgerSound(db());
  });

  it('pays out each owner once a week by itself, however many processes run the job', async () => {
    await earnSomething();
    expect((await setIban('SA4420000001234567891234')).statusCode).toBe(200);
    // The IBAN is past its hold but not a week old: no payout unasked yet.
    expect(await payOutWeekly(db(), t.app.config.payouts)).toBe(0);
    // A week after the last payout and the IBAN's setting: the next pass pays out unasked, once.
    await db().execute(
      sql`UPDATE payouts SET created_at = now() - interval '8 days' WHERE owner_id = ${owner.user.id}`,
    );
    await db().execute(
      sql`UPDATE payout_accounts SET iban_since = now() - interval '8 days' WHERE user_id = ${owner.user.id}`,
    );
    const passes = await Promise.all([1, 2, 3].map(() => payOutWeekly(db(), t.app.config.payouts)));
    expect(passes.reduce((sum, n) => sum + n, 0)).toBe(1);
    await t.drainJobs();
    await t.runJobsNow('payout.follow');
    const earnings = (await t.app.inject({ url: '/api/earnings', ...as(owner.cookie) })).json();
    expect(earnings.available).toBe(0);
    // Within the week, nothing more.
    await earnSomething();
    expect(await payOutWeekly(db(), t.app.config.payouts)).toBe(0);
    await expectLedgerSound(db());
  });
});
