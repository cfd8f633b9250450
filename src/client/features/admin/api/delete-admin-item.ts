import type { AdminItemRemoval } from '@shared/api-types';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { adminItemsKey } from './admin-items';
import { adminStatsQueryKey } from './admin-stats';

/**
 * DELETE /api/admin/items/{id}: removes the listing, cancels the bookings
 * ahead and tells the renters; answers what it cancelled. The listings,
 * cards, audit log and the public item lists are fetched again.
 */
export function useDeleteAdminItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (itemId: string) =>
      apiRequest<AdminItemRemoval>('DELETE', `/api/admin/items/${encodeURIComponent(itemId)}`),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminItemsKey }),
        queryClient.invalidateQueries({ queryKey: adminStatsQueryKey }),
        queryClient.invalidateQueries({ queryKey: ['/api/admin/users'] }),
        queryClient.invalidateQueries({ queryKey: ['/api/admin/audit'] }),
        queryClient.invalidateQueries({ queryKey: ['/api/items'] }),
      ]),
  });
}
