import type { PublicUser } from '@shared/api-types';
import { formatRating } from '@shared/format';
import { MessageSquareText, Star } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState, ErrorState } from '../../../components/page-states';
import { useLanguage } from '../../../i18n/use-language';
import { useUserReviews } from '../../reviews/api/get-reviews';
import { ReviewCard, ReviewsSkeleton } from '../../reviews/components/review-card';
import { displayName, isolate } from '../../users/display-name';

/** Reviews a profile shows at once (the API gives at most 50). */
export const PROFILE_REVIEWS = 20;

/** The reviews the person received, as renter and as owner, newest first. */
export function ProfileReviews({ user, isOwn }: { user: PublicUser; isOwn: boolean }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const headingId = useId();
  const reviews = useUserReviews(user.id, PROFILE_REVIEWS);
  const rating = formatRating(user.rating, language);
  const shown = reviews.data?.length ?? 0;
  return (
    <section aria-labelledby={headingId}>
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h2 id={headingId} className="flex items-center gap-2 text-lg font-bold text-ink">
          {t('profile.reviews.heading')}
          {rating && (
            <span className="flex items-center gap-1 text-base font-semibold">
              <Star className="size-5 fill-sand-400 text-sand-400" aria-hidden="true" />
              <span className="sr-only">{t('item.rating', { rating })}</span>
              <span aria-hidden="true">{rating}</span>
            </span>
          )}
        </h2>
        {user.totalReviews > 0 && (
          <p className="text-sm text-muted">
            {user.totalReviews > shown && shown > 0
              ? `${t('profile.reviews.latest', { count: shown })} · ${t('profile.reviewCount', { count: user.totalReviews })}`
              : t('profile.reviewCount', { count: user.totalReviews })}
          </p>
        )}
      </div>
      <div className="mt-5">
        {reviews.isPending ? (
          <ReviewsSkeleton label={t('common.loading')} />
        ) : reviews.isError ? (
          <ErrorState
            error={reviews.error}
            title={t('profile.reviews.loadError')}
            onRetry={() => reviews.refetch()}
          />
        ) : reviews.data.length === 0 ? (
          <EmptyState
            icon={<MessageSquareText className="size-7" aria-hidden="true" />}
            title={
              isOwn
                ? t('profile.reviews.emptyOwn')
                : t('profile.reviews.empty', { name: isolate(displayName(user)) })
            }
          />
        ) : (
          <ul className="grid gap-4 md:grid-cols-2">
            {reviews.data.map((review) => (
              <ReviewCard key={review.id} review={review} showSide />
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
