/**
 * Bookings (docs/product.md, "API"): the signed-in user's list, a request, and the
 * later changes. Each change refreshes the lists and the item's calendar.
 */
import type { Availability, Booking, BookingMoney } from '@shared/api-types';
import type { BookingAction } from '@shared/bookings';
import type { CreateBookingInput } from '@shared/schemas/bookings';
import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { availabilityQueryKey, bookingsQueryKey } from '../../../lib/query-keys';

export { availabilityQueryKey, bookingsQueryKey };

/** Both sides of the user's bookings, newest first; fresh on each visit (statuses change). */
export function useBookings(enabled = true) {
  return useQuery<Booking[]>({ queryKey: bookingsQueryKey, enabled, staleTime: 0 });
}

/**
 * One booking, GET /api/bookings/{id} (404 for anyone but its two sides). Under the list's key, so
 * whatever refreshes the list (an action, a live event) refreshes it too.
 */
export const bookingQueryKey = (id: string) => [...bookingsQueryKey, id] as const;
export function useBooking(id: string) {
  return useQuery<Booking>({ queryKey: bookingQueryKey(id), staleTime: 0 });
}

/** GET /api/bookings/{id}/money: its price, payment, refunds, invoices, and what cancelling gives back now. */
export const bookingMoneyQueryKey = (id: string) => [...bookingQueryKey(id), 'money'] as const;
export function useBookingMoney(id: string, enabled = true) {
  return useQuery<BookingMoney>({ queryKey: bookingMoneyQueryKey(id), enabled, staleTime: 0 });
}

/** The item's held days, for the calendar. */
export function useAvailability(itemId: string) {
  return useQuery<Availability>({ queryKey: availabilityQueryKey(itemId), staleTime: 30_000 });
}

function refreshAfterChange(queryClient: QueryClient, itemId: string) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: bookingsQueryKey }),
    queryClient.invalidateQueries({ queryKey: availabilityQueryKey(itemId) }),
  ]);
}

/**
 * POST /api/bookings with an Idempotency-Key: a double tap, or a retry after
 * a dropped connection, books once. The caller keeps one key per attempt.
 */
export function useRequestBooking(itemId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ input, idempotencyKey }: { input: CreateBookingInput; idempotencyKey: string }) =>
      apiRequest<Booking>('POST', '/api/bookings', input, { headers: { 'idempotency-key': idempotencyKey } }),
    onSuccess: () => refreshAfterChange(queryClient, itemId),
  });
}

/** Accept, decline, hand over, mark returned or cancel; the answer is the booking as it is now. */
export function useBookingAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ booking, action, reason }: { booking: Booking; action: BookingAction; reason?: string }) =>
      apiRequest<Booking>('POST', `/api/bookings/${booking.id}/${action}`, reason ? { reason } : undefined),
    onSuccess: (booking) => refreshAfterChange(queryClient, booking.itemId),
  });
}

/** PUT /api/items/{id}/blocked-dates: the owner's blocked days from today on, as a whole. */
export function useSetBlockedDates(itemId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ranges: { startDate: string; endDate: string; reason?: string | null }[]) =>
      apiRequest<Availability>('PUT', `/api/items/${itemId}/blocked-dates`, { ranges }),
    onSuccess: (availability) => {
      queryClient.setQueryData(availabilityQueryKey(itemId), availability);
      return queryClient.invalidateQueries({ queryKey: bookingsQueryKey });
    },
  });
}
