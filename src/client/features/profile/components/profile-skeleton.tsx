import { useTranslation } from 'react-i18next';
import { Skeleton } from '../../../components/ui/skeleton';
import { ProfileHeaderSkeleton } from './profile-header-skeleton';

/** The page's shape while the person loads. */
export function ProfileSkeleton({ className }: { className: string }) {
  const { t } = useTranslation();
  return (
    <div className={className} aria-busy="true">
      <span className="sr-only" role="status">
        {t('common.loading')}
      </span>
      <ProfileHeaderSkeleton />
      <div className="mt-10 flex gap-6 border-b border-line pb-3" aria-hidden="true">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} className="h-5 w-24" />
        ))}
      </div>
      <div
        className="mt-8 grid grid-cols-2 gap-x-4 gap-y-8 md:grid-cols-3 lg:grid-cols-4 lg:gap-6"
        aria-hidden="true"
      >
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} className="aspect-[4/3] w-full rounded-card" />
        ))}
      </div>
    </div>
  );
}
