/**
 * The best-selling report's days, kept in the address
 * (/admin/reports?startDate=&endDate=), and the quick ranges that fill them,
 * counted in Riyadh's calendar.
 */
import { addDays } from '@shared/bookings';

export const QUICK_RANGES = ['last7', 'last30', 'thisMonth', 'lastMonth', 'thisYear'] as const;
export type QuickRange = (typeof QUICK_RANGES)[number];

export interface DayRange {
  startDate: string;
  endDate: string;
}

/** The days of a quick range, `today` being Riyadh's today ('YYYY-MM-DD'); both ends inclusive. */
export function quickRange(range: QuickRange, today: string): DayRange {
  const [year, month] = today.split('-') as [string, string];
  switch (range) {
    case 'last7':
      return { startDate: addDays(today, -6), endDate: today };
    case 'last30':
      return { startDate: addDays(today, -29), endDate: today };
    case 'thisMonth':
      return { startDate: `${year}-${month}-01`, endDate: today };
    case 'lastMonth': {
      const lastDay = addDays(`${year}-${month}-01`, -1);
      return { startDate: `${lastDay.slice(0, 7)}-01`, endDate: lastDay };
    }
    case 'thisYear':
      return { startDate: `${year}-01-01`, endDate: today };
  }
}

/** Which quick range these days are, if any (its button then shows as chosen). */
export function matchingQuickRange(range: Partial<DayRange>, today: string): QuickRange | undefined {
  return QUICK_RANGES.find((quick) => {
    const days = quickRange(quick, today);
    return days.startDate === range.startDate && days.endDate === range.endDate;
  });
}

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

function isoDay(value: string | null): string | undefined {
  if (!value || !ISO_DAY.test(value)) return undefined;
  // A real day of the calendar (not 2026-02-31).
  return new Date(`${value}T00:00:00Z`).toISOString().slice(0, 10) === value ? value : undefined;
}

export type ReportRangeState =
  | { status: 'incomplete'; startDate?: string; endDate?: string }
  | { status: 'invalid'; startDate: string; endDate: string; problem: 'end_before_start' }
  | { status: 'ready'; startDate: string; endDate: string };

/** Reads the report's days: both needed (docs/product.md, "Validation"), and the end not before the start. */
export function reportRangeFromParams(params: URLSearchParams): ReportRangeState {
  const startDate = isoDay(params.get('startDate'));
  const endDate = isoDay(params.get('endDate'));
  if (!startDate || !endDate) return { status: 'incomplete', startDate, endDate };
  if (endDate < startDate) return { status: 'invalid', startDate, endDate, problem: 'end_before_start' };
  return { status: 'ready', startDate, endDate };
}

/** Writes the days back, leaving out an empty one. */
export function paramsFromReportRange(range: Partial<DayRange>): URLSearchParams {
  const params = new URLSearchParams();
  if (range.startDate) params.set('startDate', range.startDate);
  if (range.endDate) params.set('endDate', range.endDate);
  return params;
}
