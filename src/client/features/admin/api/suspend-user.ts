import type { AdminUser } from '@shared/api-types';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { refreshAfterUserChange } from './refresh-after-user-change';

/**
 * POST /api/admin/users/{id}/suspend with the reason: the account is signed
 * out everywhere at once. 400 reason_required, 409 already blocked, 403 for
 * an administrator.
 */
export function useSuspendUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, reason }: { userId: string; reason: string }) =>
      apiRequest<{ user: AdminUser }>('POST', `/api/admin/users/${encodeURIComponent(userId)}/suspend`, {
        reason,
      }),
    onSuccess: ({ user }) => refreshAfterUserChange(queryClient, user),
  });
}
