import { DEFAULT_FEE_RATES, priceBreakdown, settlement } from '@shared/money';
import { describe, expect, it } from 'vitest';
import { assertBalanced, type LedgerLine } from './ledger';
import {
  chargeLines,
  payoutFailedLines,
  payoutLines,
  payoutPaidLines,
  refundOwedLines,
  refundSentLines,
  settleLines,
} from './movements';

const bookingId = '00000000-0000-4000-8000-000000000001';
const ownerId = '00000000-0000-4000-8000-000000000002';
const sum = (lines: LedgerLine[]) => lines.reduce((total, line) => total + line.amount, 0);

describe('the line builders', () => {
  const price = priceBreakdown(
    { dailyRateHalalas: 12_050, days: 3, weeklyDiscountPercent: 0, monthlyDiscountPercent: 0 },
    DEFAULT_FEE_RATES,
  );
  const kept = settlement(price, 0);
  const events: [string, LedgerLine[]][] = [
    ['charge', chargeLines({ bookingId, amount: price.total })],
    ['refund owed', refundOwedLines({ bookingId, amount: 1_234 })],
    ['refund sent', refundSentLines({ bookingId, amount: 1_234 })],
    ['settle', settleLines({ bookingId, ownerId, ...kept })],
    ['payout', payoutLines({ ownerId, amount: 5_000 })],
    ['payout paid', payoutPaidLines({ ownerId, amount: 5_000 })],
    ['payout failed', payoutFailedLines({ ownerId, amount: 5_000 })],
  ];

  it.each(events)('%s: sums to zero and makes a transaction', (_event, lines) => {
    expect(sum(lines)).toBe(0);
    expect(() => assertBalanced(lines)).not.toThrow();
  });

  it('writes the entries of decision 0044', () => {
    expect(chargeLines({ bookingId, amount: 100 })).toEqual([
      { account: 'gateway', amount: 100 },
      { account: 'escrow', amount: -100, bookingId },
    ]);
    expect(refundOwedLines({ bookingId, amount: 40 })).toEqual([
      { account: 'escrow', amount: 40, bookingId },
      { account: 'refunds_owed', amount: -40, bookingId },
    ]);
    expect(refundSentLines({ bookingId, amount: 40 })).toEqual([
      { account: 'refunds_owed', amount: 40, bookingId },
      { account: 'gateway', amount: -40 },
    ]);
    expect(settleLines({ bookingId, ownerId, ownerEarning: 50, platformFees: 8, vat: 2 })).toEqual([
      { account: 'escrow', amount: 60, bookingId },
      { account: 'owner', amount: -50, userId: ownerId },
      { account: 'platform_fees', amount: -8 },
      { account: 'vat', amount: -2 },
    ]);
    expect(payoutLines({ ownerId, amount: 70 })).toEqual([
      { account: 'owner', amount: 70, userId: ownerId },
      { account: 'payouts_in_transit', amount: -70, userId: ownerId },
    ]);
    expect(payoutPaidLines({ ownerId, amount: 70 })).toEqual([
      { account: 'payouts_in_transit', amount: 70, userId: ownerId },
      { account: 'gateway', amount: -70 },
    ]);
    expect(payoutFailedLines({ ownerId, amount: 70 })).toEqual([
      { account: 'payouts_in_transit', amount: 70, userId: ownerId },
      { account: 'owner', amount: -70, userId: ownerId },
    ]);
  });

  it('settles what a full refund leaves (nothing for the owner) without a zero entry', () => {
    // A late cancellation that keeps only the fees: the owner's part is 0.
    const lines = settleLines({ bookingId, ownerId, ownerEarning: 0, platformFees: 300, vat: 45 });
    expect(lines).toEqual([
      { account: 'escrow', amount: 345, bookingId },
      { account: 'platform_fees', amount: -300 },
      { account: 'vat', amount: -45 },
    ]);
    expect(sum(lines)).toBe(0);
    expect(settleLines({ bookingId, ownerId, ownerEarning: 0, platformFees: 0, vat: 0 })).toEqual([]);
  });

  it('settles every refund share of a charge in balance', () => {
    for (const basisPoints of [0, 2_500, 5_000, 10_000]) {
      const split = settlement(price, basisPoints);
      const lines = settleLines({ bookingId, ownerId, ...split });
      expect(sum(lines)).toBe(0);
      expect(lines.every((line) => line.amount !== 0)).toBe(true);
      // What is settled and what is refunded are the whole charge.
      expect((lines[0]?.amount ?? 0) + split.refund.total).toBe(price.total);
    }
  });

  it('refuses amounts that are not positive whole halalas', () => {
    expect(() => chargeLines({ bookingId, amount: 0 })).toThrow(RangeError);
    expect(() => refundOwedLines({ bookingId, amount: -5 })).toThrow(RangeError);
    expect(() => payoutLines({ ownerId, amount: 10.5 })).toThrow(RangeError);
    expect(() => settleLines({ bookingId, ownerId, ownerEarning: -1, platformFees: 1, vat: 0 })).toThrow(
      RangeError,
    );
  });
});

describe('assertBalanced', () => {
  it('refuses lines that do not make a transaction', () => {
    expect(() =>
      assertBalanced([
        { account: 'gateway', amount: 100 },
        { account: 'vat', amount: -99 },
      ]),
    ).toThrow(/sum to zero/);
    expect(() =>
      assertBalanced([
        { account: 'gateway', amount: 0 },
        { account: 'vat', amount: 0 },
      ]),
    ).toThrow(/non-zero/);
    expect(() =>
      assertBalanced([
        { account: 'gateway', amount: 0.5 },
        { account: 'vat', amount: -0.5 },
      ]),
    ).toThrow(/whole/);
    expect(() => assertBalanced([{ account: 'gateway', amount: 0 }])).toThrow(/two entries/);
    expect(() => assertBalanced([])).toThrow(/two entries/);
    expect(() =>
      assertBalanced([
        { account: 'gateway', amount: 5 },
        { account: 'owner', amount: -5 },
      ]),
    ).toThrow(/names its owner/);
    expect(() =>
      assertBalanced([
        { account: 'gateway', amount: 5 },
        { account: 'escrow', amount: -5 },
      ]),
    ).toThrow(/names its booking/);
  });
});
