/**
 * /confirm-email?token=…: the link of a confirmation e-mail (docs/decisions/0062-verified-members.md).
 * The token is sent once as the page opens (a link works once, so a second request, React's
 * development double effects included, would only answer "invalid"); no session is needed, as the
 * link may be opened on another device.
 */
import { EMAIL_CONFIRM_TTL_HOURS } from '@shared/verification';
import { MailCheck } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { paths } from '../../app/paths';
import { ErrorState } from '../../components/page-states';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { ApiError } from '../../lib/api';
import { useDocumentTitle } from '../../lib/use-document-title';
import { AuthCard } from '../auth';
import { useConfirmEmail } from './api/verification';
import { verificationPaths } from './verification-paths';

export function ConfirmEmailPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const confirm = useConfirmEmail();
  useDocumentTitle(t('verification.confirmEmail.title'));

  // Once per token: the ref outlives React's development remount of effects.
  const sentFor = useRef<string | null>(null);
  const { mutate } = confirm;
  useEffect(() => {
    if (!token || sentFor.current === token) return;
    sentFor.current = token;
    mutate(token);
  }, [token, mutate]);

  const invalid = !token || (confirm.error instanceof ApiError && confirm.error.code === 'invalid_token');

  return (
    <AuthCard icon={<MailCheck className="size-6" />} title={t('verification.confirmEmail.title')}>
      {invalid ? (
        <div className="flex flex-col gap-4">
          <Alert variant="danger" title={t('verification.confirmEmail.invalidTitle')}>
            {t('verification.confirmEmail.invalid', { count: EMAIL_CONFIRM_TTL_HOURS })}
          </Alert>
          <Button asChild size="lg" className="w-full">
            <Link to={verificationPaths.verify()}>{t('verification.confirmEmail.newLink')}</Link>
          </Button>
        </div>
      ) : confirm.isSuccess ? (
        <div className="flex flex-col gap-4">
          <Alert variant="success" title={t('verification.confirmEmail.done')}>
            {t('verification.confirmEmail.doneBody')}
          </Alert>
          <Button asChild size="lg" className="w-full">
            <Link to={verificationPaths.verify()}>{t('verification.confirmEmail.toVerify')}</Link>
          </Button>
          <Button asChild variant="outline" size="lg" className="w-full">
            <Link to={paths.home()}>{t('common.backHome')}</Link>
          </Button>
        </div>
      ) : confirm.isError ? (
        <ErrorState
          error={confirm.error}
          title={t('verification.confirmEmail.failed')}
          onRetry={() => mutate(token)}
        />
      ) : (
        <p className="flex items-center gap-2 text-muted" role="status">
          <Spinner className="size-4" />
          {t('verification.confirmEmail.confirming')}
        </p>
      )}
    </AuthCard>
  );
}
