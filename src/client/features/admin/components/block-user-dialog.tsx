import type { AdminUser } from '@shared/api-types';
import { SUSPENSION_REASON_MAX, suspendUserSchema } from '@shared/schemas/admin';
import { Ban } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorMessage } from '../../../components/page-states';
import { ReasonDialog } from '../../../components/reason-dialog';
import { toast } from '../../../components/ui/toast';
import { UserAvatar } from '../../../components/user-avatar';
import { ApiError } from '../../../lib/api';
import { useFieldErrorText } from '../../../lib/forms';
import { displayName } from '../../../lib/person-name';
import { useSuspendUser } from '../api/suspend-user';

/**
 * Blocking asks for a reason (docs/product.md, "Pages"), required after trimming
 * (docs/product.md, "Validation"). The account is signed out everywhere at once; the reason is
 * shown to them and kept in the audit log.
 */
export function BlockUserDialog({
  user,
  onOpenChange,
}: {
  user: AdminUser;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation();
  const errorText = useFieldErrorText();
  const errorMessage = useErrorMessage();
  const suspend = useSuspendUser();
  // Opened from a button without a Radix trigger: focus goes back to that button on closing.
  const [returnTo] = useState(() => document.activeElement as HTMLElement | null);
  const requiredMessage = t('admin.users.block.reasonRequired');
  const problemText = (key: string) =>
    key === 'reason_required' ? requiredMessage : (errorText({ message: key }) ?? '');

  return (
    <ReasonDialog
      title={t('admin.users.block.title')}
      description={t('admin.users.block.description')}
      reason={{
        label: t('admin.users.block.reasonLabel'),
        hint: t('admin.users.block.reasonHint'),
        placeholder: t('admin.users.block.reasonPlaceholder'),
        maxLength: SUSPENSION_REASON_MAX,
        required: true,
        requiredMessage,
      }}
      confirmLabel={t('admin.users.block.confirm')}
      confirmIcon={<Ban className="size-4" aria-hidden="true" />}
      cancelLabel={t('admin.common.cancel')}
      pending={suspend.isPending}
      lockWhilePending
      onOpenChange={onOpenChange}
      onCloseAutoFocus={(event) => {
        if (returnTo?.isConnected) {
          event.preventDefault();
          returnTo.focus();
        }
      }}
      onConfirm={(reason, showProblem) => {
        const parsed = suspendUserSchema.safeParse({ reason });
        if (!parsed.success) {
          showProblem(problemText(parsed.error.issues[0]?.message ?? 'reason_required'));
          return;
        }
        suspend.mutate(
          { userId: user.id, reason: parsed.data.reason },
          {
            onSuccess: () => {
              toast({ variant: 'success', title: t('admin.users.toasts.blocked') });
              onOpenChange(false);
            },
            onError: (failure) => {
              const onField =
                failure instanceof ApiError && failure.body?.errors?.find((error) => error.path === 'reason');
              if (onField) {
                showProblem(problemText(onField.code ?? 'invalid'));
                return;
              }
              toast({
                variant: 'destructive',
                title: t('admin.users.toasts.blockFailed'),
                description: errorMessage(failure),
              });
            },
          },
        );
      }}
    >
      <div className="flex items-center gap-3 rounded-xl bg-canvas p-3 ring-1 ring-line">
        <UserAvatar user={user} className="size-10" />
        <div className="min-w-0">
          <p className="truncate font-semibold" dir="auto">
            {displayName(user)}
          </p>
          <p className="truncate text-sm text-muted rtl:text-end" dir="ltr">
            {user.email}
          </p>
        </div>
      </div>
    </ReasonDialog>
  );
}
