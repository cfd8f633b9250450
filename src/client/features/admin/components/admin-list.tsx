/**
 * The body every admin table page shares (users, listings, audit log): the
 * loading rows, the error with a retry, the empty state, or the rows (a table
 * on wide screens and cards on phones, both from `children`) with the
 * pagination under them. A page past the end (rows went, a stale link) goes
 * to the last page there is.
 */
import { ADMIN_PAGE_SIZE } from '@shared/constants';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { pageCount } from '../../../components/page-range';
import { EmptyState, ErrorState } from '../../../components/page-states';
import { Pagination } from '../../../components/pagination';
import { Skeleton } from '../../../components/ui/skeleton';
import { cn } from '../../../lib/cn';

export interface AdminListProps<Row> {
  query: UseQueryResult<{ rows: Row[]; total: number }>;
  page: number;
  hrefOf: (page: number) => string;
  /** The pagination's accessible name ("Pages of users"). */
  pagesLabel: string;
  loadError: string;
  empty: { icon: ReactNode; title: string; action?: ReactNode };
  /** What the loading rows start with: an avatar, a photo, or nothing. */
  skeletonLead?: 'avatar' | 'photo';
  /** Loading placeholders shaped like the page's own rows (cards), instead of table rows. */
  skeleton?: ReactNode;
  children: (rows: Row[], total: number) => ReactNode;
}

export function AdminList<Row>({
  query,
  page,
  hrefOf,
  pagesLabel,
  loadError,
  empty,
  skeletonLead,
  skeleton,
  children,
}: AdminListProps<Row>) {
  const total = query.data?.total ?? 0;
  const last = pageCount(total, ADMIN_PAGE_SIZE);
  if (query.data && query.data.rows.length === 0 && total > 0 && page > last) {
    return <Navigate to={hrefOf(last)} replace />;
  }
  return (
    <div aria-busy={query.isFetching || undefined}>
      {query.isPending ? (
        (skeleton ?? <ListSkeleton lead={skeletonLead} />)
      ) : query.isError ? (
        <ErrorState error={query.error} title={loadError} onRetry={() => query.refetch()} />
      ) : query.data.rows.length === 0 ? (
        <EmptyState icon={empty.icon} title={empty.title} action={empty.action} />
      ) : (
        <>
          {children(query.data.rows, total)}
          <Pagination
            className="mt-5"
            page={page}
            pageSize={ADMIN_PAGE_SIZE}
            total={total}
            hrefOf={hrefOf}
            label={pagesLabel}
          />
        </>
      )}
    </div>
  );
}

function ListSkeleton({ lead }: { lead?: 'avatar' | 'photo' }) {
  const { t } = useTranslation();
  return (
    <div className="rounded-card bg-surface p-4 shadow-card ring-1 ring-line">
      <span className="sr-only" role="status">
        {t('common.loading')}
      </span>
      <div className="flex flex-col divide-y divide-line" aria-hidden="true">
        {Array.from({ length: 6 }, (_, i) => (
          <div key={i} className="flex items-center gap-3 py-3">
            {lead && <Skeleton className={cn(lead === 'avatar' ? 'size-10 rounded-full' : 'h-12 w-16')} />}
            <div className="flex flex-1 flex-col gap-2">
              <Skeleton className="h-4 w-48 max-w-full" />
              <Skeleton className="h-3 w-72 max-w-full" />
            </div>
            <Skeleton className="hidden h-4 w-32 md:block" />
            <Skeleton className="h-9 w-20" />
          </div>
        ))}
      </div>
    </div>
  );
}
