import { useTranslation } from 'react-i18next';
import { Skeleton } from '../../../components/ui/skeleton';

/** A booking's page while it loads: the header, then the two columns' cards, in their places. */
export function BookingPageSkeleton({ className }: { className: string }) {
  const { t } = useTranslation();
  const card = 'rounded-card bg-surface p-4 shadow-card ring-1 ring-line sm:p-5';
  return (
    <div className={className} role="status" aria-busy="true" aria-label={t('common.loading')}>
      <Skeleton className="h-4 w-24" />
      <div className={`${card} mt-4 flex items-start gap-4`}>
        <Skeleton className="size-20 shrink-0 rounded-xl sm:size-28" />
        <div className="flex flex-1 flex-col gap-3">
          <Skeleton className="h-5 w-24 rounded-full" />
          <Skeleton className="h-6 w-3/5" />
          <Skeleton className="h-4 w-28" />
        </div>
      </div>
      <div className="mt-6 grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className={`${card} flex flex-col gap-3 lg:col-start-2 lg:row-start-1`}>
          <Skeleton className="h-5 w-28" />
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} className="h-4 w-4/5" />
          ))}
        </div>
        <div className="flex flex-col gap-6 lg:col-start-1 lg:row-start-1">
          {[0, 1].map((i) => (
            <div key={i} className={`${card} flex flex-col gap-3`}>
              <Skeleton className="h-5 w-24" />
              <Skeleton className="h-4 w-full" />
              <Skeleton className="h-4 w-2/3" />
            </div>
          ))}
        </div>
      </div>
    </div>
  );
}
