/**
 * A queue of cases under the disputes on /admin/disputes (objections to a hand-over or a return:
 * docs/decisions/0059; no-shows: 0060): its heading and description, then the oldest page of cases
 * with how many wait in all, or the loading, error or empty state. A case dealt with leaves the list.
 */
import { ADMIN_PAGE_SIZE } from '@shared/constants';
import type { UseQueryResult } from '@tanstack/react-query';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState, ErrorState } from '../../../components/page-states';
import { Skeleton } from '../../../components/ui/skeleton';

export function CaseQueueSection<Row>({
  words,
  query,
  emptyIcon,
  keyOf,
  children,
}: {
  /** Where the queue's strings are: title, description, loadError, empty, and count and oldestShown (plurals). */
  words: string;
  query: UseQueryResult<{ rows: Row[]; total: number }>;
  emptyIcon: ReactNode;
  keyOf: (row: Row) => string;
  children: (row: Row) => ReactNode;
}) {
  const { t } = useTranslation();
  const headingId = useId();
  const k = (key: string, values?: Record<string, unknown>) => t(`${words}.${key}`, values);
  return (
    <section aria-labelledby={headingId} aria-busy={query.isFetching || undefined} className="mt-12">
      <h2 id={headingId} className="text-xl font-bold text-ink">
        {k('title')}
      </h2>
      <p className="mt-1 mb-5 text-sm text-muted">{k('description')}</p>
      {query.isPending ? (
        <div className="flex flex-col gap-6">
          <span className="sr-only" role="status">
            {t('common.loading')}
          </span>
          <Skeleton aria-hidden="true" className="h-64 rounded-card" />
        </div>
      ) : query.isError ? (
        <ErrorState error={query.error} title={k('loadError')} onRetry={() => query.refetch()} />
      ) : query.data.rows.length === 0 ? (
        <EmptyState icon={emptyIcon} title={k('empty')} />
      ) : (
        <>
          <p className="mb-4 text-sm font-medium text-muted">
            {k('count', { count: query.data.total })}
            {query.data.total > query.data.rows.length && (
              <span className="block">{k('oldestShown', { count: ADMIN_PAGE_SIZE })}</span>
            )}
          </p>
          <ul className="flex flex-col gap-6">
            {query.data.rows.map((row) => (
              <li key={keyOf(row)}>{children(row)}</li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
