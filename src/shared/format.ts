/** Display rules of SPEC section 9, formatted with Intl for the active language. */
import { CURRENCY, FEET_PER_MILE, type Language } from './constants';

const LOCALES: Record<Language, string> = { ar: 'ar-SA-u-nu-arab', en: 'en-SA' };

export function localeOf(language: Language): string {
  return LOCALES[language];
}

/** Daily rate: whole riyals, e.g. "١٥٠ ر.س." / "SAR 150". */
export function formatDailyRate(amount: string | number, language: Language): string {
  return new Intl.NumberFormat(LOCALES[language], {
    style: 'currency',
    currency: CURRENCY,
    minimumFractionDigits: 0,
    maximumFractionDigits: 0,
  }).format(Number(amount));
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

export function formatNumber(value: number, language: Language, digits = 0): string {
  return new Intl.NumberFormat(LOCALES[language], {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(value);
}

/** Rating with one decimal, or null when there is none yet (shown only above 0). */
export function formatRating(rating: string | number, language: Language): string | null {
  const value = Number(rating);
  return value > 0 ? formatNumber(value, language, 1) : null;
}

/** Under a mile: feet; otherwise miles with one decimal. */
export function distanceParts(miles: number): { unit: 'feet' | 'miles'; value: number } {
  if (miles < 1) return { unit: 'feet', value: Math.round(miles * FEET_PER_MILE) };
  return { unit: 'miles', value: Math.round(miles * 10) / 10 };
}

export function formatDate(value: string | Date, language: Language): string {
  return new Intl.DateTimeFormat(LOCALES[language], { dateStyle: 'medium' }).format(new Date(value));
}

export function formatYear(value: Date, language: Language): string {
  return new Intl.DateTimeFormat(LOCALES[language], { year: 'numeric' }).format(value);
}
