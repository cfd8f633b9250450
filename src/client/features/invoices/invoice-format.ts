/** How the invoice writes its number and its moment of issue (in Saudi time, Gregorian and Hijri). */
import { todayInRiyadh } from '@shared/bookings';
import { type Language, SAUDI_TIME_ZONE } from '@shared/constants';
import { formatHijriDay, localeOf } from '@shared/format';

/** The moment of issue in Riyadh: the Gregorian date and time, and the Hijri (Umm al-Qura) date. */
export function issuedAtOf(issuedAt: string, language: Language): { gregorian: string; hijri: string } {
  const moment = new Date(issuedAt);
  const gregorian = new Intl.DateTimeFormat(localeOf(language), {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: SAUDI_TIME_ZONE,
  }).format(moment);
  return { gregorian, hijri: formatHijriDay(todayInRiyadh(moment)) };
}
