/** SQL pieces the admin dashboard, reports, account pages and money screens share. */

import { addDays } from '@shared/bookings';
import { SAUDI_TIME_ZONE } from '@shared/constants';
import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

type Moment = AnyPgColumn | SQL;

/** A sum of money as the API writes it: two decimals, "0.00" for none. */
export const money = (sum: SQL) => sql<string>`round(coalesce(${sum}, 0), 2)::text`;

/** The Riyadh calendar day of a moment. */
export const riyadhDay = (moment: Moment) => sql`(${moment} AT TIME ZONE ${SAUDI_TIME_ZONE})::date`;

/** The first moment of a Riyadh day, in SQL. */
const startOfDay = (day: string) => sql`(${day}::date)::timestamp AT TIME ZONE ${SAUDI_TIME_ZONE}`;

/** Moments from the start of a Riyadh day on. */
export const riyadhFrom = (moment: Moment, day: string) => sql`${moment} >= ${startOfDay(day)}`;

/** Moments before the end of a Riyadh day. */
export const riyadhUntil = (moment: Moment, day: string) => sql`${moment} < ${startOfDay(addDays(day, 1))}`;

/**
 * The moments from the start of one Riyadh day to the start of the day after
 * another, so that a range of days reads an index on the moment itself.
 */
export function riyadhDays(moment: Moment, startDate: string, endDate: string) {
  return sql`${riyadhFrom(moment, startDate)} AND ${riyadhUntil(moment, endDate)}`;
}

/**
 * A Riyadh day as moments, [from, to), for what is asked outside SQL (the ledger's totals, the
 * gateway's list). Saudi Arabia keeps UTC+3 all year, without daylight saving, so every day there
 * is the 24 hours from 21:00 UTC the evening before.
 */
export function riyadhDayBounds(day: string): { from: Date; to: Date } {
  return { from: new Date(`${day}T00:00:00+03:00`), to: new Date(`${addDays(day, 1)}T00:00:00+03:00`) };
}
