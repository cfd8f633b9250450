import { todayInRiyadh } from '@shared/bookings';
import type { StatsInterval } from '@shared/constants';
import { formatDay, formatMoney, formatNumber } from '@shared/format';
import { ChartColumn, Table2 } from 'lucide-react';
import { lazy, Suspense, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../../components/page-states';
import { Button } from '../../../components/ui/button';
import { Segmented } from '../../../components/ui/segmented';
import { Skeleton } from '../../../components/ui/skeleton';
import { Table, TableCaption, TBody, Td, THead, Th, Tr } from '../../../components/ui/table';
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
  const captionId = useId();
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
        // Shown, it scrolls: focusable so the keyboard can scroll it, and named by its caption.
        <div
          id={tableId}
          className={showTable ? 'mt-4 max-h-96 overflow-y-auto rounded-xl ring-1 ring-line' : 'sr-only'}
          {...(showTable && { tabIndex: 0, role: 'region', 'aria-labelledby': captionId })}
        >
          <Table frameless>
            <TableCaption id={captionId}>
              {t('admin.dashboard.chart.tableCaption', {
                period: t(`admin.dashboard.chart.periods.d${range}`),
              })}
            </TableCaption>
            <THead>
              <Tr>
                <Th>
                  {interval === 'week'
                    ? t('admin.dashboard.chart.weekColumn')
                    : t('admin.dashboard.chart.dayColumn')}
                </Th>
                <Th numeric>{t('admin.dashboard.chart.bookings')}</Th>
                <Th numeric>{t('admin.dashboard.chart.revenue')}</Th>
              </Tr>
            </THead>
            <TBody>
              {series.data.points.map((point) => (
                <Tr key={point.date}>
                  <Td className="whitespace-nowrap">
                    {formatDay(point.date, language, { weekday: interval === 'day' })}
                  </Td>
                  <Td numeric>{formatNumber(point.bookings, language)}</Td>
                  <Td numeric>{formatMoney(point.revenue, language)}</Td>
                </Tr>
              ))}
            </TBody>
          </Table>
        </div>
      )}
    </section>
  );
}

function Legend() {
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

function Summary({ range, totals }: { range: StatsRange; totals: { bookings: number; revenue: number } }) {
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

function ChartSkeleton() {
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
