import type { AdminItem } from '@shared/api-types';
import { useTranslation } from 'react-i18next';
import { useErrorMessage } from '../../../components/page-states';
import { toast } from '../../../components/ui/toast';
import { useDeleteAdminItem } from '../api/delete-admin-item';
import { deleteConfirmText, removalSummary } from '../delete-confirm';

/** Delete with the browser's confirm (docs/product.md, "Pages"), then its toast (docs/product.md, "Errors"). */
export function useRemoveListing() {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const removal = useDeleteAdminItem();
  const run = (item: AdminItem) => {
    if (!window.confirm(deleteConfirmText(t, item.upcomingBookings))) return;
    removal.mutate(item.id, {
      onSuccess: (done) =>
        toast({
          variant: 'success',
          title: t('admin.items.toasts.deleted'),
          description: removalSummary(
            t,
            done ?? { cancelledBookings: 0, declinedRequests: 0, activeRentals: 0 },
          ),
        }),
      onError: (failure) =>
        toast({
          variant: 'destructive',
          title: t('admin.items.toasts.deleteFailed'),
          description: errorMessage(failure),
        }),
    });
  };
  return { run, removingId: removal.isPending ? removal.variables : undefined };
}
export type RemoveListing = ReturnType<typeof useRemoveListing>;
