/**
 * What a rental costs and who gets what, in integer halalas, exactly
 * (docs/decisions/0044-payments.md). One function computes the whole
 * breakdown; the checkout preview, the server, the invoice and the ledger
 * all call it, so they can never disagree by a halala.
 *
 *   subtotal   = days × daily rate
 *   discount   = subtotal × (monthly % from 28 days, else weekly % from 7 days)
 *   rental     = subtotal − discount                   (the owner's price)
 *   rentalVat  = rental × 15 %, or 0                   (who charges it: `rentalVatBy`)
 *   serviceFee = rental × SERVICE_FEE_PERCENT          (the renter pays it)
 *   commission = rental × COMMISSION_PERCENT           (taken from the owner's share)
 *   VAT        = 15 % of each fee
 *   renter pays   rental + rentalVat + serviceFee + serviceFeeVat
 *   owner earns   rental (+ rentalVat when it is theirs) − commission − commissionVat
 *   charged now   total + deposit                      (the deposit is refundable: no fee, no VAT,
 *                                                      outside the tax invoice; decision 0057)
 *
 * The VAT on the rental (docs/decisions/0050-vat-deemed-supplier.md): an owner registered for VAT
 * charges it and accounts for it ('owner'; it is part of what they earn); for an owner who is not,
 * Ajjir is the deemed supplier under VAT_POLICY=deemed-supplier and charges and accounts for it
 * ('platform'), or nobody does under VAT_POLICY=owner-only ('none').
 *
 * Every percentage of an amount is rounded half up to the halala, once.
 */

import type { BookingStatus } from './constants';

/** VAT in Saudi Arabia, in basis points (15 %). */
export const VAT_BASIS_POINTS = 1500;
/** The longest rental that counts as weekly and monthly for the owner's discounts. */
export const WEEKLY_DISCOUNT_DAYS = 7;
export const MONTHLY_DISCOUNT_DAYS = 28;
/** The largest discount an owner may give, in percent. */
export const MAX_DISCOUNT_PERCENT = 90;

/**
 * Who is the supplier of a rental for VAT (VAT_POLICY, docs/operations.md): 'deemed-supplier' (the
 * law since 1 January 2026: Ajjir for owners not registered for VAT) or 'owner-only' (only owners
 * registered for VAT charge it; the rental of any other owner carries none).
 */
export const VAT_POLICIES = ['deemed-supplier', 'owner-only'] as const;
export type VatPolicy = (typeof VAT_POLICIES)[number];
export const DEFAULT_VAT_POLICY: VatPolicy = 'deemed-supplier';

/** Who charges the VAT on a rental and owes it to the tax authority: nobody, Ajjir, or the owner. */
export const RENTAL_VAT_BY = ['none', 'platform', 'owner'] as const;
export type RentalVatBy = (typeof RENTAL_VAT_BY)[number];

/**
 * Whose supply a tax invoice is for: Ajjir's to the renter (the service fee, and the rental when
 * Ajjir is its supplier), an owner's rental issued on their behalf, or Ajjir's commission to the owner.
 */
export const INVOICE_SUPPLIES = ['platform', 'owner', 'commission'] as const;
export type InvoiceSupply = (typeof INVOICE_SUPPLIES)[number];

/** The one rule: who charges the VAT on the rental of an owner, under `policy`. */
export function rentalVatByOf(policy: VatPolicy, ownerVatRegistered: boolean): RentalVatBy {
  if (ownerVatRegistered) return 'owner';
  return policy === 'deemed-supplier' ? 'platform' : 'none';
}

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
  /** Who charges the VAT on the rental (`rentalVatByOf`), fixed at the request. */
  rentalVatBy: RentalVatBy;
  /** The listing's refundable deposit in halalas, 0 for none (docs/decisions/0057-deposits.md). */
  depositHalalas: number;
}

export interface PriceBreakdown {
  days: number;
  dailyRate: number;
  subtotal: number;
  /** The percent applied (0, the weekly or the monthly one). */
  discountPercent: number;
  discount: number;
  rental: number;
  /** The VAT on the rental: 15 % of it, or 0 when nobody charges it (`rentalVatBy`). */
  rentalVat: number;
  rentalVatBy: RentalVatBy;
  serviceFee: number;
  serviceFeeVat: number;
  commission: number;
  commissionVat: number;
  /** What the renter pays for the rental: the tax invoice's total. */
  total: number;
  /** What the owner receives once the rental completes. */
  ownerEarning: number;
  /** The refundable deposit, held while the rental runs: not a supply, not on the invoice. */
  deposit: number;
  /** What the renter is charged at checkout: the total and the deposit. */
  charged: number;
}

/** The discount a rental of `days` gets: the monthly one from 28 days, the weekly one from 7; the larger applies. */
export function discountPercentFor(
  input: Pick<PriceInput, 'days' | 'weeklyDiscountPercent' | 'monthlyDiscountPercent'>,
): number {
  const weekly = input.days >= WEEKLY_DISCOUNT_DAYS ? input.weeklyDiscountPercent : 0;
  const monthly = input.days >= MONTHLY_DISCOUNT_DAYS ? input.monthlyDiscountPercent : 0;
  return Math.max(weekly, monthly);
}

/** The whole breakdown of one rental. */
export function priceBreakdown(input: PriceInput, rates: FeeRates): PriceBreakdown {
  const { dailyRateHalalas: dailyRate, days, depositHalalas: deposit } = input;
  if (!Number.isSafeInteger(days) || days < 1) throw new RangeError(`Not a number of days: ${days}`);
  if (!Number.isSafeInteger(deposit) || deposit < 0) throw new RangeError(`Not a deposit: ${deposit}`);
  const subtotal = dailyRate * days;
  const discountPercent = discountPercentFor(input);
  const discount = percentOf(subtotal, discountPercent * 100);
  const rental = subtotal - discount;
  const { rentalVatBy } = input;
  const rentalVat = rentalVatBy === 'none' ? 0 : percentOf(rental, VAT_BASIS_POINTS);
  const serviceFee = percentOf(rental, rates.serviceFeeBasisPoints);
  const serviceFeeVat = percentOf(serviceFee, VAT_BASIS_POINTS);
  const commission = percentOf(rental, rates.commissionBasisPoints);
  const commissionVat = percentOf(commission, VAT_BASIS_POINTS);
  const total = rental + rentalVat + serviceFee + serviceFeeVat;
  return {
    days,
    dailyRate,
    subtotal,
    discountPercent,
    discount,
    rental,
    rentalVat,
    rentalVatBy,
    serviceFee,
    serviceFeeVat,
    commission,
    commissionVat,
    total,
    ownerEarning: rental + (rentalVatBy === 'owner' ? rentalVat : 0) - commission - commissionVat,
    deposit,
    charged: total + deposit,
  };
}

/** The parts of a charge that a refund gives back, and what stays: the rental, its VAT, the fee and its VAT. */
export interface Split {
  rental: number;
  rentalVat: number;
  serviceFee: number;
  serviceFeeVat: number;
  total: number;
}

export interface Settlement {
  /** Given back to the renter. */
  refund: Split;
  /**
   * Kept: the owner's earning (with the rental's VAT when the owner charges it), the platform's
   * fees, and the VAT Ajjir owes (on its fees, and on the rental when it is the deemed supplier).
   */
  ownerEarning: number;
  platformFees: number;
  vat: number;
  /** The commission and its VAT kept, part of platformFees and vat: Ajjir's supply to the owner. */
  commission: number;
  commissionVat: number;
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
    rentalVat: back(price.rentalVat),
    serviceFee: back(price.serviceFee),
    serviceFeeVat: back(price.serviceFeeVat),
    total: 0,
  };
  refund.total = refund.rental + refund.rentalVat + refund.serviceFee + refund.serviceFeeVat;
  const keptRental = price.rental - refund.rental;
  const keptRentalVat = price.rentalVat - refund.rentalVat;
  const keptServiceFee = price.serviceFee - refund.serviceFee;
  const keptServiceFeeVat = price.serviceFeeVat - refund.serviceFeeVat;
  const keptCommission = price.commission - back(price.commission);
  const keptCommissionVat = price.commissionVat - back(price.commissionVat);
  return {
    refund,
    ownerEarning:
      keptRental + (price.rentalVatBy === 'owner' ? keptRentalVat : 0) - keptCommission - keptCommissionVat,
    platformFees: keptServiceFee + keptCommission,
    vat: keptServiceFeeVat + keptCommissionVat + (price.rentalVatBy === 'platform' ? keptRentalVat : 0),
    commission: keptCommission,
    commissionVat: keptCommissionVat,
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
  const values = [price.rental, price.rentalVat, price.serviceFee, price.serviceFeeVat];
  const parts = values.map((value) => Math.floor((value * amount) / price.total));
  const remainders = values.map((value) => (value * amount) % price.total);
  let left = amount - parts.reduce((sum, part) => sum + part, 0);
  const order = [0, 1, 2, 3].sort((a, b) => (remainders[b] ?? 0) - (remainders[a] ?? 0));
  for (const index of order) {
    if (left === 0) break;
    parts[index] = (parts[index] ?? 0) + 1;
    left -= 1;
  }
  const [rental = 0, rentalVat = 0, serviceFee = 0, serviceFeeVat = 0] = parts;
  return { rental, rentalVat, serviceFee, serviceFeeVat, total: amount };
}

/** Statuses of a booking that ended before its rental ran. */
export const ENDED_EARLY_STATUSES = [
  'declined',
  'expired',
  'cancelled',
] as const satisfies readonly BookingStatus[];

/**
 * What the owner receives from a booking as it stands, in halalas (docs/decisions/0044-payments.md,
 * "The ledger"): once settled, what the settlement credited them (`settled`: all of the earning
 * after the rental, the share kept after a late cancellation); nothing when it ended before the
 * rental without a settlement (everything went back to the renter); otherwise the price's earning,
 * still to come (or, for a booking made before payments, paid to them directly).
 */
export function ownerShareOf(
  booking: { status: BookingStatus; ownerEarning: number },
  settled: number | null,
): number {
  if (settled !== null) return settled;
  return (ENDED_EARLY_STATUSES as readonly BookingStatus[]).includes(booking.status)
    ? 0
    : booking.ownerEarning;
}
