import type {
  AdminBookingMoney,
  AdminPaymentRow,
  AdminPayoutRow,
  AdminRefundMade,
  AdminRefundRow,
  ReconciliationState,
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

export const reconciliationKey = (day: string) => ['/api/admin/reconciliation', { day }] as const;

/** While a comparison is on its way the page looks again this often; slower while the gateway is retried. */
export const COMPARING_POLL_MS = 3_000;
const RETRYING_POLL_MS = 15_000;

/**
 * GET /api/admin/reconciliation?day=: the day as its last comparison with the gateway left it (this
 * read never asks the gateway). While a comparison is on its way it is read again every few seconds,
 * until the comparison is done or has failed.
 */
export function useReconciliation(day: string) {
  return useQuery<ReconciliationState>({
    queryKey: reconciliationKey(day),
    staleTime: 0,
    refetchInterval: (query) => {
      const state = query.state.data;
      if (!state?.comparing) return false;
      return state.lastError ? RETRYING_POLL_MS : COMPARING_POLL_MS;
    },
  });
}

/**
 * POST /api/admin/reconciliation/compare: asks for the day to be compared (a job; asking again while
 * one is on its way adds nothing). Its answer, `comparing` true, becomes the day's state, which
 * starts the polling above.
 */
export function useCompareReconciliation(day: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<ReconciliationState>('POST', '/api/admin/reconciliation/compare', { day }),
    onSuccess: (state) => queryClient.setQueryData(reconciliationKey(day), state),
  });
}
