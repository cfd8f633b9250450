/**
 * The administrators' queue of no-show cases and their decisions (docs/decisions/0060-no-shows.md):
 * GET /api/admin/no-shows (oldest first) and POST /api/admin/no-shows/{bookingId}/decision.
 */
import type { NoShowQueue, NoShowState } from '@shared/api-types';
import type { NoShowDecisionInput } from '@shared/schemas/no-shows';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { pageWindow } from '../admin-params';
import { bookingMoneyKey } from './admin-money';

const noShowsKey = ['/api/admin/no-shows'] as const;

/** The first page of the queue: the oldest cases, with how many wait in all (as CaseQueueSection reads a queue). */
export function useNoShowQueue() {
  return useQuery({
    queryKey: [...noShowsKey, pageWindow(1)],
    staleTime: 0,
    select: (queue: NoShowQueue) => ({ rows: queue.cases, total: queue.total }),
  });
}

/**
 * Decides one case with a reason both parties are told. On success it leaves the cached queue at
 * once; either way the queue is read again, and so is the booking's money, which the decision moved.
 */
export function useNoShowDecision(bookingId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (decision: NoShowDecisionInput) =>
      apiRequest<NoShowState>(
        'POST',
        `/api/admin/no-shows/${encodeURIComponent(bookingId)}/decision`,
        decision,
      ),
    onSuccess: () =>
      queryClient.setQueriesData<NoShowQueue>({ queryKey: noShowsKey }, (queue) =>
        queue?.cases.some((each) => each.booking.id === bookingId)
          ? {
              cases: queue.cases.filter((each) => each.booking.id !== bookingId),
              total: Math.max(0, queue.total - 1),
            }
          : queue,
      ),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: noShowsKey }),
        queryClient.invalidateQueries({ queryKey: bookingMoneyKey(bookingId) }),
      ]),
  });
}
