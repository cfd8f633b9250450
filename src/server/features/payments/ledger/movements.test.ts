import { DEFAULT_FEE_RATES, priceBreakdown, settlement } from '@shared/money';
import { describe, expect, it } from 'vitest';
import { assertBalanced, type LedgerLine, type LedgerPosting } from './ledger';
import * as movements from './movements';

const bookingId = '00000000-0000-4000-8000-000000000001';
const ownerId = '00000000-0000-4000-8000-000000000002';
const paymentId = '00000000-0000-4000-8000-000000000003';
const refundId = '00000000-0000-4000-8000-000000000004';
const payoutId = '00000000-0000-4000-8000-000000000005';
const sum = (lines: LedgerLine[]) => lines.reduce((total, line) => total + line.amount, 0);

describe('every money event, built in one place', () => {
  const price = priceBreakdown(
    {
      dailyRateHalalas: 12_050,
      days: 3,
      weeklyDiscountPercent: 0,
      monthlyDiscountPercent: 0,
      rentalVatBy: 'platform',
      depositHalalas: 0,
    },
    DEFAULT_FEE_RATES,
  );
  const kept = settlement(price, 0);
  const refund = { refundId, paymentId, bookingId, amount: 1_234 };
  const payout = { payoutId, ownerId, amount: 5_000 };
  const events: [string, LedgerPosting][] = [
    ['charge', movements.charge({ paymentId, bookingId, amount: price.total, deposit: 0 })],
    [
      'extra attempt',
      movements.extraAttemptCharge({ attemptId: 'pay_2', paymentId, bookingId, amount: 500 }),
    ],
    ['refund owed', movements.refundOwed(refund)],
    ['goodwill owed', movements.goodwillOwed(refund)],
    ['refund sent', movements.refundSent(refund)],
    ['settle', movements.settle({ bookingId, ownerId, ...kept, goodwillReimbursed: 0 }) as LedgerPosting],
    ['payout', movements.payoutRequested(payout)],
    ['payout paid', movements.payoutPaid(payout)],
    ['payout failed', movements.payoutFailed(payout)],
    ['payout returned', movements.payoutReturned(payout)],
    ['gateway settlement', movements.gatewaySettlement({ settlementId: 'st_1', gross: 10_000, fees: 230 })],
  ];

  it.each(events)('%s: sums to zero and makes a transaction', (_event, posting) => {
    expect(sum(posting.lines)).toBe(0);
    expect(() => assertBalanced(posting.lines)).not.toThrow();
  });

  it('gives each event a key of its own, naming what it concerns', () => {
    const keys = events.map(([, posting]) => posting.key);
    expect(new Set(keys).size).toBe(keys.length);
    expect(movements.charge({ paymentId, bookingId, amount: 1, deposit: 0 }).key).toBe(`charge:${paymentId}`);
    expect(movements.goodwillOwed(refund).key).toBe(`goodwill_owed:${refundId}`);
    expect(movements.payoutReturned(payout).key).toBe(`payout_returned:${payoutId}`);
  });

  it('writes the entries of decisions 0044 and 0047', () => {
    expect(movements.charge({ paymentId, bookingId, amount: 100, deposit: 0 }).lines).toEqual([
      { account: 'gateway', amount: 100 },
      { account: 'escrow', amount: -100, bookingId },
    ]);
    expect(movements.refundOwed({ ...refund, amount: 40 }).lines).toEqual([
      { account: 'escrow', amount: 40, bookingId },
      { account: 'refunds_owed', amount: -40, bookingId },
    ]);
    expect(movements.goodwillOwed({ ...refund, amount: 40 }).lines).toEqual([
      { account: 'goodwill', amount: 40, bookingId },
      { account: 'refunds_owed', amount: -40, bookingId },
    ]);
    expect(movements.refundSent({ ...refund, amount: 40 }).lines).toEqual([
      { account: 'refunds_owed', amount: 40, bookingId },
      { account: 'gateway', amount: -40 },
    ]);
    expect(
      movements.settle({
        bookingId,
        ownerId,
        ownerEarning: 50,
        platformFees: 8,
        vat: 2,
        goodwillReimbursed: 5,
      })?.lines,
    ).toEqual([
      { account: 'escrow', amount: 65, bookingId },
      { account: 'owner', amount: -50, userId: ownerId },
      { account: 'platform_fees', amount: -8 },
      { account: 'vat', amount: -2 },
      { account: 'goodwill', amount: -5, bookingId },
    ]);
    expect(movements.payoutRequested({ ...payout, amount: 70 }).lines).toEqual([
      { account: 'owner', amount: 70, userId: ownerId },
      { account: 'payouts_in_transit', amount: -70, userId: ownerId },
    ]);
    expect(movements.payoutPaid({ ...payout, amount: 70 }).lines).toEqual([
      { account: 'payouts_in_transit', amount: 70, userId: ownerId },
      { account: 'gateway', amount: -70 },
    ]);
    expect(movements.payoutFailed({ ...payout, amount: 70 }).lines).toEqual([
      { account: 'payouts_in_transit', amount: 70, userId: ownerId },
      { account: 'owner', amount: -70, userId: ownerId },
    ]);
    expect(movements.payoutReturned({ ...payout, amount: 70 }).lines).toEqual([
      { account: 'gateway', amount: 70 },
      { account: 'owner', amount: -70, userId: ownerId },
    ]);
    expect(movements.gatewaySettlement({ settlementId: 'st_1', gross: 1_000, fees: 23 }).lines).toEqual([
      { account: 'bank', amount: 977 },
      { account: 'gateway_fees', amount: 23 },
      { account: 'gateway', amount: -1_000 },
    ]);
  });

  it('settles what a refund leaves without a zero entry, and nothing when nothing is left', () => {
    // A late cancellation that keeps only the fees: the owner's part is 0.
    const posting = movements.settle({
      bookingId,
      ownerId,
      ownerEarning: 0,
      platformFees: 300,
      vat: 45,
      goodwillReimbursed: 0,
    });
    expect(posting?.lines).toEqual([
      { account: 'escrow', amount: 345, bookingId },
      { account: 'platform_fees', amount: -300 },
      { account: 'vat', amount: -45 },
    ]);
    expect(
      movements.settle({
        bookingId,
        ownerId,
        ownerEarning: 0,
        platformFees: 0,
        vat: 0,
        goodwillReimbursed: 0,
      }),
    ).toBeNull();
  });

  it('refuses amounts that are not whole halalas above zero', () => {
    expect(() => movements.charge({ paymentId, bookingId, amount: 0, deposit: 0 })).toThrow(RangeError);
    expect(() => movements.refundOwed({ ...refund, amount: 1.5 })).toThrow(RangeError);
    expect(() => movements.payoutPaid({ ...payout, amount: -1 })).toThrow(RangeError);
    expect(() =>
      movements.settle({
        bookingId,
        ownerId,
        ownerEarning: -1,
        platformFees: 0,
        vat: 0,
        goodwillReimbursed: 0,
      }),
    ).toThrow(RangeError);
    expect(() => movements.gatewaySettlement({ settlementId: 's', gross: 100, fees: 100 })).toThrow(
      RangeError,
    );
  });

  it('settles a whole booking: the owner, the fees and the VAT add up to what was paid', () => {
    const posting = movements.settle({ bookingId, ownerId, ...kept, goodwillReimbursed: 0 });
    expect(posting?.lines[0]).toEqual({ account: 'escrow', amount: price.total, bookingId });
  });
});
