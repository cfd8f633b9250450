/**
 * A booking's claim against its deposit (docs/decisions/0058-claims-and-disputes.md): reading it,
 * the owner making one, the renter answering one. Each step changes the booking's money too, so it
 * refreshes everything under the booking's key.
 */
import type { BookingClaim } from '@shared/api-types';
import type { ClaimAnswerInput, ClaimInput } from '@shared/schemas/claims';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';
import { ApiError, apiRequest } from '../../../lib/api';
import { bookingsQueryKey } from '../../../lib/query-keys';

/** The key useBooking reads one booking under; its money and its claim sit below it. */
const bookingKey = (id: string) => [...bookingsQueryKey, id] as const;

/** GET /api/bookings/{id}/claim: the claim (null when none), and for the owner the window to make one. */
export const bookingClaimQueryKey = (id: string) => [...bookingKey(id), 'claim'] as const;
export function useBookingClaim(id: string, enabled = true) {
  return useQuery<BookingClaim>({ queryKey: bookingClaimQueryKey(id), enabled, staleTime: 0 });
}

/** Refetches the booking, its money and its claim: after a step, or after a refusal that says they changed. */
export function useRefreshBooking(id: string) {
  const queryClient = useQueryClient();
  return useCallback(() => queryClient.invalidateQueries({ queryKey: bookingKey(id) }), [queryClient, id]);
}

/**
 * A refusal saying the claim moved on (409: made meanwhile, window closed, already answered) stays
 * in its dialog to be read; the page refreshes once the dialog closes, to show where it stands.
 * Answers what to call with each refusal.
 */
export function useRefreshAfterConflict(id: string) {
  const refresh = useRefreshBooking(id);
  const conflicted = useRef(false);
  useEffect(
    () => () => {
      if (conflicted.current) void refresh();
    },
    [refresh],
  );
  return (error: unknown) => {
    if (error instanceof ApiError && error.status === 409) conflicted.current = true;
  };
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
