import type {
  AdminBookingMoney,
  AdminPaymentRow,
  AdminPayoutRow,
  AdminRefundMade,
  AdminRefundRow,
  Reconciliation,
} from '@shared/api-types';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest, getPage, urlOfQueryKey } from '../../../lib/api';
import type { MoneyTab } from '../money-params';

export interface MoneyRows {
  payments: AdminPaymentRow;
  refunds: AdminRefundRow;
  payouts: AdminPayoutRow;
}

/** Every money answer sits under /api/admin: a refund refreshes the tables, the booking and the day. */
const moneyKeys = [['/api/admin/payments'], ['/api/admin/refunds'], ['/api/admin/bookings']] as const;

/** GET /api/admin/payments, /refunds or /payouts: one page and the total; the last page stays while the next loads. */
export function useMoneyList<T extends MoneyTab>(tab: T, query: Record<string, string | number | undefined>) {
  const queryKey = [`/api/admin/${tab}`, query] as const;
  return useQuery({
    queryKey,
    queryFn: ({ signal }) => getPage<MoneyRows[T]>(urlOfQueryKey(queryKey), signal),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });
}

export const bookingMoneyKey = (bookingId: string) => ['/api/admin/bookings', bookingId, 'money'] as const;

/** GET /api/admin/bookings/{id}/money (404 when there is no such booking). */
export function useAdminBookingMoney(bookingId: string) {
  return useQuery<AdminBookingMoney>({ queryKey: bookingMoneyKey(bookingId), staleTime: 0 });
}

/**
 * POST /api/admin/bookings/{id}/refunds with an Idempotency-Key made when the form was filled,
 * so a double click or a retry after a dropped answer refunds once.
 */
export function useManualRefund(bookingId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ amount, reason, key }: { amount: number; reason: string; key: string }) =>
      apiRequest<AdminRefundMade>(
        'POST',
        `/api/admin/bookings/${encodeURIComponent(bookingId)}/refunds`,
        { amount, reason },
        { headers: { 'idempotency-key': key } },
      ),
    onSettled: () =>
      Promise.all(moneyKeys.map((queryKey) => queryClient.invalidateQueries({ queryKey: [...queryKey] }))),
  });
}

/** GET /api/admin/reconciliation?day= (503 gateway_unavailable when the gateway cannot be asked). */
export function useReconciliation(day: string) {
  return useQuery<Reconciliation>({
    queryKey: ['/api/admin/reconciliation', { day }],
    staleTime: 0,
    retry: false,
  });
}
