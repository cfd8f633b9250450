import type { AdminUserDetail } from '@shared/api-types';
import { useQuery } from '@tanstack/react-query';
import { adminUsersKey } from './admin-users';

/** Under the list's key, so a change to anyone refreshes both. */
export const adminUserQueryKey = (id: string) => [...adminUsersKey, id] as const;

/** GET /api/admin/users/{id}: the account and its statistics (404 when there is no such account). */
export function useAdminUser(id: string) {
  return useQuery<AdminUserDetail>({ queryKey: adminUserQueryKey(id), staleTime: 0 });
}
