import type { MeResponse } from '@shared/api-types';
import type { PasswordChangeInput, ProfileUpdate } from '@shared/schemas/users';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { currentUserQueryKey } from '../../auth';
import { userQueryKey } from './get-user';

/**
 * PUT /api/users/{id} for the signed-in user: the cached current user and the
 * profile take the answer at once (the page shows the saved data without
 * waiting), and the profile is fetched again behind it.
 */
export function useUpdateProfile(userId: string | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: ProfileUpdate) => apiRequest<MeResponse>('PUT', `/api/users/${userId}`, changes),
    onSuccess: (answer) => {
      queryClient.setQueryData(currentUserQueryKey, answer);
      if (userId && answer.user) queryClient.setQueryData(userQueryKey(userId), answer.user);
      queryClient.invalidateQueries({ queryKey: ['/api/users', userId] });
    },
  });
}

/** POST /api/users/{id}/password: 204; the server ends the account's other sessions. */
export function useChangePassword(userId: string | undefined) {
  return useMutation({
    mutationFn: (input: PasswordChangeInput) =>
      apiRequest<void>('POST', `/api/users/${userId}/password`, input),
  });
}
