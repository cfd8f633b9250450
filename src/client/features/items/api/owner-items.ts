import type { Item } from '@shared/api-types';
import { useQuery } from '@tanstack/react-query';

export const ownerItemsQueryKey = (userId: string) => ['/api/users', userId, 'items'] as const;

/** GET /api/users/{id}/items: all of one's own items (paused ones too), the listed ones of others. */
export function useOwnerItems(userId: string | undefined) {
  return useQuery<Item[]>({ queryKey: ownerItemsQueryKey(userId ?? ''), enabled: Boolean(userId) });
}
