import { useTranslation } from 'react-i18next';
import { Skeleton } from '../../../components/ui/skeleton';
import { BookingCardSkeleton } from './booking-card';
import { ItemGallerySkeleton } from './item-gallery';
import { COLUMNS, PAGE } from './item-page-layout';

/** The page's shape while the item loads: breadcrumb, title, photo, owner, facts and the side card. */
export function ItemPageSkeleton() {
  const { t } = useTranslation();
  return (
    <div className={PAGE} aria-busy="true">
      <span className="sr-only" role="status">
        {t('common.loading')}
      </span>
      <Skeleton className="h-5 w-56" />
      <div className={`mt-4 sm:mt-6 ${COLUMNS}`} aria-hidden="true">
        <div className="min-w-0 lg:col-start-1 lg:row-start-2">
          <ItemGallerySkeleton />
        </div>
        <div className="flex flex-col gap-3 lg:col-span-2 lg:row-start-1">
          <Skeleton className="h-6 w-24 rounded-full" />
          <Skeleton className="h-9 w-4/5 lg:w-1/2" />
          <Skeleton className="h-5 w-1/2 lg:w-1/4" />
        </div>
        <Skeleton className="h-32 w-full rounded-card lg:col-start-1 lg:row-start-3" />
        <div className="grid gap-6 sm:grid-cols-2 lg:col-start-1 lg:row-start-4">
          {Array.from({ length: 6 }, (_, i) => (
            <div key={i} className="flex items-center gap-3">
              <Skeleton className="size-10 rounded-xl" />
              <div className="flex-1">
                <Skeleton className="h-3.5 w-1/3" />
                <Skeleton className="mt-2 h-4 w-1/2" />
              </div>
            </div>
          ))}
        </div>
        <div className="lg:col-start-2 lg:row-span-3 lg:row-start-2">
          <BookingCardSkeleton />
        </div>
      </div>
    </div>
  );
}
