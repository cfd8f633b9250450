import type { Item } from '@shared/api-types';
import { ITEMS_CACHE_MS, MAX_LISTING_OFFSET } from '@shared/constants';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { getPage, urlOfQueryKey } from '../../../lib/api';
import type { apiQueryOf } from '../browse-filters';

export const BROWSE_PAGE_SIZE = 24;
/** The map shows this many of the results at most (the nearest or best first, as sorted). */
export const MAP_LIMIT = 100;

type ApiQuery = ReturnType<typeof apiQueryOf>;

/** Results page by page ("Show more" and the scroll both ask for the next one), with the total. */
export function useBrowseItems(query: ApiQuery, enabled: boolean) {
  return useInfiniteQuery({
    queryKey: ['/api/items', { ...query, limit: BROWSE_PAGE_SIZE }],
    queryFn: ({ pageParam, signal }) =>
      getPage<Item>(
        urlOfQueryKey(['/api/items', { ...query, limit: BROWSE_PAGE_SIZE, offset: pageParam }]),
        signal,
      ),
    initialPageParam: 0,
    // No page past MAX_LISTING_OFFSET: the server refuses it; the total says there are more.
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((sum, page) => sum + page.rows.length, 0);
      const more = (loaded < last.total || last.capped) && last.rows.length > 0;
      return more && loaded <= MAX_LISTING_OFFSET ? loaded : undefined;
    },
    staleTime: ITEMS_CACHE_MS,
    enabled,
  });
}

/** Results for the map: one request for the first MAP_LIMIT. */
export function useMapItems(query: ApiQuery, enabled: boolean) {
  return useQuery({
    queryKey: ['/api/items', { ...query, limit: MAP_LIMIT }],
    queryFn: ({ signal }) =>
      getPage<Item>(urlOfQueryKey(['/api/items', { ...query, limit: MAP_LIMIT }]), signal),
    staleTime: ITEMS_CACHE_MS,
    enabled,
  });
}
