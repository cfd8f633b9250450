/**
 * /earnings: an owner's money (docs/decisions/0044-payments.md, "Payouts"): what is held until
 * rentals end, what may be paid out now and why not yet (docs/decisions/0048), the bank account it
 * goes to, payouts, and each rental.
 */
import type { Earnings } from '@shared/api-types';
import { Wallet } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation } from 'react-router';
import { paths } from '../../app/paths';
import { EmptyState, ErrorState, PageLoading } from '../../components/page-states';
import { Button } from '../../components/ui/button';
import { Skeleton } from '../../components/ui/skeleton';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useFollowUp } from '../../lib/use-follow-up';
import { useCurrentUser } from '../auth';
import { useEarnings } from './api/earnings';
import { EarningLines } from './components/earning-lines';
import { EarningsFigures } from './components/earnings-figures';
import { PayoutAccountCard } from './components/payout-account-card';
import { PayoutButton } from './components/payout-button';
import { PayoutHistory } from './components/payout-history';
import { PayoutHolds } from './components/payout-holds';
import { hasNoEarnings, holdsOf, payoutsOnTheWayOf } from './earnings-rules';

export function EarningsPage() {
  const { t } = useTranslation();
  const location = useLocation();
  const me = useCurrentUser();
  useDocumentTitle(t('earnings.title'));
  if (me.isPending) return <PageLoading />;
  if (!me.data) return <Navigate to={paths.signInThenBack(location.pathname)} replace />;
  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-6 px-4 py-6 sm:px-6 sm:py-10 lg:px-8">
      <header>
        <h1 className="flex items-center gap-3 text-2xl font-bold sm:text-3xl">
          <Wallet className="size-7 text-primary-700" aria-hidden="true" />
          {t('earnings.title')}
        </h1>
        <p className="mt-1.5 text-muted">{t('earnings.subtitle')}</p>
      </header>
      <EarningsContent />
    </div>
  );
}

function EarningsContent() {
  const { t } = useTranslation();
  const earnings = useEarnings();
  // A payout asked for is `requested`: a job sends it within moments, and the bank pays it later.
  useFollowUp(earnings.data ? payoutsOnTheWayOf(earnings.data) : null, earnings.refetch);
  if (earnings.isPending) return <EarningsSkeleton />;
  if (earnings.isError) {
    return (
      <ErrorState error={earnings.error} title={t('earnings.loadError')} onRetry={() => earnings.refetch()} />
    );
  }
  return <EarningsReady earnings={earnings.data} />;
}

function EarningsReady({ earnings }: { earnings: Earnings }) {
  const { t } = useTranslation();
  if (hasNoEarnings(earnings)) {
    return (
      <>
        <EmptyState
          icon={<Wallet className="size-7" aria-hidden="true" />}
          title={t('earnings.empty.title')}
          action={
            <Button asChild>
              <Link to={paths.listItem()}>{t('earnings.empty.action')}</Link>
            </Button>
          }
        />
        <PayoutAccountCard account={earnings.account} />
      </>
    );
  }
  return (
    <>
      <EarningsFigures earnings={earnings} />
      <PayoutHolds holds={holdsOf(earnings)} />
      <PayoutButton earnings={earnings} />
      <div className="grid items-start gap-6 lg:grid-cols-2">
        <PayoutAccountCard account={earnings.account} />
        <PayoutHistory payouts={earnings.payouts} />
      </div>
      <EarningLines lines={earnings.lines} />
    </>
  );
}

function EarningsSkeleton() {
  const { t } = useTranslation();
  return (
    <div role="status" className="flex flex-col gap-6">
      <span className="sr-only">{t('common.loading')}</span>
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4" aria-hidden="true">
        {[0, 1, 2, 3].map((index) => (
          <Skeleton key={index} className="h-24 rounded-2xl" />
        ))}
      </div>
      <Skeleton className="h-12 w-56 rounded-xl" />
      <Skeleton className="h-56 w-full rounded-3xl" />
    </div>
  );
}
