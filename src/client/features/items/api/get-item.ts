import type { Item } from '@shared/api-types';
import { ITEMS_CACHE_MS } from '@shared/constants';
import { type QueryClient, useQuery, useQueryClient } from '@tanstack/react-query';

export const itemQueryKey = (id: string) => ['/api/items', id] as const;

/** The item as a list already loaded it (home, browse, favourites), so its page opens without a wait. */
function fromLoadedLists(queryClient: QueryClient, id: string): Item | undefined {
  for (const [, data] of queryClient.getQueriesData<unknown>({ queryKey: ['/api/items'] })) {
    const lists: unknown[] = Array.isArray(data)
      ? [data]
      : data && typeof data === 'object' && 'pages' in data
        ? (data.pages as { rows: unknown[] }[]).map((page) => page.rows)
        : data && typeof data === 'object' && 'rows' in data
          ? [data.rows]
          : [];
    for (const list of lists) {
      const found = (list as Item[]).find((item) => item?.id === id);
      if (found) return found;
    }
  }
  return undefined;
}

/** GET /api/items/{id}. Its key starts like the lists', so invalidating ['/api/items'] refreshes it too. */
export function useItem(id: string | undefined) {
  const queryClient = useQueryClient();
  return useQuery<Item>({
    queryKey: itemQueryKey(id ?? ''),
    enabled: Boolean(id),
    staleTime: ITEMS_CACHE_MS,
    placeholderData: () => (id ? fromLoadedLists(queryClient, id) : undefined),
  });
}
