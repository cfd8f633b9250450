import { zodResolver } from '@hookform/resolvers/zod';
import { MIN_PASSWORD_LENGTH } from '@shared/constants';
import { type ResetPasswordFormValues, resetPasswordFormSchema } from '@shared/schemas/auth';
import { LockKeyhole } from 'lucide-react';
import { useRef } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useErrorMessage } from '../../components/page-states';
import { Button } from '../../components/ui/button';
import { Field } from '../../components/ui/input';
import { PasswordInput } from '../../components/ui/password-input';
import { type ToastHandle, type ToastInput, toast } from '../../components/ui/toast';
import { ApiError } from '../../lib/api';
import { useFieldErrorText } from '../../lib/forms';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useResetPassword } from './api/password-reset';
import { AuthCard } from './components/auth-card';
import { InvalidResetLink, ResetDone } from './components/reset-outcomes';

/** /reset-password?token=… (docs/product.md, "Pages"): new password twice; a missing or spent link says so. */
export function ResetPasswordPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const errorText = useFieldErrorText();
  const errorMessage = useErrorMessage();
  const reset = useResetPassword();
  const form = useForm<ResetPasswordFormValues>({
    resolver: zodResolver(resetPasswordFormSchema),
    defaultValues: { password: '', confirmPassword: '' },
  });
  const { errors } = form.formState;
  useDocumentTitle(t('auth.reset.title'));

  const invalidLink = !token || (reset.error instanceof ApiError && reset.error.code === 'invalid_token');

  // A failure's toast speaks of that attempt only: the next attempt withdraws it, and so does the
  // success panel, which would otherwise sit beside "Reset failed" for the toast's lifetime.
  const failureToast = useRef<ToastHandle | null>(null);
  const showFailure = (input: Omit<ToastInput, 'variant'>) => {
    failureToast.current = toast({ variant: 'destructive', ...input });
  };
  const withdrawFailure = () => {
    failureToast.current?.dismiss();
    failureToast.current = null;
  };

  // One request per link: a second submit before the first answers (a double click, Enter twice)
  // would spend the token twice, and the loser's "invalid link" would hide the success.
  const inFlight = useRef(false);
  const submit = form.handleSubmit(
    ({ password }) => {
      if (inFlight.current) return;
      inFlight.current = true;
      withdrawFailure();
      reset.mutate(
        { token, newPassword: password },
        {
          onSuccess: withdrawFailure,
          onError: (error) => {
            const expired = error instanceof ApiError && error.code === 'invalid_token';
            showFailure({
              title: t('auth.reset.failed'),
              description: expired ? t('auth.reset.invalidLink') : errorMessage(error),
            });
          },
          onSettled: () => {
            inFlight.current = false;
          },
        },
      );
    },
    // The form's own refusals are also error toasts (docs/product.md, "Validation").
    (invalid) => {
      const first = invalid.password ?? invalid.confirmPassword;
      showFailure({ title: t('auth.reset.failed'), description: errorText(first) });
    },
  );

  if (reset.isSuccess) {
    return (
      <AuthCard icon={<LockKeyhole className="size-6" />} title={t('auth.reset.title')}>
        <ResetDone />
      </AuthCard>
    );
  }

  if (invalidLink) {
    return (
      <AuthCard icon={<LockKeyhole className="size-6" />} title={t('auth.reset.title')}>
        <InvalidResetLink />
      </AuthCard>
    );
  }

  return (
    <AuthCard
      icon={<LockKeyhole className="size-6" />}
      title={t('auth.reset.title')}
      description={t('auth.reset.description')}
    >
      <form onSubmit={submit} noValidate className="flex flex-col gap-5">
        <Field
          label={t('auth.fields.newPassword')}
          error={errorText(errors.password)}
          hint={t('auth.passwordHint', { count: MIN_PASSWORD_LENGTH })}
          required
        >
          <PasswordInput autoComplete="new-password" {...form.register('password')} />
        </Field>
        <Field label={t('auth.fields.confirmPassword')} error={errorText(errors.confirmPassword)} required>
          <PasswordInput autoComplete="new-password" {...form.register('confirmPassword')} />
        </Field>
        <Button type="submit" size="lg" loading={reset.isPending}>
          {t('auth.reset.submit')}
        </Button>
      </form>
    </AuthCard>
  );
}
