import type { MeResponse } from '@shared/api-types';
import type { ProfileUpdate } from '@shared/schemas/users';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { currentUserQueryKey } from '../../auth/api/current-user';

/** PUT /api/users/{id} for the signed-in user; the cached current user takes the answer. */
export function useUpdateProfile(userId: string | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: ProfileUpdate) => apiRequest<MeResponse>('PUT', `/api/users/${userId}`, changes),
    onSuccess: (answer) => {
      queryClient.setQueryData(currentUserQueryKey, answer);
      queryClient.invalidateQueries({ queryKey: ['/api/users', userId] });
    },
  });
}
