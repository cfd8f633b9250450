/**
 * Every money scenario, through the API as renters, owners and administrators make it, with the
 * gateway's sandbox over HTTP and the queue run where the worker would run it; after each, the
 * whole account table of the scenario (every account, zeros included: the entries of the
 * transactions that name its booking or its owner's payouts) against what it must be, figured from
 * the booking's price (docs/decisions/0047-money-architecture.md, "The ledger"). A total that comes
 * out right while two accounts are wrong by opposite amounts fails here.
 */
import type { Booking, BookingMoney, Earnings, PayoutSummary } from '@shared/api-types';
import { earningReleaseMoment } from '@shared/bookings';
import { formatHalalas } from '@shared/format';
import { type PriceBreakdown, settlement } from '@shared/money';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passStep, payOnPage, submitOnPage } from '../../../sandboxes/moyasar/sandbox.test-helpers';
import { CLOSED_ACCOUNT_IBAN } from '../../../sandboxes/moyasar/test-outcomes';
import { bookings, invoices, jobs, payouts } from '../../db/schema';
import { createItem, createSignedInUser } from '../../test/fixtures';
import { expectLedgerSound } from '../../test/ledger-invariants';
import { moneyScenarioKit, type Person, type Scenario } from '../../test/money-scenarios';
import { card, checkoutUrl, payForBooking, refreshPayment, TEST_CARDS } from '../../test/payments';
import { ageIban, freshIban, putPayoutAccount } from '../../test/payouts';
import { createTestApp, type TestApp } from '../../test/test-app';
import { checkLedger } from './ledger/invariants';
import { releaseEarning } from './money-effects';

let t: TestApp;
let admin: Person;
const {
  db,
  as,
  day,
  nextMobile,
  paidRequest,
  act,
  accountTable,
  tableOf,
  settledTable,
  notificationsOf,
  refundsOf,
} = moneyScenarioKit(() => t);

beforeAll(async () => {
  t = await createTestApp({ rateLimitFactor: 1000 });
  admin = await createSignedInUser(t.app, db(), { isAdmin: true });
});
afterAll(() => t.close());

async function goodwill(bookingId: string, amount: number): Promise<void> {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/admin/bookings/${bookingId}/refunds`,
    payload: { amount, reason: 'The tent arrived torn' },
    ...as(admin.cookie),
  });
  expect(res.statusCode, res.body).toBe(201);
  await t.drainJobs();
}

/** A rental from today that ran: accepted, handed over, returned. */
async function rentalThatRan(): Promise<Scenario> {
  const scenario = await paidRequest({ startInDays: 0 });
  await act(scenario.owner, scenario.booking.id, 'accept');
  await act(scenario.owner, scenario.booking.id, 'start');
  await act(scenario.owner, scenario.booking.id, 'complete');
  await t.closeClaimWindows();
  return scenario;
}

async function creditNotesOf(bookingId: string) {
  return db()
    .select()
    .from(invoices)
    .where(and(eq(invoices.bookingId, bookingId), eq(invoices.kind, 'credit_note')));
}

describe('a booking’s money, scenario by scenario', () => {
  it('paid and waiting for the owner: all of it held in escrow', async () => {
    const scenario = await paidRequest({ startInDays: 10 });
    expect(await accountTable(scenario)).toEqual(
      tableOf({ gateway: scenario.price.total, escrow: -scenario.price.total }),
    );
    await expectLedgerSound(db());
  });

  it('declined by the owner: refunded in full, nothing kept', async () => {
    const scenario = await paidRequest({ startInDays: 10 });
    await act(scenario.owner, scenario.booking.id, 'decline');
    expect(await accountTable(scenario)).toEqual(tableOf({}));
    expect((await refundsOf(scenario.booking.id)).map((refund) => refund.status)).toEqual(['done']);
    await expectLedgerSound(db());
  });

  it('a rental that ran: the owner’s earning, Ajjir’s fees and the VAT on them, from escrow', async () => {
    const scenario = await rentalThatRan();
    expect(await accountTable(scenario)).toEqual(tableOf(settledTable(scenario.price, 0)));
    await expectLedgerSound(db());
  });

  it('a renter’s late cancellation under the flexible policy: half back, the rest settled', async () => {
    const scenario = await paidRequest({ startInDays: 0 });
    await act(scenario.owner, scenario.booking.id, 'accept');
    await act(scenario.renter, scenario.booking.id, 'cancel');
    expect(await accountTable(scenario)).toEqual(tableOf(settledTable(scenario.price, 5_000)));
    await expectLedgerSound(db());
  });

  it('tells the owner who cancelled and what they keep, the figure the ledger settled', async () => {
    const scenario = await paidRequest({ startInDays: 0 });
    await act(scenario.owner, scenario.booking.id, 'accept');
    await act(scenario.renter, scenario.booking.id, 'cancel');
    const kept = -(await accountTable(scenario)).owner;
    expect(kept).toBe(settlement(scenario.price, 5_000).ownerEarning);
    const told = await notificationsOf(scenario.owner, 'booking_cancelled');
    expect(told).toHaveLength(1);
    expect(told[0]?.data).toMatchObject({ by: 'renter', amount: kept });
    expect(told[0]?.text.ar).toContain('من جهة المستأجر');
    expect(told[0]?.text.ar).toContain(`يبقى لك منه ${formatHalalas(kept, 'ar')}`);
    expect(told[0]?.text.en).toContain(`cancelled by the renter; you keep ${formatHalalas(kept, 'en')}`);
  });

  it('goodwill, then the owner cancels: fees and VAT at zero, goodwill paid back by escrow, nothing left', async () => {
    const scenario = await paidRequest({ startInDays: 10 });
    await act(scenario.owner, scenario.booking.id, 'accept');
    const given = Math.floor(scenario.price.total * 0.8);
    await goodwill(scenario.booking.id, given);
    expect(await accountTable(scenario)).toEqual(
      tableOf({ gateway: scenario.price.total - given, escrow: -scenario.price.total, goodwill: given }),
    );
    await act(scenario.owner, scenario.booking.id, 'cancel', 'The tent is broken');
    // The renter had the whole payment back: 80 % as goodwill, the rest now. Nothing is Ajjir's.
    expect(await accountTable(scenario)).toEqual(tableOf({}));
    const made = await refundsOf(scenario.booking.id);
    expect(made.map((refund) => [refund.reason, refund.amountHalalas, refund.status]).sort()).toEqual(
      [
        ['admin', given, 'done'],
        ['owner_cancelled', scenario.price.total - given, 'done'],
      ].sort(),
    );
    // The sale was reduced by all of it: one credit note for the whole payment, none for goodwill.
    expect((await creditNotesOf(scenario.booking.id)).map((note) => note.totalHalalas)).toEqual([
      scenario.price.total,
    ]);
    await expectLedgerSound(db());
  });

  for (const [ending, refundBasisPoints] of [
    ['the owner cancels', 10_000],
    ['the renter cancels late', 5_000],
  ] as const) {
    it(`an administrator’s refund, then ${ending}: the credit note’s lines are what the ledger took back`, async () => {
      const scenario = await paidRequest({ startInDays: 0 });
      await act(scenario.owner, scenario.booking.id, 'accept');
      await goodwill(scenario.booking.id, Math.floor(scenario.price.total * 0.3));
      const ender = refundBasisPoints === 10_000 ? scenario.owner : scenario.renter;
      await act(ender, scenario.booking.id, 'cancel', 'Plans changed');
      const ran = settlement(scenario.price, 0);
      const ended = await accountTable(scenario);
      // What the ending took off each account against the same rental run to its end.
      const back = {
        owner: ran.ownerEarning + ended.owner,
        platformFees: ran.platformFees + ended.platform_fees,
        vat: ran.vat + ended.vat,
      };
      const notes = await creditNotesOf(scenario.booking.id);
      expect(notes).toHaveLength(1);
      const stored = (notes[0]?.lines ?? []) as { key: string; amountHalalas: number; vatHalalas: number }[];
      const line = (key: string) =>
        stored.find((each) => each.key === key) ?? { amountHalalas: 0, vatHalalas: 0 };
      const rental = line('rental');
      const fee = line('service_fee');
      const commissionBack = ran.commission - settlement(scenario.price, refundBasisPoints).commission;
      const commissionVatBack =
        ran.commissionVat - settlement(scenario.price, refundBasisPoints).commissionVat;
      // The rental's line is the owner's earning given back with the commission on it; the fee's
      // line and every VAT are Ajjir's fees and the VAT account given back: nothing is put on the
      // owner that the ledger took from Ajjir, nor the other way round.
      expect(rental.amountHalalas).toBe(back.owner + commissionBack + commissionVatBack);
      expect(fee.amountHalalas + commissionBack).toBe(back.platformFees);
      expect(rental.vatHalalas + fee.vatHalalas + commissionVatBack).toBe(back.vat);
      expect(notes[0]?.totalHalalas).toBe(back.owner + back.platformFees + back.vat);
      await expectLedgerSound(db());
    });
  }

  it('goodwill after a rental that ran: Ajjir’s cost, the owner’s earning and the fees untouched', async () => {
    const scenario = await rentalThatRan();
    await goodwill(scenario.booking.id, 2_000);
    expect(await accountTable(scenario)).toEqual(
      tableOf({
        ...settledTable(scenario.price, 0),
        gateway: scenario.price.total - 2_000,
        goodwill: 2_000,
      }),
    );
    expect(await creditNotesOf(scenario.booking.id)).toEqual([]);
    await expectLedgerSound(db());
  });

  it('more goodwill than the policy’s refund: the refund is met by it, the rest stays Ajjir’s cost', async () => {
    const scenario = await paidRequest({ startInDays: 0 });
    await act(scenario.owner, scenario.booking.id, 'accept');
    const given = Math.floor(scenario.price.total * 0.8);
    await goodwill(scenario.booking.id, given);
    // Late under the flexible policy: half back. Goodwill gave more; nothing more goes back.
    await act(scenario.renter, scenario.booking.id, 'cancel');
    const due = settlement(scenario.price, 5_000).refund.total;
    expect(await accountTable(scenario)).toEqual(
      tableOf({
        ...settledTable(scenario.price, 5_000),
        gateway: scenario.price.total - given,
        goodwill: given - due,
      }),
    );
    expect((await refundsOf(scenario.booking.id)).map((refund) => refund.reason)).toEqual(['admin']);
    expect(
      (await creditNotesOf(scenario.booking.id)).map((note) => [note.totalHalalas, note.refundId]),
    ).toEqual([[due, null]]);
    await expectLedgerSound(db());
  });

  it('less goodwill than the policy’s refund: the rest is refunded, goodwill paid back whole', async () => {
    const scenario = await paidRequest({ startInDays: 0 });
    await act(scenario.owner, scenario.booking.id, 'accept');
    await goodwill(scenario.booking.id, 1_000);
    await act(scenario.renter, scenario.booking.id, 'cancel');
    const due = settlement(scenario.price, 5_000).refund.total;
    expect(await accountTable(scenario)).toEqual(tableOf(settledTable(scenario.price, 5_000)));
    expect(
      (await refundsOf(scenario.booking.id)).map((refund) => [refund.reason, refund.amountHalalas]).sort(),
    ).toEqual(
      [
        ['admin', 1_000],
        ['renter_cancelled', due - 1_000],
      ].sort(),
    );
    await expectLedgerSound(db());
  });

  it('a page paid in two tabs: the second payment charged and given back whole, the first held', async () => {
    const owner = await createSignedInUser(t.app, db());
    const renter = await createSignedInUser(t.app, db());
    const item = await createItem(db(), owner.user.id, { dailyRate: '99.99' });
    const requested = await t.app.inject({
      method: 'POST',
      url: '/api/bookings',
      payload: { itemId: item.id, startDate: day(12), endDate: day(14) },
      ...as(renter.cookie),
    });
    const booking = requested.json<Booking>();
    const url = await checkoutUrl(t, booking.id, renter.cookie);
    const payer = card(TEST_CARDS.madaApproved);
    const steps = [await submitOnPage(url, payer), await submitOnPage(url, payer)];
    for (const step of steps) await passStep(step, payer);
    await refreshPayment(t, booking.id, renter.cookie);
    await t.drainJobs();
    const price = booking.price as PriceBreakdown;
    const scenario = { owner, renter, booking, price };
    expect(await accountTable(scenario)).toEqual(tableOf({ gateway: price.total, escrow: -price.total }));
    await expectLedgerSound(db());
  });

  /** A new renter's unpaid request for two days of a new item, and its payment page. */
  async function unpaidWithPage(dailyRate: string, startInDays: number) {
    const owner = await createSignedInUser(t.app, db());
    const renter = await createSignedInUser(t.app, db());
    const item = await createItem(db(), owner.user.id, { dailyRate });
    const requested = await t.app.inject({
      method: 'POST',
      url: '/api/bookings',
      payload: { itemId: item.id, startDate: day(startInDays), endDate: day(startInDays + 1) },
      ...as(renter.cookie),
    });
    expect(requested.statusCode, requested.body).toBe(201);
    const booking = requested.json<Booking>();
    const url = await checkoutUrl(t, booking.id, renter.cookie);
    return { owner, renter, booking, url, price: booking.price as PriceBreakdown };
  }

  it('a page paid with another amount (a coupon at the gateway): charged and given back whole, the booking unpaid', async () => {
    const scenario = await unpaidWithPage('88.00', 16);
    const discount = 1500;
    t.sandbox.control.applyCoupon(discount);
    await payOnPage(scenario.url, card(TEST_CARDS.madaApproved), t.sandbox.url);
    const after = await refreshPayment(t, scenario.booking.id, scenario.renter.cookie);
    await t.drainJobs();
    expect(after.bookingStatus).toBe('awaiting_payment');
    expect(after.payment?.status).not.toBe('paid');
    const [attempt] = t.sandbox.control.payments().filter((p) => scenario.url.includes(String(p.invoice_id)));
    expect(attempt).toMatchObject({
      amount: scenario.price.total - discount,
      refunded: scenario.price.total - discount,
    });
    expect(
      (await refundsOf(scenario.booking.id)).map((refund) => [refund.amountHalalas, refund.status]),
    ).toEqual([[scenario.price.total - discount, 'done']]);
    // Charged, owed and sent back: nothing is left anywhere.
    expect(await accountTable(scenario)).toEqual(tableOf({}));
    expect(await db().select().from(invoices).where(eq(invoices.bookingId, scenario.booking.id))).toEqual([]);
    await expectLedgerSound(db());
  });

  it('a page paid whole in one tab and with a coupon in another: the booking held, the other given back', async () => {
    const scenario = await unpaidWithPage('77.00', 18);
    const payer = card(TEST_CARDS.madaApproved);
    const whole = await submitOnPage(scenario.url, payer);
    t.sandbox.control.applyCoupon(2000);
    const couponed = await submitOnPage(scenario.url, payer);
    for (const step of [whole, couponed]) await passStep(step, payer);
    await refreshPayment(t, scenario.booking.id, scenario.renter.cookie);
    await t.drainJobs();
    expect(
      (await refundsOf(scenario.booking.id)).map((refund) => [refund.amountHalalas, refund.status]),
    ).toEqual([[scenario.price.total - 2000, 'done']]);
    expect(await accountTable(scenario)).toEqual(
      tableOf({ gateway: scenario.price.total, escrow: -scenario.price.total }),
    );
    await expectLedgerSound(db());
  });

  it('paid after the request was withdrawn: charged and given back whole', async () => {
    const owner = await createSignedInUser(t.app, db());
    const renter = await createSignedInUser(t.app, db());
    const item = await createItem(db(), owner.user.id, { dailyRate: '80.00' });
    const requested = await t.app.inject({
      method: 'POST',
      url: '/api/bookings',
      payload: { itemId: item.id, startDate: day(12), endDate: day(13) },
      ...as(renter.cookie),
    });
    const booking = requested.json<Booking>();
    const url = await checkoutUrl(t, booking.id, renter.cookie);
    // Withdrawn, and paid in another tab before the job that closes its page has run.
    const withdrawn = await t.app.inject({
      method: 'POST',
      url: `/api/bookings/${booking.id}/cancel`,
      payload: {},
      ...as(renter.cookie),
    });
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    await payOnPage(url, card(TEST_CARDS.visa), t.sandbox.url);
    await refreshPayment(t, booking.id, renter.cookie);
    await t.drainJobs();
    const scenario = { owner, renter, booking, price: booking.price as PriceBreakdown };
    expect(await accountTable(scenario)).toEqual(tableOf({}));
    expect((await refundsOf(booking.id)).map((refund) => [refund.reason, refund.status])).toEqual([
      ['not_needed', 'done'],
    ]);
    // No tax invoice, nor a credit note, for a rental that never existed (docs/decisions/0049).
    expect(await db().select().from(invoices).where(eq(invoices.bookingId, booking.id))).toEqual([]);
    await expectLedgerSound(db());
  });
});

describe('an owner’s money, scenario by scenario', () => {
  async function payOut(scenario: Scenario, iban = freshIban()): Promise<PayoutSummary> {
    const saved = await putPayoutAccount(t, scenario.owner.cookie, { iban });
    expect(saved.statusCode, saved.body).toBe(200);
    await ageIban(db(), scenario.owner.user.id);
    const asked = await t.app.inject({ method: 'POST', url: '/api/payouts', ...as(scenario.owner.cookie) });
    expect(asked.statusCode, asked.body).toBe(201);
    await t.drainJobs();
    await t.runJobsNow('payout.follow');
    return asked.json<PayoutSummary>();
  }

  it('paid out: the earning leaves the gateway for the bank', async () => {
    const scenario = await rentalThatRan();
    const payout = await payOut(scenario);
    expect(payout.amount).toBe(settlement(scenario.price, 0).ownerEarning);
    const settled = settledTable(scenario.price, 0);
    expect(await accountTable(scenario)).toEqual(
      tableOf({ ...settled, gateway: (settled.gateway ?? 0) - payout.amount, owner: 0 }),
    );
    await expectLedgerSound(db());
  });

  it('a payout that failed: the earning back in the balance', async () => {
    const scenario = await rentalThatRan();
    // The sandbox fails payouts to this account (docs/payments-sandbox.md).
    await payOut(scenario, CLOSED_ACCOUNT_IBAN);
    const [failed] = await db().select().from(payouts).where(eq(payouts.ownerId, scenario.owner.user.id));
    expect(failed?.status).toBe('failed');
    expect(await accountTable(scenario)).toEqual(tableOf(settledTable(scenario.price, 0)));
    await expectLedgerSound(db());
  });

  it('a payout the bank returned after paying it: at the gateway and in the balance again', async () => {
    const scenario = await rentalThatRan();
    const payout = await payOut(scenario);
    const [paid] = await db().select().from(payouts).where(eq(payouts.id, payout.id));
    expect(paid?.status).toBe('paid');
    t.sandbox.control.returnPayout(paid?.gatewayPayoutId ?? '');
    await t.runJobsNow('payout.follow');
    expect(await accountTable(scenario)).toEqual(tableOf(settledTable(scenario.price, 0)));
    await expectLedgerSound(db());
  });
});

describe('the VAT on the rental, policy by policy (docs/decisions/0050-vat-deemed-supplier.md)', () => {
  // 133.35 a day for two days: the rental 266.70, its VAT 40.01; the service fee 13.34 and its VAT
  // 2.00; the commission 26.67 and its VAT 4.00 (each 15 % or percent rounded half up, once).
  const REGISTERED = {
    accountType: 'business' as const,
    companyName: 'مؤسسة الخيمة',
    taxId: '٣١١١١١١١١١١١١١٣',
  };
  const OWNER_VAT_NUMBER = '311111111111113';

  /** The booking's invoices in number order: kind, supply, total, seller's and buyer's VAT numbers, reason. */
  async function invoicesOf(bookingId: string) {
    const rows = await db()
      .select()
      .from(invoices)
      .where(eq(invoices.bookingId, bookingId))
      .orderBy(invoices.number);
    return rows.map((row) => [
      row.kind,
      row.supply,
      row.totalHalalas,
      row.vatHalalas,
      row.sellerVatNumber,
      row.buyerVatNumber,
      row.reason,
    ]);
  }

  /** A rental that ran, requested under `policy` from an owner who is or is not registered for VAT. */
  async function ranUnder(policy: 'deemed-supplier' | 'owner-only', ownerRegistered: boolean) {
    const saved = t.app.config.vatPolicy;
    t.app.config.vatPolicy = policy;
    try {
      const scenario = await paidRequest({ startInDays: 0, owner: ownerRegistered ? REGISTERED : {} });
      await act(scenario.owner, scenario.booking.id, 'accept');
      await act(scenario.owner, scenario.booking.id, 'start');
      await act(scenario.owner, scenario.booking.id, 'complete');
      await t.closeClaimWindows();
      return scenario;
    } finally {
      t.app.config.vatPolicy = saved;
    }
  }

  const sellerVat = () => t.app.config.seller.vatNumber;

  it('deemed supplier (the default), an owner not registered: Ajjir charges the rental’s VAT and owes it', async () => {
    const scenario = await ranUnder('deemed-supplier', false);
    expect(scenario.price).toMatchObject({
      rental: 26_670,
      rentalVat: 4_001,
      rentalVatBy: 'platform',
      total: 26_670 + 4_001 + 1_334 + 200,
      ownerEarning: 26_670 - 2_667 - 400,
    });
    expect(await accountTable(scenario)).toEqual(
      tableOf({
        gateway: 32_205,
        owner: -23_603,
        platform_fees: -(1_334 + 2_667),
        vat: -(4_001 + 200 + 400),
      }),
    );
    expect(await invoicesOf(scenario.booking.id)).toEqual([
      // Ajjir sells the rental (deemed supplier) and the fee to the renter…
      ['invoice', 'platform', 32_205, 4_001 + 200, sellerVat(), null, null],
      // …and its commission to the owner, taken from the owner's share.
      ['invoice', 'commission', 2_667 + 400, 400, sellerVat(), null, null],
    ]);
    await expectLedgerSound(db());
  });

  it('deemed supplier, an owner registered for VAT: the rental’s VAT is the owner’s, on their own invoice', async () => {
    const scenario = await ranUnder('deemed-supplier', true);
    expect(scenario.price).toMatchObject({
      rentalVat: 4_001,
      rentalVatBy: 'owner',
      total: 32_205,
      ownerEarning: 26_670 + 4_001 - 2_667 - 400,
    });
    expect(await accountTable(scenario)).toEqual(
      tableOf({ gateway: 32_205, owner: -27_604, platform_fees: -4_001, vat: -(200 + 400) }),
    );
    expect(await invoicesOf(scenario.booking.id)).toEqual([
      ['invoice', 'owner', 26_670 + 4_001, 4_001, OWNER_VAT_NUMBER, null, null],
      ['invoice', 'platform', 1_334 + 200, 200, sellerVat(), null, null],
      // The owner is a business registered for VAT: Ajjir's invoice to them is a standard one.
      ['invoice', 'commission', 3_067, 400, sellerVat(), OWNER_VAT_NUMBER, null],
    ]);
    await expectLedgerSound(db());
  });

  it('owner-only, an owner not registered: no VAT on the rental, as before', async () => {
    const scenario = await ranUnder('owner-only', false);
    expect(scenario.price).toMatchObject({
      rentalVat: 0,
      rentalVatBy: 'none',
      total: 28_204,
      ownerEarning: 23_603,
    });
    expect(await accountTable(scenario)).toEqual(
      tableOf({ gateway: 28_204, owner: -23_603, platform_fees: -4_001, vat: -600 }),
    );
    expect(await invoicesOf(scenario.booking.id)).toEqual([
      ['invoice', 'platform', 28_204, 200, sellerVat(), null, null],
      ['invoice', 'commission', 3_067, 400, sellerVat(), null, null],
    ]);
    await expectLedgerSound(db());
  });

  it('owner-only, an owner registered: the owner charges the rental’s VAT all the same', async () => {
    const scenario = await ranUnder('owner-only', true);
    expect(scenario.price).toMatchObject({ rentalVat: 4_001, rentalVatBy: 'owner', total: 32_205 });
    expect(await accountTable(scenario)).toEqual(
      tableOf({ gateway: 32_205, owner: -27_604, platform_fees: -4_001, vat: -600 }),
    );
    await expectLedgerSound(db());
  });

  it('a late cancellation, the owner registered: half the rental’s VAT back on their credit note, the rest theirs', async () => {
    const scenario = await paidRequest({ startInDays: 0, owner: REGISTERED });
    await act(scenario.owner, scenario.booking.id, 'accept');
    await act(scenario.renter, scenario.booking.id, 'cancel');
    // Back: 133.35 of the rental, 20.01 of its VAT, 6.67 of the fee, 1.00 of its VAT = 161.03.
    // Kept: the owner 133.35 + 20.00 − 13.33 − 2.00 = 138.02; fees 6.67 + 13.33; VAT 1.00 + 2.00.
    expect(await accountTable(scenario)).toEqual(
      tableOf({ gateway: 32_205 - 16_103, owner: -13_802, platform_fees: -2_000, vat: -300 }),
    );
    expect(await invoicesOf(scenario.booking.id)).toEqual([
      ['invoice', 'owner', 30_671, 4_001, OWNER_VAT_NUMBER, null, null],
      ['invoice', 'platform', 1_534, 200, sellerVat(), null, null],
      ['credit_note', 'platform', 767, 100, sellerVat(), null, 'renter_cancelled'],
      ['credit_note', 'owner', 15_336, 2_001, OWNER_VAT_NUMBER, null, 'renter_cancelled'],
      ['invoice', 'commission', 1_533, 200, sellerVat(), OWNER_VAT_NUMBER, null],
    ]);
    await expectLedgerSound(db());
  });

  it('the owner’s VAT registration is the booking’s from the request: a later change reprices nothing', async () => {
    const owner = await createSignedInUser(t.app, db(), { phone: nextMobile(), ...REGISTERED });
    const renter = await createSignedInUser(t.app, db());
    const item = await createItem(db(), owner.user.id, { dailyRate: '133.35' });
    const requested = await t.app.inject({
      method: 'POST',
      url: '/api/bookings',
      payload: { itemId: item.id, startDate: day(0), endDate: day(2) },
      ...as(renter.cookie),
    });
    expect(requested.statusCode, requested.body).toBe(201);
    const booking = requested.json<Booking>();
    // No longer a business before the renter pays.
    const changed = await t.app.inject({
      method: 'PUT',
      url: `/api/users/${owner.user.id}`,
      payload: { accountType: 'individual' },
      ...as(owner.cookie),
    });
    expect(changed.statusCode, changed.body).toBe(200);
    await payForBooking(t, booking.id, renter.cookie);
    await t.drainJobs();
    const scenario = { owner, renter, booking, price: booking.price as PriceBreakdown };
    await act(owner, booking.id, 'accept');
    await act(owner, booking.id, 'start');
    await act(owner, booking.id, 'complete');
    await t.closeClaimWindows();
    expect(await accountTable(scenario)).toEqual(
      tableOf({ gateway: 32_205, owner: -27_604, platform_fees: -4_001, vat: -600 }),
    );
    expect((await invoicesOf(booking.id))[0]).toEqual([
      'invoice',
      'owner',
      30_671,
      4_001,
      OWNER_VAT_NUMBER,
      null,
      null,
    ]);
    await expectLedgerSound(db());
  });
});

describe('an earning released by the rental, not by the owner’s taps (docs/decisions/0056)', () => {
  const earningsOf = async (person: Person) => {
    const res = await t.app.inject({ url: '/api/earnings', ...as(person.cookie) });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<Earnings>();
  };
  const releaseJobOf = async (bookingId: string) =>
    (
      await db()
        .select()
        .from(jobs)
        .where(eq(jobs.key, `earning.release:${bookingId}`))
    )[0];

  it('handed over and returned on the first day of a 7-day rental: nothing available until it has run', async () => {
    const scenario = await paidRequest({ startInDays: 0, days: 7 });
    const { owner, booking, price } = scenario;
    await act(owner, booking.id, 'accept');
    await act(owner, booking.id, 'start');
    const before = (await earningsOf(owner)).lines.find((line) => line.bookingId === booking.id);
    // Not back yet: held at least until the claim window after the last day.
    const earliest = earningReleaseMoment(new Date(0), day(7));
    expect(before).toMatchObject({ state: 'pending', heldFor: 'rental', heldUntil: earliest.toISOString() });
    await act(owner, booking.id, 'complete');

    // The tap released nothing: escrow holds the whole payment, the owner's balance is empty.
    expect(await accountTable(scenario)).toEqual(tableOf({ gateway: price.total, escrow: -price.total }));
    const held = await earningsOf(owner);
    expect(held).toMatchObject({ available: 0, pending: price.ownerEarning });
    expect(held.lines.find((line) => line.bookingId === booking.id)).toMatchObject({
      state: 'pending',
      heldFor: 'claim_window',
      heldUntil: earliest.toISOString(),
    });
    const asked = await t.app.inject({ method: 'POST', url: '/api/payouts', ...as(owner.cookie) });
    expect(asked.statusCode).toBe(409);
    await expectLedgerSound(db());

    // Its job is due when the window closes; run early, it waits and releases nothing.
    expect((await releaseJobOf(booking.id))?.runAt.toISOString()).toBe(earliest.toISOString());
    expect(await t.runJobsNow('earning.release')).toBeGreaterThan(0);
    expect((await releaseJobOf(booking.id))?.state).toBe('queued');
    expect(await accountTable(scenario)).toEqual(tableOf({ gateway: price.total, escrow: -price.total }));

    // The clock passes the window: the earning, the fees and the VAT leave escrow, once.
    await t.closeClaimWindows();
    expect(await accountTable(scenario)).toEqual(tableOf(settledTable(price, 0)));
    expect(await earningsOf(owner)).toMatchObject({ available: price.ownerEarning, pending: 0 });
    const told = await notificationsOf(owner, 'earning_available');
    expect(told).toHaveLength(1);
    expect(told[0]?.data).toMatchObject({ bookingId: booking.id, amount: price.ownerEarning });
    expect(told[0]?.text.ar).toContain(formatHalalas(price.ownerEarning, 'ar'));
    expect(told[0]?.text.en).toContain('claim window has closed');
    await expectLedgerSound(db());
  });

  /** The release of `bookingId` run now in a transaction of its own, as the job runs it. */
  const release = (bookingId: string) =>
    db().transaction((tx) =>
      releaseEarning(tx, { seller: t.app.config.seller, claimWindowHours: 48 }, bookingId),
    );

  /** A one-day rental returned, its claim window closed now and its job not yet run. */
  async function returnedWindowClosed(): Promise<Scenario> {
    const scenario = await paidRequest({ startInDays: 0, days: 1 });
    for (const action of ['accept', 'start', 'complete'])
      await act(scenario.owner, scenario.booking.id, action);
    await db().update(bookings).set({ releaseDueAt: sql`now()` }).where(eq(bookings.id, scenario.booking.id));
    return scenario;
  }

  it('released once when two workers run the window’s end at the same moment', async () => {
    const scenario = await rentalThatRan();
    // rentalThatRan has closed the window: a second and a third run change nothing.
    const id = scenario.booking.id;
    await Promise.all([release(id), release(id), release(id)]);
    expect(await accountTable(scenario)).toEqual(tableOf(settledTable(scenario.price, 0)));
    expect(await notificationsOf(scenario.owner, 'earning_available')).toHaveLength(1);
    await expectLedgerSound(db());
  });

  it('two releases racing from a window closed but not yet run: one settlement, one notice', async () => {
    const scenario = await returnedWindowClosed();
    const id = scenario.booking.id;
    await Promise.all([release(id), release(id), release(id), release(id)]);
    expect(await accountTable(scenario)).toEqual(tableOf(settledTable(scenario.price, 0)));
    expect(await notificationsOf(scenario.owner, 'earning_available')).toHaveLength(1);
    await expectLedgerSound(db());
  });

  it('the books report an owner credited before the window closed', async () => {
    const scenario = await returnedWindowClosed();
    await release(scenario.booking.id);
    // As if the settlement had been made a day before the window closed.
    await db()
      .update(bookings)
      .set({ releaseDueAt: sql`now() + interval '1 day'` })
      .where(eq(bookings.id, scenario.booking.id));
    const { problems } = await checkLedger(db());
    expect(problems.some((problem) => problem.includes('before its claim window closed'))).toBe(true);
    await db()
      .update(bookings)
      .set({ releaseDueAt: sql`now() - interval '1 hour'` })
      .where(eq(bookings.id, scenario.booking.id));
    await expectLedgerSound(db());
  });
});

describe('a deposit, collected with the payment and held apart (docs/decisions/0057-deposits.md)', () => {
  const DEPOSIT = 50_000;

  it('is charged with the rental, held in its own account, and left off the tax invoice', async () => {
    const scenario = await paidRequest({ startInDays: 10, deposit: '500.00' });
    const { price, booking } = scenario;
    expect(price).toMatchObject({ deposit: DEPOSIT, charged: price.total + DEPOSIT });
    expect(await accountTable(scenario)).toEqual(
      tableOf({ gateway: price.total + DEPOSIT, escrow: -price.total, deposits: -DEPOSIT }),
    );
    const charged = await db().select().from(invoices).where(eq(invoices.bookingId, booking.id));
    expect(charged.reduce((sum, invoice) => sum + invoice.totalHalalas, 0)).toBe(price.total);
    await expectLedgerSound(db());
  });

  it('comes back whole when the owner declines, with everything else', async () => {
    const scenario = await paidRequest({ startInDays: 10, deposit: '500.00' });
    await act(scenario.owner, scenario.booking.id, 'decline');
    expect(await accountTable(scenario)).toEqual(tableOf({}));
    const back = await refundsOf(scenario.booking.id);
    expect(back.map(({ reason, amountHalalas, status }) => ({ reason, amountHalalas, status }))).toEqual(
      expect.arrayContaining([
        { reason: 'owner_declined', amountHalalas: scenario.price.total, status: 'done' },
        { reason: 'deposit', amountHalalas: DEPOSIT, status: 'done' },
      ]),
    );
    // A deposit is no sale: the credit note gives back the rental alone.
    const notes = await creditNotesOf(scenario.booking.id);
    expect(notes.reduce((sum, note) => sum + note.totalHalalas, 0)).toBe(scenario.price.total);
    await expectLedgerSound(db());
  });

  it('comes back whole on a late cancellation, whatever the policy keeps of the rental', async () => {
    const scenario = await paidRequest({ startInDays: 0, deposit: '500.00' });
    await act(scenario.owner, scenario.booking.id, 'accept');
    // The cancel dialog's figure is what comes back: the policy's share of the rental, and the deposit.
    const money = await t.app.inject({
      url: `/api/bookings/${scenario.booking.id}/money`,
      ...as(scenario.renter.cookie),
    });
    expect(money.json<BookingMoney>().cancelRefund).toEqual({
      amount: settlement(scenario.price, 5_000).refund.total + DEPOSIT,
      basisPoints: 5_000,
    });
    await act(scenario.renter, scenario.booking.id, 'cancel');
    // The flexible policy on the pickup day gives half of the rental back; the deposit, all of it.
    expect(await accountTable(scenario)).toEqual(tableOf(settledTable(scenario.price, 5_000)));
    const deposit = (await refundsOf(scenario.booking.id)).filter((refund) => refund.reason === 'deposit');
    expect(deposit.map((refund) => refund.amountHalalas)).toEqual([DEPOSIT]);
    await expectLedgerSound(db());
  });

  it('a rental returned with no claim: held through the window, then back whole as the earning is released', async () => {
    const scenario = await paidRequest({ startInDays: 0, deposit: '500.00' });
    const { owner, booking, price } = scenario;
    for (const action of ['accept', 'start', 'complete']) await act(owner, booking.id, action);
    expect(await accountTable(scenario)).toEqual(
      tableOf({ gateway: price.total + DEPOSIT, escrow: -price.total, deposits: -DEPOSIT }),
    );
    expect((await refundsOf(booking.id)).length).toBe(0);
    await expectLedgerSound(db());

    await t.closeClaimWindows();
    await t.drainJobs();
    expect(await accountTable(scenario)).toEqual(tableOf(settledTable(price, 0)));
    const back = await refundsOf(booking.id);
    expect(back.map(({ reason, amountHalalas, status }) => ({ reason, amountHalalas, status }))).toEqual([
      { reason: 'deposit', amountHalalas: DEPOSIT, status: 'done' },
    ]);
    await expectLedgerSound(db());
  });

  it('the books report a deposit held in part', async () => {
    const scenario = await paidRequest({ startInDays: 10, deposit: '500.00' });
    await db()
      .update(bookings)
      .set({ depositHalalas: DEPOSIT + 1 })
      .where(eq(bookings.id, scenario.booking.id));
    const { problems } = await checkLedger(db());
    expect(problems.some((problem) => problem.includes('of deposit, but its deposit is'))).toBe(true);
    await db().update(bookings).set({ depositHalalas: DEPOSIT }).where(eq(bookings.id, scenario.booking.id));
    await expectLedgerSound(db());
  });
});
