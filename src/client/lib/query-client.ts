import { QueryClient } from '@tanstack/react-query';
import { getQueryFn } from './api';

/**
 * The query defaults (docs/product.md, "API"): data is never stale on its own, no retries, no
 * refetch on focus or on an interval. Queries that need fresher data (items:
 * 5 minutes; messages: polling) say so themselves.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: getQueryFn({ on401: 'throw' }),
        refetchInterval: false,
        refetchOnWindowFocus: false,
        staleTime: Number.POSITIVE_INFINITY,
        retry: false,
      },
      mutations: { retry: false },
    },
  });
}
