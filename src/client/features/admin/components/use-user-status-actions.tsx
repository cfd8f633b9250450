import type { AdminUser } from '@shared/api-types';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorMessage } from '../../../components/page-states';
import { toast } from '../../../components/ui/toast';
import { useActivateUser } from '../api/activate-user';
import { BlockUserDialog } from './block-user-dialog';

/**
 * Block (through the reason dialog) and Unblock, with their toasts
 * (docs/product.md, "Errors"). Render `dialog` once beside the buttons.
 */
export function useUserStatusActions() {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const activate = useActivateUser();
  const [blocking, setBlocking] = useState<AdminUser | null>(null);

  const unblock = (user: AdminUser) =>
    activate.mutate(user.id, {
      onSuccess: () => toast({ variant: 'success', title: t('admin.users.toasts.unblocked') }),
      onError: (failure) =>
        toast({
          variant: 'destructive',
          title: t('admin.users.toasts.unblockFailed'),
          description: errorMessage(failure),
        }),
    });

  return {
    block: (user: AdminUser) => setBlocking(user),
    unblock,
    /** The account being unblocked now, if any (its button shows a spinner). */
    unblockingId: activate.isPending ? activate.variables : undefined,
    dialog: blocking ? (
      <BlockUserDialog user={blocking} onOpenChange={(open) => !open && setBlocking(null)} />
    ) : null,
  };
}

export type UserStatusActions = ReturnType<typeof useUserStatusActions>;
