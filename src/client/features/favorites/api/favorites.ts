/**
 * Favourites: on the account for signed-in people (GET/PUT/DELETE
 * /api/favorites), in this browser for visitors. One hook answers both.
 */
import type { Item } from '@shared/api-types';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { apiRequest } from '../../../lib/api';
import { useCurrentUser } from '../../auth';
import { localFavorites } from '../local-favorites';

export const favoritesQueryKey = ['/api/favorites'] as const;

/**
 * The signed-in user's favourite items, newest first, as they are now (price, availability):
 * `fresh` asks the server again whenever the caller mounts, for the page that lists them.
 */
export function useFavoriteItems({
  enabled = true,
  fresh = false,
}: {
  enabled?: boolean;
  fresh?: boolean;
} = {}) {
  return useQuery<Item[]>({ queryKey: favoritesQueryKey, enabled, refetchOnMount: fresh ? 'always' : true });
}

/** Whether an item is a favourite, and a toggle; optimistic on the account, instant locally. */
export function useFavorites() {
  const queryClient = useQueryClient();
  const me = useCurrentUser();
  const signedIn = Boolean(me.data);
  const saved = useFavoriteItems({ enabled: signedIn });
  const localIds = useSyncExternalStore(
    localFavorites.subscribe,
    localFavorites.getSnapshot,
    localFavorites.getSnapshot,
  );
  const toggle = useMutation({
    mutationFn: ({ item, favorite }: { item: Item; favorite: boolean }) =>
      apiRequest(favorite ? 'PUT' : 'DELETE', `/api/favorites/${item.id}`),
    onMutate: async ({ item, favorite }) => {
      await queryClient.cancelQueries({ queryKey: favoritesQueryKey });
      const before = queryClient.getQueryData<Item[]>(favoritesQueryKey);
      queryClient.setQueryData<Item[]>(favoritesQueryKey, (items = []) =>
        favorite
          ? [item, ...items.filter((each) => each.id !== item.id)]
          : items.filter((each) => each.id !== item.id),
      );
      return { before };
    },
    onError: (_error, _variables, context) => queryClient.setQueryData(favoritesQueryKey, context?.before),
    onSettled: () => queryClient.invalidateQueries({ queryKey: favoritesQueryKey }),
  });

  const ids = signedIn ? new Set((saved.data ?? []).map((item) => item.id)) : new Set(localIds);
  return {
    isFavorite: (id: string) => ids.has(id),
    /** Whether favourites are kept on the account (else in this browser). */
    signedIn,
    /** `onError` runs only for signed-in people (the account could not be updated). */
    toggle: (item: Item, { onError }: { onError?: () => void } = {}) => {
      if (!signedIn) return localFavorites.toggle(item.id);
      toggle.mutate({ item, favorite: !ids.has(item.id) }, { onError });
    },
  };
}
