/**
 * The dashboard chart's choices and the shape of its data: a range of the
 * last 7, 30, 90 or 365 days (Riyadh) up to today, by day or by week.
 */
import type { StatsPoint } from '@shared/api-types';
import { addDays } from '@shared/bookings';
import type { StatsInterval } from '@shared/constants';

export const STATS_RANGES = [7, 30, 90, 365] as const;
export type StatsRange = (typeof STATS_RANGES)[number];
export const DEFAULT_STATS_RANGE: StatsRange = 30;

/** Long ranges read better by week (13 or 53 bars rather than 90 or 365). */
export function defaultIntervalFor(range: StatsRange): StatsInterval {
  return range >= 90 ? 'week' : 'day';
}

/** The query of GET /api/admin/stats/series: `range` days ending today, both inclusive. */
export function seriesQuery(range: StatsRange, interval: StatsInterval, today: string) {
  return { startDate: addDays(today, -(range - 1)), endDate: today, interval };
}

export interface ChartPoint {
  date: string;
  bookings: number;
  /** SAR, as a number for the chart's scale. */
  revenue: number;
}

/** The API's points with the revenue as a number (the API sends decimal strings). */
export function toChartPoints(points: readonly StatsPoint[]): ChartPoint[] {
  return points.map((point) => ({
    date: point.date,
    bookings: point.bookings,
    revenue: Number(point.revenue) || 0,
  }));
}

/** The totals over the range, for the chart's summary; revenue summed in halalas to avoid float drift. */
export function seriesTotals(points: readonly StatsPoint[]): { bookings: number; revenue: number } {
  let bookings = 0;
  let halalas = 0;
  for (const point of points) {
    bookings += point.bookings;
    halalas += Math.round((Number(point.revenue) || 0) * 100);
  }
  return { bookings, revenue: halalas / 100 };
}

/** Nothing happened in the range: no requests and no revenue (the chart then shows an empty state). */
export function isEmptySeries(points: readonly StatsPoint[]): boolean {
  return points.every((point) => point.bookings === 0 && !(Number(point.revenue) > 0));
}

/** The busiest step, for the summary ("busiest: 12 Aug, 9 requests"); null when there were none. */
export function busiestPoint(points: readonly StatsPoint[]): StatsPoint | null {
  let best: StatsPoint | null = null;
  for (const point of points) {
    if (point.bookings > 0 && (!best || point.bookings > best.bookings)) best = point;
  }
  return best;
}
