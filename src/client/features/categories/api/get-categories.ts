import type { Category } from '@shared/api-types';
import { useQuery } from '@tanstack/react-query';

export const categoriesQueryKey = ['/api/categories'] as const;

/** Reference data: loaded once per visit (never stale, per the client defaults). */
export function useCategories() {
  return useQuery<Category[]>({ queryKey: categoriesQueryKey });
}
