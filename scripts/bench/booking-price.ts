/**
 * The price columns of bulk-generated bookings, computed in SQL as `priceBreakdown`
 * (src/shared/money.ts) prices a request at the default fees without a discount: every booking
 * carries its price (bookings_priced, docs/decisions/0046-one-money-model.md). Each percentage is
 * rounded half up once, in integer halalas.
 */

import { type SQL, sql } from 'drizzle-orm';
import { DEFAULT_FEE_RATES, VAT_BASIS_POINTS } from '../../src/shared/money';

/** The columns `bookingPriceValues` fills, in its order, for an INSERT's column list. */
export const BOOKING_PRICE_COLUMNS = sql.raw(
  'total_cost, discount_percent, subtotal_halalas, discount_halalas, rental_halalas, service_fee_halalas, ' +
    'service_fee_vat_halalas, commission_halalas, commission_vat_halalas, total_halalas, ' +
    'owner_earning_halalas, cancellation_policy',
);

const percentOf = (amount: SQL, basisPoints: number) =>
  sql`((${amount}) * ${sql.raw(String(basisPoints))} + 5000) / 10000`;

/** The values for BOOKING_PRICE_COLUMNS, from a daily rate (numeric) and the charged days. */
export function bookingPriceValues(dailyRate: SQL, chargedDays: SQL, policy: SQL = sql`'flexible'`): SQL {
  const subtotal = sql`(round((${dailyRate}) * 100)::bigint * greatest(1, ${chargedDays}))`;
  const fee = percentOf(subtotal, DEFAULT_FEE_RATES.serviceFeeBasisPoints);
  const feeVat = percentOf(fee, VAT_BASIS_POINTS);
  const commission = percentOf(subtotal, DEFAULT_FEE_RATES.commissionBasisPoints);
  const commissionVat = percentOf(commission, VAT_BASIS_POINTS);
  return sql`${subtotal} / 100.0, 0, ${subtotal}, 0, ${subtotal}, ${fee}, ${feeVat}, ${commission},
    ${commissionVat}, ${subtotal} + ${fee} + ${feeVat}, ${subtotal} - ${commission} - ${commissionVat}, ${policy}`;
}
