/**
 * What stands between the viewer and this listing's booking (identity-gate.ts), in the booking card:
 * an e-mail to confirm or an identity to verify (in place of the request button, with word that the
 * calendar is there to look at and nothing else is needed until then), or an instant booking that
 * will wait for the owner (above it); each leads to the member's verification page.
 */
import type { PageRoute } from '@shared/page-routes';
import { Hourglass, MailWarning, ShieldAlert } from 'lucide-react';
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { cn } from '../../../lib/cn';
import type { ClosedGate } from './identity-gate';

/** The member's verification page (e-mail, phone, identity, business). */
export const VERIFY_PATH = '/verify' satisfies PageRoute;

const ICONS = { email: MailWarning, identity: ShieldAlert, waits: Hourglass } as const;

export function VerificationNotice({
  gate,
  refused = false,
  ref,
}: {
  gate: ClosedGate;
  /** Shown because the server refused the request: announced, and focusable to take the focus. */
  refused?: boolean;
  ref?: Ref<HTMLDivElement>;
}) {
  const { t } = useTranslation();
  const Icon = ICONS[gate];
  const blocking = gate !== 'waits';
  return (
    <div
      ref={ref}
      role={refused ? 'alert' : undefined}
      tabIndex={refused ? -1 : undefined}
      data-testid="verification-notice"
      className={cn(
        'flex gap-3 rounded-xl p-4 outline-none ring-1',
        blocking ? 'bg-warning-50 ring-warning-700/20' : 'bg-info-50 ring-info-700/20',
      )}
    >
      <Icon
        className={cn('mt-0.5 size-5 shrink-0', blocking ? 'text-warning-700' : 'text-info-700')}
        aria-hidden="true"
      />
      <div className="flex min-w-0 flex-col gap-1.5">
        <p className="font-semibold text-ink">{t(`itemPage.booking.verification.${gate}.title`)}</p>
        <p className="text-sm text-ink/85">{t(`itemPage.booking.verification.${gate}.body`)}</p>
        {gate !== 'waits' && (
          <p className="text-sm text-ink/85">{t(`itemPage.booking.verification.${gate}.meanwhile`)}</p>
        )}
        <Link
          to={VERIFY_PATH}
          className="w-fit text-sm font-semibold text-primary-800 underline underline-offset-2"
        >
          {t(`itemPage.booking.verification.${gate}.action`)}
        </Link>
      </div>
    </div>
  );
}
