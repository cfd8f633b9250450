/**
 * Ways out of a search that found nothing (docs/search.md, "When nothing is found"): the closest
 * spelling of a word no listing has, the categories and the nearest cities that hold matches, the
 * places named like an unknown one, and each filter dropped, every one with how many it finds.
 * Each is an ordinary listing query (listItems), so what is offered is what the link will show;
 * their number is bounded (ALTERNATIVE_QUERIES_MAX), whatever is asked.
 */

import type { DroppableFilter, Item, SearchAlternatives } from '@shared/api-types';
import { LISTING_COUNT_CAP } from '@shared/constants';
import type { ItemsQuery } from '@shared/schemas/items';
import { sql } from 'drizzle-orm';
import { type Db, selectRows } from '../../db/client';
import {
  citiesNamedLike,
  citiesNear,
  findPlaceInWords,
  placeNamed,
  termWords,
  understandTerm,
  usesSearchSyntax,
  withKnownPlace,
} from '../search';
import { listItems } from './items.queries';

/** Alternatives of each kind offered at most. */
const SHOWN = 4;
/** Closest spellings tried for a word, and words of a term corrected at most. */
const SPELLINGS_TRIED = 2;
const WORDS_CORRECTED = 2;
/** Places named like an unknown one that are tried. */
const PLACE_SPELLINGS_TRIED = 3;
/*
 * So one answer runs at most 14 listing queries: the spellings tried for each word corrected (4), the
 * place spellings (3), two groupings, four filters dropped and the term alone.
 */

/** What the alternatives are asked for: a listing query's filters (its order and page do not matter). */
export type AlternativesQuery = Omit<ItemsQuery, 'sort' | 'lat' | 'lng' | 'limit' | 'offset'>;

/** How many a query finds: more than LISTING_COUNT_CAP is LISTING_COUNT_CAP + 1. */
async function countOf(db: Db, query: AlternativesQuery): Promise<number> {
  const { total, capped } = await listItems(db, { ...query, limit: 1, offset: 0 });
  return capped ? LISTING_COUNT_CAP + 1 : total;
}

/** How many of a query's first LISTING_COUNT_CAP matches fall in each group, and how many in all. */
async function countsBy<K>(
  db: Db,
  query: AlternativesQuery,
  groupOf: (item: Item) => K,
): Promise<{ total: number; groups: Map<K, number> }> {
  const { items, total, capped } = await listItems(db, { ...query, limit: LISTING_COUNT_CAP, offset: 0 });
  const groups = new Map<K, number>();
  for (const item of items) groups.set(groupOf(item), (groups.get(groupOf(item)) ?? 0) + 1);
  return { total: capped ? LISTING_COUNT_CAP + 1 : total, groups };
}

/** The term's own words without those read as `folded` (a place and the word linking it). */
function termWithout(term: string, folded: ReadonlySet<string>): string {
  return term
    .split(' ')
    .filter((word) => {
      const [read] = termWords(word);
      return read === undefined || !folded.has(read);
    })
    .join(' ');
}

/** The term with its word read as `folded` written `replacement`. */
function termWith(term: string, folded: string, replacement: string): string {
  return term
    .split(' ')
    .map((word) => (termWords(word)[0] === folded ? replacement : word))
    .join(' ');
}

interface AskedPlace {
  answer: NonNullable<SearchAlternatives['place']>;
  /** The query without the place: its filter dropped, or its words out of the term. */
  without: AlternativesQuery;
  city: ReturnType<typeof placeNamed>;
}

/**
 * The place the query is held to: the place filter as it was asked (`asked`), or else a place named
 * in the term.
 */
function askedPlace(query: AlternativesQuery, asked: string | undefined): AskedPlace | null {
  if (asked) {
    const named = placeNamed(asked);
    return {
      answer: {
        asked,
        city: named?.city.name ?? null,
        district: named?.district ? { name: named.district.name, nameAr: named.district.nameAr } : null,
        termWithout: null,
      },
      without: { ...query, city: undefined },
      city: named,
    };
  }
  const term = query.searchTerm;
  if (!term || usesSearchSyntax(term)) return null;
  const words = termWords(term);
  const { place, rest } = findPlaceInWords(words);
  if (!place) return null;
  const left = new Set(words.filter((word) => !rest.includes(word)));
  const withoutPlace = termWithout(term, left);
  return {
    answer: { asked: place.city.name, city: place.city.name, district: null, termWithout: withoutPlace },
    without: { ...query, searchTerm: withoutPlace || undefined },
    city: { city: place.city, district: null },
  };
}

/**
 * The concepts whose writings are closest to a word (pg_trgm similarity of the folded forms),
 * closest first, each as its first writing in the word's script: "كامرااا" offers كاميرا, the
 * concept's usual writing, not the misspelling-like form that happened to be closest.
 */
async function closestWritings(db: Db, word: string): Promise<string[]> {
  const language = /\p{Script=Arabic}/u.test(word) ? 'ar' : 'en';
  const rows = await selectRows<{ term: string | null }>(
    db,
    sql`SELECT (
        SELECT usual.term FROM search_terms AS usual
        WHERE usual.concept_id = close.concept_id AND usual.language = ${language}
        ORDER BY usual.id LIMIT 1
      ) AS term
      FROM (
        SELECT concept_id, max(similarity(normalized, ${word})) AS score
        FROM search_terms
        WHERE normalized % ${word} AND normalized <> ${word}
        GROUP BY concept_id
      ) AS close
      ORDER BY close.score DESC, close.concept_id
      LIMIT ${SPELLINGS_TRIED}`,
  );
  return rows.flatMap((row) => (row.term ? [row.term] : []));
}

/** The term with a word the lexicon does not know written as the closest word it knows, when that finds some. */
async function spellingsOf(db: Db, query: AlternativesQuery): Promise<SearchAlternatives['spellings']> {
  const term = query.searchTerm;
  if (!term || usesSearchSyntax(term)) return [];
  const { words } = await understandTerm(db, term);
  const unknown = words
    .filter((word) => word.forms.length === 0 && word.namedCategories.length === 0 && !word.typo)
    .slice(0, WORDS_CORRECTED);
  const found: SearchAlternatives['spellings'] = [];
  for (const word of unknown) {
    for (const writing of await closestWritings(db, word.text)) {
      const corrected = termWith(term, word.text, writing);
      if (corrected === term) continue;
      const count = await countOf(db, { ...query, searchTerm: corrected });
      if (count > 0) {
        found.push({ term: corrected, count });
        break;
      }
    }
  }
  return found;
}

/** The filters in force that can be dropped, each with the query without it. */
function droppable(
  query: AlternativesQuery,
  place: AskedPlace | null,
): [DroppableFilter, AlternativesQuery][] {
  const filters: [DroppableFilter, AlternativesQuery][] = [];
  if (query.categoryId !== undefined) filters.push(['category', { ...query, categoryId: undefined }]);
  if (place) filters.push(['place', place.without]);
  if (query.minPrice !== undefined || query.maxPrice !== undefined) {
    filters.push(['price', { ...query, minPrice: undefined, maxPrice: undefined }]);
  }
  if (query.startDate !== undefined)
    filters.push(['dates', { ...query, startDate: undefined, endDate: undefined }]);
  return filters;
}

function largestFirst<K>(groups: Map<K, number>): [K, number][] {
  return [...groups].sort(([, a], [, b]) => b - a);
}

/** Everything a search that found nothing can try instead (docs/search.md, "When nothing is found"). */
export async function alternativesFor(db: Db, asked: AlternativesQuery): Promise<SearchAlternatives> {
  const query = withKnownPlace(asked);
  const place = askedPlace(query, asked.city);
  const answer: SearchAlternatives = {
    place: place?.answer ?? null,
    placeSpellings: [],
    spellings: await spellingsOf(db, query),
    categories: [],
    nearby: [],
    withoutFilters: [],
  };
  const dropped = new Map<DroppableFilter, number>();

  if (query.categoryId !== undefined) {
    const { total, groups } = await countsBy(
      db,
      { ...query, categoryId: undefined },
      (item) => item.categoryId,
    );
    dropped.set('category', total);
    answer.categories = largestFirst(groups)
      .filter(([id]) => id !== query.categoryId)
      .slice(0, SHOWN)
      .map(([id, count]) => ({ id, count }));
  }
  if (place?.city) {
    const { total, groups } = await countsBy(db, place.without, (item) => item.city.toLowerCase());
    dropped.set('place', total);
    answer.nearby = citiesNear(place.city.city)
      .map(({ city, km }) => ({
        city: city.name,
        km: Math.round(km),
        count: groups.get(city.name.toLowerCase()) ?? 0,
      }))
      .filter((near) => near.count > 0)
      .slice(0, SHOWN);
  } else if (place && asked.city) {
    for (const city of citiesNamedLike(asked.city, PLACE_SPELLINGS_TRIED)) {
      const count = await countOf(db, { ...query, city: city.name });
      if (count > 0) answer.placeSpellings.push({ city: city.name, count });
    }
  }
  const filters = droppable(query, place);
  for (const [filter, without] of filters) {
    const count = dropped.get(filter) ?? (await countOf(db, without));
    if (count > 0) answer.withoutFilters.push({ filter, count });
  }
  // No one filter is in the way, but together they are: the term alone.
  if (answer.withoutFilters.length === 0 && filters.length > 1 && query.searchTerm) {
    const alone = place?.answer.termWithout ?? query.searchTerm;
    const count = await countOf(db, {
      searchTerm: alone || undefined,
      city: undefined,
      categoryId: undefined,
      minPrice: undefined,
      maxPrice: undefined,
      startDate: undefined,
      endDate: undefined,
    });
    if (count > 0) answer.withoutFilters.push({ filter: 'all', count });
  }
  return answer;
}
