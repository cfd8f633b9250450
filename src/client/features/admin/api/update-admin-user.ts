import type { AdminUser } from '@shared/api-types';
import type { AdminUserUpdate } from '@shared/schemas/admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { refreshAfterUserChange } from './refresh-after-user-change';

/** PUT /api/admin/users/{id}: 400 or 409 name the fields; 403 admin_protected for an administrator. */
export function useUpdateAdminUser(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: AdminUserUpdate) =>
      apiRequest<{ user: AdminUser }>('PUT', `/api/admin/users/${encodeURIComponent(userId)}`, changes),
    onSuccess: ({ user }) => refreshAfterUserChange(queryClient, user),
  });
}
