import type { Language, StatsInterval } from '@shared/constants';
import { formatDay, formatMoney, formatNumber } from '@shared/format';
import { useTranslation } from 'react-i18next';
import type { ChartPoint } from '../stats-range';

export function ChartTooltip({
  active,
  payload,
  label,
  interval,
  language,
}: {
  active: boolean;
  payload: readonly { payload?: unknown }[] | undefined;
  label: string | number | undefined;
  interval: StatsInterval;
  language: Language;
}) {
  const { t } = useTranslation();
  if (!active || !payload?.length || typeof label !== 'string') return null;
  const point = payload[0]?.payload as ChartPoint | undefined;
  if (!point) return null;
  const day = formatDay(label, language, { weekday: interval === 'day' });
  return (
    <div
      dir={language === 'ar' ? 'rtl' : 'ltr'}
      className="min-w-44 rounded-xl bg-surface px-3.5 py-3 text-sm shadow-pop ring-1 ring-line"
    >
      <p className="mb-2 font-semibold text-ink">
        {interval === 'week' ? t('admin.dashboard.chart.weekOf', { date: day }) : day}
      </p>
      <p className="flex items-center justify-between gap-4">
        <span className="flex items-center gap-2 text-muted">
          <span className="size-2.5 rounded-sm bg-primary-600" />
          {t('admin.dashboard.chart.bookings')}
        </span>
        <span className="font-semibold tabular-nums text-ink">{formatNumber(point.bookings, language)}</span>
      </p>
      <p className="mt-1 flex items-center justify-between gap-4">
        <span className="flex items-center gap-2 text-muted">
          <span className="h-0.5 w-3 rounded-full bg-sand-600" />
          {t('admin.dashboard.chart.revenue')}
        </span>
        <span className="font-semibold tabular-nums text-ink">{formatMoney(point.revenue, language)}</span>
      </p>
    </div>
  );
}
