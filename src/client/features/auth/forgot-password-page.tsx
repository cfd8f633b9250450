import { zodResolver } from '@hookform/resolvers/zod';
import { RESET_TOKEN_TTL_MS } from '@shared/constants';
import { type ForgotPasswordInput, forgotPasswordSchema } from '@shared/schemas/auth';
import { ArrowLeft, KeyRound } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { z } from 'zod';
import { paths } from '../../app/paths';
import { useErrorMessage } from '../../components/page-states';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Field, Input } from '../../components/ui/input';
import { toast } from '../../components/ui/toast';
import { ApiError } from '../../lib/api';
import { useFieldErrorText } from '../../lib/forms';
import { useDocumentTitle } from '../../lib/use-document-title';
import { type ForgotPasswordAnswer, useForgotPassword } from './api/password-reset';
import { AuthCard } from './components/auth-card';

const LINK_MINUTES = RESET_TOKEN_TTL_MS / 60_000;

function BackToSignIn() {
  const { t } = useTranslation();
  return (
    <Button asChild variant="ghost" className="mt-4 w-full">
      <Link to={paths.auth()}>
        <ArrowLeft className="size-4 flip-rtl" aria-hidden="true" />
        {t('auth.backToSignIn')}
      </Link>
    </Button>
  );
}

/** What the server did: showed the link (no e-mail on this server) or e-mailed it. */
function ForgotPasswordSent({ answer }: { answer: ForgotPasswordAnswer }) {
  const { t } = useTranslation();
  if (answer.resetToken) {
    return (
      <Alert variant="success" title={t('auth.forgot.linkReady')}>
        <p>{t('auth.forgot.noEmail')}</p>
        <Link
          to={paths.resetPassword(answer.resetToken)}
          className="mt-3 inline-flex font-semibold text-primary-800 underline underline-offset-4 hover:text-primary-900"
        >
          {t('auth.forgot.openLink')}
        </Link>
      </Alert>
    );
  }
  return (
    <Alert variant="success" title={t('auth.forgot.checkEmail')}>
      {t('auth.forgot.emailSent', { count: LINK_MINUTES })}
    </Alert>
  );
}

/** /forgot-password (docs/product.md, "Pages"): one field, then the link or a check-your-e-mail message. */
export function ForgotPasswordPage() {
  const { t } = useTranslation();
  const errorText = useFieldErrorText();
  const errorMessage = useErrorMessage();
  const forgot = useForgotPassword();
  const form = useForm<z.input<typeof forgotPasswordSchema>, unknown, ForgotPasswordInput>({
    resolver: zodResolver(forgotPasswordSchema),
    defaultValues: { emailOrUsername: '' },
  });
  useDocumentTitle(t('auth.forgot.title'));

  const submit = form.handleSubmit((values) =>
    forgot.mutate(values, {
      onError: (error) => {
        const notFound = error instanceof ApiError && error.code === 'not_found';
        toast({
          variant: 'destructive',
          title: notFound ? t('auth.forgot.notFoundTitle') : t('errors.title'),
          description: notFound ? t('auth.forgot.notFound') : errorMessage(error),
        });
      },
    }),
  );

  return (
    <AuthCard
      icon={<KeyRound className="size-6" />}
      title={t('auth.forgot.title')}
      description={t('auth.forgot.description')}
    >
      {forgot.data ? (
        <ForgotPasswordSent answer={forgot.data} />
      ) : (
        <form onSubmit={submit} noValidate className="flex flex-col gap-5">
          <Field
            label={t('auth.fields.emailOrUsername')}
            error={errorText(form.formState.errors.emailOrUsername)}
            required
          >
            <Input
              dir="ltr"
              autoComplete="username"
              autoCapitalize="off"
              {...form.register('emailOrUsername')}
            />
          </Field>
          <Button type="submit" size="lg" loading={forgot.isPending}>
            {t('auth.forgot.submit')}
          </Button>
        </form>
      )}
      <BackToSignIn />
    </AuthCard>
  );
}
