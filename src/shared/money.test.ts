import { describe, expect, it } from 'vitest';
import { cancelsLate, policyDeadline, refundBasisPoints } from './cancellation';
import {
  DEFAULT_FEE_RATES,
  percentOf,
  priceBreakdown,
  RENTAL_VAT_BY,
  rentalVatByOf,
  settlement,
  splitAmount,
} from './money';

/** A rental without VAT on it (VAT_POLICY=owner-only, an owner not registered for VAT). */
const item = {
  dailyRateHalalas: 12_050,
  weeklyDiscountPercent: 10,
  monthlyDiscountPercent: 25,
  rentalVatBy: 'none' as const,
  depositHalalas: 0,
};

describe('priceBreakdown', () => {
  it('charges days × rate with the fees and their VAT, to the halala', () => {
    const price = priceBreakdown({ ...item, days: 3 }, DEFAULT_FEE_RATES);
    expect(price).toMatchObject({
      subtotal: 36_150,
      discountPercent: 0,
      discount: 0,
      rental: 36_150,
      serviceFee: 1_808, // 5 % of 361.50 = 18.075, half up
      serviceFeeVat: 271, // 15 % of 18.08 = 2.712
      commission: 3_615,
      commissionVat: 542, // 15 % of 36.15 = 5.4225
      total: 36_150 + 1_808 + 271,
      ownerEarning: 36_150 - 3_615 - 542,
    });
  });

  it('gives the weekly discount from 7 days and the monthly one from 28', () => {
    expect(priceBreakdown({ ...item, days: 6 }, DEFAULT_FEE_RATES).discountPercent).toBe(0);
    expect(priceBreakdown({ ...item, days: 7 }, DEFAULT_FEE_RATES)).toMatchObject({
      discountPercent: 10,
      discount: 8_435,
    });
    expect(priceBreakdown({ ...item, days: 28 }, DEFAULT_FEE_RATES).discountPercent).toBe(25);
    // A monthly discount smaller than the weekly one never makes a longer rental dearer per day.
    const odd = { ...item, weeklyDiscountPercent: 20, monthlyDiscountPercent: 5 };
    expect(priceBreakdown({ ...odd, days: 30 }, DEFAULT_FEE_RATES).discountPercent).toBe(20);
  });

  it('always adds up: what the renter pays is the owner’s, the fees and the VAT', () => {
    for (const rentalVatBy of RENTAL_VAT_BY)
      for (let rate = 1; rate < 400_000; rate = rate * 3 + 7) {
        for (const days of [1, 2, 7, 13, 28, 30]) {
          const price = priceBreakdown(
            { ...item, rentalVatBy, dailyRateHalalas: rate, days },
            DEFAULT_FEE_RATES,
          );
          const fees = price.serviceFee + price.commission;
          const ajjirsVat =
            price.serviceFeeVat + price.commissionVat + (rentalVatBy === 'platform' ? price.rentalVat : 0);
          expect(price.ownerEarning + fees + ajjirsVat).toBe(price.total);
          for (const share of [0, 5_000, 10_000]) {
            const split = settlement(price, share);
            expect(split.refund.total + split.ownerEarning + split.platformFees + split.vat).toBe(
              price.total,
            );
            expect(split.ownerEarning).toBeGreaterThanOrEqual(0);
          }
        }
      }
  });
});

describe('the VAT on the rental (docs/decisions/0050-vat-deemed-supplier.md)', () => {
  it('is charged by Ajjir for an owner not registered, by the owner when registered, by nobody under owner-only', () => {
    expect(rentalVatByOf('deemed-supplier', false)).toBe('platform');
    expect(rentalVatByOf('deemed-supplier', true)).toBe('owner');
    expect(rentalVatByOf('owner-only', false)).toBe('none');
    expect(rentalVatByOf('owner-only', true)).toBe('owner');
  });

  it('as the deemed supplier: 15 % of the rental on top, owed by Ajjir, the owner’s earning unchanged', () => {
    const price = priceBreakdown({ ...item, rentalVatBy: 'platform', days: 3 }, DEFAULT_FEE_RATES);
    expect(price).toMatchObject({
      rental: 36_150,
      rentalVat: 5_423, // 15 % of 361.50 = 54.225, half up
      rentalVatBy: 'platform',
      serviceFee: 1_808,
      serviceFeeVat: 271,
      total: 36_150 + 5_423 + 1_808 + 271,
      ownerEarning: 36_150 - 3_615 - 542,
    });
    const kept = settlement(price, 0);
    expect(kept.vat).toBe(5_423 + 271 + 542);
    expect(kept.ownerEarning).toBe(36_150 - 3_615 - 542);
  });

  it('for an owner registered for VAT: the same 15 % on top, and part of what the owner earns', () => {
    const price = priceBreakdown({ ...item, rentalVatBy: 'owner', days: 3 }, DEFAULT_FEE_RATES);
    expect(price).toMatchObject({
      rentalVat: 5_423,
      total: 36_150 + 5_423 + 1_808 + 271,
      ownerEarning: 36_150 + 5_423 - 3_615 - 542,
    });
    const kept = settlement(price, 0);
    expect(kept.vat).toBe(271 + 542);
    expect(kept.ownerEarning).toBe(36_150 + 5_423 - 3_615 - 542);
    expect(kept).toMatchObject({ commission: 3_615, commissionVat: 542, platformFees: 1_808 + 3_615 });
  });

  it('goes back with the rental in a refund, in the same proportion', () => {
    for (const rentalVatBy of ['platform', 'owner'] as const) {
      const price = priceBreakdown({ ...item, rentalVatBy, days: 2 }, DEFAULT_FEE_RATES);
      const half = settlement(price, 5_000);
      expect(half.refund.rentalVat).toBe(percentOf(price.rentalVat, 5_000));
      expect(half.refund.total).toBe(
        half.refund.rental + half.refund.rentalVat + half.refund.serviceFee + half.refund.serviceFeeVat,
      );
      expect(settlement(price, 10_000)).toMatchObject({ ownerEarning: 0, platformFees: 0, vat: 0 });
      expect(settlement(price, 10_000).refund.total).toBe(price.total);
    }
  });
});

describe('percentOf', () => {
  it('rounds half up, once', () => {
    expect(percentOf(10, 500)).toBe(1); // 0.5
    expect(percentOf(9, 500)).toBe(0); // 0.45
    expect(() => percentOf(-1, 500)).toThrow(RangeError);
    expect(() => percentOf(1.5, 500)).toThrow(RangeError);
  });
});

describe('settlement', () => {
  it('refunds the fees with the rental share, and takes commission only on what the owner keeps', () => {
    const price = priceBreakdown({ ...item, days: 2 }, DEFAULT_FEE_RATES);
    const half = settlement(price, 5_000);
    expect(half.refund.rental).toBe(12_050);
    expect(half.refund.serviceFee).toBe(percentOf(price.serviceFee, 5_000));
    expect(half.ownerEarning).toBe(12_050 - (price.commission - 1_205) - (price.commissionVat - 181));
    const all = settlement(price, 10_000);
    expect(all.refund.total).toBe(price.total);
    expect(all).toMatchObject({ ownerEarning: 0, platformFees: 0, vat: 0 });
    const none = settlement(price, 0);
    expect(none.refund.total).toBe(0);
    expect(none.ownerEarning).toBe(price.ownerEarning);
  });
});

describe('the cancellation policies', () => {
  // Pickup on 2030-01-10 begins at 2030-01-09T21:00Z (midnight in Riyadh).
  const at = (iso: string) => new Date(iso);
  const renter = (policy: 'flexible' | 'moderate' | 'strict', now: string) =>
    refundBasisPoints({ policy, kind: 'renter_cancelled', startDate: '2030-01-10', now: at(now) });

  it.each([
    ['flexible', '2030-01-08T21:00:00Z', 10_000],
    ['flexible', '2030-01-08T21:00:01Z', 5_000],
    ['flexible', '2030-01-10T12:00:00Z', 5_000],
    ['moderate', '2030-01-06T21:00:00Z', 10_000],
    ['moderate', '2030-01-06T21:00:01Z', 5_000],
    ['strict', '2030-01-02T21:00:00Z', 5_000],
    ['strict', '2030-01-02T21:00:01Z', 0],
  ] as const)('%s, cancelled at %s, refunds %i basis points', (policy, now, expected) => {
    expect(renter(policy, now)).toBe(expected);
  });

  it.each(['owner_declined', 'owner_cancelled', 'expired', 'listing_removed', 'renter_withdrew'] as const)(
    '%s refunds in full, whatever the policy and however late',
    (kind) => {
      expect(
        refundBasisPoints({
          policy: 'strict',
          kind,
          startDate: '2030-01-10',
          now: at('2030-01-10T12:00:00Z'),
        }),
      ).toBe(10_000);
    },
  );
});

describe('cancelsLate', () => {
  const late = (policy: 'flexible' | 'moderate' | 'strict', now: string) =>
    cancelsLate({ policy, startDate: '2030-01-10', now: new Date(now) });

  it('is late once the renter would get less than everything back', () => {
    expect(late('flexible', '2030-01-08T21:00:00Z')).toBe(false);
    expect(late('flexible', '2030-01-08T21:00:01Z')).toBe(true);
    expect(late('moderate', '2030-01-06T21:00:00Z')).toBe(false);
    expect(late('moderate', '2030-01-06T21:00:01Z')).toBe(true);
  });

  it('is always late under the strict policy, which never refunds everything', () => {
    expect(late('strict', '2029-06-01T00:00:00Z')).toBe(true);
    expect(late('strict', '2030-01-02T21:00:01Z')).toBe(true);
  });

  it('ends the better refund at the moment policyDeadline names', () => {
    for (const policy of ['flexible', 'moderate'] as const) {
      const deadline = policyDeadline(policy, '2030-01-10').getTime();
      expect(cancelsLate({ policy, startDate: '2030-01-10', now: new Date(deadline) })).toBe(false);
      expect(cancelsLate({ policy, startDate: '2030-01-10', now: new Date(deadline + 1) })).toBe(true);
    }
  });
});

describe('splitAmount', () => {
  it('divides any amount over the parts, adding up exactly', () => {
    const price = priceBreakdown({ ...item, rentalVatBy: 'platform', days: 3 }, DEFAULT_FEE_RATES);
    for (const amount of [0, 1, 99, 10_000, price.total - 1, price.total]) {
      const split = splitAmount(price, amount);
      expect(split.rental + split.rentalVat + split.serviceFee + split.serviceFeeVat).toBe(amount);
      expect(split.rental).toBeLessThanOrEqual(price.rental);
    }
    expect(splitAmount(price, price.total)).toMatchObject({
      rental: price.rental,
      rentalVat: price.rentalVat,
      serviceFee: price.serviceFee,
      serviceFeeVat: price.serviceFeeVat,
    });
    expect(() => splitAmount(price, price.total + 1)).toThrow(RangeError);
  });
});

it('splitAmount never gives a part more than its own amount', () => {
  for (const rentalVatBy of RENTAL_VAT_BY)
    for (let rate = 1; rate < 50_000; rate = rate * 5 + 3) {
      const price = priceBreakdown(
        { ...item, rentalVatBy, dailyRateHalalas: rate, days: 3 },
        DEFAULT_FEE_RATES,
      );
      for (let amount = 0; amount <= price.total; amount += Math.max(1, Math.floor(price.total / 97))) {
        const split = splitAmount(price, amount);
        expect(split.rental + split.rentalVat + split.serviceFee + split.serviceFeeVat).toBe(amount);
        expect(split.rental).toBeLessThanOrEqual(price.rental);
        expect(split.rentalVat).toBeLessThanOrEqual(price.rentalVat);
        expect(split.serviceFee).toBeLessThanOrEqual(price.serviceFee);
        expect(split.serviceFeeVat).toBeLessThanOrEqual(price.serviceFeeVat);
      }
    }
});
