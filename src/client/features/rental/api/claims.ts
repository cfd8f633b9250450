/**
 * A booking's claim against its deposit (docs/decisions/0058-claims-and-disputes.md): reading it,
 * the owner making one, the renter answering one. Each step changes the booking's money too, so it
 * refreshes everything under the booking's key.
 */
import type { BookingClaim } from '@shared/api-types';
import type { ClaimAnswerInput, ClaimInput } from '@shared/schemas/claims';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { bookingKey, useRefreshBooking } from './refresh';

/** GET /api/bookings/{id}/claim: the claim (null when none), and for the owner the window to make one. */
export const bookingClaimQueryKey = (id: string) => [...bookingKey(id), 'claim'] as const;
export function useBookingClaim(id: string, enabled = true) {
  return useQuery<BookingClaim>({ queryKey: bookingClaimQueryKey(id), enabled, staleTime: 0 });
}

/** POST /api/bookings/{id}/claim: the owner claims from the deposit. */
export function useMakeClaim(bookingId: string) {
  const queryClient = useQueryClient();
  const refresh = useRefreshBooking(bookingId);
  return useMutation({
    mutationFn: (input: ClaimInput) =>
      apiRequest<BookingClaim>('POST', `/api/bookings/${bookingId}/claim`, input),
    onSuccess: (answer) => {
      queryClient.setQueryData(bookingClaimQueryKey(bookingId), answer);
      return refresh();
    },
  });
}

/** POST /api/bookings/{id}/claim/answer: the renter accepts the claim or disputes it. */
export function useAnswerClaim(bookingId: string) {
  const queryClient = useQueryClient();
  const refresh = useRefreshBooking(bookingId);
  return useMutation({
    mutationFn: (input: ClaimAnswerInput) =>
      apiRequest<BookingClaim>('POST', `/api/bookings/${bookingId}/claim/answer`, input),
    onSuccess: (answer) => {
      queryClient.setQueryData(bookingClaimQueryKey(bookingId), answer);
      return refresh();
    },
  });
}
