/**
 * The day's reconciliation (docs/decisions/0045-admin-money.md, 0047) against the app's Moyasar
 * sandbox over HTTP: the gateway's side is what the sandbox lists and answers, its payments made on
 * the day under test with its clock held there (docs/payments-sandbox.md). Comparing asks the
 * gateway, so it is a job: the tests ask for it, run the queue, then read the report.
 */
import type { Reconciliation, ReconciliationState } from '@shared/api-types';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { SANDBOX_KEYS } from '../../../sandboxes/moyasar/sandbox';
import { callApi, passStep, payOnPage, submitOnPage } from '../../../sandboxes/moyasar/sandbox.test-helpers';
import { refunds } from '../../db/schema';
import { expectLedgerSound } from '../../test/ledger-invariants';
import { card, TEST_CARDS } from '../../test/payments';
import * as movements from '../payments/ledger/movements';
import type { PaidBooking } from '../payments/ledger/test-fixtures';
import { type AdminTestApp, as, createAdminTestApp } from './admin.test-helpers';
import { type PagePayer, payBooking, postAt, recordPaidBooking } from './admin-payments.test-helpers';
import { riyadhDayBounds } from './admin-sql';

/**
 * How many payments a page of the gateway's list holds: the default (docs/payments-sandbox.md), as
 * the client asks for no other.
 */
const GATEWAY_PAGE_SIZE = 40;

let t: AdminTestApp;
const db = () => t.database.db;
const inRiyadh = (moment: string) => new Date(`${moment}+03:00`);

beforeAll(async () => {
  t = await createAdminTestApp();
});
afterEach(() => t.sandbox.control.clearFaults());
afterAll(() => t.close());

const stateOf = async (day: string) => {
  const res = await t.asAdmin({ url: `/api/admin/reconciliation?day=${day}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as ReconciliationState;
};

/** Asks for the day to be compared, runs the comparison's job, and reads the report it kept. */
const report = async (day: string): Promise<Reconciliation> => {
  const asked = await t.asAdmin({
    method: 'POST',
    url: '/api/admin/reconciliation/compare',
    payload: { day },
  });
  expect(asked.statusCode, asked.body).toBe(202);
  expect(asked.json()).toMatchObject({ day, comparing: true });
  await t.drainJobs();
  const state = await stateOf(day);
  expect(state).toMatchObject({ comparing: false, lastError: null });
  if (!state.report) throw new Error(`No report for ${day}`);
  return state.report;
};

/**
 * A payment made through the gateway's API, at the moment the sandbox's clock is held at, not on a
 * page of ours: Apple Pay, which the sandbox pays for 200.00 to 300.00 SAR and fails for other
 * amounts.
 */
async function apiPayment(
  body: { amount: number; metadata?: Record<string, string> },
  key: string = SANDBOX_KEYS.publishableKey,
): Promise<{ id: string; status: string }> {
  const source = { type: 'applepay', token: 'sandbox-test-token' };
  const { status, json } = await callApi(t.sandbox.apiUrl, key, 'POST', '/payments', { ...body, source });
  expect(status, JSON.stringify(json)).toBe(201);
  return { id: String(json.id), status: String(json.status) };
}

/** The renter's card is declined on the page, then the approved mada card pays it. */
const declinedThenPaid: PagePayer = async (url) => {
  await payOnPage(url, card(TEST_CARDS.madaDeclined), t.sandbox.url);
  await payOnPage(url, card(TEST_CARDS.madaApproved), t.sandbox.url);
};

/**
 * The page opened in two tabs and paid in both before either came back: two paid payments on one
 * page, which Moyasar allows (docs/payments-sandbox.md); our books record the first.
 */
const paidInTwoTabs: PagePayer = async (url) => {
  const payer = card(TEST_CARDS.madaApproved);
  const steps = [await submitOnPage(url, payer), await submitOnPage(url, payer)];
  for (const step of steps) await passStep(step, payer);
};

/** A refund of `amount` owed and made on `at`: in our books, and at the gateway. */
async function refundOn(paid: PaidBooking, amount: number, at: Date) {
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
    const event = {
      refundId: refund?.id ?? '',
      bookingId: paid.booking.id,
      paymentId: paid.payment.id,
      amount,
    };
    await postAt(tx, movements.refundOwed(event), at);
    await postAt(tx, movements.refundSent(event), at);
  });
  await t.sandboxClock.heldAt(at, () =>
    t.app.payments.gateway.refund(paid.payment.gatewayPaymentId ?? '', amount),
  );
}

describe('the day’s reconciliation', () => {
  it('balances a day with paid bookings and a refund, reading every page of the gateway’s list', async () => {
    const day = '2026-04-10';
    // A failed attempt on a's page moves no money and is not compared.
    const a = await payBooking(t, { paidAt: inRiyadh('2026-04-10T06:00'), pay: declinedThenPaid });
    const b = await payBooking(t, { paidAt: inRiyadh('2026-04-10T12:00') });
    const c = await payBooking(t, { paidAt: inRiyadh('2026-04-10T23:59') });
    await refundOn(b, 2000, inRiyadh('2026-04-10T18:00'));
    // A page of others' failed payments made later that day: the list is newest first, so the
    // day's paid payments are on its second page only.
    await t.sandboxClock.heldAt(inRiyadh('2026-04-10T23:59:30'), async () => {
      for (let i = 0; i < GATEWAY_PAGE_SIZE; i++) await apiPayment({ amount: 50_000 });
    });
    const { from, to } = riyadhDayBounds(day);
    const first = await t.app.payments.gateway.listPayments({ createdFrom: from, createdTo: to, page: 1 });
    expect(first.nextPage).toBe(2);
    expect(first.payments.map((payment) => payment.state)).toEqual(Array(GATEWAY_PAGE_SIZE).fill('failed'));

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
    await expectLedgerSound(db());
  });

  it('reports a payment we think paid that the gateway does not have, and those it has that we do not', async () => {
    const day = '2026-04-11';
    const ghost = await recordPaidBooking(t, { paidAt: inRiyadh('2026-04-11T10:00') });
    const known = await payBooking(t, { paidAt: inRiyadh('2026-04-11T11:00'), pay: paidInTwoTabs });
    const page = await t.app.payments.gateway.fetchPaymentPage(known.payment.gatewayInvoiceId);
    const otherTab = page.payments.find((payment) => payment.id !== known.payment.gatewayPaymentId);
    expect(otherTab?.state).toBe('paid');
    const amount = known.price.total;
    const { forOurBooking, someoneElses } = await t.sandboxClock.heldAt(
      inRiyadh('2026-04-11T12:00'),
      async () => ({
        // Anyone's payment through the API naming our booking in its metadata: not on our page, so
        // not ours; it must not unbalance the day (docs/decisions/0049-moyasar-fidelity.md).
        forOurBooking: await apiPayment({ amount, metadata: { booking_id: known.booking.id } }),
        // Someone else's payment on the same account: no page or booking of ours, not compared.
        someoneElses: await apiPayment({ amount }, SANDBOX_KEYS.secretKey),
      }),
    );
    expect([forOurBooking.status, someoneElses.status]).toEqual(['paid', 'paid']);
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
          bookingId: known.booking.id,
          gatewayPaymentId: otherTab?.id,
          gateway: amount,
        }),
      ]),
    );
    expect(answer.differences).toHaveLength(2);
    const reported = answer.differences.map((difference) => difference.gatewayPaymentId);
    expect(reported).not.toContain(someoneElses.id);
    expect(reported).not.toContain(forOurBooking.id);
    await expectLedgerSound(db());
  });

  it('reports a refund the gateway made that we have not recorded, and an amount that differs', async () => {
    const day = '2026-04-12';
    const paid = await payBooking(t, { paidAt: inRiyadh('2026-04-12T10:00'), pageOverBy: 1 });
    // Refunded at the gateway (from its dashboard, say), not through Ajjir.
    await t.app.payments.gateway.refund(paid.payment.gatewayPaymentId ?? '', 700);
    const answer = await report(day);
    expect(answer.differences).toEqual([
      expect.objectContaining({ kind: 'amount', ours: paid.price.total, gateway: paid.price.total + 1 }),
      expect.objectContaining({ kind: 'refunded', ours: 0, gateway: 700 }),
    ]);
    expect(answer.balanced).toBe(false);
    await expectLedgerSound(db());
  });

  it('names the ledger’s problems, and does not balance while there are any', async () => {
    const paid = await payBooking(t, { paidAt: inRiyadh('2026-04-13T10:00') });
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
        inRiyadh('2026-04-13T11:00'),
      ),
    );
    const answer = await report('2026-04-13');
    expect(answer.ledgerProblems).toEqual([expect.stringContaining(paid.booking.id)]);
    // The day agrees with the gateway: the ledger's problem alone keeps it from balancing.
    expect(answer.differences).toEqual([]);
    expect(answer.balanced).toBe(false);
  });

  it('says why a comparison waits when the gateway cannot be reached, and never asks it on a read', async () => {
    const day = '2026-04-14';
    t.sandbox.control.failNext({ method: 'GET', path: '/v1/payments', status: 503 });
    const asked = await t.asAdmin({
      method: 'POST',
      url: '/api/admin/reconciliation/compare',
      payload: { day },
    });
    expect(asked.statusCode).toBe(202);
    await t.drainJobs();
    expect(await stateOf(day)).toMatchObject({
      report: null,
      comparedAt: null,
      comparing: true,
      lastError: expect.stringContaining('GatewayError'),
    });
    // Reading asks the gateway nothing: a fault for any call stays unused.
    t.sandbox.control.failNext({ path: /^\/v1\//, status: 503 });
    await stateOf(day);
    await stateOf(day);
    t.sandbox.control.clearFaults();
    // The fault was the only reason: its retry compares the day.
    await t.runJobsNow('reconciliation.day');
    expect(await stateOf(day)).toMatchObject({ comparing: false, lastError: null, report: { day } });
  });

  it('compares the day asked once, however often it is asked within the minute', async () => {
    const day = '2026-04-15';
    for (let n = 0; n < 3; n += 1) {
      const asked = await t.asAdmin({
        method: 'POST',
        url: '/api/admin/reconciliation/compare',
        payload: { day },
      });
      expect(asked.statusCode).toBe(202);
    }
    expect(await t.drainJobs()).toBe(1);
  });

  it('takes today when no day is given, refuses a bad day, and is for administrators only', async () => {
    const today = await t.asAdmin({ url: '/api/admin/reconciliation' });
    expect(today.statusCode, today.body).toBe(200);
    expect(today.json()).toMatchObject({ report: null, comparing: false });
    const bad = await t.asAdmin({ url: '/api/admin/reconciliation?day=2026-02-30' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual([expect.objectContaining({ path: 'day', code: 'date_invalid' })]);
    expect((await t.app.inject({ url: '/api/admin/reconciliation' })).statusCode).toBe(401);
    expect(
      (await t.app.inject({ url: '/api/admin/reconciliation', ...as(t.member.cookie) })).statusCode,
    ).toBe(403);
    const compare = { method: 'POST' as const, url: '/api/admin/reconciliation/compare', payload: {} };
    expect((await t.app.inject(compare)).statusCode).toBe(401);
    expect((await t.app.inject({ ...compare, ...as(t.member.cookie) })).statusCode).toBe(403);
  });
});
