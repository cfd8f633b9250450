/**
 * A booking's no-show case (docs/decisions/0060-no-shows.md): reading it, the renter reporting that
 * the item was not handed over, a side giving its account. Each step refreshes everything under the
 * booking's key (the booking, its money, its records and its case); the live `booking.changed`
 * event refreshes the bookings' key, this case with it.
 */
import type { NoShowState } from '@shared/api-types';
import type { NoShowReportInput, NoShowStatementInput } from '@shared/schemas/no-shows';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { bookingKey, useRefreshBooking } from './refresh';

/** GET /api/bookings/{id}/no-show: the case (null when none), and what the reader may do now. */
export const noShowQueryKey = (id: string) => [...bookingKey(id), 'no-show'] as const;
export function useNoShowState(id: string, enabled = true) {
  return useQuery<NoShowState>({ queryKey: noShowQueryKey(id), enabled, staleTime: 0 });
}

/** Both steps answer the case as it is now: shown at once, then everything else refreshed. */
function useNoShowStep<Input>(bookingId: string, path: string) {
  const queryClient = useQueryClient();
  const refresh = useRefreshBooking(bookingId);
  return useMutation({
    mutationFn: (input: Input) =>
      apiRequest<NoShowState>('POST', `/api/bookings/${bookingId}/no-show/${path}`, input),
    onSuccess: (state) => {
      queryClient.setQueryData(noShowQueryKey(bookingId), state);
      return refresh();
    },
  });
}

/** POST /api/bookings/{id}/no-show/report: the renter says the item was not handed over. */
export const useReportNoShow = (bookingId: string) => useNoShowStep<NoShowReportInput>(bookingId, 'report');

/** POST /api/bookings/{id}/no-show/statement: the owner answers a report, or a side gives its account. */
export const useGiveNoShowStatement = (bookingId: string) =>
  useNoShowStep<NoShowStatementInput>(bookingId, 'statement');
