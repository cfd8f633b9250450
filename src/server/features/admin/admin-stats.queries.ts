/**
 * The dashboard (GET /api/admin/stats and /stats/series), in SQL. Days are
 * calendar days in Riyadh (Asia/Riyadh); weeks start on Sunday, as they do in
 * Saudi Arabia (date_trunc('week') would start them on Monday).
 */

import type { AdminStats, StatsPoint, StatsSeries } from '@shared/api-types';
import { addDays, daysBetween, todayInRiyadh } from '@shared/bookings';
import { STALE_REQUEST_HOURS, type StatsInterval } from '@shared/constants';
import { fromHalalas } from '@shared/pricing';
import type { StatsSeriesQuery } from '@shared/schemas/admin';
import { type SQL, sql } from 'drizzle-orm';
import { type Db, oneRow, selectRows } from '../../db/client';
import { bookings, items, ledgerEntries, users } from '../../db/schema';
import { feesEarnedByDay } from '../payments';
import { money, riyadhDay, riyadhDayBounds, riyadhDays } from './admin-sql';

/** How long the chart looks back when no days are asked for. */
const DEFAULT_SERIES_DAYS = 30;

/** The six cards, in one query of sub-selects (each reads an index or a small partial one). */
export async function adminStats(db: Db, today = todayInRiyadh()): Promise<AdminStats> {
  const rows = await selectRows<
    Omit<AdminStats, 'pendingIssues' | 'pendingIssuesBreakdown'> & AdminStats['pendingIssuesBreakdown']
  >(
    db,
    sql`SELECT
      (SELECT count(*) FROM ${users})::int AS "totalUsers",
      (SELECT count(*) FROM ${items} INNER JOIN ${users} ON ${users.id} = ${items.ownerId}
        WHERE ${items.isAvailable} AND ${items.deletedAt} IS NULL AND ${users.suspendedAt} IS NULL)::int AS "totalItems",
      (SELECT count(*) FROM ${bookings})::int AS "totalBookings",
      (SELECT count(*) FROM ${bookings} WHERE ${bookings.status} = 'active')::int AS "activeBookings",
      (SELECT ${money(sql`-sum(${ledgerEntries.amountHalalas}) / 100.0`)} FROM ${ledgerEntries}
        WHERE ${ledgerEntries.account} = 'platform_fees') AS "totalRevenue",
      (SELECT count(*) FROM ${bookings}
        WHERE ${bookings.status} = 'pending' AND ${bookings.startDate} >= ${today}
          AND ${bookings.createdAt} < now() - make_interval(hours => ${STALE_REQUEST_HOURS}))::int AS "staleRequests",
      (SELECT count(*) FROM ${bookings}
        WHERE ${bookings.status} = 'confirmed' AND ${bookings.endDate} < ${today})::int AS "missedHandovers",
      (SELECT count(*) FROM ${bookings}
        WHERE ${bookings.status} = 'active' AND ${bookings.endDate} < ${today})::int AS "overdueReturns"`,
  );
  const { staleRequests, missedHandovers, overdueReturns, ...totals } = oneRow(rows, 'the admin statistics');
  return {
    ...totals,
    pendingIssues: staleRequests + missedHandovers + overdueReturns,
    pendingIssuesBreakdown: { staleRequests, missedHandovers, overdueReturns },
  };
}

/** The first day of the step a day falls in: itself, or the Sunday on or before it. */
function stepStart(interval: StatsInterval, day: string): string {
  return interval === 'week' ? addDays(day, -new Date(`${day}T00:00:00Z`).getUTCDay()) : day;
}

/** The same in SQL, for a date column or expression. */
const stepStartSql = (interval: StatsInterval, day: SQL) =>
  interval === 'week' ? sql`(${day} - extract(dow FROM ${day})::int)` : day;

/**
 * GET /api/admin/stats/series: every day (or week) of the range, zeros
 * included. Requests count on the day they were made; revenue is Ajjir's fees
 * (service fees and commissions, VAT apart) on the day the ledger earned them
 * (docs/decisions/0045).
 */
export async function statsSeries(db: Db, query: StatsSeriesQuery): Promise<StatsSeries> {
  const { interval } = query;
  const endDate = query.endDate ?? todayInRiyadh();
  const startDate = stepStart(interval, query.startDate ?? addDays(endDate, -(DEFAULT_SERIES_DAYS - 1)));
  const stepDays = interval === 'week' ? 7 : 1;
  const lastStep = Math.floor(daysBetween(startDate, endDate) / stepDays);
  const created = riyadhDay(bookings.createdAt);
  const [requests, fees] = await Promise.all([
    selectRows<{ date: string; bookings: number }>(
      db,
      sql`SELECT to_char(steps.day, 'YYYY-MM-DD') AS "date", coalesce(requests.count, 0)::int AS "bookings"
        FROM (SELECT ${startDate}::date + n * ${stepDays} AS day FROM generate_series(0, ${lastStep}) AS n) AS steps
        LEFT JOIN (
          SELECT ${stepStartSql(interval, created)} AS day, count(*) AS count FROM ${bookings}
          WHERE ${riyadhDays(bookings.createdAt, startDate, endDate)}
          GROUP BY 1
        ) AS requests ON requests.day = steps.day
        ORDER BY steps.day`,
    ),
    feesEarnedByDay(db, { from: riyadhDayBounds(startDate).from, to: riyadhDayBounds(endDate).to }),
  ]);
  const feesOfStep = new Map<string, number>();
  for (const { day, fees: earned } of fees) {
    const step = stepStart(interval, day);
    feesOfStep.set(step, (feesOfStep.get(step) ?? 0) + earned);
  }
  const points: StatsPoint[] = requests.map((point) => ({
    ...point,
    revenue: fromHalalas(feesOfStep.get(point.date) ?? 0),
  }));
  return { interval, startDate, endDate, points };
}
