/**
 * An item's calendar: the days held by confirmed or active bookings and the
 * days its owner blocked. Whatever changes what is held (confirming a
 * booking, blocking days) first locks the item's row, so two such changes to
 * one item happen one after the other and each sees the other's result;
 * bookings also cannot overlap each other in the database itself
 * (bookings_no_overlap), nor blocks each other (item_blocked_dates_no_overlap).
 */

import type { Availability, DateRange } from '@shared/api-types';
import { BLOCKING_BOOKING_STATUSES } from '@shared/constants';
import { and, asc, eq, gte, inArray, lte, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bookings, itemBlockedDates, items, users } from '../../db/schema';

/** The item and its owner's standing, locked until the transaction ends. */
export async function lockItem(tx: Db, itemId: string) {
  const [row] = await tx
    .select({ item: items, ownerSuspendedAt: users.suspendedAt })
    .from(items)
    .innerJoin(users, eq(users.id, items.ownerId))
    .where(eq(items.id, itemId))
    .for('update', { of: items });
  return row;
}

type DateColumn =
  | typeof bookings.startDate
  | typeof itemBlockedDates.startDate
  | typeof bookings.endDate
  | typeof itemBlockedDates.endDate;
const overlapping = (start: DateColumn, end: DateColumn, range: DateRange) =>
  sql`daterange(${start}, ${end}, '[]') && daterange(${range.startDate}::date, ${range.endDate}::date, '[]')`;

/** What already holds some of these days: a booking, a block, or nothing. */
export async function takenBetween(
  tx: Db,
  itemId: string,
  range: DateRange,
  options: { exceptBookingId?: string } = {},
): Promise<'booked' | 'blocked' | null> {
  const [booked] = await tx
    .select({ id: bookings.id })
    .from(bookings)
    .where(
      and(
        eq(bookings.itemId, itemId),
        inArray(bookings.status, [...BLOCKING_BOOKING_STATUSES]),
        overlapping(bookings.startDate, bookings.endDate, range),
        options.exceptBookingId ? ne(bookings.id, options.exceptBookingId) : undefined,
      ),
    )
    .limit(1);
  if (booked) return 'booked';
  const [blocked] = await tx
    .select({ id: itemBlockedDates.id })
    .from(itemBlockedDates)
    .where(
      and(
        eq(itemBlockedDates.itemId, itemId),
        overlapping(itemBlockedDates.startDate, itemBlockedDates.endDate, range),
      ),
    )
    .limit(1);
  return blocked ? 'blocked' : null;
}

/** GET /api/items/{id}/availability: held days between two dates, for the calendar. */
export async function availabilityOf(
  db: Db,
  itemId: string,
  window: DateRange,
  { forOwner }: { forOwner: boolean },
): Promise<Availability> {
  const [booked, blocked] = await Promise.all([
    db
      .select({ startDate: bookings.startDate, endDate: bookings.endDate })
      .from(bookings)
      .where(
        and(
          eq(bookings.itemId, itemId),
          inArray(bookings.status, [...BLOCKING_BOOKING_STATUSES]),
          lte(bookings.startDate, window.endDate),
          gte(bookings.endDate, window.startDate),
        ),
      )
      .orderBy(asc(bookings.startDate)),
    db
      .select({
        startDate: itemBlockedDates.startDate,
        endDate: itemBlockedDates.endDate,
        reason: itemBlockedDates.reason,
      })
      .from(itemBlockedDates)
      .where(
        and(
          eq(itemBlockedDates.itemId, itemId),
          lte(itemBlockedDates.startDate, window.endDate),
          gte(itemBlockedDates.endDate, window.startDate),
        ),
      )
      .orderBy(asc(itemBlockedDates.startDate)),
  ]);
  return {
    booked,
    // Why the owner is away is the owner's business.
    blocked: forOwner ? blocked : blocked.map(({ startDate, endDate }) => ({ startDate, endDate })),
  };
}

/**
 * Ranges as one sorted list with overlapping and touching ranges joined
 * (10–12 and 13–15 become 10–15), keeping the first reason given.
 */
export function mergeRanges<T extends DateRange & { reason?: string | null }>(ranges: T[]): T[] {
  const sorted = [...ranges].sort((a, b) => a.startDate.localeCompare(b.startDate));
  const merged: T[] = [];
  for (const range of sorted) {
    const last = merged.at(-1);
    const dayAfterLast =
      last && new Date(Date.parse(`${last.endDate}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    if (last && dayAfterLast && range.startDate <= dayAfterLast) {
      if (range.endDate > last.endDate) last.endDate = range.endDate;
      last.reason ??= range.reason;
    } else {
      merged.push({ ...range });
    }
  }
  return merged;
}
