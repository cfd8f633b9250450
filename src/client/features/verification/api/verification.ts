/**
 * A member's verification (docs/decisions/0062-verified-members.md): their checks, and the steps
 * that change them. Each step refreshes the checks, and the signed-in user and profiles, whose
 * badges and confirmed e-mail follow.
 */
import type {
  BusinessCheck,
  EmailConfirmationSent,
  NafathRequest,
  PhoneCodeSent,
  VerificationState,
} from '@shared/answers/verification';
import type { NafathRequestStatus } from '@shared/verification';
import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { currentUserQueryKey } from '../../../lib/query-keys';

export const verificationQueryKey = ['/api/verification'] as const;
const nafathRequestQueryKey = (id: string) => ['/api/verification/identity', id] as const;

/** How often a Nafath request is asked about while it waits for the member's choice. */
export const NAFATH_POLL_MS = 2_000;

/** The account's badges show on its profile and wherever it is named: those answers are stale now. */
function refreshAround(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: verificationQueryKey }),
    queryClient.invalidateQueries({ queryKey: currentUserQueryKey }),
    queryClient.invalidateQueries({ queryKey: ['/api/users'] }),
  ]);
}

/** GET /api/verification: the signed-in member's checks. */
export function useVerificationState() {
  return useQuery<VerificationState>({ queryKey: verificationQueryKey, staleTime: 0 });
}

/** POST /api/auth/email/confirmation: a new link (on screen, in a demo). */
export function useSendEmailLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<EmailConfirmationSent>('POST', '/api/auth/email/confirmation'),
    onError: () => queryClient.invalidateQueries({ queryKey: verificationQueryKey }),
  });
}

/** POST /api/auth/email/confirm: the link's token; works without a session. */
export function useConfirmEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (token: string) =>
      apiRequest<{ message: string }>('POST', '/api/auth/email/confirm', { token }),
    onSuccess: () => refreshAround(queryClient),
  });
}

/** POST /api/verification/phone/code: a code texted to the profile's number. */
export function useSendPhoneCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<PhoneCodeSent>('POST', '/api/verification/phone/code'),
    // Sent or refused, the pending code, its tries and when the next may be sent have changed; the
    // caller's own callbacks run once they are fetched again (this promise is awaited first).
    onSettled: () => queryClient.invalidateQueries({ queryKey: verificationQueryKey }),
  });
}

/** POST /api/verification/phone/confirm: the code typed; the answer is the checks as they are now. */
export function useConfirmPhoneCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) =>
      apiRequest<VerificationState>('POST', '/api/verification/phone/confirm', { code }),
    onSuccess: (state) => {
      queryClient.setQueryData(verificationQueryKey, state);
      return refreshAround(queryClient);
    },
    // A wrong code spends a try; an expired one is gone: the page shows what is left.
    onError: () => queryClient.invalidateQueries({ queryKey: verificationQueryKey }),
  });
}

/** POST /api/verification/identity: a Nafath request for this national ID or Iqama number. */
export function useStartNafath() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (nationalId: string) =>
      apiRequest<NafathRequest>('POST', '/api/verification/identity', { nationalId }),
    onSuccess: (request) => {
      queryClient.setQueryData(nafathRequestQueryKey(request.id), request);
    },
    onError: () => queryClient.invalidateQueries({ queryKey: verificationQueryKey }),
  });
}

const FINISHED: readonly NafathRequestStatus[] = ['completed', 'rejected', 'expired', 'failed'];

/**
 * GET /api/verification/identity/{id}: asked every NAFATH_POLL_MS while it waits; once it has an
 * outcome the checks are fetched again (a completed request verifies the identity).
 */
export function useNafathRequest(id: string | null, initial: NafathRequest | null) {
  const queryClient = useQueryClient();
  return useQuery<NafathRequest>({
    queryKey: nafathRequestQueryKey(id ?? ''),
    enabled: id !== null,
    // The start's answer, or the checks' last request: no need to ask before the first pause.
    initialData: initial && initial.id === id ? initial : undefined,
    refetchInterval: (query) => (query.state.data?.status === 'waiting' ? NAFATH_POLL_MS : false),
    refetchIntervalInBackground: true,
    queryFn: async () => {
      const request = await apiRequest<NafathRequest>(
        'GET',
        `/api/verification/identity/${encodeURIComponent(id ?? '')}`,
      );
      if (FINISHED.includes(request.status)) await refreshAround(queryClient);
      return request;
    },
  });
}

/** POST /api/verification/business: the registration looked up; verified at once or sent for review. */
export function useCheckBusiness() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { crNumber: string; vatNumber: string | null }) =>
      apiRequest<BusinessCheck>('POST', '/api/verification/business', input),
    onSuccess: (check) => {
      queryClient.setQueryData<VerificationState>(
        verificationQueryKey,
        (state) => state && { ...state, business: check },
      );
      return refreshAround(queryClient);
    },
    onError: () => queryClient.invalidateQueries({ queryKey: verificationQueryKey }),
  });
}
