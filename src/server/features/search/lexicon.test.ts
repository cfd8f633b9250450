/**
 * The lexicon's seed (docs/decisions/0039-search-lexicon.md): well formed, and migration 0018 is
 * what the generator writes from it, so the two never drift.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { normalizeForSearch } from '@shared/search-normalize';
import { describe, expect, it } from 'vitest';
import { migrationsFolder } from '../../db/paths';
import { LEXICON, LEXICON_LINKS } from './lexicon';
import { conceptTerms, lexiconSeedSql } from './lexicon-seed';

const CATEGORY_SLUGS = [
  'camping',
  'tools',
  'electronics',
  'cameras',
  'events',
  'sports',
  'vehicles',
  'home',
  'kids',
  'fashion',
  'music',
  'gaming',
];

describe('the lexicon seed', () => {
  it('is migration 0018, as scripts/generate-lexicon-seed.ts writes it', () => {
    const migration = readFileSync(join(migrationsFolder, '0018_search_lexicon_seed.sql'), 'utf8');
    expect(migration).toBe(lexiconSeedSql(LEXICON, LEXICON_LINKS));
  });

  it('holds a few hundred concepts, with every category named by one', () => {
    expect(LEXICON.length).toBeGreaterThanOrEqual(300);
    const named = LEXICON.filter((c) => c.kind === 'category').map((c) => c.category);
    expect(new Set(named)).toEqual(new Set(CATEGORY_SLUGS));
  });

  it('has unique keys in kebab case, known categories, and things named in both languages', () => {
    const keys = LEXICON.map((c) => c.key);
    expect(new Set(keys).size).toBe(keys.length);
    for (const concept of LEXICON) {
      expect(concept.key).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      if (concept.category) expect(CATEGORY_SLUGS).toContain(concept.category);
      // A model may be written in Latin letters only (A7, RS 4); a thing or category never is.
      if (concept.kind === 'thing' || concept.kind === 'category') {
        expect(concept.ar.length + concept.translit.length, concept.key).toBeGreaterThan(0);
      }
      expect(concept.en.length + concept.translit.length, concept.key).toBeGreaterThan(0);
    }
  });

  it('writes forms as the database will hold them: at most 60 characters, with a letter or digit', () => {
    for (const concept of LEXICON) {
      for (const { term } of conceptTerms(concept)) {
        expect(term.length, `${concept.key}: ${term}`).toBeLessThanOrEqual(60);
        expect(normalizeForSearch(term), `${concept.key}: ${term}`).toMatch(/[\p{L}\p{N}]/u);
      }
    }
  });

  it('links concepts that exist, never a concept to itself, and without a cycle', () => {
    const keys = new Set(LEXICON.map((c) => c.key));
    for (const [narrower, broader] of LEXICON_LINKS) {
      expect(keys.has(narrower), narrower).toBe(true);
      expect(keys.has(broader), broader).toBe(true);
      expect(narrower).not.toBe(broader);
    }
    const broaderOf = (key: string) => LEXICON_LINKS.filter(([n]) => n === key).map(([, b]) => b);
    const reaches = (from: string, to: string, depth = 0): boolean =>
      depth < 10 && broaderOf(from).some((b) => b === to || reaches(b, to, depth + 1));
    for (const [narrower] of LEXICON_LINKS) expect(reaches(narrower, narrower), narrower).toBe(false);
  });

  it('quotes values as SQL literals', () => {
    const sql = lexiconSeedSql(
      [{ key: 'kids-toys', category: 'kids', kind: 'thing', ar: ["لعب'ة"], en: ["kid's toy"], translit: [] }],
      [],
    );
    expect(sql).toContain("'لعب''ة'");
    expect(sql).toContain("'kid''s toy'");
  });
});
