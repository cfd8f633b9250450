import type { Item, Review } from '@shared/api-types';
import { ITEM_PAGE_REVIEWS } from '@shared/constants';
import { formatDate, formatNumber, formatRating } from '@shared/format';
import { MessageSquareText, Star } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { EmptyState, ErrorState } from '../../../components/page-states';
import { Skeleton } from '../../../components/ui/skeleton';
import { UserAvatar } from '../../../components/user-avatar';
import { useLanguage } from '../../../i18n/use-language';
import { cn } from '../../../lib/cn';
import { useItemReviews } from '../../reviews/api/get-reviews';

/** Five stars, the first `rating` filled; read out as "Rated 4 out of 5". */
export function Stars({ rating, className }: { rating: number; className?: string }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  return (
    <span
      role="img"
      aria-label={t('item.rating', { rating: formatNumber(rating, language) })}
      className={cn('inline-flex items-center gap-0.5', className)}
    >
      {Array.from({ length: 5 }, (_, i) => (
        <Star
          key={i}
          aria-hidden="true"
          className={cn('size-4', i < rating ? 'fill-sand-400 text-sand-400' : 'fill-line text-line')}
        />
      ))}
    </span>
  );
}

function ReviewCard({ review }: { review: Review }) {
  const { language } = useLanguage();
  const { reviewer } = review;
  return (
    <li className="flex flex-col gap-3 rounded-card bg-surface p-5 ring-1 ring-line">
      <div className="flex items-center gap-3">
        <UserAvatar user={reviewer} className="size-10" />
        <div className="min-w-0 flex-1">
          <p className="truncate font-semibold">
            <span dir="auto">
              {reviewer.firstName} {reviewer.lastName}
            </span>
          </p>
          <p className="text-sm text-muted">
            <time dateTime={review.createdAt}>{formatDate(review.createdAt, language)}</time>
          </p>
        </div>
        <Stars rating={review.rating} />
      </div>
      {review.comment && (
        <p className="whitespace-pre-line leading-relaxed text-ink/90" dir="auto">
          {review.comment}
        </p>
      )}
    </li>
  );
}

function ReviewsSkeleton() {
  return (
    <ul className="grid gap-4 md:grid-cols-2" aria-hidden="true">
      {Array.from({ length: 2 }, (_, i) => (
        <li key={i} className="flex flex-col gap-3 rounded-card bg-surface p-5 ring-1 ring-line">
          <div className="flex items-center gap-3">
            <Skeleton className="size-10 rounded-full" />
            <div className="flex-1">
              <Skeleton className="h-4 w-1/2" />
              <Skeleton className="mt-2 h-3 w-1/3" />
            </div>
          </div>
          <Skeleton className="h-4 w-full" />
          <Skeleton className="h-4 w-3/4" />
        </li>
      ))}
    </ul>
  );
}

/** The newest reviews of the item (SPEC section 9: up to 6), with the average and the count. */
export function ItemReviews({ item }: { item: Item }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const reviews = useItemReviews(item.id, ITEM_PAGE_REVIEWS);
  const rating = formatRating(item.rating, language);
  const shown = reviews.data?.length ?? 0;
  return (
    <section aria-labelledby="reviews-heading" id="reviews" className="scroll-mt-24">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h2 id="reviews-heading" className="flex items-center gap-2 text-xl font-bold">
          {t('itemPage.reviews.heading')}
          {rating && (
            <span className="flex items-center gap-1 text-base font-semibold">
              <Star className="size-5 fill-sand-400 text-sand-400" aria-hidden="true" />
              <span className="sr-only">{t('item.rating', { rating })}</span>
              <span aria-hidden="true">{rating}</span>
            </span>
          )}
        </h2>
        {item.totalReviews > 0 && (
          <p className="text-sm text-muted">
            {item.totalReviews > shown && shown > 0
              ? `${t('itemPage.reviews.latest', { count: shown })} · ${t('itemPage.reviewCount', { count: item.totalReviews })}`
              : t('itemPage.reviewCount', { count: item.totalReviews })}
          </p>
        )}
      </div>
      <div className="mt-5" aria-busy={reviews.isPending || undefined}>
        {reviews.isPending ? (
          <>
            <span className="sr-only" role="status">
              {t('common.loading')}
            </span>
            <ReviewsSkeleton />
          </>
        ) : reviews.isError ? (
          <ErrorState
            error={reviews.error}
            title={t('itemPage.reviews.error')}
            onRetry={() => reviews.refetch()}
          />
        ) : reviews.data.length === 0 ? (
          <EmptyState
            icon={<MessageSquareText className="size-7" aria-hidden="true" />}
            title={t('itemPage.reviews.empty')}
          />
        ) : (
          <ul className="grid gap-4 md:grid-cols-2">
            {reviews.data.slice(0, ITEM_PAGE_REVIEWS).map((review) => (
              <ReviewCard key={review.id} review={review} />
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
