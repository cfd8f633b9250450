/**
 * The confirmation of closing an account (docs/decisions/0066-closed-accounts.md): the current
 * password and an explicit yes. A wrong password shows on its field; a refusal because something
 * opened meanwhile refreshes the list of what keeps the account open. Once closed, home, signed out.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { type CloseAccountFormValues, closeAccountFormSchema } from '@shared/schemas/account';
import { UserX } from 'lucide-react';
import { useState } from 'react';
import { type Path, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../../../app/paths';
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
  DialogTrigger,
} from '../../../components/ui/dialog';
import { Field } from '../../../components/ui/input';
import { PasswordInput } from '../../../components/ui/password-input';
import { toast } from '../../../components/ui/toast';
import { applyServerFieldErrors, useFieldErrorText } from '../../../lib/forms';
import { useCloseAccount } from '../api/account';

const EMPTY: CloseAccountFormValues = { currentPassword: '', confirm: false };
const FIELDS: Path<CloseAccountFormValues>[] = ['currentPassword', 'confirm'];

export function CloseAccountDialog() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const errorText = useFieldErrorText();
  const errorMessage = useErrorMessage();
  const close = useCloseAccount();
  const form = useForm<CloseAccountFormValues>({
    resolver: zodResolver(closeAccountFormSchema),
    defaultValues: EMPTY,
  });
  const { errors } = form.formState;

  const openChange = (next: boolean) => {
    if (!next) form.reset(EMPTY);
    setOpen(next);
  };

  const submit = form.handleSubmit(({ currentPassword }) => {
    close.mutate(
      { currentPassword, confirm: true },
      {
        onSuccess: () => {
          toast({
            variant: 'success',
            title: t('settings.close.closed'),
            description: t('settings.close.closedBody'),
          });
          navigate(paths.home());
        },
        onError: (failure) => {
          if (applyServerFieldErrors(failure, form.setError, FIELDS)) return;
          openChange(false);
          toast({
            variant: 'destructive',
            title: t('settings.close.failed'),
            description: errorMessage(failure),
          });
        },
      },
    );
  });

  return (
    <Dialog open={open} onOpenChange={openChange}>
      <DialogTrigger asChild>
        <Button variant="danger-outline">
          <UserX className="size-4" aria-hidden="true" />
          {t('settings.close.open')}
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <span className="mb-2 grid size-11 place-items-center rounded-2xl bg-danger-50 text-danger-700">
            <UserX className="size-5" aria-hidden="true" />
          </span>
          <DialogTitle>{t('settings.close.dialog.title')}</DialogTitle>
          <DialogDescription>{t('settings.close.dialog.description')}</DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} noValidate className="flex flex-col gap-5">
          <Field
            label={t('settings.close.dialog.password')}
            error={errorText(errors.currentPassword)}
            required
          >
            <PasswordInput autoComplete="current-password" {...form.register('currentPassword')} />
          </Field>
          <div className="flex flex-col gap-1.5">
            <label className="flex cursor-pointer items-start gap-3 text-sm leading-relaxed text-ink">
              <input
                type="checkbox"
                className="mt-0.5 size-5 shrink-0 cursor-pointer accent-danger-600"
                aria-invalid={errors.confirm ? true : undefined}
                aria-describedby={errors.confirm ? 'close-confirm-error' : undefined}
                {...form.register('confirm')}
              />
              <span>{t('settings.close.dialog.confirm')}</span>
            </label>
            {errors.confirm && (
              <p id="close-confirm-error" className="text-sm font-medium text-danger-700">
                {t('settings.close.dialog.confirmRequired')}
              </p>
            )}
          </div>
          <DialogFooter className="mt-1">
            <DialogClose asChild>
              <Button type="button" variant="outline">
                {t('settings.close.dialog.cancel')}
              </Button>
            </DialogClose>
            <Button type="submit" variant="danger" loading={close.isPending}>
              {close.isPending ? t('settings.close.dialog.pending') : t('settings.close.dialog.submit')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
