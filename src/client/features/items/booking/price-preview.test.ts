import { addDays } from '@shared/bookings';
import { DEFAULT_FEE_RATES, type VatPolicy } from '@shared/money';
import { describe, expect, it } from 'vitest';
import { pricePreview } from './price-preview';

const START = '2030-03-01';
/** A rental of `days` charged days from START (the return day is not charged). */
const rent = (item: Parameters<typeof pricePreview>[0], days: number, vatPolicy: VatPolicy = 'owner-only') =>
  pricePreview(item, START, addDays(START, days), { ...DEFAULT_FEE_RATES, vatPolicy });
/** An owner not registered for VAT: under owner-only, no VAT on the rental. */
const item = {
  dailyRate: '100.00',
  weeklyDiscountPercent: 10,
  monthlyDiscountPercent: 25,
  deposit: null,
  owner: { vatRegistered: false },
};

describe('pricePreview', () => {
  it('charges days × rate with no discount under a week, plus the 5% fee and 15% VAT on it', () => {
    const { price, discountKind } = rent(item, 3);
    expect(discountKind).toBeNull();
    expect(price).toMatchObject({
      days: 3,
      subtotal: 30_000,
      discount: 0,
      rental: 30_000,
      serviceFee: 1_500,
      serviceFeeVat: 225,
      total: 31_725,
    });
  });

  it('takes the weekly discount from 7 days, the monthly one from 28', () => {
    const week = rent(item, 7);
    expect(week.discountKind).toBe('weekly');
    expect(week.price).toMatchObject({
      subtotal: 70_000,
      discountPercent: 10,
      discount: 7_000,
      rental: 63_000,
    });
    const month = rent(item, 28);
    expect(month.discountKind).toBe('monthly');
    expect(month.price).toMatchObject({ discountPercent: 25, discount: 70_000, rental: 210_000 });
  });

  it('keeps to the weekly discount when there is no monthly one', () => {
    const month = rent({ ...item, monthlyDiscountPercent: 0 }, 28);
    expect(month.discountKind).toBe('weekly');
    expect(month.price.discountPercent).toBe(10);
  });

  it('adds 15% VAT on the rental as the server will: Ajjir’s as the deemed supplier, or the registered owner’s', () => {
    const deemed = rent(item, 3, 'deemed-supplier').price;
    expect(deemed).toMatchObject({
      rentalVat: 4_500,
      rentalVatBy: 'platform',
      total: 30_000 + 4_500 + 1_500 + 225,
    });
    const registered = { ...item, owner: { vatRegistered: true } };
    for (const policy of ['deemed-supplier', 'owner-only'] as const) {
      expect(rent(registered, 3, policy).price).toMatchObject({ rentalVat: 4_500, rentalVatBy: 'owner' });
    }
  });

  it('rounds each percentage half up to the halala, once', () => {
    // 7 × 33.33 = 233.31; 10% is 23.331 → 23.33; the fee 5% of 209.98 = 10.499 → 10.50; VAT 1.575 → 1.58.
    const { price } = rent({ ...item, dailyRate: '33.33' }, 7);
    expect(price).toMatchObject({ discount: 2_333, rental: 20_998, serviceFee: 1_050, serviceFeeVat: 158 });
    expect(price.total).toBe(20_998 + 1_050 + 158);
  });
});
