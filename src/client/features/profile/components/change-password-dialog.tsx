import { zodResolver } from '@hookform/resolvers/zod';
import { MIN_PASSWORD_LENGTH } from '@shared/constants';
import {
  type PasswordChangeFormValues,
  type PasswordChangeInput,
  passwordChangeFormSchema,
} from '@shared/schemas/users';
import { KeyRound } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { type Path, useForm } from 'react-hook-form';
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
  DialogTrigger,
} from '../../../components/ui/dialog';
import { Field } from '../../../components/ui/input';
import { PasswordInput } from '../../../components/ui/password-input';
import { toast } from '../../../components/ui/toast';
import { applyServerFieldErrors, useFieldErrorText } from '../../../lib/forms';
import { useChangePassword } from '../../users';

const EMPTY: PasswordChangeFormValues = { currentPassword: '', newPassword: '', confirmPassword: '' };
const FIELDS = Object.keys(EMPTY) as Path<PasswordChangeFormValues>[];

/**
 * Change password (own profile): the current password, the new one and its
 * confirmation. Wrong current password and the new password's rules show on
 * the fields; success closes the dialog with a toast (the server has ended
 * the other sessions).
 */
export function ChangePasswordDialog({ userId, trigger }: { userId: string; trigger: ReactNode }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const errorText = useFieldErrorText();
  const errorMessage = useErrorMessage();
  const change = useChangePassword(userId);
  const form = useForm<PasswordChangeFormValues, unknown, PasswordChangeInput & { confirmPassword: string }>({
    resolver: zodResolver(passwordChangeFormSchema),
    defaultValues: EMPTY,
  });
  const { errors } = form.formState;
  const { register } = form;

  const openChange = (next: boolean) => {
    if (!next) form.reset(EMPTY);
    setOpen(next);
  };

  const submit = form.handleSubmit(({ currentPassword, newPassword }) => {
    change.mutate(
      { currentPassword, newPassword },
      {
        onSuccess: () => {
          toast({
            variant: 'success',
            title: t('profile.password.changed'),
            description: t('profile.password.changedBody'),
          });
          openChange(false);
        },
        onError: (failure) => {
          if (applyServerFieldErrors(failure, form.setError, FIELDS)) return;
          toast({
            variant: 'destructive',
            title: t('profile.password.failed'),
            description: errorMessage(failure),
          });
        },
      },
    );
  });

  return (
    <Dialog open={open} onOpenChange={openChange}>
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <span className="mb-2 grid size-11 place-items-center rounded-2xl bg-primary-50 text-primary-700">
            <KeyRound className="size-5" aria-hidden="true" />
          </span>
          <DialogTitle>{t('profile.password.title')}</DialogTitle>
          <DialogDescription>{t('profile.password.description')}</DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} noValidate className="flex flex-col gap-5">
          <Field label={t('profile.password.current')} error={errorText(errors.currentPassword)} required>
            <PasswordInput autoComplete="current-password" {...register('currentPassword')} />
          </Field>
          <Field
            label={t('profile.password.new')}
            error={errorText(errors.newPassword)}
            hint={t('auth.passwordHint', { count: MIN_PASSWORD_LENGTH })}
            required
          >
            <PasswordInput autoComplete="new-password" {...register('newPassword')} />
          </Field>
          <Field label={t('profile.password.confirm')} error={errorText(errors.confirmPassword)} required>
            <PasswordInput autoComplete="new-password" {...register('confirmPassword')} />
          </Field>
          <DialogFooter className="mt-1">
            <DialogClose asChild>
              <Button type="button" variant="outline">
                {t('profile.password.cancel')}
              </Button>
            </DialogClose>
            <Button type="submit" loading={change.isPending}>
              {change.isPending ? t('profile.password.pending') : t('profile.password.submit')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
