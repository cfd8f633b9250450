import type { LexiconConceptView } from '@shared/api-types';
import { keepPreviousData, type QueryClient, useQuery } from '@tanstack/react-query';
import { getPage, urlOfQueryKey } from '../../../lib/api';

export const adminLexiconKey = ['/api/admin/lexicon'] as const;

export interface AdminLexiconQuery {
  search?: string;
  limit: number;
  offset: number;
}

/** GET /api/admin/lexicon: one page of concepts with their forms, and the total (X-Total-Count). */
export function useAdminLexicon(query: AdminLexiconQuery) {
  const queryKey = [...adminLexiconKey, query] as const;
  return useQuery({
    queryKey,
    queryFn: ({ signal }) => getPage<LexiconConceptView>(urlOfQueryKey(queryKey), signal),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });
}

/**
 * After a change to the lexicon: the concepts and the audit log are fetched again, and so are the
 * search's answers the app holds (listings, suggestions), which the next search reads afresh.
 */
export function refreshAfterLexiconChange(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: adminLexiconKey }),
    queryClient.invalidateQueries({ queryKey: ['/api/admin/audit'] }),
    queryClient.invalidateQueries({ queryKey: ['/api/items'] }),
    queryClient.invalidateQueries({ queryKey: ['/api/search'] }),
  ]);
}
