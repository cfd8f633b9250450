import { zodResolver } from '@hookform/resolvers/zod';
import { ADMIN_MIN_PASSWORD_LENGTH } from '@shared/constants';
import { type SetupAdminInput, setupAdminSchema } from '@shared/schemas/auth';
import { ChevronDown, ShieldCheck } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { useErrorMessage } from '../../components/page-states';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Field, Input } from '../../components/ui/input';
import { PasswordInput } from '../../components/ui/password-input';
import { ApiError } from '../../lib/api';
import { applyServerFieldErrors, useFieldErrorText } from '../../lib/forms';
import { useDocumentTitle } from '../../lib/use-document-title';
import { AuthCard } from '../auth';
import { useSetupAdmin } from './api/setup-admin';
import { SetupDone } from './components/setup-done';

type SetupFormValues = z.input<typeof setupAdminSchema>;
const FIELDS = ['secret', 'email', 'username', 'password'] as const;

/**
 * /setup-admin: creates the first administrator of a new installation. The
 * operator types the setup secret (ADMIN_SETUP_SECRET); nothing secret is in
 * the client. It works only while no administrator exists, so repeating it is safe.
 */
export function SetupAdminPage() {
  const { t } = useTranslation();
  const errorText = useFieldErrorText();
  const errorMessage = useErrorMessage();
  const setup = useSetupAdmin();
  const form = useForm<SetupFormValues, unknown, SetupAdminInput>({
    resolver: zodResolver(setupAdminSchema),
    defaultValues: { secret: '', email: '', username: '', password: '' },
  });
  const { errors } = form.formState;
  useDocumentTitle(t('setupAdmin.title'));

  const failureText = (error: unknown): string => {
    if (!(error instanceof ApiError)) return errorMessage(error);
    if (error.code === 'forbidden') return t('setupAdmin.wrongSecret');
    if (error.code === 'not_found') return t('setupAdmin.disabled');
    if (error.code === 'conflict' && !error.body?.errors) return t('setupAdmin.alreadyExists');
    return errorMessage(error);
  };

  const submit = form.handleSubmit((values) =>
    setup.mutate(values, {
      onError: (error) => applyServerFieldErrors(error, form.setError, FIELDS),
    }),
  );

  return (
    <AuthCard
      icon={<ShieldCheck className="size-6" />}
      title={t('setupAdmin.title')}
      description={t('setupAdmin.description')}
    >
      {setup.data ? (
        <SetupDone answer={setup.data} />
      ) : (
        <form onSubmit={submit} noValidate className="flex flex-col gap-5">
          {setup.error && (
            <Alert variant="danger" title={t('setupAdmin.failed')}>
              {failureText(setup.error)}
            </Alert>
          )}
          <Field
            label={t('setupAdmin.secret')}
            hint={t('setupAdmin.secretHint')}
            error={errorText(errors.secret)}
            required
          >
            <PasswordInput autoComplete="off" {...form.register('secret')} />
          </Field>
          <details className="group rounded-xl border border-line p-4 open:pb-5">
            <summary className="flex cursor-pointer list-none items-center justify-between gap-2 text-sm font-semibold text-ink [&::-webkit-details-marker]:hidden">
              {t('setupAdmin.chooseDetails')}
              <ChevronDown
                className="size-4 text-muted transition-transform group-open:rotate-180"
                aria-hidden="true"
              />
            </summary>
            <div className="mt-4 flex flex-col gap-4">
              <p className="text-sm text-muted">{t('setupAdmin.detailsHint')}</p>
              <Field label={t('auth.fields.email')} error={errorText(errors.email)} optional>
                <Input type="email" dir="ltr" placeholder="admin@ajjir.sa" {...form.register('email')} />
              </Field>
              <Field label={t('auth.fields.username')} error={errorText(errors.username)} optional>
                <Input dir="ltr" placeholder="admin" autoCapitalize="off" {...form.register('username')} />
              </Field>
              <Field
                label={t('auth.fields.password')}
                hint={t('setupAdmin.passwordHint', { count: ADMIN_MIN_PASSWORD_LENGTH })}
                error={errorText(errors.password)}
                optional
              >
                <PasswordInput autoComplete="new-password" {...form.register('password')} />
              </Field>
            </div>
          </details>
          <Button type="submit" size="lg" loading={setup.isPending}>
            {t('setupAdmin.submit')}
          </Button>
        </form>
      )}
    </AuthCard>
  );
}
