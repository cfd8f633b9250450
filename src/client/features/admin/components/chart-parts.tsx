/**
 * The bookings chart's legend, its totals for the range, and its placeholder while it loads.
 */
import { formatMoney } from '@shared/format';
import { useTranslation } from 'react-i18next';
import { Skeleton } from '../../../components/ui/skeleton';
import { useLanguage } from '../../../i18n/use-language';
import type { StatsRange } from '../stats-range';

export function Legend() {
  const { t } = useTranslation();
  return (
    <ul className="mt-4 flex flex-wrap gap-x-5 gap-y-1 text-sm text-muted" aria-hidden="true">
      <li className="flex items-center gap-2">
        <span className="size-3 rounded-sm bg-primary-600" />
        {t('admin.dashboard.chart.bookings')}
      </li>
      <li className="flex items-center gap-2">
        <span className="h-0.5 w-4 rounded-full bg-sand-600" />
        {t('admin.dashboard.chart.revenueLegend')}
      </li>
    </ul>
  );
}

export function Summary({
  range,
  totals,
}: {
  range: StatsRange;
  totals: { bookings: number; revenue: number };
}) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  return (
    <p className="text-sm text-ink" aria-live="polite">
      {t('admin.dashboard.chart.summary', {
        period: t(`admin.dashboard.chart.periods.d${range}`),
        bookings: t('admin.dashboard.chart.requestCount', { count: totals.bookings }),
        revenue: formatMoney(totals.revenue, language),
      })}
    </p>
  );
}

export function ChartSkeleton() {
  const { t } = useTranslation();
  const heights = [40, 65, 30, 80, 55, 70, 45, 90, 60, 35, 75, 50];
  return (
    <div className="flex h-72 items-end gap-2 px-10 pb-8 sm:h-80" aria-busy="true">
      <span className="sr-only" role="status">
        {t('common.loading')}
      </span>
      {heights.map((height, i) => (
        <Skeleton key={i} className="flex-1 rounded-t-md rounded-b-none" style={{ height: `${height}%` }} />
      ))}
    </div>
  );
}
