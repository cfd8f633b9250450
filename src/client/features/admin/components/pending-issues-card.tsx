import type { AdminStats } from '@shared/api-types';
import { formatNumber } from '@shared/format';
import { CircleCheck, TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../i18n/use-language';
import { cn } from '../../../lib/cn';
import { StatCard } from './stat-card';

/** Pending Issues (requires attention), with its three parts (docs/decisions/0024). */
export function PendingIssuesCard({ stats }: { stats: AdminStats }) {
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
