/**
 * Closing the account (docs/decisions/0066-closed-accounts.md): what is removed and what is kept,
 * and why, said before anything else; then either what must finish first (with where to follow it)
 * or the button that opens the confirmation.
 */
import type { AccountCloseBlocker } from '@shared/account';
import type { User } from '@shared/api-types';
import { CircleMinus, CirclePlus, UserX } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../app/paths';
import { ErrorState } from '../../../components/page-states';
import { Alert } from '../../../components/ui/alert';
import { Skeleton } from '../../../components/ui/skeleton';
import { useAccountClosing } from '../api/account';
import { CloseAccountDialog } from './close-account-dialog';
import { SettingsCard } from './settings-card';

const REMOVED = ['profile', 'listings', 'private', 'payout', 'signIn'] as const;
const KEPT = ['bookings', 'invoices', 'reviews', 'proof'] as const;

/** Where a blocker is followed, when a page of the site shows it. */
const FOLLOW_UP: Partial<Record<AccountCloseBlocker, { to: string; label: 'rentals' | 'earnings' }>> = {
  rentals: { to: paths.rentals(), label: 'rentals' },
  handovers: { to: paths.rentals(), label: 'rentals' },
  claims: { to: paths.rentals(), label: 'rentals' },
  no_shows: { to: paths.rentals(), label: 'rentals' },
  balance: { to: paths.earnings(), label: 'earnings' },
  payouts: { to: paths.earnings(), label: 'earnings' },
};

export function CloseSection({ me }: { me: User }) {
  const { t } = useTranslation();
  return (
    <SettingsCard
      icon={UserX}
      tone="danger"
      title={t('settings.close.title')}
      description={t('settings.close.intro')}
      testId="close-account"
    >
      <div className="grid gap-4 md:grid-cols-2">
        <Facts
          heading={t('settings.close.removedTitle')}
          icon={<CircleMinus className="mt-0.5 size-4 shrink-0 text-danger-600" aria-hidden="true" />}
          lines={REMOVED.map((key) => t(`settings.close.removed.${key}`))}
        />
        <Facts
          heading={t('settings.close.keptTitle')}
          icon={<CirclePlus className="mt-0.5 size-4 shrink-0 text-primary-700" aria-hidden="true" />}
          lines={KEPT.map((key) => t(`settings.close.kept.${key}`))}
        />
      </div>
      {me.isAdmin ? <p className="text-sm text-muted">{t('settings.close.admin')}</p> : <CloseStep />}
    </SettingsCard>
  );
}

function Facts({ heading, icon, lines }: { heading: string; icon: ReactNode; lines: string[] }) {
  return (
    <div className="rounded-2xl bg-canvas p-4">
      <h3 className="font-semibold text-ink">{heading}</h3>
      <ul className="mt-2 flex flex-col gap-2 text-sm leading-relaxed text-ink/85">
        {lines.map((line) => (
          <li key={line} className="flex gap-2">
            {icon}
            <span>{line}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** What keeps the account open, or the way to close it. */
function CloseStep() {
  const { t } = useTranslation();
  const closing = useAccountClosing();
  if (closing.isPending) {
    return (
      <div role="status" className="flex flex-col gap-2">
        <span className="sr-only">{t('settings.close.checking')}</span>
        <Skeleton className="h-11 w-44 rounded-xl" />
      </div>
    );
  }
  if (closing.isError) {
    return (
      <ErrorState
        error={closing.error}
        title={t('settings.close.loadError')}
        onRetry={() => closing.refetch()}
      />
    );
  }
  const { blockers } = closing.data;
  if (blockers.length > 0) {
    return (
      <Alert variant="info" title={t('settings.close.blockedTitle')} data-testid="close-blockers">
        <p>{t('settings.close.blockedBody')}</p>
        <ul className="mt-2 flex list-disc flex-col gap-1.5 ps-5">
          {blockers.map((blocker) => {
            const follow = FOLLOW_UP[blocker];
            return (
              <li key={blocker} data-blocker={blocker}>
                {t(`settings.close.blockers.${blocker}`)}
                {follow && (
                  <>
                    {' '}
                    <Link
                      to={follow.to}
                      className="font-semibold text-primary-800 underline underline-offset-2"
                    >
                      {t(`settings.close.links.${follow.label}`)}
                    </Link>
                  </>
                )}
              </li>
            );
          })}
        </ul>
      </Alert>
    );
  }
  return (
    <div>
      <CloseAccountDialog />
    </div>
  );
}
