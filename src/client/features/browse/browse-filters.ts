/**
 * The browse page's filters live in the URL, so a search can be shared and
 * the back button works: /browse?search=&location=&category=
 * (docs/product.md, "Pages") plus minPrice, maxPrice, startDate, endDate, sort and view.
 */
import { canonicalCity } from '@shared/cities';
import { ITEM_SORTS, type ItemSort } from '@shared/constants';
import { calendarDay } from '@shared/schemas/days';

export interface BrowseFilters {
  search: string;
  /** A city as typed or chosen; the API gets its English name. */
  location: string;
  category?: number;
  minPrice?: number;
  maxPrice?: number;
  startDate?: string;
  endDate?: string;
  sort?: ItemSort;
  view: 'grid' | 'map';
}

const positiveNumber = (value: string | null): number | undefined => {
  if (value === null || value.trim() === '') return undefined;
  const number = Number(value);
  return Number.isFinite(number) && number >= 0 ? number : undefined;
};

/** A day the API takes (shared/schemas/days.ts): not 2026-02-30, nor the year 3000. */
const isoDate = (value: string | null): string | undefined =>
  value && calendarDay.safeParse(value).success ? value : undefined;

/**
 * A price range as a person meant it: "from 50 to 10" (a URL edited by hand, or shared) is the
 * range from 10 to 50, not a query the API refuses.
 */
function priceRange(min: number | undefined, max: number | undefined) {
  return min !== undefined && max !== undefined && min > max
    ? { minPrice: max, maxPrice: min }
    : { minPrice: min, maxPrice: max };
}

/** Reads the filters from the query string; anything malformed is simply left out. */
export function filtersFromParams(params: URLSearchParams): BrowseFilters {
  const category = positiveNumber(params.get('category'));
  const sort = params.get('sort');
  const startDate = isoDate(params.get('startDate'));
  const endDate = isoDate(params.get('endDate'));
  const bothDates = startDate && endDate && endDate >= startDate;
  return {
    search: params.get('search')?.trim() ?? '',
    location: params.get('location')?.trim() ?? '',
    category: category && Number.isInteger(category) && category > 0 ? category : undefined,
    ...priceRange(positiveNumber(params.get('minPrice')), positiveNumber(params.get('maxPrice'))),
    startDate: bothDates ? startDate : undefined,
    endDate: bothDates ? endDate : undefined,
    sort: (ITEM_SORTS as readonly string[]).includes(sort ?? '') ? (sort as ItemSort) : undefined,
    view: params.get('view') === 'map' ? 'map' : 'grid',
  };
}

/** Writes the filters back, leaving out what is empty, in a stable order. */
export function paramsFromFilters(filters: BrowseFilters): URLSearchParams {
  const params = new URLSearchParams();
  const set = (key: string, value: string | number | undefined) => {
    if (value !== undefined && value !== '') params.set(key, String(value));
  };
  set('search', filters.search);
  set('location', filters.location);
  set('category', filters.category);
  set('minPrice', filters.minPrice);
  set('maxPrice', filters.maxPrice);
  set('startDate', filters.startDate);
  set('endDate', filters.endDate);
  set('sort', filters.sort);
  if (filters.view === 'map') params.set('view', 'map');
  return params;
}

/** The query of GET /api/items for these filters (and the searcher's position, for distance). */
export function apiQueryOf(filters: BrowseFilters, position: { lat: number; lng: number } | null) {
  const byDistance = filters.sort === 'distance' && position !== null;
  return {
    searchTerm: filters.search || undefined,
    city: filters.location ? canonicalCity(filters.location) : undefined,
    categoryId: filters.category,
    minPrice: filters.minPrice,
    maxPrice: filters.maxPrice,
    startDate: filters.startDate,
    endDate: filters.endDate,
    // Distance needs the position; until it is known, the API's default order applies.
    sort: filters.sort === 'distance' ? (byDistance ? 'distance' : undefined) : filters.sort,
    lat: position?.lat,
    lng: position?.lng,
  };
}

export type ActiveFilter = 'search' | 'location' | 'category' | 'price' | 'dates';

/** The filters that narrow the results (not the sort or the view), for the removable badges. */
export function activeFilters(filters: BrowseFilters): ActiveFilter[] {
  const active: ActiveFilter[] = [];
  if (filters.search) active.push('search');
  if (filters.location) active.push('location');
  if (filters.category !== undefined) active.push('category');
  if (filters.minPrice !== undefined || filters.maxPrice !== undefined) active.push('price');
  if (filters.startDate) active.push('dates');
  return active;
}

export function withoutFilter(filters: BrowseFilters, filter: ActiveFilter): BrowseFilters {
  switch (filter) {
    case 'search':
      return { ...filters, search: '', sort: filters.sort === 'relevance' ? undefined : filters.sort };
    case 'location':
      return { ...filters, location: '' };
    case 'category':
      return { ...filters, category: undefined };
    case 'price':
      return { ...filters, minPrice: undefined, maxPrice: undefined };
    case 'dates':
      return { ...filters, startDate: undefined, endDate: undefined };
  }
}

export function withoutAnyFilter(filters: BrowseFilters): BrowseFilters {
  return {
    search: '',
    location: '',
    view: filters.view,
    sort: filters.sort === 'relevance' ? undefined : filters.sort,
  };
}
