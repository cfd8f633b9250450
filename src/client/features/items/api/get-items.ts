import type { Item } from '@shared/api-types';
import { ITEMS_CACHE_MS } from '@shared/constants';
import { useQuery } from '@tanstack/react-query';

export interface ItemsParams {
  searchTerm?: string;
  city?: string;
  categoryId?: number;
  limit?: number;
  offset?: number;
}

/** GET /api/items; listings change, so they are fresh for 5 minutes (docs/product.md, "Limits"). */
export function useItems(params: ItemsParams = {}) {
  return useQuery<Item[]>({ queryKey: ['/api/items', params], staleTime: ITEMS_CACHE_MS });
}
