import type { PriceBreakdownAnswer } from '@shared/api-types';
import { DEFAULT_FEE_RATES, priceBreakdown } from '@shared/money';
import { describe, expect, it } from 'vitest';
import { type PriceLine, priceLinesOf } from './price-breakdown-lines';

/**
 * 3 days at 125.00: 375.00, its VAT 56.25 (Ajjir the deemed supplier), fee 18.75, VAT 2.81, total
 * 452.81; commission 37.50 and 5.63, earning 331.87.
 */
const plain: PriceBreakdownAnswer = priceBreakdown(
  {
    dailyRateHalalas: 12_500,
    days: 3,
    weeklyDiscountPercent: 0,
    monthlyDiscountPercent: 0,
    rentalVatBy: 'platform',
    depositHalalas: 0,
  },
  DEFAULT_FEE_RATES,
);
/** 7 days at 125.00 with 10 % off a week: 875.00 less 87.50. */
const discounted: PriceBreakdownAnswer = priceBreakdown(
  {
    dailyRateHalalas: 12_500,
    days: 7,
    weeklyDiscountPercent: 10,
    monthlyDiscountPercent: 0,
    rentalVatBy: 'platform',
    depositHalalas: 0,
  },
  DEFAULT_FEE_RATES,
);

const shown = (lines: PriceLine[]) =>
  lines.map(({ key, amount, strong }) => `${key} ${amount}${strong ? ' =' : ''}`);

describe('priceLinesOf', () => {
  it('gives the renter days × rate, the rental’s VAT, the service fee and its VAT, and what they pay', () => {
    expect(shown(priceLinesOf(plain, 'renter'))).toEqual([
      'subtotal 37500',
      'rentalVat 5625',
      'serviceFee 1875',
      'serviceFeeVat 281',
      'total 45281 =',
    ]);
    // Nobody charges it (VAT_POLICY=owner-only, an owner not registered): no line.
    const none = priceBreakdown(
      {
        dailyRateHalalas: 12_500,
        days: 3,
        weeklyDiscountPercent: 0,
        monthlyDiscountPercent: 0,
        rentalVatBy: 'none',
        depositHalalas: 0,
      },
      DEFAULT_FEE_RATES,
    );
    expect(shown(priceLinesOf(none, 'renter'))).toEqual([
      'subtotal 37500',
      'serviceFee 1875',
      'serviceFeeVat 281',
      'total 39656 =',
    ]);
  });

  it('counts the rental’s VAT in the earning of an owner registered for VAT, on their side too', () => {
    const theirs = priceBreakdown(
      {
        dailyRateHalalas: 12_500,
        days: 3,
        weeklyDiscountPercent: 0,
        monthlyDiscountPercent: 0,
        rentalVatBy: 'owner',
        depositHalalas: 0,
      },
      DEFAULT_FEE_RATES,
    );
    expect(shown(priceLinesOf(theirs, 'owner'))).toEqual([
      'subtotal 37500',
      'ownerRentalVat 5625',
      'commission -3750',
      'commissionVat -563',
      'ownerEarning 38812 =',
    ]);
    expect(shown(priceLinesOf(theirs, 'all'))).toContain('rentalVat 5625');
  });

  it('takes the discount off as a negative line, only when there is one', () => {
    expect(shown(priceLinesOf(discounted, 'renter')).slice(0, 2)).toEqual([
      'subtotal 87500',
      'discount -8750',
    ]);
    expect(priceLinesOf(plain, 'renter').some((line) => line.key === 'discount')).toBe(false);
  });

  it('gives the owner the rental less the commission and its VAT, and what they earn', () => {
    expect(shown(priceLinesOf(plain, 'owner'))).toEqual([
      'subtotal 37500',
      'commission -3750',
      'commissionVat -563',
      'ownerEarning 33187 =',
    ]);
    // With a discount, the rental the commission is taken from is named.
    expect(shown(priceLinesOf(discounted, 'owner')).slice(0, 3)).toEqual([
      'subtotal 87500',
      'discount -8750',
      'rental 78750',
    ]);
  });

  it("shows the owner's earning as settled when it differs from the price's", () => {
    expect(priceLinesOf(plain, 'owner', { ownerEarning: 16_594 }).at(-1)).toEqual({
      key: 'ownerEarning',
      amount: 16_594,
      strong: true,
    });
  });

  it('gives administrators both sums, the renter’s first', () => {
    expect(shown(priceLinesOf(discounted, 'all'))).toEqual([
      'subtotal 87500',
      'discount -8750',
      'rentalVat 11813',
      'serviceFee 3938',
      'serviceFeeVat 591',
      'total 95092 =',
      'rental 78750',
      'commission -7875',
      'commissionVat -1181',
      'ownerEarning 69694 =',
    ]);
  });

  it('adds up: each sum is the lines above it', () => {
    const registered = priceBreakdown(
      {
        dailyRateHalalas: 12_500,
        days: 7,
        weeklyDiscountPercent: 10,
        monthlyDiscountPercent: 0,
        rentalVatBy: 'owner',
        depositHalalas: 0,
      },
      DEFAULT_FEE_RATES,
    );
    for (const price of [plain, discounted, registered]) {
      const renter = priceLinesOf(price, 'renter');
      expect(renter.slice(0, -1).reduce((sum, line) => sum + line.amount, 0)).toBe(price.total);
      const owner = priceLinesOf(price, 'owner').filter((line) => line.key !== 'rental');
      expect(owner.slice(0, -1).reduce((sum, line) => sum + line.amount, 0)).toBe(price.ownerEarning);
    }
  });

  it('shows the rental alone while the fee rates are unknown', () => {
    expect(shown(priceLinesOf(discounted, 'renter', { fees: false }))).toEqual([
      'subtotal 87500',
      'discount -8750',
    ]);
  });
});
