/**
 * The queues at a glance: each queue holding unfinished jobs with how many are due, scheduled,
 * running and failed (failed ones stand out), and how long the oldest due job has waited. A queue
 * opens its jobs in the table below; failed jobs anywhere are said once above the cards.
 */
import type { AdminQueueCounts } from '@shared/api-types';
import { formatNumber } from '@shared/format';
import { CircleAlert, CircleCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ErrorState } from '../../../components/page-states';
import { Skeleton } from '../../../components/ui/skeleton';
import { useLanguage } from '../../../i18n/use-language';
import { cn } from '../../../lib/cn';
import { formatWaited } from '../admin-format';
import { useQueueCounts } from '../api/admin-jobs';
import { jobsHref } from '../jobs-params';
import { QueueName } from './job-parts';

type QueueRow = AdminQueueCounts[number];

const COUNTS = ['waiting', 'scheduled', 'running', 'failed'] as const;

/** Where a queue's card leads: its failed jobs if it has any, else those waiting, else those running. */
const stateOf = (row: QueueRow) =>
  row.failed > 0 ? 'failed' : row.waiting + row.scheduled > 0 ? 'queued' : 'running';

/** `showingFailed`: the table below lists every queue's failed jobs already (no link to them then). */
export function QueueSummary({ showingFailed }: { showingFailed: boolean }) {
  const { t } = useTranslation();
  const counts = useQueueCounts();
  return (
    <section aria-labelledby="queues-title" className="mb-8" aria-busy={counts.isFetching || undefined}>
      <div className="mb-3">
        <h2 id="queues-title" className="text-lg font-bold text-ink">
          {t('admin.jobs.summary.title')}
        </h2>
        <p className="text-sm text-muted">{t('admin.jobs.summary.description')}</p>
      </div>
      {counts.isPending ? (
        <SummarySkeleton />
      ) : counts.isError ? (
        <ErrorState
          error={counts.error}
          title={t('admin.jobs.summary.loadError')}
          onRetry={() => counts.refetch()}
        />
      ) : counts.data.length === 0 ? (
        <p className="flex items-center gap-3 rounded-card bg-success-50 p-4 text-sm text-success-700 ring-1 ring-success-700/20">
          <CircleCheck className="size-5 shrink-0" aria-hidden="true" />
          {t('admin.jobs.summary.empty')}
        </p>
      ) : (
        <QueueCards rows={counts.data} showingFailed={showingFailed} />
      )}
    </section>
  );
}

/** Queues with failed jobs first, then those with the most waiting; the server's order (by name) after. */
const byUrgency = (a: QueueRow, b: QueueRow) =>
  Number(b.failed > 0) - Number(a.failed > 0) || b.waiting - a.waiting;

function QueueCards({ rows, showingFailed }: { rows: AdminQueueCounts; showingFailed: boolean }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const failed = rows.reduce((sum, row) => sum + row.failed, 0);
  return (
    <>
      {failed > 0 && (
        <div className="mb-4 flex flex-wrap items-center gap-x-4 gap-y-2 rounded-card bg-danger-50 p-4 ring-1 ring-danger-700/20">
          <CircleAlert className="size-5 shrink-0 text-danger-700" aria-hidden="true" />
          <p className="me-auto font-semibold text-danger-700">
            {t('admin.jobs.summary.failedAlert', { count: failed })}
          </p>
          {!showingFailed && (
            <Link
              to={jobsHref()}
              className="text-sm font-medium text-primary-800 underline underline-offset-2 hover:text-primary-900"
            >
              {t('admin.jobs.summary.showFailed')}
            </Link>
          )}
        </div>
      )}
      <ul className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
        {[...rows].sort(byUrgency).map((row) => (
          <li
            key={row.queue}
            className={cn(
              'flex flex-col gap-3 rounded-card bg-surface p-4 shadow-card ring-1',
              row.failed > 0 ? 'ring-danger-700/30' : 'ring-line',
            )}
          >
            <QueueLink row={row} />
            <dl className="grid grid-cols-4 gap-2 text-center">
              {COUNTS.map((count) => (
                <div
                  key={count}
                  className={cn(
                    // Reversed (the count first), and packed at the top so counts line up when a label wraps.
                    'flex flex-col-reverse justify-end gap-0.5 rounded-lg px-1 py-2',
                    count === 'failed' && row.failed > 0 ? 'bg-danger-50 text-danger-700' : 'bg-canvas',
                  )}
                >
                  <dt
                    className={cn(
                      'text-xs',
                      count === 'failed' && row.failed > 0 ? 'font-medium' : 'text-muted',
                    )}
                  >
                    {t(`admin.jobs.summary.${count}`)}
                  </dt>
                  <dd className="text-lg font-bold tabular-nums">{formatNumber(row[count], language)}</dd>
                </div>
              ))}
            </dl>
            {row.waiting > 0 && (
              <p className="text-xs text-muted">
                {t('admin.jobs.summary.oldest', {
                  duration: formatWaited(row.oldestWaitingSeconds, language),
                })}
              </p>
            )}
          </li>
        ))}
      </ul>
    </>
  );
}

function QueueLink({ row }: { row: QueueRow }) {
  return (
    <Link
      to={jobsHref({ state: stateOf(row), queue: row.queue })}
      className="rounded-lg underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600"
    >
      <QueueName queue={row.queue} nameClassName="font-semibold text-primary-800" />
    </Link>
  );
}

function SummarySkeleton() {
  const { t } = useTranslation();
  return (
    <div className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
      <span className="sr-only" role="status">
        {t('common.loading')}
      </span>
      {[0, 1, 2].map((index) => (
        <Skeleton key={index} className="h-32 rounded-card" />
      ))}
    </div>
  );
}
