import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { apiRequest } from '../../../lib/api';
import { useCurrentUser } from '../../auth';
import { favoritesQueryKey } from '../api/favorites';
import { localFavorites } from '../local-favorites';

/**
 * Moves a visitor's favourites to their account once they are signed in;
 * mounted once in the app shell. If the merge fails they stay in the
 * browser and are tried again on the next page load.
 */
export function FavoritesSync() {
  const signedIn = Boolean(useCurrentUser().data);
  const queryClient = useQueryClient();
  useEffect(() => {
    const itemIds = localFavorites.getSnapshot();
    if (!signedIn || itemIds.length === 0) return;
    apiRequest('POST', '/api/favorites/merge', { itemIds }).then(
      () => {
        localFavorites.clear();
        return queryClient.invalidateQueries({ queryKey: favoritesQueryKey });
      },
      () => {},
    );
  }, [signedIn, queryClient]);
  return null;
}
