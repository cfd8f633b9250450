import { RESET_REDIRECT_MS } from '@shared/constants';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { paths } from '../../../app/paths';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';

function SignInButton({ label }: { label: string }) {
  return (
    <Button asChild size="lg" className="w-full">
      <Link to={paths.auth()}>{label}</Link>
    </Button>
  );
}

/** After a reset: the message, then the sign-in page after 3 seconds (docs/product.md, "Limits"). */
export function ResetDone() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  useEffect(() => {
    const timer = setTimeout(() => navigate(paths.auth()), RESET_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [navigate]);
  return (
    <div className="flex flex-col gap-4">
      <Alert variant="success" title={t('auth.reset.done')}>
        {t('auth.reset.doneBody')}
      </Alert>
      <p className="flex items-center gap-2 text-sm text-muted" role="status">
        <Spinner className="size-4" />
        {t('auth.reset.redirecting')}
      </p>
      <SignInButton label={t('auth.reset.signInNow')} />
    </div>
  );
}

/** A reset link that is missing or spent: ask for another, or sign in. */
export function InvalidResetLink() {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-4">
      <Alert variant="danger" title={t('auth.reset.invalidTitle')}>
        {t('auth.reset.invalidLink')}
      </Alert>
      <Button asChild variant="outline" size="lg" className="w-full">
        <Link to={paths.forgotPassword()}>{t('auth.reset.askAgain')}</Link>
      </Button>
      <SignInButton label={t('auth.backToSignIn')} />
    </div>
  );
}
