/** The account page while it loads, and when there is no such account. */
import { ArrowLeft, UserRoundX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { MessagePage } from '../../../components/message-page';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';

export function UserNotFound({ back }: { back: string }) {
  const { t } = useTranslation();
  return (
    <MessagePage
      icon={<UserRoundX className="size-9" aria-hidden="true" />}
      iconClassName="bg-primary-50 text-primary-700"
      eyebrow={t('notFound.code')}
      title={t('admin.user.notFound.title')}
      body={t('admin.user.notFound.body')}
      actions={
        <Button asChild>
          <Link to={back}>
            <ArrowLeft className="flip-rtl size-4" aria-hidden="true" />
            {t('admin.user.notFound.back')}
          </Link>
        </Button>
      }
    />
  );
}

export function UserDetailSkeleton() {
  const { t } = useTranslation();
  return (
    <div aria-busy="true">
      <span className="sr-only" role="status">
        {t('common.loading')}
      </span>
      <div aria-hidden="true">
        <Skeleton className="mb-4 h-9 w-28" />
        <div className="flex items-center gap-5 rounded-card bg-surface p-6 shadow-card ring-1 ring-line">
          <Skeleton className="size-20 rounded-full" />
          <div className="flex flex-1 flex-col gap-3">
            <Skeleton className="h-7 w-56" />
            <Skeleton className="h-4 w-32" />
            <Skeleton className="h-6 w-40 rounded-full" />
          </div>
        </div>
        <div className="mt-6 grid gap-6 lg:grid-cols-[3fr_2fr]">
          <Skeleton className="h-80 rounded-card" />
          <Skeleton className="h-80 rounded-card" />
        </div>
      </div>
    </div>
  );
}
