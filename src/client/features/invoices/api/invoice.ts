import type { Invoice } from '@shared/api-types';
import { useQuery } from '@tanstack/react-query';

/** GET /api/invoices/{id}: a tax invoice or credit note, for the booking's two parties and administrators. */
export function useInvoice(id: string) {
  return useQuery<Invoice>({ queryKey: ['/api/invoices', id], staleTime: Number.POSITIVE_INFINITY });
}
