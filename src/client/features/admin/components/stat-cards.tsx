import type { AdminStats } from '@shared/api-types';
import { formatMoney, formatNumber } from '@shared/format';
import {
  Activity,
  Banknote,
  CalendarCheck,
  CircleCheck,
  type LucideIcon,
  Package,
  TriangleAlert,
  UsersRound,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../../components/page-states';
import { Skeleton } from '../../../components/ui/skeleton';
import { useLanguage } from '../../../i18n/use-language';
import { cn } from '../../../lib/cn';
import { useAdminStats } from '../api/admin-stats';

type Tone = 'primary' | 'sand' | 'info' | 'success' | 'warning';

const TONES: Record<Tone, string> = {
  primary: 'bg-primary-50 text-primary-700',
  sand: 'bg-sand-100 text-sand-800',
  info: 'bg-info-50 text-info-700',
  success: 'bg-success-50 text-success-700',
  warning: 'bg-warning-50 text-warning-700',
};

function StatCard({
  icon: Icon,
  tone,
  title,
  value,
  caption,
  children,
  className,
}: {
  icon: LucideIcon;
  tone: Tone;
  title: string;
  value: string;
  caption: string;
  children?: ReactNode;
  className?: string;
}) {
  return (
    <div
      className={cn(
        'flex min-w-0 flex-col rounded-card bg-surface p-4 shadow-card ring-1 ring-line sm:p-5',
        className,
      )}
    >
      <div className="flex items-start justify-between gap-2">
        <h2 className="text-sm font-medium text-muted">{title}</h2>
        <span className={cn('grid size-9 shrink-0 place-items-center rounded-xl sm:size-10', TONES[tone])}>
          <Icon className="size-5" aria-hidden="true" />
        </span>
      </div>
      <div className="mt-1 text-2xl font-bold tabular-nums tracking-tight text-ink sm:text-3xl">{value}</div>
      <p className="mt-1 text-sm text-muted">{caption}</p>
      {children}
    </div>
  );
}

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

/** Pending Issues (requires attention), with its three parts (docs/decisions/0024). */
function PendingIssuesCard({ stats }: { stats: AdminStats }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const { staleRequests, missedHandovers, overdueReturns } = stats.pendingIssuesBreakdown;
  const clear = stats.pendingIssues === 0;
  const parts = [
    { key: 'staleRequests', count: staleRequests },
    { key: 'missedHandovers', count: missedHandovers },
    { key: 'overdueReturns', count: overdueReturns },
  ] as const;
  return (
    <StatCard
      icon={clear ? CircleCheck : TriangleAlert}
      tone={clear ? 'success' : 'warning'}
      title={t('admin.dashboard.cards.pending.title')}
      value={formatNumber(stats.pendingIssues, language)}
      caption={clear ? t('admin.dashboard.cards.pending.clear') : t('admin.dashboard.cards.pending.caption')}
      className={cn('max-sm:col-span-2', !clear && 'ring-warning-700/25')}
    >
      <ul className="mt-3 flex flex-col gap-1.5 border-t border-line pt-3 text-sm">
        {parts.map(({ key, count }) => (
          <li key={key} className="flex items-center gap-2">
            <span
              aria-hidden="true"
              className={cn('size-2 shrink-0 rounded-full', count > 0 ? 'bg-warning-700' : 'bg-line')}
            />
            <span className={count > 0 ? 'text-ink' : 'text-muted'}>
              {t(`admin.dashboard.cards.pending.${key}`, { count })}
            </span>
          </li>
        ))}
      </ul>
    </StatCard>
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
