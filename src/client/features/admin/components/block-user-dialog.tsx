import type { AdminUser } from '@shared/api-types';
import { SUSPENSION_REASON_MAX, suspendUserSchema } from '@shared/schemas/admin';
import { Ban } from 'lucide-react';
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorMessage } from '../../../components/page-states';
import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';
import { Field, Textarea } from '../../../components/ui/input';
import { toast } from '../../../components/ui/toast';
import { UserAvatar } from '../../../components/user-avatar';
import { ApiError } from '../../../lib/api';
import { useFieldErrorText } from '../../../lib/forms';
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
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | undefined>();
  const field = useRef<HTMLTextAreaElement>(null);
  // Opened from a button without a Radix trigger: focus goes back to that button on closing.
  const [returnTo] = useState(() => document.activeElement as HTMLElement | null);
  const name = `${user.firstName} ${user.lastName}`;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = suspendUserSchema.safeParse({ reason });
    if (!parsed.success) {
      setProblem(parsed.error.issues[0]?.message ?? 'reason_required');
      field.current?.focus();
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
            setProblem(onField.code ?? 'invalid');
            field.current?.focus();
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
  };

  return (
    <Dialog open onOpenChange={(open) => !suspend.isPending && onOpenChange(open)}>
      <DialogContent
        className="max-w-md"
        onCloseAutoFocus={(event) => {
          if (returnTo?.isConnected) {
            event.preventDefault();
            returnTo.focus();
          }
        }}
      >
        <form onSubmit={submit} noValidate className="flex flex-col gap-5">
          <DialogHeader>
            <DialogTitle>{t('admin.users.block.title')}</DialogTitle>
            <DialogDescription>{t('admin.users.block.description')}</DialogDescription>
          </DialogHeader>
          <div className="flex items-center gap-3 rounded-xl bg-canvas p-3 ring-1 ring-line">
            <UserAvatar user={user} className="size-10" />
            <div className="min-w-0">
              <p className="truncate font-semibold" dir="auto">
                {name}
              </p>
              <p className="truncate text-sm text-muted rtl:text-end" dir="ltr">
                {user.email}
              </p>
            </div>
          </div>
          <Field
            label={t('admin.users.block.reasonLabel')}
            hint={t('admin.users.block.reasonHint')}
            error={
              problem === 'reason_required'
                ? t('admin.users.block.reasonRequired')
                : errorText(problem ? { message: problem } : undefined)
            }
            required
          >
            <Textarea
              ref={field}
              rows={3}
              dir="auto"
              maxLength={SUSPENSION_REASON_MAX}
              value={reason}
              placeholder={t('admin.users.block.reasonPlaceholder')}
              readOnly={suspend.isPending}
              onChange={(event) => {
                setReason(event.target.value);
                if (problem) setProblem(undefined);
              }}
            />
          </Field>
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="outline" disabled={suspend.isPending}>
                {t('admin.common.cancel')}
              </Button>
            </DialogClose>
            <Button type="submit" variant="danger" loading={suspend.isPending}>
              {!suspend.isPending && <Ban className="size-4" aria-hidden="true" />}
              {t('admin.users.block.confirm')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
