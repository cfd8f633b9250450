/**
 * Arabic names people whose gender the app does not know (a renter, an owner, a reviewer): the
 * words about them must read right for a woman and a man alike (docs/decisions/0005). This
 * catches the constructions that assume a man: a role as a masculine adverb ("مستأجرًا",
 * "مالكًا"), or a masculine verb or pronoun right around a person's name.
 */
import { describe, expect, it } from 'vitest';
import { adminStrings } from '../features/admin/admin.i18n';
import { ar as siteAr } from '../i18n/resources/ar';
import { pageStrings } from './page-strings';

const ar = { ...siteAr, ...pageStrings.ar, ...adminStrings.ar };

function strings(value: unknown, path = ''): [string, string][] {
  if (typeof value === 'string') return [[path, value]];
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([key, inner]) => strings(inner, path ? `${path}.${key}` : key));
  return [];
}

/** A person's name in a string. */
const NAME = /\{\{(name|actorName|renter|owner)\}\}/;
const MASCULINE_ROLE = /(مستأجر|مالك|مشرف|عضو)ًا/;
/** A present-tense masculine verb (ي…, not the vocative يا) just before the name, or a masculine pronoun (…ه) just after it. */
const VERB_BEFORE_NAME = /(^|\s)ي(?!ا\s)\S+\s+\{\{(name|actorName)\}\}/;
const PRONOUN_AFTER_NAME = /\{\{(name|actorName)\}\}\s+\S+ه(\s|[.،؟]|$)/;

describe('Arabic about people whose gender is unknown', () => {
  const all = strings(ar);

  it('reads the resources', () => {
    expect(all.length).toBeGreaterThan(500);
  });

  it('never names a role as a masculine adverb', () => {
    expect(all.filter(([, text]) => MASCULINE_ROLE.test(text))).toEqual([]);
  });

  it('puts no masculine verb or pronoun around a person’s name', () => {
    const gendered = all.filter(
      ([, text]) => NAME.test(text) && (VERB_BEFORE_NAME.test(text) || PRONOUN_AFTER_NAME.test(text)),
    );
    expect(gendered).toEqual([]);
  });
});
