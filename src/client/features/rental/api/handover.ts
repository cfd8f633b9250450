/**
 * A booking's hand-over and return records (docs/decisions/0059-handover-and-return-records.md):
 * reading both stages, adding a condition record, answering the other side's confirmation. Each
 * step refreshes everything under the booking's key (the booking, its money, claim and records).
 */
import type { HandoverRecords } from '@shared/api-types';
import type { ConditionReportInput, HandoverAnswerInput } from '@shared/schemas/handover';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { bookingKey, useRefreshBooking } from './refresh';

/** GET /api/bookings/{id}/handover: both stages, and what the reader may do with them now. */
export const handoverQueryKey = (id: string) => [...bookingKey(id), 'handover'] as const;
export function useHandoverRecords(id: string, enabled = true) {
  return useQuery<HandoverRecords>({ queryKey: handoverQueryKey(id), enabled, staleTime: 0 });
}

/** Both steps answer the records as they are now: shown at once, then everything else refreshed. */
function useHandoverStep<Input>(bookingId: string, path: string) {
  const queryClient = useQueryClient();
  const refresh = useRefreshBooking(bookingId);
  return useMutation({
    mutationFn: (input: Input) =>
      apiRequest<HandoverRecords>('POST', `/api/bookings/${bookingId}/handover/${path}`, input),
    onSuccess: (records) => {
      queryClient.setQueryData(handoverQueryKey(bookingId), records);
      return refresh();
    },
  });
}

/** POST /api/bookings/{id}/handover/reports: a note, photos, or both, on one stage. */
export const useAddConditionReport = (bookingId: string) =>
  useHandoverStep<ConditionReportInput>(bookingId, 'reports');

/** POST /api/bookings/{id}/handover/answer: the other side acknowledges, or objects with words. */
export const useAnswerHandover = (bookingId: string) =>
  useHandoverStep<HandoverAnswerInput>(bookingId, 'answer');
