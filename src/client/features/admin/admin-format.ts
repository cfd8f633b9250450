/**
 * Formats the admin screens need beyond shared/format.ts, with Intl in the
 * page's language (Arabic-Indic digits in Arabic), in Riyadh's time.
 */
import { type Language, SAUDI_TIME_ZONE } from '@shared/constants';
import { formatDay, formatNumber, localeOf } from '@shared/format';

/** A moment with its time, e.g. "Mar 15, 2026, 2:05 PM" / "١٥ مارس ٢٠٢٦ في ٢:٠٥ م". */
export function formatDateTime(value: string | Date, language: Language): string {
  return new Intl.DateTimeFormat(localeOf(language), {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: SAUDI_TIME_ZONE,
  }).format(new Date(value));
}

/**
 * A moment as shared/format.ts's formatMoment says it ("Tue, Mar 3, 2026, 9:00 AM" / "الثلاثاء، ٣
 * مارس ٢٠٢٦، ٩:٠٠ ص"), in two parts: the day, and the time of day, which a narrow column should keep
 * on one line (else "ص" or "AM" wraps alone onto a line of its own).
 */
export function momentParts(value: string | Date, language: Language): { day: string; time: string } {
  const parts = new Intl.DateTimeFormat(localeOf(language), {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone: SAUDI_TIME_ZONE,
  }).formatToParts(new Date(value));
  const hour = parts.findIndex((part) => part.type === 'hour');
  const text = (from: number, to?: number) =>
    parts
      .slice(from, to)
      .map((part) => part.value)
      .join('');
  return { day: text(0, hour).trimEnd(), time: text(hour) };
}

/** A number that names something (an invoice's, a job's), in the page's digits and never grouped: "١٢٠٤". */
export function formatPlainNumber(value: number, language: Language): string {
  return new Intl.NumberFormat(localeOf(language), { useGrouping: false }).format(value);
}

const WAIT_UNITS: [unit: 'second' | 'minute' | 'hour' | 'day', seconds: number][] = [
  ['day', 86_400],
  ['hour', 3_600],
  ['minute', 60],
];

/**
 * How long something has waited, in its largest whole unit: "45 seconds", "3 minutes" / "٣ دقائق"
 * (Intl words the plural; a unit is used from twice its size, so 90 seconds reads "90 seconds").
 */
export function formatWaited(seconds: number, language: Language): string {
  const whole = Math.max(0, Math.floor(seconds));
  const [unit, size] = WAIT_UNITS.find(([, each]) => whole >= 2 * each) ?? ['second', 1];
  return new Intl.NumberFormat(localeOf(language), { style: 'unit', unit, unitDisplay: 'long' }).format(
    Math.floor(whole / size),
  );
}

/** A number for a chart's axis, shortened ("12.5K" / "١٢٫٥ ألف"); the legend says the unit. */
export function formatCompactNumber(value: number, language: Language): string {
  return new Intl.NumberFormat(localeOf(language), { notation: 'compact', maximumFractionDigits: 1 }).format(
    value,
  );
}

/** A rating with two decimals, "0.00" when there is none yet (docs/product.md, "Pages", the user's page). */
export function formatRatingFixed(rating: string | number, language: Language): string {
  const value = Number(rating);
  return formatNumber(Number.isFinite(value) ? value : 0, language, 2);
}

/** A day on the chart's time axis: "Mar 15" / "١٥ مارس". */
export function formatShortDay(day: string, language: Language): string {
  return new Intl.DateTimeFormat(localeOf(language), {
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  }).format(new Date(`${day}T00:00:00Z`));
}

/** A day in full, for the chart's tooltip and table. */
export { formatDay };

/**
 * Text for an SVG label in an Arabic page: the chart's SVG is laid out left
 * to right (so its axes line up), and an isolate keeps "١٢ ألف ر.س." in
 * right-to-left order inside it.
 */
export function svgText(text: string, language: Language): string {
  return language === 'ar' ? `\u2067${text}\u2069` : text;
}
