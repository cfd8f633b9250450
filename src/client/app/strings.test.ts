import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ERROR_CODES } from '@shared/errors';
import { VALIDATION_MESSAGES } from '@shared/validation';
import { describe, expect, it } from 'vitest';
import { accountProblemStrings } from '../features/account/account.i18n';
import { adminStrings } from '../features/admin/admin.i18n';
import { adminAccountProblemStrings } from '../features/admin/admin-moderation.i18n';
import { blockingProblemStrings } from '../features/blocking/blocking.i18n';
import { legalStrings } from '../features/legal/legal.i18n';
import { depositProblemStrings } from '../i18n/deposit-problems';
import { moderationProblemStrings } from '../i18n/moderation-problems';
import { ar as siteAr } from '../i18n/resources/ar';
import { en as siteEn } from '../i18n/resources/en';
import { verificationProblemStrings } from '../i18n/verification-problems';
import { pageStrings } from './page-strings';

// The strings load in parts (i18n.ts): the site's, the other pages' (pages.ts), the refusals of
// deposits and claims (deposit-problems.ts) and the admin screens' (admin.i18n.ts). They are
// checked here as one.
const withProblems = <Site extends typeof siteAr | typeof siteEn>(
  site: Site,
  problems: { errors: Record<string, string>; validation: Record<string, string> },
) => ({
  ...site,
  errors: { ...site.errors, ...problems.errors },
  validation: { ...site.validation, ...problems.validation },
});
const ar = {
  ...withProblems(
    withProblems(
      withProblems(withProblems(siteAr, depositProblemStrings.ar), verificationProblemStrings.ar),
      blockingProblemStrings.ar,
    ),
    accountProblemStrings.ar,
  ),
  ...pageStrings.ar,
  ...adminStrings.ar,
  legal: legalStrings.ar.legal,
};
const en = {
  ...withProblems(
    withProblems(
      withProblems(withProblems(siteEn, depositProblemStrings.en), verificationProblemStrings.en),
      blockingProblemStrings.en,
    ),
    accountProblemStrings.en,
  ),
  ...pageStrings.en,
  ...adminStrings.en,
  legal: legalStrings.en.legal,
};
// The refusals of reports and moderation (i18n/moderation-problems.ts) load with the pages and the admin screens.
Object.assign(ar.errors, moderationProblemStrings.ar.errors);
Object.assign(en.errors, moderationProblemStrings.en.errors);
// A closed account's refusal loads with the admin screens (admin-moderation.i18n.ts).
Object.assign(ar.errors, adminAccountProblemStrings.ar.errors);
Object.assign(en.errors, adminAccountProblemStrings.en.errors);
// The legal pages' strings (legal.i18n.ts) bring the consent's refusals with them.
Object.assign(ar.validation, legalStrings.ar.validation);
Object.assign(en.validation, legalStrings.en.validation);

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

function flatKeys(value: unknown, prefix = ''): string[] {
  if (typeof value === 'string') return [prefix];
  return Object.entries(value as Record<string, unknown>).flatMap(([key, child]) =>
    flatKeys(child, prefix ? `${prefix}.${key}` : key),
  );
}

const baseKeys = (keys: string[]) => [...new Set(keys.map((key) => key.replace(PLURAL_SUFFIX, '')))].sort();

function pluralForms(keys: string[]): Map<string, string[]> {
  const forms = new Map<string, string[]>();
  for (const key of keys) {
    const match = PLURAL_SUFFIX.exec(key);
    if (!match) continue;
    const base = key.replace(PLURAL_SUFFIX, '');
    forms.set(base, [...(forms.get(base) ?? []), match[1]!].sort());
  }
  return forms;
}

describe('translation resources', () => {
  const arKeys = flatKeys(ar);
  const enKeys = flatKeys(en);

  it('have the same keys in Arabic and English', () => {
    expect(baseKeys(arKeys)).toEqual(baseKeys(enKeys));
  });

  it('give every Arabic plural all the forms Intl.PluralRules uses for Arabic', () => {
    const needed = [...new Intl.PluralRules('ar').resolvedOptions().pluralCategories].sort();
    expect(needed).toEqual(['few', 'many', 'one', 'other', 'two', 'zero']);
    for (const [key, forms] of pluralForms(arKeys)) expect(forms, key).toEqual(needed);
    expect(pluralForms(arKeys).size).toBe(pluralForms(enKeys).size);
  });

  it('give every English plural one and other', () => {
    for (const [key, forms] of pluralForms(enKeys)) expect(forms, key).toEqual(['one', 'other']);
  });

  it('have no empty strings, and use the same placeholders in both languages', () => {
    const lookup = (tree: unknown, key: string) =>
      key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], tree) as string;
    const placeholders = (text: string) => [...text.matchAll(/{{\s*(\w+)/g)].map((m) => m[1]).sort();
    for (const key of enKeys) {
      const english = lookup(en, key);
      expect(english.trim(), key).not.toBe('');
      if (PLURAL_SUFFIX.test(key)) continue;
      expect(placeholders(lookup(ar, key)), key).toEqual(placeholders(english));
    }
  });

  it('promise free cancellation only where they name its condition, the flexible policy (decision 0046)', () => {
    // Each listing has its own policy: under a strict one nothing is ever cancelled free.
    const lookup = (tree: unknown, key: string) =>
      key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], tree) as string;
    const promises = {
      en: (text: string) => /\bfree\b/i.test(text) && /cancel/i.test(text),
      ar: (text: string) => /مجان/.test(text) && /(إلغاء|يُلغى|ألغ)/.test(text),
    };
    const conditioned = { en: /\bflexible\b/i, ar: /المرن/ };
    const found: string[] = [];
    for (const [language, tree, keys] of [
      ['en', en, enKeys],
      ['ar', ar, arKeys],
    ] as const) {
      for (const key of keys) {
        const text = lookup(tree, key);
        if (!promises[language](text)) continue;
        found.push(`${language}:${key}`);
        expect(text, `${language}:${key}`).toMatch(conditioned[language]);
      }
    }
    expect(found).toEqual(['en:home.trust.cancellation.body', 'ar:home.trust.cancellation.body']);
  });

  it('translate every validation message key of the shared schemas and every API error code', () => {
    for (const resources of [ar, en]) {
      expect(Object.keys(resources.validation).sort()).toEqual(Object.keys(VALIDATION_MESSAGES).sort());
      for (const code of ERROR_CODES) expect(resources.errors, code).toHaveProperty(code);
    }
  });

  it("have every key the client asks for by name (t('…') with a literal key)", () => {
    const known = new Set(baseKeys(enKeys));
    const used = clientSources().flatMap((source) =>
      [...source.matchAll(/\bt\(\s*'([a-zA-Z][\w.-]*)'/g)].map((match) => match[1]!),
    );
    expect(used.length).toBeGreaterThan(100);
    const missing = [...new Set(used)].filter((key) => !known.has(key));
    expect(missing).toEqual([]);
  });

  it('give the parts of the site that load before the site’s strings only those (no page or admin keys)', () => {
    // Everything but the pages that await loadPageStrings (router.tsx) and the admin screens, and
    // PriceLines and the account fields, which only they show (their strings load with theirs:
    // price-lines.i18n.ts, features/auth/auth.i18n.ts).
    const pageParts =
      /features\/(items\/(booking|item-page)|items\/components\/(?!item-card|item-image)|list-item|profile|rental|messages\/(components|messages-page)|bookings\/components|reviews\/components|admin|checkout|earnings|invoices|verification|blocking|account|legal|moderation|auth\/(components|[\w-]+-page))\b|components\/(price-lines|fields\/|ui\/password-input)\b/;
    const site = new Set([...baseKeys(flatKeys(siteAr)), ...baseKeys(flatKeys(siteEn))]);
    const root = join(import.meta.dirname, '..');
    const offenders: string[] = [];
    let checked = 0;
    const walk = (dir: string) => {
      for (const entry of readdirSync(dir, { withFileTypes: true })) {
        const path = join(dir, entry.name);
        if (entry.isDirectory()) walk(path);
        else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) && !pageParts.test(path)) {
          for (const match of readFileSync(path, 'utf8').matchAll(/\bt\(\s*'([a-zA-Z][\w.-]*)'/g)) {
            checked += 1;
            if (!site.has(match[1]!)) offenders.push(`${path.slice(root.length + 1)}: ${match[1]}`);
          }
        }
      }
    };
    walk(root);
    expect(checked).toBeGreaterThan(100);
    expect(offenders).toEqual([]);
  });
});

/** The text of every client source file (tests aside), or of those under `under` (relative to src/client). */
function clientSources(under = ''): string[] {
  const root = join(import.meta.dirname, '..', under);
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) files.push(path);
    }
  };
  walk(root);
  return files.map((file) => readFileSync(file, 'utf8'));
}
