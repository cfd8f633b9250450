/**
 * Where each way out of a search that found nothing leads (SearchAlternatives): the browse page's
 * filters with one thing changed, the rest kept.
 */
import type { DroppableFilter, SearchAlternatives } from '@shared/api-types';
import type { BrowseFilters } from './browse-filters';

/** The term as corrected. */
export function withSpelling(filters: BrowseFilters, term: string): BrowseFilters {
  return { ...filters, search: term };
}

/** Held to another city: a place named in the term leaves the term for the place filter. */
export function inCity(filters: BrowseFilters, answer: SearchAlternatives, city: string): BrowseFilters {
  return { ...filters, search: answer.place?.termWithout ?? filters.search, location: city };
}

export function inCategory(filters: BrowseFilters, category: number): BrowseFilters {
  return { ...filters, category };
}

/** One filter dropped; a place named in the term leaves the term. */
export function withoutDroppable(
  filters: BrowseFilters,
  answer: SearchAlternatives,
  filter: DroppableFilter,
): BrowseFilters {
  switch (filter) {
    case 'category':
      return { ...filters, category: undefined };
    case 'place':
      return { ...filters, search: answer.place?.termWithout ?? filters.search, location: '' };
    case 'price':
      return { ...filters, minPrice: undefined, maxPrice: undefined };
    case 'dates':
      return { ...filters, startDate: undefined, endDate: undefined };
    case 'all':
      return { search: answer.place?.termWithout ?? filters.search, location: '', view: filters.view };
  }
}

/** Whether the answer offers any way out at all. */
export function offersAnything(answer: SearchAlternatives): boolean {
  const { placeSpellings, spellings, categories, nearby, withoutFilters } = answer;
  return [placeSpellings, spellings, categories, nearby, withoutFilters].some((list) => list.length > 0);
}
