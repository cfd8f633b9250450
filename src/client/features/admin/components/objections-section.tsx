/**
 * The objections to a hand-over or a return waiting for an administrator
 * (docs/decisions/0059-handover-and-return-records.md), under the disputes on /admin/disputes:
 * the oldest page of them, with how many wait in all; a resolved one leaves the list.
 */
import { ADMIN_PAGE_SIZE } from '@shared/constants';
import { MessageSquareWarning } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState, ErrorState } from '../../../components/page-states';
import { Skeleton } from '../../../components/ui/skeleton';
import { useObjectionQueue } from '../api/admin-handover';
import { ObjectionCard } from './objection-card';

export function ObjectionsSection() {
  const { t } = useTranslation();
  const headingId = useId();
  const queue = useObjectionQueue();
  const k = (key: string, values?: Record<string, unknown>) => t(`admin.disputes.objections.${key}`, values);
  return (
    <section aria-labelledby={headingId} aria-busy={queue.isFetching || undefined} className="mt-12">
      <h2 id={headingId} className="text-xl font-bold text-ink">
        {k('title')}
      </h2>
      <p className="mt-1 mb-5 text-sm text-muted">{k('description')}</p>
      {queue.isPending ? (
        <div className="flex flex-col gap-6">
          <span className="sr-only" role="status">
            {t('common.loading')}
          </span>
          <Skeleton aria-hidden="true" className="h-64 rounded-card" />
        </div>
      ) : queue.isError ? (
        <ErrorState error={queue.error} title={k('loadError')} onRetry={() => queue.refetch()} />
      ) : queue.data.objections.length === 0 ? (
        <EmptyState
          icon={<MessageSquareWarning className="size-7" aria-hidden="true" />}
          title={k('empty')}
        />
      ) : (
        <>
          <p className="mb-4 text-sm font-medium text-muted">
            {k('count', { count: queue.data.total })}
            {queue.data.total > queue.data.objections.length && (
              <span className="block">{k('oldestShown', { count: ADMIN_PAGE_SIZE })}</span>
            )}
          </p>
          <ul className="flex flex-col gap-6">
            {queue.data.objections.map((objection) => (
              <li key={`${objection.booking.id}:${objection.stage}`}>
                <ObjectionCard objection={objection} />
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
