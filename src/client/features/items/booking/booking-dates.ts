/**
 * The booking form's calendar, as pure rules: which days a renter may click
 * and what a click does. A first click picks the pickup day; the second the
 * return day, within the owner's minimum and maximum length and never across
 * a booked or blocked day (returnDayBounds in shared/bookings.ts, the rule
 * the server applies too), and never past the booking horizon (lastDay).
 */
import { bookableLengths, isDayHeld, lastBookableDay, returnDayBounds } from '@shared/bookings';

export interface DaySelection {
  start: string | null;
  end: string | null;
}

export interface CalendarRules {
  /** Today in Riyadh, 'YYYY-MM-DD'. */
  today: string;
  /** The last day a rental may end or a blocked range start (lastBookableDay in shared/bookings.ts). */
  lastDay: string;
  item: { minRentalDays: number; maxRentalDays: number | null };
  /** Booked and blocked ranges. */
  held: readonly { startDate: string; endDate: string }[];
}

export const NO_SELECTION: DaySelection = { start: null, end: null };

/** A renter's calendar: the owner's lengths under the platform's maximum, up to the booking horizon. */
export function rentalCalendarRules(
  item: { minRentalDays: number; maxRentalDays: number | null },
  held: CalendarRules['held'],
  today: string,
): CalendarRules {
  return { today, lastDay: lastBookableDay(today), item: bookableLengths(item), held };
}

/** A calendar cell's Date (local midnight) as a day, 'YYYY-MM-DD'. */
export function dayOfDate(date: Date): string {
  const month = String(date.getMonth() + 1).padStart(2, '0');
  const day = String(date.getDate()).padStart(2, '0');
  return `${date.getFullYear()}-${month}-${day}`;
}

/** A day as the local-midnight Date the calendar draws. */
export function dateOfDay(day: string): Date {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(year, month - 1, date);
}

/** Whether a day can start a rental: not past, not held, and long enough before the next held day. */
function canStartOn(day: string, rules: CalendarRules): boolean {
  return day >= rules.today && returnDayBounds(rules.item, day, rules.held, rules.lastDay) !== null;
}

/** Whether the calendar lets the renter click `day` now. */
export function isDaySelectable(day: string, selection: DaySelection, rules: CalendarRules): boolean {
  if (day < rules.today || day > rules.lastDay || isDayHeld(day, rules.held)) return false;
  if (!selection.start || selection.end) return canStartOn(day, rules);
  if (day < selection.start) return canStartOn(day, rules);
  if (day === selection.start) return true;
  const bounds = returnDayBounds(rules.item, selection.start, rules.held, rules.lastDay);
  return bounds !== null && day >= bounds.earliest && day <= bounds.latest;
}

/** The selection after a click on `day`: a new pickup day, or the return day of the pending one. */
export function pickDay(selection: DaySelection, day: string, rules: CalendarRules): DaySelection {
  if (!isDaySelectable(day, selection, rules)) return selection;
  if (!selection.start || selection.end || day < selection.start) return { start: day, end: null };
  if (day === selection.start) {
    // A second click on the pickup day: a same-day rental where the owner allows one.
    const bounds = returnDayBounds(rules.item, day, rules.held, rules.lastDay);
    return bounds?.earliest === day ? { start: day, end: day } : selection;
  }
  return { start: selection.start, end: day };
}

/** A selection read from the address (?start=&end=), kept only if it is still bookable. */
export function selectionFromAddress(
  start: string | null,
  end: string | null,
  rules: CalendarRules,
): DaySelection {
  const isDay = (value: string | null): value is string =>
    value !== null && /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(value));
  if (!isDay(start) || !isDaySelectable(start, NO_SELECTION, rules)) return NO_SELECTION;
  if (!isDay(end)) return { start, end: null };
  return pickDay({ start, end: null }, end, rules);
}
