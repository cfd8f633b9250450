/**
 * The booking form's price, computed by the one shared rule (`priceBreakdown`,
 * docs/decisions/0044-payments.md) with the fee rates the server answers, so the preview is the
 * amount the renter will be charged, to the halala.
 */
import type { Item, PaymentTerms } from '@shared/api-types';
import { chargedDays } from '@shared/bookings';
import { MONTHLY_DISCOUNT_DAYS, type PriceBreakdown, priceBreakdown, rentalVatByOf } from '@shared/money';
import { toHalalas } from '@shared/pricing';

export type DiscountKind = 'weekly' | 'monthly';

export interface PricePreview {
  price: PriceBreakdown;
  /** Which of the owner's discounts applies, if any. */
  discountKind: DiscountKind | null;
}

type PricedItem = Pick<Item, 'dailyRate' | 'deposit' | 'weeklyDiscountPercent' | 'monthlyDiscountPercent'> & {
  owner: Pick<Item['owner'], 'vatRegistered'>;
};

/** The whole price of renting `item` from `startDate` to `endDate` (both included). */
export function pricePreview(
  item: PricedItem,
  startDate: string,
  endDate: string,
  terms: Pick<PaymentTerms, 'serviceFeeBasisPoints' | 'commissionBasisPoints' | 'vatPolicy'>,
): PricePreview {
  const price = priceBreakdown(
    {
      dailyRateHalalas: toHalalas(item.dailyRate),
      days: chargedDays(startDate, endDate),
      weeklyDiscountPercent: item.weeklyDiscountPercent,
      monthlyDiscountPercent: item.monthlyDiscountPercent,
      // Who charges the rental's VAT, as the server will decide it at the request.
      rentalVatBy: rentalVatByOf(terms.vatPolicy, item.owner.vatRegistered),
      // Charged with the payment and refunded after the rental (docs/decisions/0057-deposits.md).
      depositHalalas: item.deposit === null ? 0 : toHalalas(item.deposit),
    },
    terms,
  );
  return { price, discountKind: discountKindOf(item, price) };
}

/** The monthly discount when it is the one applied (it is when it is the larger and the rental long enough). */
export function discountKindOf(item: PricedItem, price: PriceBreakdown): DiscountKind | null {
  if (price.discountPercent === 0) return null;
  return price.days >= MONTHLY_DISCOUNT_DAYS && price.discountPercent === item.monthlyDiscountPercent
    ? 'monthly'
    : 'weekly';
}
