/**
 * The members one blocked, newest first, each with when and a way to unblock
 * (docs/decisions/0065-members-block-members.md). A section of the settings page; it says what a
 * block does, and shows its loading, empty and failed states in place.
 */
import { formatDate } from '@shared/format';
import { UserX } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../app/paths';
import { EmptyState, ErrorState } from '../../../components/page-states';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { UserAvatar } from '../../../components/user-avatar';
import { useLanguage } from '../../../i18n/use-language';
import { displayName } from '../../../lib/person-name';
import { useBlockedMembers } from '../api/blocks';
import { UnblockButton } from './unblock-button';

export function BlockedMembers({ className }: { className?: string }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const headingId = useId();
  const list = useBlockedMembers();
  const members = list.data?.pages.flatMap((page) => page.rows) ?? [];

  return (
    <section aria-labelledby={headingId} className={className} data-testid="blocked-members">
      <h2 id={headingId} className="text-lg font-semibold text-ink">
        {t('blocking.list.heading')}
      </h2>
      <p className="mt-1 text-sm leading-relaxed text-muted">{t('blocking.list.description')}</p>
      <div className="mt-4">
        {list.isPending ? (
          <div
            role="status"
            aria-busy="true"
            aria-label={t('common.loading')}
            className="flex flex-col gap-3"
          >
            {[0, 1].map((row) => (
              <div key={row} className="flex items-center gap-3">
                <Skeleton className="size-10 rounded-full" />
                <div className="flex flex-1 flex-col gap-2">
                  <Skeleton className="h-4 w-36" />
                  <Skeleton className="h-3 w-24" />
                </div>
              </div>
            ))}
          </div>
        ) : list.isError ? (
          <ErrorState
            error={list.error}
            title={t('blocking.list.loadError')}
            onRetry={() => list.refetch()}
          />
        ) : members.length === 0 ? (
          <EmptyState
            icon={<UserX className="size-7" aria-hidden="true" />}
            title={t('blocking.list.empty')}
          />
        ) : (
          <>
            <ul aria-label={t('blocking.list.label')} className="flex flex-col divide-y divide-line">
              {members.map((row) => {
                const name = displayName(row.user);
                return (
                  <li key={row.user.id} className="flex flex-wrap items-center gap-x-3 gap-y-2 py-3">
                    <UserAvatar user={row.user} className="size-10" />
                    <div className="min-w-0 flex-1 basis-40">
                      <Link
                        to={paths.profile(row.user.id)}
                        className="block truncate font-medium text-ink hover:underline"
                        dir="auto"
                      >
                        {name}
                      </Link>
                      <p className="text-xs text-muted">
                        {t('blocking.list.since', { date: formatDate(row.blockedAt, language) })}
                      </p>
                    </div>
                    <UnblockButton member={{ id: row.user.id, name }} />
                  </li>
                );
              })}
            </ul>
            {list.hasNextPage && (
              <Button
                variant="outline"
                size="sm"
                className="mt-3"
                loading={list.isFetchingNextPage}
                onClick={() => list.fetchNextPage()}
              >
                {t('blocking.list.more')}
              </Button>
            )}
          </>
        )}
      </div>
    </section>
  );
}
