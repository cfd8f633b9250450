/**
 * The lines of a rental's price, from the breakdown the server fixed (or the preview computed) with
 * `priceBreakdown` (shared/money.ts): what each reader is shown, in the order they read it. One
 * rule for the item page's preview, the checkout, a booking's page and the admin screens, so the
 * same booking never reads differently in two places. The labels are PriceLines' (price-lines.tsx).
 */
import type { PriceBreakdownAnswer } from '@shared/api-types';

export type PriceLineKey =
  | 'subtotal'
  | 'discount'
  | 'rental'
  /** The VAT on the rental the renter pays, whoever charges it. */
  | 'rentalVat'
  /** The same VAT, on the owner's side when it is theirs (registered for VAT). */
  | 'ownerRentalVat'
  | 'serviceFee'
  | 'serviceFeeVat'
  | 'total'
  | 'commission'
  | 'commissionVat'
  | 'ownerEarning'
  /** The refundable deposit, charged with the rental and held apart (docs/decisions/0057-deposits.md). */
  | 'deposit'
  /** The rental's total and the deposit: what the card is charged. */
  | 'charged';

export interface PriceLine {
  key: PriceLineKey;
  /** Halalas; what is taken off is negative. */
  amount: number;
  /** A line that ends a sum (what the renter pays, what the owner earns). */
  strong: boolean;
}

/**
 * renter: what they pay. owner: what they earn from the rental. all (administrators): both, the
 * renter's sum first.
 */
export type PriceView = 'renter' | 'owner' | 'all';

export interface PriceLinesOptions {
  /** False while the fee rates are unknown (the preview before GET /api/payments/terms): the rental only. */
  fees?: boolean;
  /** What the owner earns when it is not the price's (a late cancellation's settlement). */
  ownerEarning?: number;
}

export function priceLinesOf(
  price: PriceBreakdownAnswer,
  view: PriceView,
  options: PriceLinesOptions = {},
): PriceLine[] {
  const line = (key: PriceLineKey, amount: number, strong = false): PriceLine => ({ key, amount, strong });
  const discounted = price.discount > 0;
  const rental = [
    line('subtotal', price.subtotal),
    ...(discounted ? [line('discount', -price.discount)] : []),
  ];
  if (options.fees === false) return rental;
  // The rental's VAT (docs/decisions/0050-vat-deemed-supplier.md): the renter pays it whoever
  // charges it; it is part of the owner's earning only when they charge it themselves.
  const rentalVat = price.rentalVat > 0 ? [line('rentalVat', price.rentalVat)] : [];
  const ownersVat =
    price.rentalVatBy === 'owner' && price.rentalVat > 0 ? [line('ownerRentalVat', price.rentalVat)] : [];
  // A deposit is not part of the rental's total (nor of its invoice): it follows it, and the card
  // is charged the two together.
  const deposit =
    price.deposit > 0 ? [line('deposit', price.deposit), line('charged', price.charged, true)] : [];
  const renter = [
    ...rentalVat,
    line('serviceFee', price.serviceFee),
    line('serviceFeeVat', price.serviceFeeVat),
    line('total', price.total, true),
    ...deposit,
  ];
  const owner = [
    ...ownersVat,
    line('commission', -price.commission),
    line('commissionVat', -price.commissionVat),
    line('ownerEarning', options.ownerEarning ?? price.ownerEarning, true),
  ];
  switch (view) {
    case 'renter':
      return [...rental, ...renter];
    case 'owner':
      // The rental after the discount is what the commission is taken from.
      return [...rental, ...(discounted ? [line('rental', price.rental)] : []), ...owner];
    case 'all':
      return [...rental, ...renter, line('rental', price.rental), ...owner];
  }
}
