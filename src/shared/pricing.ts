/** Money and rental-length rules (docs/product.md, "Limits"). Money travels as decimal strings. */
import { chargedDays } from './bookings';
import { fromHalalas, toHalalas } from './halalas';

export { fromHalalas, toHalalas } from './halalas';

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
