import { useTranslation } from 'react-i18next';
import { Skeleton } from '../../../components/ui/skeleton';

/** The checkout's shape while the booking loads. */
export function CheckoutSkeleton() {
  const { t } = useTranslation();
  return (
    <div className="mx-auto max-w-5xl px-4 py-6 sm:px-6 sm:py-10 lg:px-8" role="status">
      <span className="sr-only">{t('common.loading')}</span>
      <Skeleton className="h-9 w-64 rounded-xl" />
      <div className="mt-6 grid gap-5 lg:grid-cols-[minmax(0,1fr)_24rem]" aria-hidden="true">
        <div className="flex flex-col gap-5">
          <Skeleton className="h-18 w-full rounded-2xl" />
          <Skeleton className="h-48 w-full rounded-3xl" />
          <Skeleton className="h-28 w-full rounded-3xl" />
        </div>
        <Skeleton className="h-96 w-full rounded-3xl" />
      </div>
    </div>
  );
}
