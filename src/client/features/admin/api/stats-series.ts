import type { StatsSeries } from '@shared/api-types';
import type { StatsInterval } from '@shared/constants';
import { keepPreviousData, useQuery } from '@tanstack/react-query';

export const statsSeriesQueryKey = (query: { startDate: string; endDate: string; interval: StatsInterval }) =>
  ['/api/admin/stats', 'series', query] as const;

/**
 * GET /api/admin/stats/series: bookings and revenue per day or week. While
 * another range loads, the chart keeps the one it shows.
 */
export function useStatsSeries(query: { startDate: string; endDate: string; interval: StatsInterval }) {
  return useQuery<StatsSeries>({
    queryKey: statsSeriesQueryKey(query),
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  });
}
