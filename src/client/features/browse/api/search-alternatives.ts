import type { SearchAlternatives } from '@shared/api-types';
import { useQuery } from '@tanstack/react-query';
import type { apiQueryOf } from '../browse-filters';

/** As long as the server lets a browser keep an answer (Cache-Control: max-age=60). */
const ALTERNATIVES_STALE_MS = 60_000;

/**
 * Ways out of a search that found nothing (GET /api/search/alternatives): asked only once the
 * results are known to be none. The order and the position do not change them.
 */
export function useSearchAlternatives(query: ReturnType<typeof apiQueryOf>, enabled: boolean) {
  const { sort: _sort, lat: _lat, lng: _lng, ...filters } = query;
  return useQuery<SearchAlternatives>({
    queryKey: ['/api/search/alternatives', filters],
    staleTime: ALTERNATIVES_STALE_MS,
    enabled,
  });
}
