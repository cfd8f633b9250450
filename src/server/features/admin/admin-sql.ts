/** SQL pieces the admin dashboard, reports and account pages share. */

import { addDays } from '@shared/bookings';
import { SAUDI_TIME_ZONE } from '@shared/constants';
import { type SQL, sql } from 'drizzle-orm';
import type { bookings } from '../../db/schema';

type Moment = typeof bookings.createdAt | typeof bookings.completedAt;

/** A sum of money as the API writes it: two decimals, "0.00" for none. */
export const money = (sum: SQL) => sql<string>`round(coalesce(${sum}, 0), 2)::text`;

/** The Riyadh calendar day of a moment. */
export const riyadhDay = (moment: Moment) => sql`(${moment} AT TIME ZONE ${SAUDI_TIME_ZONE})::date`;

/**
 * The moments from the start of one Riyadh day to the start of the day after
 * another, so that a range of days reads an index on the moment itself.
 */
export function riyadhDays(moment: Moment, startDate: string, endDate: string) {
  const from = sql`(${startDate}::date)::timestamp AT TIME ZONE ${SAUDI_TIME_ZONE}`;
  const until = sql`(${addDays(endDate, 1)}::date)::timestamp AT TIME ZONE ${SAUDI_TIME_ZONE}`;
  return sql`${moment} >= ${from} AND ${moment} < ${until}`;
}
