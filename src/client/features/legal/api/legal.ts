import type { ConsentsAnswer, LegalInfo, MeResponse } from '@shared/api-types';
import { currentConsent } from '@shared/legal';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { currentUserQueryKey } from '../../../lib/query-keys';

/** The operator's details change only with the server's settings. */
const LEGAL_STALE_MS = 10 * 60_000;

/** GET /api/legal: who runs Ajjir and the figures the documents state. */
export function useLegalInfo() {
  return useQuery<LegalInfo>({ queryKey: ['/api/legal'], staleTime: LEGAL_STALE_MS });
}

/**
 * POST /api/legal/consents: the signed-in member accepts the current versions
 * (docs/decisions/0063-legal-consents.md); the prompt closes as the signed-in answer says nothing
 * is left to accept.
 */
export function useAcceptConsents() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<ConsentsAnswer>('POST', '/api/legal/consents', currentConsent()),
    onSuccess: ({ consentsNeeded }) => {
      queryClient.setQueryData<MeResponse | null>(currentUserQueryKey, (me) =>
        me ? { ...me, consentsNeeded } : me,
      );
    },
  });
}
