import type { Item } from '@shared/api-types';
import { ITEM_PAGE_REVIEWS } from '@shared/constants';
import { formatRating } from '@shared/format';
import { MessageSquareText, Star } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { EmptyState, ErrorState } from '../../../components/page-states';
import { useLanguage } from '../../../i18n/use-language';
import { useItemReviews } from '../../reviews/api/get-reviews';
import { ReviewCard, ReviewsSkeleton } from '../../reviews/components/review-card';

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
