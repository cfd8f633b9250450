import type { PublicUser } from '@shared/api-types';
import { isolate } from '@shared/names';
import { CirclePause, PackageOpen, Plus } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../app/paths';
import { EmptyState, ErrorState } from '../../../components/page-states';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { displayName } from '../../../lib/person-name';
import { CountPill } from '../../bookings';
import { ItemCard, ItemCardSkeleton, useOwnerItems } from '../../items';

const GRID = 'grid grid-cols-2 gap-x-4 gap-y-8 md:grid-cols-3 lg:grid-cols-4 lg:gap-6';

/** The person's listings as cards (their own paused ones too, marked so). */
export function ProfileItems({ user, isOwn }: { user: PublicUser; isOwn: boolean }) {
  const { t } = useTranslation();
  const headingId = useId();
  const items = useOwnerItems(user.id);
  return (
    <section aria-labelledby={headingId}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={headingId} className="flex items-center gap-2.5 text-lg font-bold text-ink">
          {isOwn ? t('profile.items.headingOwn') : t('profile.items.heading')}
          {items.data && items.data.length > 0 && <CountPill count={items.data.length} />}
        </h2>
        {isOwn && items.data && items.data.length > 0 && (
          <Button asChild variant="outline" size="sm">
            <Link to={paths.listItem()}>
              <Plus className="size-4" aria-hidden="true" />
              {t('nav.listItem')}
            </Link>
          </Button>
        )}
      </div>
      <div className="mt-5">
        {items.isPending ? (
          <div className={GRID} role="status" aria-busy="true" aria-label={t('common.loading')}>
            {[0, 1, 2, 3].map((i) => (
              <ItemCardSkeleton key={i} />
            ))}
          </div>
        ) : items.isError ? (
          <ErrorState
            error={items.error}
            title={t('profile.items.loadError')}
            onRetry={() => items.refetch()}
          />
        ) : items.data.length === 0 ? (
          <EmptyState
            icon={<PackageOpen className="size-7" aria-hidden="true" />}
            title={
              isOwn
                ? t('profile.items.emptyOwn')
                : t('profile.items.empty', { name: isolate(displayName(user)) })
            }
            action={
              isOwn ? (
                <Button asChild>
                  <Link to={paths.listItem()}>{t('nav.listItem')}</Link>
                </Button>
              ) : undefined
            }
          />
        ) : (
          <ul className={GRID}>
            {items.data.map((item, index) => (
              <li key={item.id} className="relative">
                <ItemCard item={item} eager={index < 4} />
                {!item.isAvailable && (
                  <Badge
                    variant="warning"
                    className="pointer-events-none absolute start-3 top-3 z-10 shadow-sm"
                  >
                    <CirclePause className="size-3.5" aria-hidden="true" />
                    {t('profile.items.paused')}
                  </Badge>
                )}
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
