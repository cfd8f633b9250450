import { Skeleton } from '../../../components/ui/skeleton';
import { cn } from '../../../lib/cn';
import { GRID, UNDER_HEAD } from './booking-row-layout';

export function BookingRowSkeleton() {
  return (
    <div className="rounded-card bg-surface p-4 shadow-card ring-1 ring-line sm:p-5" aria-hidden="true">
      <div className={GRID}>
        <Skeleton className="aspect-square w-full rounded-xl sm:row-span-2 sm:aspect-[4/3]" />
        <div>
          <Skeleton className="h-5 w-20 rounded-full" />
          <Skeleton className="mt-3 h-5 w-4/5" />
          <Skeleton className="mt-3 h-4 w-1/2" />
        </div>
        <div className="col-span-2 sm:col-span-1 sm:col-start-3 sm:row-start-1">
          <Skeleton className="h-6 w-28" />
          <Skeleton className="mt-2 h-4 w-20" />
        </div>
        <div className={cn(UNDER_HEAD, 'grid grid-cols-2 gap-4 lg:grid-cols-3')}>
          <Skeleton className="h-9 w-full" />
          <Skeleton className="h-9 w-full" />
        </div>
      </div>
    </div>
  );
}
