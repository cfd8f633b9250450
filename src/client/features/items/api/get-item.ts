import type { Item } from '@shared/api-types';
import { ITEMS_CACHE_MS } from '@shared/constants';
import { useQuery } from '@tanstack/react-query';

export const itemQueryKey = (id: string) => ['/api/items', id] as const;

/** GET /api/items/{id}. Its key starts like the lists', so invalidating ['/api/items'] refreshes it too. */
export function useItem(id: string | undefined) {
  return useQuery<Item>({
    queryKey: itemQueryKey(id ?? ''),
    enabled: Boolean(id),
    staleTime: ITEMS_CACHE_MS,
  });
}
