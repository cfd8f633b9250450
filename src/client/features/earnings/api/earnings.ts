/**
 * An owner's money (docs/decisions/0044-payments.md, "Payouts"): earnings, the payout account and
 * payouts. Saving the account or asking for a payout refreshes the earnings.
 */
import type { Earnings, PayoutAccount, PayoutSummary } from '@shared/api-types';
import type { PayoutAccountInput } from '@shared/schemas/payments';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';

export const earningsQueryKey = ['/api/earnings'] as const;

export function useEarnings() {
  return useQuery<Earnings>({ queryKey: earningsQueryKey, staleTime: 0 });
}

/** PUT /api/payout-account: the IBAN normalised by the schema, and its holder. */
export function useSavePayoutAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: PayoutAccountInput) => apiRequest<PayoutAccount>('PUT', '/api/payout-account', input),
    onSuccess: (account) => {
      queryClient.setQueryData<Earnings>(
        earningsQueryKey,
        (earnings) => earnings && { ...earnings, account },
      );
      return queryClient.invalidateQueries({ queryKey: earningsQueryKey });
    },
  });
}

/** POST /api/payouts with an Idempotency-Key: the whole available balance, once however often pressed. */
export function useRequestPayout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (idempotencyKey: string) =>
      apiRequest<PayoutSummary>(
        'POST',
        '/api/payouts',
        {},
        { headers: { 'idempotency-key': idempotencyKey } },
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: earningsQueryKey }),
  });
}
