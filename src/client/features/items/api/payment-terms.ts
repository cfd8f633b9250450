import type { PaymentTerms } from '@shared/api-types';
import { useQuery } from '@tanstack/react-query';

/** The fee rates change only with the server's configuration: asked for once an hour at most. */
const TERMS_STALE_MS = 60 * 60_000;

/** GET /api/payments/terms: the fee rates the price preview computes with (`priceBreakdown`). */
export function usePaymentTerms() {
  return useQuery<PaymentTerms>({ queryKey: ['/api/payments/terms'], staleTime: TERMS_STALE_MS });
}
