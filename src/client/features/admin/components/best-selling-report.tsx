/**
 * The best-selling items of the chosen days (kept in the address), asked for only once both are set.
 */
import { todayInRiyadh } from '@shared/bookings';
import { CalendarRange, Trophy } from 'lucide-react';
import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { EmptyState, ErrorState } from '../../../components/page-states';
import { Field, Input } from '../../../components/ui/input';
import { Skeleton } from '../../../components/ui/skeleton';
import { cn } from '../../../lib/cn';
import { useBestSelling } from '../api/best-selling';
import {
  type DayRange,
  matchingQuickRange,
  paramsFromReportRange,
  QUICK_RANGES,
  quickRange,
  reportRangeFromParams,
} from '../report-range';
import { BestSellingTable } from './best-selling-table';

export function BestSelling() {
  const { t } = useTranslation();
  const headingId = useId();
  const [params, setParams] = useSearchParams();
  const range = reportRangeFromParams(params);
  const today = useMemo(() => todayInRiyadh(), []);
  const chosen = matchingQuickRange(range, today);
  const report = useBestSelling(
    range.status === 'ready' ? { startDate: range.startDate, endDate: range.endDate } : null,
  );

  const setRange = (next: Partial<DayRange>) =>
    setParams(paramsFromReportRange(next), { replace: true, preventScrollReset: true });

  return (
    <section
      aria-labelledby={headingId}
      className="mt-6 rounded-card bg-surface p-5 shadow-card ring-1 ring-line sm:p-6"
    >
      <h2 id={headingId} className="flex items-center gap-2 text-lg font-bold text-ink">
        <Trophy className="size-5 text-sand-600" aria-hidden="true" />
        {t('admin.reports.bestSelling.title')}
      </h2>
      <p className="mt-0.5 text-sm text-muted">{t('admin.reports.bestSelling.description')}</p>

      <div className="mt-5 flex flex-col gap-4 lg:flex-row lg:items-end">
        <div className="grid flex-1 gap-4 sm:grid-cols-2 lg:max-w-md">
          <Field label={t('admin.reports.bestSelling.startDate')}>
            <Input
              type="date"
              value={range.startDate ?? ''}
              max={today}
              onChange={(event) => setRange({ startDate: event.target.value, endDate: range.endDate })}
            />
          </Field>
          <Field
            label={t('admin.reports.bestSelling.endDate')}
            error={range.status === 'invalid' ? t('admin.reports.bestSelling.endBeforeStart') : undefined}
          >
            <Input
              type="date"
              value={range.endDate ?? ''}
              max={today}
              onChange={(event) => setRange({ startDate: range.startDate, endDate: event.target.value })}
            />
          </Field>
        </div>
        <fieldset className="flex flex-wrap gap-2">
          <legend className="sr-only">{t('admin.reports.bestSelling.quickLabel')}</legend>
          {QUICK_RANGES.map((quick) => (
            <button
              key={quick}
              type="button"
              aria-pressed={chosen === quick}
              onClick={() => setRange(quickRange(quick, today))}
              className={cn(
                'inline-flex h-9 cursor-pointer items-center rounded-full px-3.5 text-sm font-medium ring-1 transition-colors',
                'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600',
                chosen === quick
                  ? 'bg-primary-700 text-white ring-primary-700'
                  : 'bg-surface text-ink ring-line hover:bg-primary-50 hover:ring-primary-200',
              )}
            >
              {t(`admin.reports.bestSelling.quick.${quick}`)}
            </button>
          ))}
        </fieldset>
      </div>

      <div className="mt-6" aria-live="polite" aria-busy={report.isFetching || undefined}>
        {range.status === 'incomplete' ? (
          <EmptyState
            icon={<CalendarRange className="size-7" aria-hidden="true" />}
            title={t('admin.reports.bestSelling.selectRange')}
          />
        ) : range.status === 'invalid' ? null : report.isPending ? (
          <ReportSkeleton />
        ) : report.isError ? (
          <ErrorState
            error={report.error}
            title={t('admin.reports.bestSelling.loadError')}
            onRetry={() => report.refetch()}
          />
        ) : report.data.length === 0 ? (
          <EmptyState
            icon={<Trophy className="size-7" aria-hidden="true" />}
            title={t('admin.reports.bestSelling.noData')}
          />
        ) : (
          <BestSellingTable rows={report.data} range={range} />
        )}
      </div>
    </section>
  );
}

function ReportSkeleton() {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-2" aria-busy="true">
      <span className="sr-only" role="status">
        {t('common.loading')}
      </span>
      {Array.from({ length: 5 }, (_, i) => (
        <Skeleton key={i} className="h-12 w-full" />
      ))}
    </div>
  );
}
