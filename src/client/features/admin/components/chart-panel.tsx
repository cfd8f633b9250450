import { todayInRiyadh } from '@shared/bookings';
import type { StatsInterval } from '@shared/constants';
import { ChartColumn, Table2 } from 'lucide-react';
import { lazy, Suspense, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../../components/page-states';
import { Button } from '../../../components/ui/button';
import { Segmented } from '../../../components/ui/segmented';
import { useLanguage } from '../../../i18n/use-language';
import { cn } from '../../../lib/cn';
import { useStatsSeries } from '../api/stats-series';
import {
  DEFAULT_STATS_RANGE,
  defaultIntervalFor,
  isEmptySeries,
  STATS_RANGES,
  type StatsRange,
  seriesQuery,
  seriesTotals,
  toChartPoints,
} from '../stats-range';
import { ChartDataTable } from './chart-data-table';
import { ChartSkeleton, Legend, Summary } from './chart-parts';

// recharts is large: it loads with the chart, on the dashboard only.
const BookingsChart = lazy(async () => ({ default: (await import('./bookings-chart')).BookingsChart }));

/**
 * Bookings and revenue over time: a range (7, 30, 90 or 365 days) and a step
 * (day or week), the chart, a one-line summary, and the numbers as a table
 * (hidden until asked for, but always there for screen readers).
 */
export function ChartPanel() {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const headingId = useId();
  const tableId = useId();
  const [range, setRange] = useState<StatsRange>(DEFAULT_STATS_RANGE);
  const [step, setStep] = useState<StatsInterval>(defaultIntervalFor(DEFAULT_STATS_RANGE));
  const [showTable, setShowTable] = useState(false);
  const today = useMemo(() => todayInRiyadh(), []);
  const series = useStatsSeries(seriesQuery(range, step, today));
  const points = useMemo(() => toChartPoints(series.data?.points ?? []), [series.data]);
  const interval = series.data?.interval ?? step;

  const chooseRange = (next: StatsRange) => {
    setRange(next);
    setStep(defaultIntervalFor(next));
  };

  return (
    <section
      aria-labelledby={headingId}
      className="mt-6 rounded-card bg-surface p-5 shadow-card ring-1 ring-line sm:p-6"
    >
      <div className="flex flex-col gap-4 lg:flex-row lg:items-start lg:justify-between">
        <div className="min-w-0">
          <h2 id={headingId} className="text-lg font-bold text-ink">
            {t('admin.dashboard.chart.title')}
          </h2>
          <p className="mt-0.5 text-sm text-muted">{t('admin.dashboard.chart.description')}</p>
        </div>
        <div className="flex shrink-0 flex-wrap gap-2">
          <Segmented
            label={t('admin.dashboard.chart.rangeLabel')}
            value={String(range)}
            onValueChange={(value) => chooseRange(Number(value) as StatsRange)}
            options={STATS_RANGES.map((days) => ({
              value: String(days),
              label: t(`admin.dashboard.chart.ranges.d${days}`),
            }))}
          />
          <Segmented
            label={t('admin.dashboard.chart.stepLabel')}
            value={step}
            onValueChange={setStep}
            options={[
              { value: 'day', label: t('admin.dashboard.chart.steps.day') },
              { value: 'week', label: t('admin.dashboard.chart.steps.week') },
            ]}
          />
        </div>
      </div>

      <Legend />

      <div
        className={cn('mt-2 transition-opacity', series.isPlaceholderData && 'opacity-60')}
        aria-busy={series.isFetching || undefined}
      >
        {series.isPending ? (
          <ChartSkeleton />
        ) : series.isError ? (
          <ErrorState
            error={series.error}
            title={t('admin.dashboard.chart.loadError')}
            onRetry={() => series.refetch()}
          />
        ) : isEmptySeries(series.data.points) ? (
          <div className="flex h-72 flex-col items-center justify-center gap-3 rounded-xl border border-dashed border-line bg-canvas/60 px-6 text-center sm:h-80">
            <span className="grid size-14 place-items-center rounded-full bg-primary-50 text-primary-700">
              <ChartColumn className="size-7" aria-hidden="true" />
            </span>
            <p className="font-semibold text-ink">{t('admin.dashboard.chart.emptyTitle')}</p>
            <p className="max-w-sm text-sm text-muted">{t('admin.dashboard.chart.emptyBody')}</p>
          </div>
        ) : (
          <Suspense fallback={<ChartSkeleton />}>
            <BookingsChart points={points} interval={interval} language={language} />
          </Suspense>
        )}
      </div>

      {series.data && (
        <div className="mt-4 flex flex-col gap-3 border-t border-line pt-4 sm:flex-row sm:items-center sm:justify-between">
          <Summary range={range} totals={seriesTotals(series.data.points)} />
          <Button
            variant="ghost"
            size="sm"
            aria-expanded={showTable}
            aria-controls={tableId}
            onClick={() => setShowTable((shown) => !shown)}
            className="self-start sm:self-auto"
          >
            <Table2 className="size-4" aria-hidden="true" />
            {showTable ? t('admin.dashboard.chart.hideTable') : t('admin.dashboard.chart.showTable')}
          </Button>
        </div>
      )}
      {series.data && (
        <ChartDataTable
          id={tableId}
          shown={showTable}
          range={range}
          interval={interval}
          points={series.data.points}
        />
      )}
    </section>
  );
}
