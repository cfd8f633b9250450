/**
 * What a rental costs and who gets what, in integer halalas, exactly
 * (docs/decisions/0044-payments.md). One function computes the whole
 * breakdown; the checkout preview, the server, the invoice and the ledger
 * all call it, so they can never disagree by a halala.
 *
 *   subtotal   = days × daily rate
 *   discount   = subtotal × (monthly % from 28 days, else weekly % from 7 days)
 *   rental     = subtotal − discount                   (the owner's price)
 *   serviceFee = rental × SERVICE_FEE_PERCENT          (the renter pays it)
 *   commission = rental × COMMISSION_PERCENT           (taken from the owner's share)
 *   VAT        = 15 % of each fee
 *   renter pays   rental + serviceFee + serviceFeeVat
 *   owner earns   rental − commission − commissionVat
 *
 * Every percentage of an amount is rounded half up to the halala, once.
 */

/** VAT in Saudi Arabia, in basis points (15 %). */
export const VAT_BASIS_POINTS = 1500;
/** The longest rental that counts as weekly and monthly for the owner's discounts. */
export const WEEKLY_DISCOUNT_DAYS = 7;
export const MONTHLY_DISCOUNT_DAYS = 28;
/** The largest discount an owner may give, in percent. */
export const MAX_DISCOUNT_PERCENT = 90;

/** The platform's two fees, in basis points (5 % = 500). Set by the server's configuration. */
export interface FeeRates {
  serviceFeeBasisPoints: number;
  commissionBasisPoints: number;
}

/** The defaults when the operator sets none: a 5 % service fee and a 10 % commission. */
export const DEFAULT_FEE_RATES: FeeRates = { serviceFeeBasisPoints: 500, commissionBasisPoints: 1000 };

/** `basisPoints` / 10,000 of `amount`, rounded half up to a whole halala. */
export function percentOf(amount: number, basisPoints: number): number {
  if (!Number.isSafeInteger(amount) || amount < 0) throw new RangeError(`Not an amount: ${amount}`);
  return Math.floor((amount * basisPoints + 5000) / 10000);
}

/** A whole or decimal percent (5, 2.5) as basis points. */
export function basisPointsOf(percent: number): number {
  return Math.round(percent * 100);
}

export interface PriceInput {
  dailyRateHalalas: number;
  days: number;
  /** Whole percents, 0 for none. */
  weeklyDiscountPercent: number;
  monthlyDiscountPercent: number;
}

export interface PriceBreakdown {
  days: number;
  dailyRate: number;
  subtotal: number;
  /** The percent applied (0, the weekly or the monthly one). */
  discountPercent: number;
  discount: number;
  rental: number;
  serviceFee: number;
  serviceFeeVat: number;
  commission: number;
  commissionVat: number;
  /** What the renter pays. */
  total: number;
  /** What the owner receives once the rental completes. */
  ownerEarning: number;
}

/** The discount a rental of `days` gets: the monthly one from 28 days, the weekly one from 7; the larger applies. */
export function discountPercentFor(input: Omit<PriceInput, 'dailyRateHalalas'>): number {
  const weekly = input.days >= WEEKLY_DISCOUNT_DAYS ? input.weeklyDiscountPercent : 0;
  const monthly = input.days >= MONTHLY_DISCOUNT_DAYS ? input.monthlyDiscountPercent : 0;
  return Math.max(weekly, monthly);
}

/** The whole breakdown of one rental. */
export function priceBreakdown(input: PriceInput, rates: FeeRates): PriceBreakdown {
  const { dailyRateHalalas: dailyRate, days } = input;
  if (!Number.isSafeInteger(days) || days < 1) throw new RangeError(`Not a number of days: ${days}`);
  const subtotal = dailyRate * days;
  const discountPercent = discountPercentFor(input);
  const discount = percentOf(subtotal, discountPercent * 100);
  const rental = subtotal - discount;
  const serviceFee = percentOf(rental, rates.serviceFeeBasisPoints);
  const serviceFeeVat = percentOf(serviceFee, VAT_BASIS_POINTS);
  const commission = percentOf(rental, rates.commissionBasisPoints);
  const commissionVat = percentOf(commission, VAT_BASIS_POINTS);
  return {
    days,
    dailyRate,
    subtotal,
    discountPercent,
    discount,
    rental,
    serviceFee,
    serviceFeeVat,
    commission,
    commissionVat,
    total: rental + serviceFee + serviceFeeVat,
    ownerEarning: rental - commission - commissionVat,
  };
}

/** The parts of a charge that a refund gives back, and what stays: the rental, the fee and its VAT. */
export interface Split {
  rental: number;
  serviceFee: number;
  serviceFeeVat: number;
  total: number;
}

export interface Settlement {
  /** Given back to the renter. */
  refund: Split;
  /** Kept: the owner's earning, the platform's fees and the VAT on them. */
  ownerEarning: number;
  platformFees: number;
  vat: number;
}

/**
 * How a charge divides when `refundBasisPoints` of it goes back to the renter
 * (10,000: all; 0: none). Fees go back with the rental in the same proportion,
 * and the commission is taken only on the part of the rental the owner keeps.
 * refund.total + ownerEarning + platformFees + vat = price.total, always.
 */
export function settlement(price: PriceBreakdown, refundBasisPoints: number): Settlement {
  const back = (amount: number) => percentOf(amount, refundBasisPoints);
  const refund = {
    rental: back(price.rental),
    serviceFee: back(price.serviceFee),
    serviceFeeVat: back(price.serviceFeeVat),
    total: 0,
  };
  refund.total = refund.rental + refund.serviceFee + refund.serviceFeeVat;
  const keptRental = price.rental - refund.rental;
  const keptServiceFee = price.serviceFee - refund.serviceFee;
  const keptServiceFeeVat = price.serviceFeeVat - refund.serviceFeeVat;
  const keptCommission = price.commission - back(price.commission);
  const keptCommissionVat = price.commissionVat - back(price.commissionVat);
  return {
    refund,
    ownerEarning: keptRental - keptCommission - keptCommissionVat,
    platformFees: keptServiceFee + keptCommission,
    vat: keptServiceFeeVat + keptCommissionVat,
  };
}

/**
 * Any refund amount (an administrator's) divided over the parts of the charge in proportion:
 * each part rounded down, then the halalas left over go to the parts with the largest remainders
 * (never more than a part's own amount), so the parts add up to `amount` exactly.
 */
export function splitAmount(price: PriceBreakdown, amount: number): Split {
  if (!Number.isSafeInteger(amount) || amount < 0 || amount > price.total) {
    throw new RangeError(`Not a refund of this charge: ${amount}`);
  }
  const values = [price.rental, price.serviceFee, price.serviceFeeVat];
  const parts = values.map((value) => Math.floor((value * amount) / price.total));
  const remainders = values.map((value) => (value * amount) % price.total);
  let left = amount - parts.reduce((sum, part) => sum + part, 0);
  const order = [0, 1, 2].sort((a, b) => (remainders[b] ?? 0) - (remainders[a] ?? 0));
  for (const index of order) {
    if (left === 0) break;
    parts[index] = (parts[index] ?? 0) + 1;
    left -= 1;
  }
  const [rental = 0, serviceFee = 0, serviceFeeVat = 0] = parts;
  return { rental, serviceFee, serviceFeeVat, total: amount };
}
