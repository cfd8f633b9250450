import type { AdminStats } from '@shared/api-types';
import { useQuery } from '@tanstack/react-query';

/** Also the prefix of the chart's key, so one invalidation refreshes both. */
export const adminStatsQueryKey = ['/api/admin/stats'] as const;

/** GET /api/admin/stats: the dashboard's six cards, fresh on each visit. */
export function useAdminStats() {
  return useQuery<AdminStats>({ queryKey: adminStatsQueryKey, staleTime: 0 });
}
