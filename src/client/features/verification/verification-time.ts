/**
 * How verification says when: the day something was checked, in Riyadh, with its Hijri day beside it
 * ("٦ ديسمبر ٢٠٢٦ (٢٦ جمادى الآخرة ١٤٤٨ هـ)", "December 6, 2026 (Jumada II 26, 1448 AH)"), a time of
 * day, the clock of a countdown ("02:59", "٠٢:٥٩"), and a short wait in words' units.
 */
import { todayInRiyadh } from '@shared/bookings';
import { type Language, SAUDI_TIME_ZONE } from '@shared/constants';
import { formatHijriDay, localeOf } from '@shared/format';

/** The day of a moment in Riyadh, Gregorian then Hijri. */
export function verifiedDayText(moment: string, language: Language): string {
  const gregorian = new Intl.DateTimeFormat(localeOf(language), {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: SAUDI_TIME_ZONE,
  }).format(new Date(moment));
  return `${gregorian} (${formatHijriDay(todayInRiyadh(new Date(moment)), language)})`;
}

/** A moment's time of day in Riyadh: "1:00 PM", "١:٠٠ م". */
export function timeOfDayText(moment: string, language: Language): string {
  return new Intl.DateTimeFormat(localeOf(language), {
    hour: 'numeric',
    minute: '2-digit',
    timeZone: SAUDI_TIME_ZONE,
  }).format(new Date(moment));
}

/** Milliseconds from `now` until `moment`, never below zero. */
export function msUntil(moment: string, now: number): number {
  return Math.max(0, Date.parse(moment) - now);
}

/** Whole minutes and seconds, rounded up to the second, as "mm:ss" in the page's digits. */
export function clockText(ms: number, language: Language): string {
  const total = Math.ceil(Math.max(0, ms) / 1000);
  const twoDigits = new Intl.NumberFormat(localeOf(language), {
    minimumIntegerDigits: 2,
    useGrouping: false,
  });
  return `${twoDigits.format(Math.floor(total / 60))}:${twoDigits.format(total % 60)}`;
}

/** The whole minutes a screen reader is told are left: rounded up, so "about 3 minutes" from 2:01. */
export function minutesLeftOf(ms: number): number {
  return Math.ceil(Math.max(0, ms) / 60_000);
}

/**
 * A short wait as a sentence counts it ("in 45 seconds", "in a minute"), not as a clock, which reads
 * like a time of day: whole minutes when it is some, else seconds, rounded up to the second.
 */
export function waitOf(ms: number): { unit: 'minutes' | 'seconds'; count: number } {
  const seconds = Math.ceil(Math.max(0, ms) / 1000);
  return seconds > 0 && seconds % 60 === 0
    ? { unit: 'minutes', count: seconds / 60 }
    : { unit: 'seconds', count: seconds };
}
