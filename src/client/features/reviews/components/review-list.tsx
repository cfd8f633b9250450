import type { Review } from '@shared/api-types';
import type { UseQueryResult } from '@tanstack/react-query';
import { MessageSquareText, Star } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState, ErrorState } from '../../../components/page-states';
import { ReviewCard, ReviewsSkeleton } from './review-card';

/**
 * A section of reviews, newest first, under a heading with the average rating and how many there
 * are: an item's (its page) or a person's (their profile). Every state is drawn: loading, a failed
 * load with a retry, none yet, and the list.
 */
export function ReviewList({
  heading,
  rating,
  total,
  countLabel,
  latestLabel,
  reviews,
  limit,
  errorTitle,
  emptyTitle,
  showSide = false,
  sectionId,
  headingClassName = 'text-lg',
}: {
  heading: string;
  /** The average, formatted, or null when there is none yet. */
  rating: string | null;
  /** How many reviews there are in all. */
  total: number;
  /** "14 reviews", in the page's words for this list. */
  countLabel: (count: number) => string;
  /** "The 6 latest", when the list shows fewer than there are. */
  latestLabel: (count: number) => string;
  reviews: UseQueryResult<Review[]>;
  limit: number;
  errorTitle: string;
  emptyTitle: string;
  /** Whether each card says if a renter or an owner wrote it (profiles hold both). */
  showSide?: boolean;
  /** An id for the section, to link to it (#reviews). */
  sectionId?: string;
  headingClassName?: string;
}) {
  const { t } = useTranslation();
  const headingId = useId();
  const shown = reviews.data?.length ?? 0;
  const summary =
    total === 0
      ? null
      : total > shown && shown > 0
        ? `${latestLabel(shown)} · ${countLabel(total)}`
        : countLabel(total);
  return (
    <section aria-labelledby={headingId} id={sectionId} className={sectionId ? 'scroll-mt-24' : undefined}>
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h2 id={headingId} className={`flex items-center gap-2 font-bold text-ink ${headingClassName}`}>
          {heading}
          {rating && (
            <span className="flex items-center gap-1 text-base font-semibold">
              <Star className="size-5 fill-sand-400 text-sand-400" aria-hidden="true" />
              <span className="sr-only">{t('item.rating', { rating })}</span>
              <span aria-hidden="true">{rating}</span>
            </span>
          )}
        </h2>
        {summary && <p className="text-sm text-muted">{summary}</p>}
      </div>
      <div className="mt-5">
        {reviews.isPending ? (
          <ReviewsSkeleton label={t('common.loading')} />
        ) : reviews.isError ? (
          <ErrorState error={reviews.error} title={errorTitle} onRetry={() => reviews.refetch()} />
        ) : reviews.data.length === 0 ? (
          <EmptyState icon={<MessageSquareText className="size-7" aria-hidden="true" />} title={emptyTitle} />
        ) : (
          <ul className="grid gap-4 md:grid-cols-2">
            {reviews.data.slice(0, limit).map((review) => (
              <ReviewCard key={review.id} review={review} showSide={showSide} />
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
