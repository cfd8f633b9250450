/**
 * Checkout (docs/decisions/0044-payments.md): the payment terms, sending the renter to the gateway's
 * payment page, and asking the server how the payment went on their return. The booking and its
 * money are the bookings feature's hooks (`useBooking`, `useBookingMoney`).
 */
import type { CheckoutStart, PaymentRefresh, PaymentTerms } from '@shared/api-types';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { bookingsQueryKey } from '../../../lib/query-keys';

export const paymentTermsQueryKey = ['/api/payments/terms'] as const;

/**
 * GET /api/payments/terms: fees, VAT and whether payments go to the sandbox, for the checkout and the
 * item page's price preview (`priceBreakdown`). They change only with the server's settings.
 */
export function usePaymentTerms() {
  return useQuery<PaymentTerms>({ queryKey: paymentTermsQueryKey, staleTime: 10 * 60_000 });
}

/**
 * POST /api/bookings/{id}/checkout with an Idempotency-Key: the gateway's payment page for this
 * booking. A double tap, or a retry after a lost answer, gets the same page.
 */
export function useStartCheckout(bookingId: string) {
  return useMutation({
    mutationFn: (idempotencyKey: string) =>
      apiRequest<CheckoutStart>('POST', `/api/bookings/${bookingId}/checkout`, undefined, {
        headers: { 'idempotency-key': idempotencyKey },
      }),
  });
}

/** POST /api/bookings/{id}/payment/refresh: the server asks the gateway, applies the answer, tells it. */
export function useRefreshPayment(bookingId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<PaymentRefresh>('POST', `/api/bookings/${bookingId}/payment/refresh`),
    onSuccess: (refresh) => {
      if (refresh.bookingStatus !== 'awaiting_payment') {
        return queryClient.invalidateQueries({ queryKey: bookingsQueryKey });
      }
    },
  });
}
