import type { EmailConfirmationSent, VerificationState } from '@shared/answers/verification';
import { isolate } from '@shared/names';
import { EMAIL_CONFIRM_TTL_HOURS } from '@shared/verification';
import { Mail } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useErrorMessage } from '../../../components/page-states';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/toast';
import { useLanguage } from '../../../i18n/use-language';
import { useSendEmailLink } from '../api/verification';
import { verificationPaths } from '../verification-paths';
import { verifiedDayText } from '../verification-time';
import { useFocusOnStep, VerifySection } from './verify-section';

const linkClasses =
  'mt-3 inline-flex font-semibold text-primary-800 underline underline-offset-4 hover:text-primary-900';

/** A link given on screen, where the server sends no e-mail (a demo): as the forgot-password page does. */
function DemoLink({ token }: { token: string }) {
  const { t } = useTranslation();
  return (
    <Alert variant="success" title={t('verification.email.demoTitle')}>
      <p>{t('verification.email.demoBody')}</p>
      <Link to={verificationPaths.confirmEmail(token)} className={linkClasses}>
        {t('verification.email.demoOpen')}
      </Link>
    </Alert>
  );
}

/**
 * The e-mail address: confirmed (since when), or not yet, with the link sent again on request; in a
 * demo the link itself, from the answer or from sign-up (`signUpToken`).
 */
export function EmailSection({
  email,
  signUpToken,
}: {
  email: VerificationState['email'];
  signUpToken: string | null;
}) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const errorMessage = useErrorMessage();
  const send = useSendEmailLink();
  const confirmed = email.confirmedAt !== null;
  const sent: EmailConfirmationSent | undefined = send.data;
  // Confirmed meanwhile (the link opened in another tab): the done line takes the focus.
  const focusRef = useFocusOnStep<HTMLDivElement>(confirmed ? 'done' : 'ask');

  const sendAgain = () =>
    send.mutate(undefined, {
      onError: (error) =>
        toast({
          variant: 'destructive',
          title: t('verification.email.sendFailed'),
          description: errorMessage(error),
        }),
    });

  return (
    <VerifySection
      icon={Mail}
      title={t('verification.email.title')}
      why={t('verification.email.why')}
      state={confirmed ? 'done' : 'notYet'}
      stateLabel={confirmed ? t('verification.state.confirmed') : undefined}
      testId="verify-email"
    >
      <div ref={focusRef} tabIndex={-1} className="flex flex-col gap-4 outline-none">
        {confirmed && email.confirmedAt ? (
          <p className="font-medium text-ink">
            <span dir="ltr">{email.address}</span>
            <span className="mt-0.5 block text-sm font-normal text-muted">
              {t('verification.email.confirmedOn', { date: verifiedDayText(email.confirmedAt, language) })}
            </span>
          </p>
        ) : (
          <>
            <p className="text-ink">
              {t('verification.email.notConfirmed', { address: isolate(email.address) })}
            </p>
            <div>
              <Button variant="outline" onClick={sendAgain} loading={send.isPending}>
                {t('verification.email.send')}
              </Button>
            </div>
            {/* After the button, so the next Tab reaches a link shown on screen. */}
            {sent?.confirmToken ? (
              <DemoLink token={sent.confirmToken} />
            ) : sent ? (
              <Alert variant="success" title={t('verification.email.sentTitle')}>
                {t('verification.email.sent', {
                  address: isolate(email.address),
                  count: EMAIL_CONFIRM_TTL_HOURS,
                })}
              </Alert>
            ) : (
              signUpToken && <DemoLink token={signUpToken} />
            )}
          </>
        )}
      </div>
    </VerifySection>
  );
}
