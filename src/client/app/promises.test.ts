/**
 * Every trust statement is true of every listing it covers, or names its condition
 * (docs/decisions/0034 and 0052). These read every string of the site, in both languages, for the
 * promises the product does not keep everywhere: free cancellation (only the flexible policy's, and
 * only until its deadline), a count of listings no query gave, "the owner confirms" where instant
 * booking confirms at once, and a deposit held in person (Ajjir holds every new booking's, and
 * returns it unless a claim keeps some: docs/decisions/0057-deposits.md).
 */
import { CANCELLATION_RULES } from '@shared/constants';
import { describe, expect, it } from 'vitest';
import { adminStrings } from '../features/admin/admin.i18n';
import { ar as siteAr } from '../i18n/resources/ar';
import { en as siteEn } from '../i18n/resources/en';
import { pageStrings } from './page-strings';

type Tree = { [key: string]: string | Tree };

function entries(tree: Tree, prefix = ''): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string'
      ? [[`${prefix}${key}`, value] as [string, string]]
      : entries(value, `${prefix}${key}.`),
  );
}

const STRINGS = {
  en: entries({ ...siteEn, ...pageStrings.en, ...adminStrings.en } as Tree),
  ar: entries({ ...siteAr, ...pageStrings.ar, ...adminStrings.ar } as Tree),
};

const lookup = (language: 'ar' | 'en', key: string) => STRINGS[language].find(([k]) => k === key)?.[1];

describe('the promises in the site’s strings', () => {
  it('promise free cancellation only with its condition: the flexible policy, up to its deadline', () => {
    const free = {
      en: (text: string) => /cancel/i.test(text) && /\bfree\b/i.test(text),
      ar: (text: string) => /الإلغاء|إلغاء|تلغي/.test(text) && /مجان/.test(text),
    };
    const named = { en: /flexible/i, ar: /المرنة|المرن/ };
    for (const language of ['en', 'ar'] as const) {
      const claims = STRINGS[language].filter(([, text]) => free[language](text));
      expect(claims.length, language).toBeGreaterThan(0);
      for (const [key, text] of claims) {
        expect(text, key).toMatch(named[language]);
        expect(text, key).toContain('{{hours}}');
      }
    }
    // The hours the home page fills in are the flexible policy's, whatever they become.
    expect(CANCELLATION_RULES.flexible.before).toBe(10_000);
  });

  it('claim no number of listings that no query counted', () => {
    for (const [key, text] of STRINGS.en) expect(text, key).not.toMatch(/\b(thousands|hundreds|millions)\b/i);
    for (const [key, text] of STRINGS.ar) expect(text, key).not.toMatch(/آلاف|مئات|ملايين/);
  });

  it('never say the owner confirms every request without naming instant booking, which confirms at once', () => {
    const confirms = { en: /owner confirms/i, ar: /يؤكده المالك|يؤكد المالك/ };
    const instant = { en: /instant/i, ar: /فوري/ };
    for (const language of ['en', 'ar'] as const) {
      for (const [key, text] of STRINGS[language]) {
        if (!confirms[language].test(text)) continue;
        // The item page says it of one listing, only when that listing takes requests (booking-card.tsx).
        if (key === 'itemPage.booking.ownerConfirms') continue;
        expect(text, key).toMatch(instant[language]);
      }
    }
  });

  it('describe the deposit one way: held by Ajjir and returned unless a claim keeps some', () => {
    const notHeld = { en: /does not hold it|settled in person/i, ar: /لا يحتفظ به أجّر|مباشرةً عند الاستلام/ };
    for (const language of ['en', 'ar'] as const) {
      for (const [key, text] of STRINGS[language]) {
        // Only a booking made before deposits were collected says so (rental-dates.tsx).
        if (key === 'deposit.inPerson') continue;
        expect(text, key).not.toMatch(notHeld[language]);
      }
    }
    expect(lookup('en', 'deposit.terms')).toBe(
      'Paid with the rental and held by Ajjir while it runs; back in full once the item is returned and the claim window closes, unless the owner claims for damage.',
    );
    expect(lookup('ar', 'deposit.terms')).toBe(
      'يُدفع مع الإيجار ويحفظه أجّر طوال مدته، ثم يُردّ كاملًا بعد إرجاع الغرض وانقضاء مهلة المطالبات، ما لم يطالب المالك بتعويض عن ضرر.',
    );
  });
});
