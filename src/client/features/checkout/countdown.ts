/** The time a renter has left to pay for a request (its `paymentDueAt`), as a live countdown shows it. */
import type { Language } from '@shared/constants';
import { localeOf } from '@shared/format';

/** Below this the countdown turns to a warning colour. */
export const URGENT_MS = 2 * 60_000;

/** Milliseconds from `now` until `dueAt`, never below zero. */
export function msLeft(dueAt: string, now: number): number {
  return Math.max(0, Date.parse(dueAt) - now);
}

/** Whole minutes and seconds, rounded up to the second so the clock shows 0:00 only once time is up. */
export function countdownOf(ms: number): { minutes: number; seconds: number } {
  const total = Math.ceil(Math.max(0, ms) / 1000);
  return { minutes: Math.floor(total / 60), seconds: total % 60 };
}

/** "14:05" in the page's digits ("١٤:٠٥"). */
export function formatCountdown(ms: number, language: Language): string {
  const { minutes, seconds } = countdownOf(ms);
  const twoDigits = new Intl.NumberFormat(localeOf(language), {
    minimumIntegerDigits: 2,
    useGrouping: false,
  });
  return `${twoDigits.format(minutes)}:${twoDigits.format(seconds)}`;
}
