/** Money and rental-length rules (docs/product.md, "Limits"). Money travels as decimal strings. */
import { chargedDays } from './bookings';

/** Converts a decimal string such as "125.50" to integer halalas, exactly. */
export function toHalalas(amount: string): number {
  const match = /^(\d+)(?:\.(\d{1,2}))?$/.exec(amount.trim());
  if (!match) throw new RangeError(`Not a money amount: ${amount}`);
  const [, whole, fraction = ''] = match;
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

export function fromHalalas(halalas: number): string {
  const sign = halalas < 0 ? '-' : '';
  const abs = Math.abs(halalas);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/**
 * Total cost = the days charged (whole days between pickup and return, at
 * least one) × daily rate, as a 2-decimal string. The deposit is apart: it is
 * returned, so it is never part of the total.
 */
export function totalCost(dailyRate: string, startDate: string, endDate: string): string {
  return fromHalalas(toHalalas(dailyRate) * chargedDays(startDate, endDate));
}

/** The breakdown the booking form shows and the server stores. */
export function bookingPrice(
  item: { dailyRate: string; deposit: string | null },
  startDate: string,
  endDate: string,
) {
  return {
    days: chargedDays(startDate, endDate),
    dailyRate: item.dailyRate,
    total: totalCost(item.dailyRate, startDate, endDate),
    deposit: item.deposit,
  };
}
