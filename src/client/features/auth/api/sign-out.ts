import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { paths } from '../../../app/paths';
import { apiRequest } from '../../../lib/api';
import { setSigningOutHere } from '../session-ended';
import { currentUserQueryKey } from './current-user';

/** POST /api/auth/logout, then forget every cached answer (they may be this user's) and go home. */
export function useSignOut() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: () => apiRequest('POST', '/api/auth/logout'),
    onMutate: () => setSigningOutHere(true),
    onError: () => setSigningOutHere(false),
    onSuccess: () => {
      queryClient.clear();
      queryClient.setQueryData(currentUserQueryKey, { user: null });
      navigate(paths.home());
    },
  });
}
