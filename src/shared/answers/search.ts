/** Answers of the search helpers: suggestions, districts, and ways out of an empty search. */
import { z } from 'zod';
import { DROPPABLE_FILTERS } from '../constants';
import type { Wire } from './wire';

/**
 * A suggestion while typing in a search box (GET /api/search/suggestions), in the asker's language:
 * a word to search for, a listing, a category, or a city.
 */
export const suggestion = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('term'), text: z.string() }),
  z.object({ kind: z.literal('item'), id: z.string(), title: z.string() }),
  z.object({ kind: z.literal('category'), id: z.number(), slug: z.string(), name: z.string() }),
  z.object({ kind: z.literal('place'), city: z.string(), name: z.string() }),
]);
export type Suggestion = Wire<typeof suggestion>;

export const suggestionList = z.object({
  suggestions: z.array(suggestion),
});
export type SuggestionList = Wire<typeof suggestionList>;

/** A district of a city, to place a listing in (GET /api/places/districts?city=…). */
export const district = z.object({
  name: z.string(),
  nameAr: z.string(),
  latitude: z.number(),
  longitude: z.number(),
});
export type District = Wire<typeof district>;

/**
 * Ways out of a search that found nothing (GET /api/search/alternatives, docs/search.md "When
 * nothing is found"), each with how many listings it finds: more than LISTING_COUNT_CAP is
 * LISTING_COUNT_CAP + 1. Only ways that find something are offered.
 */
export const searchAlternatives = z.object({
  /**
   * The place the search was held to (the place filter, or a place named in the term): its English
   * `city` when known, the `district` of that city it names, or neither when unknown; `termWithout`,
   * for a place named in the term, is the term without it.
   */
  place: z
    .object({
      asked: z.string(),
      city: z.string().nullable(),
      district: z.object({ name: z.string(), nameAr: z.string() }).nullable(),
      termWithout: z.string().nullable(),
    })
    .nullable(),
  /** An unknown place: the places whose names are closest to what was asked. */
  placeSpellings: z.array(z.object({ city: z.string(), count: z.number() })),
  /** The term with a word no listing has replaced by the closest word the lexicon knows. */
  spellings: z.array(z.object({ term: z.string(), count: z.number() })),
  /** The categories holding matches once the category filter is dropped. */
  categories: z.array(z.object({ id: z.number(), count: z.number() })),
  /** A known place: the nearest other cities with matches, the distance between centres in km. */
  nearby: z.array(z.object({ city: z.string(), km: z.number(), count: z.number() })),
  /** Each filter in force, dropped alone; when none of them finds any, all of them (`all`). */
  withoutFilters: z.array(z.object({ filter: z.enum(DROPPABLE_FILTERS), count: z.number() })),
});
export type SearchAlternatives = Wire<typeof searchAlternatives>;
