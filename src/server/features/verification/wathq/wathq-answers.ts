/**
 * Wathq's answers as the client reads them (docs/sms-and-wathq-sandboxes.md): only the fields Ajjir
 * uses, any others let through unread. A registration's status comes out in Ajjir's words where
 * Wathq's are recognised, else as Wathq wrote it; dates come out as ISO Gregorian dates or null.
 */
import { z } from 'zod';

/** Wathq writes numbers as text in some versions and as numbers in others. */
const digits = z.union([z.string(), z.number()]).transform(String);

const registrationStatus = z.object({
  id: z.union([z.string(), z.number()]).nullish(),
  name: z.string().nullish(),
  nameEn: z.string().nullish(),
});

/**
 * `GET /commercial-registration/info/{id}`: the current version's fields (`issueDateGregorian`); an
 * older version's `issueDate` and `expiryDate` are read too when there.
 */
export const wathqRegistration = z.object({
  crNumber: digits.nullish(),
  crNationalNumber: digits.nullish(),
  name: z.string().min(1),
  status: registrationStatus,
  issueDateGregorian: z.string().nullish(),
  issueDate: z.string().nullish(),
  expiryDateGregorian: z.string().nullish(),
  expiryDate: z.string().nullish(),
});

/** A refusal: Wathq's dotted code (`404.2.1`) and its words. */
export const wathqError = z.object({ code: z.string().optional(), message: z.string().optional() });

export type RegistrationStatus = 'active' | 'suspended' | 'expired' | 'cancelled';

/**
 * Wathq's status words, in the versions' two languages (`active`, «نشط», «السجل التجاري قائم»…).
 * Its full list is not public, so a status not recognised here is passed on as written.
 */
const STATUS_WORDS: [RegistrationStatus, RegExp][] = [
  ['cancelled', /cancel|deleted|struck|مشطوب|شطب|ملغ/i],
  ['suspended', /suspend|موقوف|معلق/i],
  ['expired', /expire|منته/i],
  ['active', /\bactive\b|نشط|فعال|قائم/i],
];
/** "Not active" says nothing of which of the others it is. */
const NEGATED = /inactive|not active|غير/i;

function statusOfWords(words: string): RegistrationStatus | null {
  if (NEGATED.test(words)) return null;
  return STATUS_WORDS.find(([, pattern]) => pattern.test(words))?.[0] ?? null;
}

/** The status in Ajjir's words, or Wathq's own when not recognised. */
export function registrationStatusOf(status: z.output<typeof registrationStatus>): string {
  // Older versions name the status in its id ("active"); the current one numbers it.
  const sources = [typeof status.id === 'string' ? status.id : null, status.nameEn, status.name];
  for (const words of sources) {
    const known = words ? statusOfWords(words) : null;
    if (known) return known;
  }
  return (
    status.name ??
    status.nameEn ??
    (status.id === null || status.id === undefined ? 'unknown' : String(status.id))
  );
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})/;
const DAY_FIRST = /^(\d{2})[/-](\d{2})[/-](\d{4})$/;

/** A Gregorian date as `YYYY-MM-DD`; null for none, and for a Hijri date (years 1300–1599). */
export function gregorianDateOf(value: string | null | undefined): string | null {
  const text = value?.trim() ?? '';
  const iso = ISO_DATE.exec(text);
  const dayFirst = DAY_FIRST.exec(text);
  const [year, month, day] = iso
    ? [iso[1], iso[2], iso[3]]
    : dayFirst
      ? [dayFirst[3], dayFirst[2], dayFirst[1]]
      : [];
  if (!year || !month || !day || Number(year) < 1900) return null;
  return `${year}-${month}-${day}`;
}
