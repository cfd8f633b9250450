import { formatMoney, formatNumber } from '@shared/format';
import { Activity, Banknote, CalendarCheck, Package, UsersRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../../components/page-states';
import { Skeleton } from '../../../components/ui/skeleton';
import { useLanguage } from '../../../i18n/use-language';
import { useAdminStats } from '../api/admin-stats';
import { PendingIssuesCard } from './pending-issues-card';
import { StatCard } from './stat-card';
/** The six cards of /admin (docs/product.md, "Pages"), with their captions. */
export function StatCards() {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const stats = useAdminStats();
  if (stats.isPending) return <StatCardsSkeleton />;
  if (stats.isError) {
    return (
      <ErrorState
        error={stats.error}
        title={t('admin.dashboard.loadError')}
        onRetry={() => stats.refetch()}
      />
    );
  }
  const number = (value: number) => formatNumber(value, language);
  const s = stats.data;
  return (
    <div className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-3">
      <StatCard
        icon={UsersRound}
        tone="primary"
        title={t('admin.dashboard.cards.users.title')}
        value={number(s.totalUsers)}
        caption={t('admin.dashboard.cards.users.caption')}
      />
      <StatCard
        icon={Package}
        tone="info"
        title={t('admin.dashboard.cards.items.title')}
        value={number(s.totalItems)}
        caption={t('admin.dashboard.cards.items.caption')}
      />
      <StatCard
        icon={CalendarCheck}
        tone="primary"
        title={t('admin.dashboard.cards.bookings.title')}
        value={number(s.totalBookings)}
        caption={t('admin.dashboard.cards.bookings.caption')}
      />
      <StatCard
        icon={Activity}
        tone="success"
        title={t('admin.dashboard.cards.active.title')}
        value={number(s.activeBookings)}
        caption={t('admin.dashboard.cards.active.caption')}
      />
      <StatCard
        icon={Banknote}
        tone="sand"
        title={t('admin.dashboard.cards.revenue.title')}
        value={formatMoney(s.totalRevenue, language)}
        caption={t('admin.dashboard.cards.revenue.caption')}
        className="max-sm:col-span-2"
      />
      <PendingIssuesCard stats={s} />
    </div>
  );
}

function StatCardsSkeleton() {
  const { t } = useTranslation();
  return (
    <div aria-busy="true">
      <span className="sr-only" role="status">
        {t('common.loading')}
      </span>
      <div className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-3" aria-hidden="true">
        {Array.from({ length: 6 }, (_, i) => (
          <div
            key={i}
            className="flex flex-col gap-3 rounded-card bg-surface p-5 shadow-card ring-1 ring-line"
          >
            <div className="flex justify-between">
              <Skeleton className="h-4 w-28" />
              <Skeleton className="size-10 rounded-xl" />
            </div>
            <Skeleton className="h-8 w-24" />
            <Skeleton className="h-4 w-40" />
          </div>
        ))}
      </div>
    </div>
  );
}
