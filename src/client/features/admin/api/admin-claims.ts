/**
 * The administrators' queue of disputed claims on deposits and their decisions
 * (docs/decisions/0058-claims-and-disputes.md): GET /api/admin/claims a page at a time, oldest
 * dispute first, and POST /api/admin/claims/{id}/decision.
 */
import type { Claim, DisputeQueue } from '@shared/api-types';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { pageWindow } from '../admin-params';
import { bookingMoneyKey } from './admin-money';

const disputesKey = ['/api/admin/claims'] as const;

/** One page of the queue, as AdminList reads a list; the last page stays while the next loads. */
export function useDisputeQueue(page: number) {
  return useQuery({
    queryKey: [...disputesKey, pageWindow(page)],
    staleTime: 0,
    placeholderData: keepPreviousData,
    select: (queue: DisputeQueue) => ({ rows: queue.disputes, total: queue.total }),
  });
}

export interface ClaimDecision {
  /** Halalas of the deposit kept for the owner: 0 up to what was claimed. */
  amount: number;
  /** Both parties are told it. */
  reason: string;
}

/**
 * Decides one disputed claim. On success the claim leaves the cached pages at once (it is no longer
 * waiting); either way the queue is read again, and so is the booking's money, which the decision
 * moved.
 */
export function useClaimDecision(claimId: string, bookingId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (decision: ClaimDecision) =>
      apiRequest<{ claim: Claim }>(
        'POST',
        `/api/admin/claims/${encodeURIComponent(claimId)}/decision`,
        decision,
      ),
    onSuccess: () =>
      queryClient.setQueriesData<DisputeQueue>({ queryKey: disputesKey }, (queue) =>
        queue?.disputes.some((each) => each.claim.id === claimId)
          ? {
              disputes: queue.disputes.filter((each) => each.claim.id !== claimId),
              total: Math.max(0, queue.total - 1),
            }
          : queue,
      ),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: disputesKey }),
        queryClient.invalidateQueries({ queryKey: bookingMoneyKey(bookingId) }),
      ]),
  });
}
