import type { AdminUser, AdminUserDetail } from '@shared/api-types';
import type { QueryClient } from '@tanstack/react-query';
import { adminStatsQueryKey } from './admin-stats';
import { adminUserQueryKey } from './admin-user';
import { adminUsersKey } from './admin-users';

/**
 * After an edit, a block or an unblock: the account's page shows the answer
 * at once, then the tables, the cards, the listings (an owner's badge) and
 * the audit log are fetched again.
 */
export function refreshAfterUserChange(queryClient: QueryClient, user: AdminUser) {
  queryClient.setQueryData<AdminUserDetail>(adminUserQueryKey(user.id), (detail) =>
    detail ? { ...detail, ...user } : detail,
  );
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: adminUsersKey }),
    queryClient.invalidateQueries({ queryKey: adminStatsQueryKey }),
    queryClient.invalidateQueries({ queryKey: ['/api/admin/items'] }),
    queryClient.invalidateQueries({ queryKey: ['/api/admin/audit'] }),
    queryClient.invalidateQueries({ queryKey: ['/api/users', user.id] }),
  ]);
}
