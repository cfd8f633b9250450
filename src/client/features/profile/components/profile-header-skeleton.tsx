import { Skeleton } from '../../../components/ui/skeleton';

/** The profile's header while it loads. */
export function ProfileHeaderSkeleton() {
  return (
    <div className="rounded-3xl bg-surface p-5 shadow-card ring-1 ring-line sm:p-8" aria-hidden="true">
      <div className="flex flex-col gap-5 sm:flex-row sm:items-start sm:gap-7">
        <Skeleton className="size-20 rounded-full sm:size-24" />
        <div className="flex-1">
          <Skeleton className="h-8 w-56 max-w-full" />
          <Skeleton className="mt-3 h-4 w-24" />
          <Skeleton className="mt-5 h-4 w-80 max-w-full" />
          <Skeleton className="mt-5 h-4 w-full max-w-2xl" />
          <Skeleton className="mt-2 h-4 w-2/3 max-w-xl" />
        </div>
      </div>
    </div>
  );
}
