/** The bell's list and marking notifications read (docs/product.md, "API"). */
import type { NotificationList, UnreadCounts } from '@shared/api-types';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { countsQueryKey, notificationsQueryKey } from '../../../lib/query-keys';
import { lowerCounts, markNotificationsRead } from '../../live';

/** Asked each time the list opens; live events keep it current while it is open. */
export function useNotifications(enabled: boolean) {
  return useQuery<NotificationList>({ queryKey: notificationsQueryKey, enabled, staleTime: 0 });
}

/** POST /api/notifications/read with the given ids, or all of them when none are given. */
export function useMarkNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids?: string[]) =>
      apiRequest<{ updated: number }>('POST', '/api/notifications/read', ids ? { ids } : {}),
    onMutate: (ids) => {
      queryClient.setQueryData<NotificationList>(notificationsQueryKey, (list) =>
        markNotificationsRead(list, ids, new Date().toISOString()),
      );
    },
    onSuccess: ({ updated }, ids) => {
      queryClient.setQueryData<UnreadCounts>(countsQueryKey, (counts) =>
        ids ? lowerCounts(counts, { notifications: updated }) : counts && { ...counts, notifications: 0 },
      );
      void queryClient.invalidateQueries({ queryKey: countsQueryKey });
    },
    onError: () => {
      void queryClient.invalidateQueries({ queryKey: notificationsQueryKey });
    },
  });
}
