import type { AdminUser } from '@shared/api-types';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { refreshAfterUserChange } from './refresh-after-user-change';

/** POST /api/admin/users/{id}/activate: unblocks the account (409 when it is not blocked). */
export function useActivateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: string) =>
      apiRequest<{ user: AdminUser }>('POST', `/api/admin/users/${encodeURIComponent(userId)}/activate`),
    onSuccess: ({ user }) => refreshAfterUserChange(queryClient, user),
  });
}
