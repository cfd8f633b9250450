/**
 * The one-line example under a discount on the listing form ("A rental of 7 days: SAR 630 instead
 * of SAR 700"), computed by the rule renters are charged by (`priceBreakdown`), so what the owner
 * reads is what a renter will see.
 */
import { MAX_RENTAL_DAYS } from '@shared/bookings';
import { DEFAULT_FEE_RATES, MAX_DISCOUNT_PERCENT, priceBreakdown } from '@shared/money';
import { toHalalas } from '@shared/pricing';

export interface DiscountExample {
  days: number;
  /** Halalas: the price before the discount, and after. */
  full: number;
  price: number;
}

/** A discount as typed: a whole percent in range, else null (the example waits for a valid one). */
function percentOf(value: unknown): number | null {
  const text = String(value ?? '').trim();
  if (!/^\d{1,2}$/.test(text)) return text === '' ? 0 : null;
  const percent = Number(text);
  return percent <= MAX_DISCOUNT_PERCENT ? percent : null;
}

/**
 * What a rental of `days` costs with the discounts typed so far, or null when there is nothing to
 * show: no valid daily rate yet, no discount for that length, or a rental that long is not allowed.
 */
export function discountExample(
  values: { dailyRate?: unknown; weeklyDiscountPercent?: unknown; monthlyDiscountPercent?: unknown },
  days: number,
  longestRental: number | null = MAX_RENTAL_DAYS,
): DiscountExample | null {
  const rate = String(values.dailyRate ?? '').trim();
  if (!/^\d{1,7}(\.\d{1,2})?$/.test(rate) || Number(rate) <= 0) return null;
  if (days > (longestRental ?? MAX_RENTAL_DAYS)) return null;
  const weekly = percentOf(values.weeklyDiscountPercent);
  const monthly = percentOf(values.monthlyDiscountPercent);
  if (weekly === null || monthly === null) return null;
  const price = priceBreakdown(
    {
      dailyRateHalalas: toHalalas(rate),
      days,
      weeklyDiscountPercent: weekly,
      monthlyDiscountPercent: monthly,
      rentalVatBy: 'none',
      depositHalalas: 0,
    },
    // Fees do not change the rental's price, which is all the example shows.
    DEFAULT_FEE_RATES,
  );
  return price.discount > 0 ? { days, full: price.subtotal, price: price.rental } : null;
}
