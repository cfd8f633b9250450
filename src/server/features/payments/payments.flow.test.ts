/**
 * The whole of a paid rental through the API, with the gateway's sandbox over HTTP: request,
 * checkout, the hosted page, the return; then what the owner does and what the money does.
 * After each scenario the ledger is checked whole (expectLedgerSound).
 */
import type { Booking, BookingMoney, Earnings, Invoice } from '@shared/api-types';
import { addDays, todayInRiyadh } from '@shared/bookings';
import { DEFAULT_FEE_RATES, priceBreakdown, settlement } from '@shared/money';
import { decodeZatcaQr } from '@shared/zatca-qr';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getPage, payOnPage } from '../../../sandboxes/moyasar/sandbox.test-helpers';
import { bookings, invoices, ledgerTransactions, notifications, payments, refunds } from '../../db/schema';
import { createItem, createSignedInUser, FIXTURE_PASSWORD } from '../../test/fixtures';
import { expectLedgerSound } from '../../test/ledger-invariants';
import { card, checkoutUrl, payForBooking, refreshPayment, TEST_CARDS } from '../../test/payments';
import { ageIban } from '../../test/payouts';
import { createTestApp, type TestApp } from '../../test/test-app';
import { SESSION_COOKIE } from '../auth/sessions';

let t: TestApp;
let owner: Awaited<ReturnType<typeof createSignedInUser>>;
let renter: Awaited<ReturnType<typeof createSignedInUser>>;
const day = (n: number) => addDays(todayInRiyadh(), n);
const as = (cookie: string) => ({ cookies: { [SESSION_COOKIE]: cookie } });
const db = () => t.database.db;

beforeAll(async () => {
  t = await createTestApp({ rateLimitFactor: 100 });
  owner = await createSignedInUser(t.app, db(), {
    firstName: 'Fahad',
    lastName: 'Alharbi',
    phone: '+966500000001',
  });
  renter = await createSignedInUser(t.app, db(), { firstName: 'Sara' });
});
afterAll(() => t.close());

/** 120.50 SAR a day, a 10 % weekly discount, the given policy. */
const newItem = (overrides: Parameters<typeof createItem>[2] = {}) =>
  createItem(db(), owner.user.id, {
    dailyRate: '120.50',
    weeklyDiscountPercent: 10,
    cancellationPolicy: 'flexible',
    maxRentalDays: 30,
    ...overrides,
  });

async function request(itemId: string, start: number, end: number): Promise<Booking> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/bookings',
    payload: { itemId, startDate: day(start), endDate: day(end), message: 'For a trip' },
    ...as(renter.cookie),
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<Booking>();
}

const act = (cookie: string, id: string, action: string, reason?: string) =>
  t.app.inject({ method: 'POST', url: `/api/bookings/${id}/${action}`, payload: { reason }, ...as(cookie) });
const moneyOf = async (id: string, cookie: string) =>
  (await t.app.inject({ url: `/api/bookings/${id}/money`, ...as(cookie) })).json<BookingMoney>();
const statusOf = async (id: string) =>
  (await db().select({ status: bookings.status }).from(bookings).where(eq(bookings.id, id)))[0]?.status;

describe('requesting and paying', () => {
  it('describes the payment on the gateway’s page in the renter’s language', async () => {
    const item = await newItem({ title: 'خيمة بر عائلية' });
    for (const [language, expected] of [
      ['ar', /أجّر: خيمة بر عائلية، [\u0660-\u0669]/],
      ['en', /^Ajjir: خيمة بر عائلية, [A-Z][a-z]{2} \d/],
    ] as const) {
      const payer = await createSignedInUser(t.app, db(), { preferredLanguage: language });
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/bookings',
        payload: { itemId: item.id, startDate: day(40), endDate: day(42) },
        ...as(payer.cookie),
      });
      expect(res.statusCode, res.body).toBe(201);
      const html = await (await getPage(await checkoutUrl(t, res.json<Booking>().id, payer.cookie))).text();
      const description = /<\/h1>\s*<p>([^<]*)<\/p>/.exec(html)?.[1] ?? '';
      expect(description).toMatch(expected);
      if (language === 'ar') expect(description).not.toMatch(/Ajjir| to /);
    }
  });

  it('waits for payment unseen by the owner, then reaches them once the gateway says paid', async () => {
    const item = await newItem();
    const booking = await request(item.id, 10, 17);
    const price = priceBreakdown(
      {
        dailyRateHalalas: 12_050,
        days: 7,
        weeklyDiscountPercent: 10,
        monthlyDiscountPercent: 0,
        rentalVatBy: 'platform',
        depositHalalas: 0,
      },
      DEFAULT_FEE_RATES,
    );
    expect(booking).toMatchObject({ status: 'awaiting_payment', price, cancellationPolicy: 'flexible' });
    // The owner neither sees nor hears of an unpaid request.
    expect((await t.app.inject({ url: `/api/bookings/${booking.id}`, ...as(owner.cookie) })).statusCode).toBe(
      404,
    );
    expect((await act(owner.cookie, booking.id, 'accept')).statusCode).toBe(404);
    const told = await db().select().from(notifications).where(eq(notifications.userId, owner.user.id));
    expect(told.filter((n) => (n.data as { bookingId?: string }).bookingId === booking.id)).toHaveLength(0);

    const paid = await payForBooking(t, booking.id, renter.cookie);
    expect(paid.bookingStatus).toBe('pending');
    expect(paid.payment).toMatchObject({
      status: 'paid',
      amount: price.total,
      method: 'mada',
      last4: '1010',
    });
    const heard = await db().select().from(notifications).where(eq(notifications.userId, owner.user.id));
    expect(heard.some((n) => n.type === 'booking_requested' && n.link === `/bookings/${booking.id}`)).toBe(
      true,
    );

    const money = await moneyOf(booking.id, renter.cookie);
    expect(money.invoices).toHaveLength(1);
    // On the sandbox, a demo: the booking page names its documents samples, as they say themselves.
    expect(money.samples).toBe(true);
    const invoiceRes = await t.app.inject({
      url: `/api/invoices/${money.invoices[0]?.id}`,
      ...as(owner.cookie),
    });
    const invoice = invoiceRes.json<Invoice>();
    // Ajjir sells the rental as the deemed supplier: its VAT is on Ajjir's invoice with the fee's.
    expect(invoice).toMatchObject({
      kind: 'invoice',
      supply: 'platform',
      total: price.total,
      vat: price.rentalVat + price.serviceFeeVat,
    });
    expect(price.rentalVat).toBeGreaterThan(0);
    const fields = decodeZatcaQr(invoice.qr);
    expect(fields.map((f) => f.tag)).toEqual([1, 2, 3, 4, 5]);
    expect(fields[0]?.value).toBe(t.app.config.seller.legalName);
    expect(fields[3]?.value).toBe((price.total / 100).toFixed(2));
    await expectLedgerSound(db());
  });

  it('lets the renter try another card on the same page after a decline, and charges once', async () => {
    const item = await newItem();
    const booking = await request(item.id, 20, 22);
    const url = await checkoutUrl(t, booking.id, renter.cookie);
    await payOnPage(url, card(TEST_CARDS.madaDeclined), t.sandbox.url);
    const declined = await refreshPayment(t, booking.id, renter.cookie);
    expect(declined.bookingStatus).toBe('awaiting_payment');
    expect(declined.payment?.message).toMatch(/FAILURE/);
    expect(await checkoutUrl(t, booking.id, renter.cookie)).toBe(url);
    await payOnPage(url, card(TEST_CARDS.visa), t.sandbox.url);
    expect((await refreshPayment(t, booking.id, renter.cookie)).bookingStatus).toBe('pending');
    const charges = await db()
      .select()
      .from(ledgerTransactions)
      .where(eq(ledgerTransactions.bookingId, booking.id));
    expect(charges.filter((c) => c.kind === 'charge')).toHaveLength(1);
    await expectLedgerSound(db());
  });
});

describe('refunds', () => {
  it('refunds a declined request in full, through the gateway, with a credit note', async () => {
    const item = await newItem();
    const booking = await request(item.id, 30, 32);
    await payForBooking(t, booking.id, renter.cookie);
    expect((await act(owner.cookie, booking.id, 'decline', 'Away that week')).statusCode).toBe(200);
    // Owed with the decline; its job makes it at the gateway.
    await t.drainJobs();
    const [refund] = await db().select().from(refunds).where(eq(refunds.bookingId, booking.id));
    expect(refund).toMatchObject({
      amountHalalas: booking.price?.total,
      reason: 'owner_declined',
      status: 'done',
    });
    const [payment] = await db().select().from(payments).where(eq(payments.bookingId, booking.id));
    const atGateway = t.sandbox.control.payments().find((p) => p.id === payment?.gatewayPaymentId);
    expect(atGateway?.refunded).toBe(booking.price?.total);
    const notes = await db().select().from(invoices).where(eq(invoices.bookingId, booking.id));
    expect(notes.map((n) => n.kind).sort()).toEqual(['credit_note', 'invoice']);
    await expectLedgerSound(db());
  });

  it('refunds half of a late flexible cancellation and makes the owner’s share available', async () => {
    const item = await newItem();
    const booking = await request(item.id, 0, 2);
    await payForBooking(t, booking.id, renter.cookie);
    expect((await act(owner.cookie, booking.id, 'accept')).statusCode).toBe(200);
    const before = await moneyOf(booking.id, renter.cookie);
    const price = booking.price!;
    const half = settlement(price, 5_000);
    expect(before.cancelRefund).toEqual({ amount: half.refund.total, basisPoints: 5_000 });
    expect((await act(renter.cookie, booking.id, 'cancel')).statusCode).toBe(200);
    const [refund] = await db().select().from(refunds).where(eq(refunds.bookingId, booking.id));
    expect(refund).toMatchObject({ amountHalalas: half.refund.total, reason: 'renter_cancelled' });
    const earnings = (await t.app.inject({ url: '/api/earnings', ...as(owner.cookie) })).json<Earnings>();
    expect(earnings.lines.find((l) => l.bookingId === booking.id)).toMatchObject({
      state: 'available',
      amount: half.ownerEarning,
    });
    await expectLedgerSound(db());
  });
});

describe('an administrator’s refund, then the booking ends', () => {
  it('never refunds more than was paid: the goodwill given counts towards the ending’s refund', async () => {
    const admin = await createSignedInUser(t.app, db(), { isAdmin: true });
    const item = await newItem();
    const booking = await request(item.id, 60, 62);
    await payForBooking(t, booking.id, renter.cookie);
    const goodwill = await t.app.inject({
      method: 'POST',
      url: `/api/admin/bookings/${booking.id}/refunds`,
      payload: { amount: 10_000, reason: 'Late answer from the owner' },
      ...as(admin.cookie),
    });
    expect(goodwill.statusCode, goodwill.body).toBe(201);
    expect((await act(owner.cookie, booking.id, 'decline')).statusCode).toBe(200);
    await t.drainJobs();
    const made = await db().select().from(refunds).where(eq(refunds.bookingId, booking.id));
    const total = booking.price?.total ?? 0;
    expect(made.map((r) => r.amountHalalas).sort((a, b) => a - b)).toEqual(
      [10_000, total - 10_000].sort((a, b) => a - b),
    );
    expect(made.every((r) => r.status === 'done')).toBe(true);
    const [payment] = await db().select().from(payments).where(eq(payments.bookingId, booking.id));
    const atGateway = t.sandbox.control.payments().find((p) => p.id === payment?.gatewayPaymentId);
    expect(atGateway?.refunded).toBe(total);
    await expectLedgerSound(db());
  });
});

describe('a rental to the end, and the payout', () => {
  it('holds the earning until the return, then pays it out', async () => {
    const item = await newItem();
    const booking = await request(item.id, 0, 1);
    await payForBooking(t, booking.id, renter.cookie);
    await act(owner.cookie, booking.id, 'accept');
    await act(owner.cookie, booking.id, 'start');
    const held = (await t.app.inject({ url: '/api/earnings', ...as(owner.cookie) })).json<Earnings>();
    expect(held.lines.find((l) => l.bookingId === booking.id)?.state).toBe('pending');
    await act(owner.cookie, booking.id, 'complete');
    expect(await statusOf(booking.id)).toBe('completed');
    const earned = (await t.app.inject({ url: '/api/earnings', ...as(owner.cookie) })).json<Earnings>();
    expect(earned.available).toBeGreaterThanOrEqual(booking.price!.ownerEarning);

    const noAccount = await t.app.inject({ method: 'POST', url: '/api/payouts', ...as(owner.cookie) });
    expect(noAccount.json()).toMatchObject({ code: 'payout_account_missing' });
    const bad = await t.app.inject({
      method: 'PUT',
      url: '/api/payout-account',
      payload: { iban: 'SA0380000000608010167518', holderName: 'Fahad', currentPassword: FIXTURE_PASSWORD },
      ...as(owner.cookie),
    });
    expect(bad.statusCode).toBe(400);
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/payout-account',
      payload: {
        iban: 'sa44 2000 0001 2345 6789 1234',
        holderName: 'Fahad Alharbi',
        currentPassword: FIXTURE_PASSWORD,
      },
      ...as(owner.cookie),
    });
    expect(saved.statusCode, saved.body).toBe(200);
    // A new IBAN waits out its hold before the first payout to it (docs/decisions/0048).
    const tooSoon = await t.app.inject({ method: 'POST', url: '/api/payouts', ...as(owner.cookie) });
    expect(tooSoon.json()).toMatchObject({ code: 'payout_on_hold', reason: 'new_iban' });
    await ageIban(db(), owner.user.id);
    const payout = await t.app.inject({ method: 'POST', url: '/api/payouts', ...as(owner.cookie) });
    expect(payout.statusCode, payout.body).toBe(201);
    expect(payout.json()).toMatchObject({ amount: earned.available });
    const after = (await t.app.inject({ url: '/api/earnings', ...as(owner.cookie) })).json<Earnings>();
    expect(after.available).toBe(0);
    await expectLedgerSound(db());
  });
});
