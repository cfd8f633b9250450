import type { LexiconTerm } from '@shared/api-types';
import type { LexiconTermInput } from '@shared/schemas/search';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiRequest } from '../../../lib/api';
import { type LexiconPage, withTermAdded } from '../lexicon';
import { adminLexiconKey, refreshAfterLexiconChange } from './admin-lexicon';

/**
 * POST /api/admin/lexicon/concepts/{id}/terms: the form shows on its concept at once, then the
 * lists are fetched again. 409 when the concept has the form already (however spelled), 404 when
 * the concept is gone.
 */
export function useAddLexiconTerm() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ conceptId, term }: { conceptId: number; term: LexiconTermInput }) =>
      apiRequest<LexiconTerm>('POST', `/api/admin/lexicon/concepts/${conceptId}/terms`, term),
    onSuccess: (added, { conceptId }) => {
      queryClient.setQueriesData<LexiconPage>({ queryKey: adminLexiconKey }, (page) =>
        withTermAdded(page, conceptId, added),
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
