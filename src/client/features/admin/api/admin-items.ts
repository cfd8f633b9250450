import type { AdminItem } from '@shared/api-types';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getPage, urlOfQueryKey } from '../../../lib/api';

export const adminItemsKey = ['/api/admin/items'] as const;

export interface AdminItemsQuery {
  search?: string;
  limit: number;
  offset: number;
}

/** GET /api/admin/items: one page of listings and the total (X-Total-Count). */
export function useAdminItems(query: AdminItemsQuery) {
  const queryKey = [...adminItemsKey, query] as const;
  return useQuery({
    queryKey,
    queryFn: ({ signal }) => getPage<AdminItem>(urlOfQueryKey(queryKey), signal),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });
}
