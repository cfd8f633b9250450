import type { MeResponse, User } from '@shared/api-types';
import { useQuery } from '@tanstack/react-query';
import { getQueryFn } from '../../../lib/api';
import { currentUserQueryKey } from '../../../lib/query-keys';

export { currentUserQueryKey };

/**
 * The signed-in user, or null. Loaded once per visit and kept
 * (docs/product.md, "Statuses"): signing in reloads the page, signing out clears every cached answer.
 */
export function useCurrentUser() {
  return useQuery<MeResponse | null, Error, User | null>({
    queryKey: currentUserQueryKey,
    queryFn: getQueryFn({ on401: 'returnNull' }),
    select: (data) => data?.user ?? null,
  });
}
