/** Listing, editing and removing an item; each refreshes the lists it changes. */
import type { Item } from '@shared/api-types';
import type { CreateItemInput, UpdateItemInput } from '@shared/schemas/items';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { itemQueryKey } from './get-item';

function refreshItemLists(queryClient: QueryClient, ownerId: string) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: ['/api/items'] }),
    queryClient.invalidateQueries({ queryKey: ['/api/users', ownerId, 'items'] }),
    queryClient.invalidateQueries({ queryKey: ['/api/favorites'] }),
  ]);
}

export function useCreateItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateItemInput) => apiRequest<Item>('POST', '/api/items', input),
    onSuccess: (item) => {
      queryClient.setQueryData(itemQueryKey(item.id), item);
      return refreshItemLists(queryClient, item.ownerId);
    },
  });
}

export function useUpdateItem(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: UpdateItemInput) => apiRequest<Item>('PATCH', `/api/items/${id}`, changes),
    onSuccess: (item) => {
      queryClient.setQueryData(itemQueryKey(item.id), item);
      return refreshItemLists(queryClient, item.ownerId);
    },
  });
}

export function useDeleteItem(item: Pick<Item, 'id' | 'ownerId'>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest('DELETE', `/api/items/${item.id}`),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: itemQueryKey(item.id), exact: true });
      return refreshItemLists(queryClient, item.ownerId);
    },
  });
}
