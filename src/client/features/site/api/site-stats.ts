import type { SiteStats } from '@shared/api-types';
import { useQuery } from '@tanstack/react-query';

/** The server counts them at most every ten minutes: no need to ask again sooner. */
const STATS_STALE_MS = 10 * 60_000;

/** GET /api/site/stats: completed rentals and the average rating, for the home page. */
export function useSiteStats() {
  return useQuery<SiteStats>({ queryKey: ['/api/site/stats'], staleTime: STATS_STALE_MS });
}
