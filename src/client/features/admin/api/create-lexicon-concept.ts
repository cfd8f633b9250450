import type { LexiconConceptView } from '@shared/api-types';
import type { LexiconConceptInput } from '@shared/schemas/search';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { refreshAfterLexiconChange } from './admin-lexicon';

/** POST /api/admin/lexicon/concepts: 400 names the fields; 409 when the key is taken. */
export function useCreateLexiconConcept() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (concept: LexiconConceptInput) =>
      apiRequest<LexiconConceptView>('POST', '/api/admin/lexicon/concepts', concept),
    onSuccess: () => refreshAfterLexiconChange(queryClient),
  });
}
