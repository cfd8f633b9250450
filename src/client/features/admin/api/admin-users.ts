import type { AdminUser } from '@shared/api-types';
import type { SuspendedFilter } from '@shared/constants';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getPage, urlOfQueryKey } from '../../../lib/api';

export const adminUsersKey = ['/api/admin/users'] as const;

export interface AdminUsersQuery {
  search?: string;
  suspended: SuspendedFilter;
  limit: number;
  offset: number;
}

/** GET /api/admin/users: one page and the total (X-Total-Count); the last page stays while the next loads. */
export function useAdminUsers(query: AdminUsersQuery) {
  const queryKey = [...adminUsersKey, query] as const;
  return useQuery({
    queryKey,
    queryFn: ({ signal }) => getPage<AdminUser>(urlOfQueryKey(queryKey), signal),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });
}
