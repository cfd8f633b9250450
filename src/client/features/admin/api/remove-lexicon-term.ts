import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiRequest } from '../../../lib/api';
import { type LexiconPage, withTermRemoved } from '../lexicon';
import { adminLexiconKey, refreshAfterLexiconChange } from './admin-lexicon';

/**
 * DELETE /api/admin/lexicon/terms/{id}: the form leaves its concept at once, then the lists are
 * fetched again. 409 for a concept's last form, 404 when it is gone already.
 */
export function useRemoveLexiconTerm() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (termId: number) => apiRequest<null>('DELETE', `/api/admin/lexicon/terms/${termId}`),
    onSuccess: (_nothing, termId) => {
      queryClient.setQueriesData<LexiconPage>({ queryKey: adminLexiconKey }, (page) =>
        withTermRemoved(page, termId),
      );
      return refreshAfterLexiconChange(queryClient);
    },
    // Someone else changed the concept (it is gone, or has other forms now): show it as it is.
    onError: (error) => {
      if (error instanceof ApiError && (error.status === 404 || error.status === 409)) {
        return queryClient.invalidateQueries({ queryKey: adminLexiconKey });
      }
    },
  });
}
