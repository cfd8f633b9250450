import { useTranslation } from 'react-i18next';
import { Skeleton } from '../../../components/ui/skeleton';

/** The Rentals list while it loads: a heading and compact cards in their places. */
export function RentalsSkeleton() {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-3" role="status" aria-busy="true" aria-label={t('common.loading')}>
      <Skeleton className="h-5 w-28" />
      {[0, 1, 2, 3].map((i) => (
        <div key={i} className="flex items-center gap-3 rounded-card bg-surface p-3 ring-1 ring-line">
          <Skeleton className="size-16 shrink-0 rounded-xl" />
          <div className="flex flex-1 flex-col gap-2">
            <Skeleton className="h-4 w-3/5" />
            <Skeleton className="h-3 w-2/5" />
            <Skeleton className="h-4 w-20 rounded-full" />
          </div>
          <Skeleton className="h-8 w-16" />
        </div>
      ))}
    </div>
  );
}
