/**
 * Where a suggestion leads (GET /api/search/suggestions, src/shared/api-types.ts): a word searches
 * for itself, a listing opens its page, a category and a city become the browse page's filters.
 * The browse page keeps its filters in its address (features/browse/browse-filters.ts):
 * `search`, `location` (a city, English or Arabic; the API gets the English name) and `category`.
 */
import type { Suggestion } from '@shared/api-types';
import { paths } from '../../app/paths';

/** A stable key of a suggestion within one answer (React keys, the active option). */
export function suggestionKey(suggestion: Suggestion): string {
  switch (suggestion.kind) {
    case 'term':
      return `term:${suggestion.text}`;
    case 'item':
      return `item:${suggestion.id}`;
    case 'category':
      return `category:${suggestion.id}`;
    case 'place':
      return `place:${suggestion.city}`;
  }
}

/** What a suggestion shows: the word, the listing's title, the category's or the city's name. */
export function suggestionLabel(suggestion: Suggestion): string {
  switch (suggestion.kind) {
    case 'term':
      return suggestion.text;
    case 'item':
      return suggestion.title;
    case 'category':
    case 'place':
      return suggestion.name;
  }
}

/** The fields of the browse page's filters a suggestion changes (a subset of BrowseFilters). */
export interface SearchFields {
  search: string;
  location: string;
  category?: number;
  sort?: string;
}

/**
 * The filters with a new search term, as the browse page's search box sets them: a new term is
 * best read by relevance; without a term, relevance means nothing.
 */
export function withSearchTerm<F extends SearchFields>(filters: F, term: string): F {
  const sort =
    term && !filters.search ? 'relevance' : !term && filters.sort === 'relevance' ? undefined : filters.sort;
  // `sort` keeps its type: 'relevance' is a sort every filter set with a search term accepts.
  return { ...filters, search: term, sort } as F;
}

/**
 * The filters after choosing a suggestion that is not a listing. A word is searched for (the rest
 * kept); a category or a city stands for what was typed, so the term gives way to it and the other
 * filters stay (price, dates, the other of category and city, the view).
 */
export function filtersWithSuggestion<F extends SearchFields>(
  filters: F,
  suggestion: Exclude<Suggestion, { kind: 'item' }>,
): F {
  switch (suggestion.kind) {
    case 'term':
      return withSearchTerm(filters, suggestion.text);
    case 'category':
      return { ...withSearchTerm(filters, ''), category: suggestion.id } as F;
    case 'place':
      return { ...withSearchTerm(filters, ''), location: suggestion.city } as F;
  }
}

/**
 * The address a suggestion leads to from a page with no filters of its own (the home page), with
 * the place already typed there (`location`), which a word or a category keeps.
 */
export function suggestionHref(suggestion: Suggestion, context: { location?: string } = {}): string {
  if (suggestion.kind === 'item') return paths.item(suggestion.id);
  const next = filtersWithSuggestion<SearchFields>(
    { search: '', location: context.location?.trim() ?? '' },
    suggestion,
  );
  return paths.browse({ search: next.search, location: next.location, category: next.category });
}
