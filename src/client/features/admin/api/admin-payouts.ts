/**
 * An owner's payouts as administrators see and control them (docs/decisions/0048-payout-security.md):
 * GET /api/admin/users/{id}/payouts, and holding, releasing or approving with a reason.
 */
import type { AdminPayoutReviews, AdminPayoutState } from '@shared/api-types';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';

const payoutStateKey = (userId: string) =>
  [`/api/admin/users/${encodeURIComponent(userId)}/payouts`] as const;

const payoutReviewsKey = ['/api/admin/payout-reviews'] as const;

/** The bank accounts waiting for an administrator, oldest first. */
export function useAdminPayoutReviews() {
  return useQuery<AdminPayoutReviews>({ queryKey: payoutReviewsKey, staleTime: 0 });
}

export function useAdminPayoutState(userId: string) {
  return useQuery<AdminPayoutState>({ queryKey: payoutStateKey(userId), staleTime: 0 });
}

export type PayoutDecision = 'hold' | 'release' | 'approve';

const URL_OF: Record<PayoutDecision, string> = {
  hold: 'payouts/hold',
  release: 'payouts/release',
  approve: 'payout-account/approve',
};

/** Holds, releases or approves with the administrator's reason (written to the audit log). */
export function usePayoutDecision(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ decision, reason }: { decision: PayoutDecision; reason: string }) =>
      apiRequest<void>('POST', `/api/admin/users/${encodeURIComponent(userId)}/${URL_OF[decision]}`, {
        reason,
      }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: payoutStateKey(userId) }),
        queryClient.invalidateQueries({ queryKey: payoutReviewsKey }),
      ]),
  });
}
