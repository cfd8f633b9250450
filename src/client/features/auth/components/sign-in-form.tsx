import { zodResolver } from '@hookform/resolvers/zod';
import { type LoginInput, loginSchema } from '@shared/schemas/auth';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { z } from 'zod';
import { paths } from '../../../app/paths';
import { useErrorMessage } from '../../../components/page-states';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Field, Input } from '../../../components/ui/input';
import { PasswordInput } from '../../../components/ui/password-input';
import { toast } from '../../../components/ui/toast';
import { adoptAccountLanguage } from '../../../i18n/i18n';
import { ApiError } from '../../../lib/api';
import { flashToast } from '../../../lib/flash';
import { useFieldErrorText } from '../../../lib/forms';
import { useSignIn } from '../api/sign-in';

/** Sign in (docs/product.md, "Pages"): e-mail and password; a full reload to `next` (default /) on success. */
export function SignInForm({ next }: { next: string }) {
  const { t } = useTranslation();
  const errorText = useFieldErrorText();
  const errorMessage = useErrorMessage();
  const signIn = useSignIn();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<z.input<typeof loginSchema>, unknown, LoginInput>({
    resolver: zodResolver(loginSchema),
    defaultValues: { email: '', password: '' },
  });
  const { errors } = form.formState;

  const failureText = (error: unknown) =>
    error instanceof ApiError && error.code === 'unauthorized'
      ? t('auth.signIn.invalid')
      : errorMessage(error);

  const submit = form.handleSubmit((values) => {
    setFailure(null);
    signIn.mutate(values, {
      onSuccess: async ({ user }) => {
        if (user) await adoptAccountLanguage(user.preferredLanguage);
        flashToast({
          variant: 'success',
          title: t('auth.signIn.welcomeBack'),
          description: t('auth.signIn.welcomeBackBody', { name: user?.firstName ?? '' }),
        });
        window.location.assign(next);
      },
      onError: (error) => {
        const text = failureText(error);
        setFailure(text);
        toast({ variant: 'destructive', title: t('auth.signIn.failed'), description: text });
      },
    });
  });

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-5">
      {failure && (
        <Alert variant="danger" title={t('auth.signIn.failed')}>
          {failure}
        </Alert>
      )}
      <Field label={t('auth.fields.email')} error={errorText(errors.email)} required>
        <Input type="email" autoComplete="email" inputMode="email" dir="ltr" {...form.register('email')} />
      </Field>
      <Field label={t('auth.fields.password')} error={errorText(errors.password)} required>
        <PasswordInput autoComplete="current-password" {...form.register('password')} />
      </Field>
      <div className="-mt-2 flex justify-end">
        <Link
          to={paths.forgotPassword()}
          className="rounded text-sm font-medium text-primary-700 hover:text-primary-800 hover:underline"
        >
          {t('auth.signIn.forgot')}
        </Link>
      </div>
      <Button type="submit" size="lg" loading={signIn.isPending}>
        {signIn.isPending ? t('auth.signIn.pending') : t('auth.signIn.submit')}
      </Button>
    </form>
  );
}
