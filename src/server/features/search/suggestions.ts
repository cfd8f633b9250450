/**
 * Suggestions while typing (docs/search.md, "Suggestions"): places, lexicon words, categories and
 * listing titles that begin with what is typed, folded as search folds it. Bounded work: the text
 * is at most 60 characters, each part reads an index (search_terms_normalized_idx by prefix, the
 * titles' trigram index for three letters or more) and takes a few rows.
 */

import type { Suggestion } from '@shared/api-types';
import type { Language } from '@shared/constants';
import { SEARCH_CITIES } from '@shared/places/search-cities';
import { SUGGESTIONS_MAX } from '@shared/schemas/search';
import { normalizeForSearch } from '@shared/search-normalize';
import { sql } from 'drizzle-orm';
import { type Db, selectRows } from '../../db/client';
import { literalLike } from '../../db/like';

const PLACES_MAX = 2;
const TERMS_MAX = 4;
const CATEGORIES_MAX = 2;
const ITEMS_MAX = 3;
/** Below this many letters a title match says little and the trigram index cannot help. */
const MIN_LETTERS_FOR_TITLES = 3;

/** Cities a name or spelling of which begins with the text, the most populous first. */
function placesStartingWith(folded: string, language: Language): Suggestion[] {
  return SEARCH_CITIES.filter((city) =>
    [city.name, city.nameAr, ...city.aliases].some((name) => normalizeForSearch(name).startsWith(folded)),
  )
    .sort((a, b) => b.population - a.population)
    .slice(0, PLACES_MAX)
    .map((city) => ({ kind: 'place', city: city.name, name: language === 'ar' ? city.nameAr : city.name }));
}

export async function suggestionsFor(db: Db, typed: string, language: Language): Promise<Suggestion[]> {
  const folded = normalizeForSearch(typed).trim();
  if (!/[\p{L}\p{N}]/u.test(folded)) return [];
  const prefix = `${literalLike(folded)}%`;
  // The shortest forms that begin with the text, each folded form once (its shortest writing).
  const terms = await selectRows<{ term: string }>(
    db,
    sql`SELECT term FROM (
        SELECT DISTINCT ON (normalized) term, normalized FROM (
          SELECT term, normalized FROM search_terms WHERE normalized LIKE ${prefix}
          ORDER BY length(normalized), normalized LIMIT 40
        ) AS shortest ORDER BY normalized, length(term)
      ) AS distinct_forms ORDER BY length(normalized), normalized LIMIT ${TERMS_MAX}`,
  );
  const categories = await selectRows<{ id: number; slug: string; name: string }>(
    db,
    sql`SELECT id, slug, ${language === 'ar' ? sql`name_ar` : sql`name`} AS name FROM categories
      WHERE ajjir_search_normalize(name) LIKE ${prefix} OR ajjir_search_normalize(name_ar) LIKE ${prefix}
        OR ajjir_search_normalize(name_ar) LIKE ${`% ${literalLike(folded)}%`}
      ORDER BY sort_order LIMIT ${CATEGORIES_MAX}`,
  );
  const items =
    [...folded].length < MIN_LETTERS_FOR_TITLES
      ? []
      : await selectRows<{ id: string; title: string }>(
          db,
          sql`SELECT items.id, items.title FROM items
            JOIN users ON users.id = items.owner_id AND users.suspended_at IS NULL
            WHERE items.is_available AND items.deleted_at IS NULL
              AND (items.search_title LIKE ${prefix} OR items.search_title LIKE ${`% ${literalLike(folded)}%`})
            ORDER BY items.created_at DESC LIMIT ${ITEMS_MAX}`,
        );
  const suggestions: Suggestion[] = [
    ...placesStartingWith(folded, language),
    ...terms.map(({ term }): Suggestion => ({ kind: 'term', text: term })),
    ...categories.map((row): Suggestion => ({ kind: 'category', ...row })),
    ...items.map((row): Suggestion => ({ kind: 'item', ...row })),
  ];
  return suggestions.slice(0, SUGGESTIONS_MAX);
}
