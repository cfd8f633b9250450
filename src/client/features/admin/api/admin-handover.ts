/**
 * What administrators read and do about hand-over and return records
 * (docs/decisions/0059-handover-and-return-records.md): a booking's records (GET
 * /api/bookings/{id}/handover, under the booking page's key so both share the cache), the queue of
 * objections waiting (GET /api/admin/objections, oldest first) and their resolution (POST
 * /api/admin/objections/{bookingId}/resolve).
 */
import type { HandoverRecords, ObjectionQueue } from '@shared/api-types';
import type { HandoverStage } from '@shared/handover';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { pageWindow } from '../admin-params';

/** The booking page's key (features/rental/api/handover.ts): one cache for both. */
export const conditionRecordsKey = (bookingId: string) => ['/api/bookings', bookingId, 'handover'] as const;

export function useConditionRecords(bookingId: string) {
  return useQuery<HandoverRecords>({ queryKey: conditionRecordsKey(bookingId), staleTime: 0 });
}

const objectionsKey = ['/api/admin/objections'] as const;

/** The first page of the queue: the oldest objections, with how many wait in all (as CaseQueueSection reads a queue). */
export function useObjectionQueue() {
  return useQuery({
    queryKey: [...objectionsKey, pageWindow(1)],
    staleTime: 0,
    select: (queue: ObjectionQueue) => ({ rows: queue.objections, total: queue.total }),
  });
}

/**
 * Resolves one objection with a note both parties are told. On success it leaves the cached queue
 * at once; either way the queue and the booking's records are read again.
 */
export function useResolveObjection(bookingId: string, stage: HandoverStage) {
  const queryClient = useQueryClient();
  const isThis = (each: ObjectionQueue['objections'][number]) =>
    each.booking.id === bookingId && each.stage === stage;
  return useMutation({
    mutationFn: ({ note, refund }: { note: string; refund: 'none' | 'in_full' }) =>
      apiRequest<{ resolved: true }>(
        'POST',
        `/api/admin/objections/${encodeURIComponent(bookingId)}/resolve`,
        { stage, note, refund },
      ),
    onSuccess: () =>
      queryClient.setQueriesData<ObjectionQueue>({ queryKey: objectionsKey }, (queue) =>
        queue?.objections.some(isThis)
          ? {
              objections: queue.objections.filter((each) => !isThis(each)),
              total: Math.max(0, queue.total - 1),
            }
          : queue,
      ),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: objectionsKey }),
        queryClient.invalidateQueries({ queryKey: conditionRecordsKey(bookingId) }),
      ]),
  });
}
