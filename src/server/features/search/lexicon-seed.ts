/**
 * The lexicon's seed as SQL (migration 0018, scripts/generate-lexicon-seed.ts). Values are ours,
 * never a member's, and still quoted as SQL literals are (quotes doubled).
 */
import type { LexiconConcept } from './lexicon/types';

const literal = (text: string) => `'${text.replaceAll("'", "''")}'`;

/** Every form of a concept once, with the language it is written in. */
export function conceptTerms(
  concept: LexiconConcept,
): { term: string; language: 'ar' | 'en' | 'translit' }[] {
  const seen = new Set<string>();
  return (['ar', 'en', 'translit'] as const).flatMap((language) =>
    concept[language].flatMap((raw) => {
      const term = raw.trim();
      if (term === '' || seen.has(term)) return [];
      seen.add(term);
      return [{ term, language }];
    }),
  );
}

export function lexiconSeedSql(
  lexicon: readonly LexiconConcept[],
  links: readonly (readonly [narrower: string, broader: string])[],
): string {
  const concepts = lexicon.map((concept) => {
    const category = concept.category
      ? `(SELECT "id" FROM "categories" WHERE "slug" = ${literal(concept.category)})`
      : 'NULL';
    return `  (${literal(concept.key)}, ${literal(concept.kind)}, ${category})`;
  });
  const terms = lexicon.flatMap((concept) =>
    conceptTerms(concept).map(
      ({ term, language }) => `  (${literal(concept.key)}, ${literal(term)}, ${literal(language)})`,
    ),
  );
  const linkRows = links.map(([narrower, broader]) => `  (${literal(narrower)}, ${literal(broader)})`);
  return [
    "-- The search lexicon's seed (docs/decisions/0039-search-lexicon.md), written by",
    '-- scripts/generate-lexicon-seed.ts from src/server/features/search/lexicon: edit those, not this.',
    '-- It adds what is missing and changes nothing that is there (administrators edit the lexicon).',
    'INSERT INTO "search_concepts" ("key", "kind", "category_id") VALUES',
    concepts.join(',\n'),
    'ON CONFLICT ("key") DO NOTHING;--> statement-breakpoint',
    'INSERT INTO "search_terms" ("concept_id", "term", "language")',
    'SELECT "c"."id", "v"."term", "v"."language" FROM (VALUES',
    terms.join(',\n'),
    ') AS "v"("key", "term", "language")',
    'JOIN "search_concepts" AS "c" ON "c"."key" = "v"."key"',
    `ON CONFLICT ("concept_id", "normalized") DO NOTHING;${linkRows.length > 0 ? '--> statement-breakpoint' : ''}`,
    ...(linkRows.length > 0
      ? [
          'INSERT INTO "search_concept_links" ("narrower_id", "broader_id")',
          'SELECT "n"."id", "b"."id" FROM (VALUES',
          linkRows.join(',\n'),
          ') AS "v"("narrower", "broader")',
          'JOIN "search_concepts" AS "n" ON "n"."key" = "v"."narrower"',
          'JOIN "search_concepts" AS "b" ON "b"."key" = "v"."broader"',
          'ON CONFLICT DO NOTHING;',
        ]
      : []),
    '',
  ].join('\n');
}
