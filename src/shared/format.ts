/** Display rules (docs/product.md, "Limits"), formatted with Intl for the active language. */
import { CURRENCY, type Language, SAUDI_TIME_ZONE } from './constants';
import { fromHalalas } from './halalas';

const LOCALES: Record<Language, string> = { ar: 'ar-SA-u-nu-arab', en: 'en-SA' };

export function localeOf(language: Language): string {
  return LOCALES[language];
}

/** Decimals an amount in riyal needs: none for whole riyals, two whenever there are halalas (15.50, never 16). */
function riyalDigits(amount: string | number): 0 | 2 {
  return Math.round(Number(amount) * 100) % 100 === 0 ? 0 : 2;
}

/** Daily rate, e.g. "١٥٠ ر.س." / "SAR 150", and "SAR 15.50" when it has halalas. */
export function formatDailyRate(amount: string | number, language: Language): string {
  const digits = riyalDigits(amount);
  return new Intl.NumberFormat(LOCALES[language], {
    style: 'currency',
    currency: CURRENCY,
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(Number(amount));
}

/** An amount in riyal without the currency (a price filter's bounds), with its halalas as formatDailyRate. */
export function formatRiyalAmount(amount: string | number, language: Language): string {
  return formatNumber(Number(amount), language, riyalDigits(amount));
}

/** Totals: always two decimals. */
export function formatMoney(amount: string | number, language: Language): string {
  return new Intl.NumberFormat(LOCALES[language], {
    style: 'currency',
    currency: CURRENCY,
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(Number(amount));
}

/** An amount in integer halalas (the payments' answers), as formatMoney shows it. */
export function formatHalalas(halalas: number, language: Language): string {
  return formatMoney(fromHalalas(halalas), language);
}

export function formatNumber(value: number, language: Language, digits = 0): string {
  return new Intl.NumberFormat(LOCALES[language], {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(value);
}

/** An invoice's sequence number as written, in the page's digits and without grouping: "1042", "١٠٤٢". */
export function formatInvoiceNumber(number: number, language: Language): string {
  return new Intl.NumberFormat(LOCALES[language], { useGrouping: false }).format(number);
}

/** A whole percent (a discount, a tax rate), e.g. "25%" / "٢٥٪"; 2.5 keeps its decimal. */
export function formatPercent(percent: number, language: Language): string {
  return new Intl.NumberFormat(LOCALES[language], { style: 'percent', maximumFractionDigits: 2 }).format(
    percent / 100,
  );
}

/** Rating with one decimal, or null when there is none yet (shown only above 0). */
export function formatRating(rating: string | number, language: Language): string | null {
  const value = Number(rating);
  return value > 0 ? formatNumber(value, language, 1) : null;
}

/**
 * Distance in the page's language: metres (to the nearest 10) under a
 * kilometre, else kilometres with one decimal; e.g. "٤٥٠ م" or "3.2 km".
 * (Miles and feet do not fit a product used in Saudi Arabia: docs/decisions/0016.)
 */
export function formatDistance(kilometres: number, language: Language): string {
  const metres = kilometres < 1;
  return new Intl.NumberFormat(LOCALES[language], {
    style: 'unit',
    unit: metres ? 'meter' : 'kilometer',
    unitDisplay: 'short',
    maximumFractionDigits: metres ? 0 : 1,
  }).format(metres ? Math.max(10, Math.round((kilometres * 1000) / 10) * 10) : kilometres);
}

export function formatDate(value: string | Date, language: Language): string {
  return new Intl.DateTimeFormat(LOCALES[language], { dateStyle: 'medium' }).format(new Date(value));
}

/** A calendar day ('YYYY-MM-DD') as people read it, e.g. "Tue, Dec 15, 2026" or "١٥ ديسمبر ٢٠٢٦". */
export function formatDay(day: string, language: Language, options: { weekday?: boolean } = {}): string {
  return new Intl.DateTimeFormat(LOCALES[language], {
    ...(options.weekday && { weekday: 'short' }),
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${day}T00:00:00Z`));
}

/**
 * The same day in the Hijri calendar (Umm al-Qura, as used in Saudi Arabia), e.g. "٦ رجب ١٤٤٨ هـ",
 * or in English "Rajab 6, 1448 AH".
 */
export function formatHijriDay(day: string, language: Language = 'ar'): string {
  const locale = language === 'ar' ? 'ar-SA-u-ca-islamic-umalqura-nu-arab' : 'en-SA-u-ca-islamic-umalqura';
  return new Intl.DateTimeFormat(locale, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${day}T00:00:00Z`));
}

/** Two calendar days as one range, the shared parts said once: "Dec 14 – 16, 2026", "١٤–١٦ ديسمبر ٢٠٢٦". */
export function formatDayRange(start: string, end: string, language: Language): string {
  return new Intl.DateTimeFormat(LOCALES[language], {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }).formatRange(new Date(`${start}T00:00:00Z`), new Date(`${end}T00:00:00Z`));
}

/** A moment as it reads in Saudi Arabia (Asia/Riyadh), with the weekday: "Tue, Dec 15, 2026, 9:00 PM". */
export function formatMoment(value: string | Date, language: Language): string {
  return new Intl.DateTimeFormat(LOCALES[language], {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone: SAUDI_TIME_ZONE,
  }).format(new Date(value));
}

/** The day of a moment in Riyadh, with its weekday: "Tuesday, December 15, 2026" / "الثلاثاء، ١٥ ديسمبر ٢٠٢٦". */
export function formatWeekday(value: string | Date, language: Language): string {
  return new Intl.DateTimeFormat(LOCALES[language], {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: SAUDI_TIME_ZONE,
  }).format(new Date(value));
}

/**
 * A deadline that falls at midnight in Riyadh (a cancellation policy's: whole days before the pickup
 * day began), said once and one way: the last whole day it covers, which the sentence calls "until
 * the end of", e.g. "Monday, December 7, 2026" / "الاثنين، ٧ ديسمبر ٢٠٢٦". "Before Tuesday, 12:00
 * AM" would name the same moment but read as Tuesday noon to many (docs/decisions/0054).
 */
export function formatDeadline(deadline: Date | string, language: Language): string {
  return formatWeekday(new Date(new Date(deadline).getTime() - 1), language);
}

export function formatYear(value: Date, language: Language): string {
  return new Intl.DateTimeFormat(LOCALES[language], { year: 'numeric' }).format(value);
}
