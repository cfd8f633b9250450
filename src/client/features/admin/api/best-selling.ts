import type { BestSellingRow } from '@shared/api-types';
import { useQuery } from '@tanstack/react-query';

/** GET /api/admin/reports/best-selling, asked only once both days are chosen (docs/product.md, "Pages"). */
export function useBestSelling(range: { startDate: string; endDate: string } | null) {
  return useQuery<BestSellingRow[]>({
    queryKey: ['/api/admin/reports/best-selling', range ?? {}],
    enabled: range !== null,
    staleTime: 60_000,
  });
}
