/**
 * /admin/reports (docs/product.md, "Pages"): exports of users and listings in JSON or
 * CSV (downloads opened in a new tab), and the best-selling items report for
 * the chosen days, asked for only when both are set. The days are in the
 * address; quick ranges fill them in Riyadh's calendar.
 */

import type { BestSellingRow } from '@shared/api-types';
import { todayInRiyadh } from '@shared/bookings';
import type { ExportFormat } from '@shared/constants';
import { formatDay, formatMoney, formatNumber } from '@shared/format';
import {
  CalendarRange,
  Download,
  FileBraces,
  FileSpreadsheet,
  type LucideIcon,
  Package,
  Trophy,
  UsersRound,
} from 'lucide-react';
import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { paths } from '../../app/paths';
import { EmptyState, ErrorState } from '../../components/page-states';
import { Field, Input } from '../../components/ui/input';
import { Skeleton } from '../../components/ui/skeleton';
import { Table, TableCaption, TBody, Td, THead, Th, Tr } from '../../components/ui/table';
import { useLanguage } from '../../i18n/use-language';
import { cn } from '../../lib/cn';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useBestSelling } from './api/best-selling';
import { AdminPageHeader } from './components/admin-page-header';
import {
  type DayRange,
  matchingQuickRange,
  paramsFromReportRange,
  QUICK_RANGES,
  quickRange,
  reportRangeFromParams,
} from './report-range';

export function ReportsPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('admin.documentTitle', { page: t('admin.reports.title') }));
  return (
    <>
      <AdminPageHeader title={t('admin.reports.title')} description={t('admin.reports.description')} />
      <Exports />
      <BestSelling />
    </>
  );
}

// ── Exports ──────────────────────────────────────────────────────────────────

function Exports() {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-card bg-surface p-5 shadow-card ring-1 ring-line sm:p-6"
    >
      <h2 id={headingId} className="flex items-center gap-2 text-lg font-bold text-ink">
        <Download className="size-5 text-primary-700" aria-hidden="true" />
        {t('admin.reports.exports.title')}
      </h2>
      <p className="mt-0.5 text-sm text-muted">{t('admin.reports.exports.description')}</p>
      <div className="mt-5 grid gap-4 md:grid-cols-2">
        <ExportGroup what="users" icon={UsersRound} />
        <ExportGroup what="items" icon={Package} />
      </div>
    </section>
  );
}

const FORMAT_ICONS: Record<ExportFormat, LucideIcon> = { json: FileBraces, csv: FileSpreadsheet };

function ExportGroup({ what, icon: Icon }: { what: 'users' | 'items'; icon: LucideIcon }) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-4 rounded-2xl bg-canvas p-4 ring-1 ring-line sm:flex-row sm:items-center">
      <div className="flex min-w-0 flex-1 items-center gap-3">
        <span className="grid size-11 shrink-0 place-items-center rounded-xl bg-surface text-primary-700 ring-1 ring-line">
          <Icon className="size-5" aria-hidden="true" />
        </span>
        <div className="min-w-0">
          <p className="font-semibold text-ink">{t(`admin.reports.exports.${what}.title`)}</p>
          <p className="text-sm text-muted">{t(`admin.reports.exports.${what}.description`)}</p>
        </div>
      </div>
      <div className="flex gap-2">
        {(['csv', 'json'] as const).map((format) => {
          const FormatIcon = FORMAT_ICONS[format];
          return (
            <a
              key={format}
              href={`/api/admin/export/${what}?format=${format}`}
              target="_blank"
              rel="noopener"
              className="inline-flex h-9 flex-1 items-center justify-center gap-2 rounded-lg border border-line bg-surface px-3 text-sm font-medium text-ink transition-colors hover:border-primary-200 hover:bg-primary-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600 sm:flex-none"
              aria-label={t(`admin.reports.exports.${what}.${format}`)}
            >
              <FormatIcon className="size-4" aria-hidden="true" />
              {format.toUpperCase()}
            </a>
          );
        })}
      </div>
    </div>
  );
}

// ── Best-selling items ───────────────────────────────────────────────────────

function BestSelling() {
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

function BestSellingTable({ rows, range }: { rows: BestSellingRow[]; range: DayRange }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const totalBookings = rows.reduce((sum, row) => sum + row.bookingsCount, 0);
  const totalRevenue = rows.reduce((sum, row) => sum + Math.round(Number(row.totalRevenue) * 100), 0) / 100;
  return (
    <Table>
      <TableCaption>
        {t('admin.reports.bestSelling.caption', {
          start: formatDay(range.startDate, language),
          end: formatDay(range.endDate, language),
        })}
      </TableCaption>
      <THead>
        <Tr>
          <Th numeric className="w-12">
            {t('admin.reports.bestSelling.columns.rank')}
          </Th>
          <Th>{t('admin.reports.bestSelling.columns.listing')}</Th>
          {/* On phones the owner goes under the title and the bookings under the revenue: no sideways scroll. */}
          <Th className="hidden sm:table-cell">{t('admin.reports.bestSelling.columns.owner')}</Th>
          <Th numeric className="hidden sm:table-cell">
            {t('admin.reports.bestSelling.columns.bookings')}
          </Th>
          <Th numeric>{t('admin.reports.bestSelling.columns.revenue')}</Th>
        </Tr>
      </THead>
      <TBody>
        {rows.map((row, index) => (
          <Tr key={row.item.id}>
            <Td numeric className="text-muted">
              {formatNumber(index + 1, language)}
            </Td>
            <Td className="sm:min-w-48">
              <Link
                to={paths.item(row.item.id)}
                className="font-semibold text-ink underline-offset-2 hover:text-primary-800 hover:underline"
                dir="auto"
              >
                {row.item.title}
              </Link>
              <span className="block text-xs text-muted sm:hidden" dir="auto">
                {row.item.owner.companyName ?? `${row.item.owner.firstName} ${row.item.owner.lastName}`}
              </span>
            </Td>
            <Td className="hidden min-w-36 sm:table-cell">
              <Link
                to={paths.adminUser(row.item.owner.id)}
                className="text-primary-800 underline-offset-2 hover:underline"
                dir="auto"
              >
                {row.item.owner.firstName} {row.item.owner.lastName}
              </Link>
              {row.item.owner.companyName && (
                <span className="block text-xs text-muted" dir="auto">
                  {row.item.owner.companyName}
                </span>
              )}
            </Td>
            <Td numeric className="hidden sm:table-cell">
              {formatNumber(row.bookingsCount, language)}
            </Td>
            <Td numeric className="font-semibold text-ink">
              {formatMoney(row.totalRevenue, language)}
              <span className="block text-xs font-normal text-muted sm:hidden">
                {t('admin.reports.bestSelling.bookingsCount', { count: row.bookingsCount })}
              </span>
            </Td>
          </Tr>
        ))}
      </TBody>
      <tfoot className="border-t-2 border-line bg-canvas/70 font-semibold">
        <Tr>
          <Td />
          <Th scope="row" className="border-b-0">
            {t('admin.reports.bestSelling.total')}
          </Th>
          <Td className="hidden sm:table-cell" />
          <Td numeric className="hidden sm:table-cell">
            {formatNumber(totalBookings, language)}
          </Td>
          <Td numeric>
            {formatMoney(totalRevenue, language)}
            <span className="block text-xs font-normal text-muted sm:hidden">
              {t('admin.reports.bestSelling.bookingsCount', { count: totalBookings })}
            </span>
          </Td>
        </Tr>
      </tfoot>
    </Table>
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
