/** A published review as the item page and the profile show it, with its stars and skeleton. */
import type { Review } from '@shared/api-types';
import { formatDate, formatNumber } from '@shared/format';
import { Star } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Skeleton } from '../../../components/ui/skeleton';
import { UserAvatar } from '../../../components/user-avatar';
import { useLanguage } from '../../../i18n/use-language';
import { cn } from '../../../lib/cn';
import { displayName } from '../../../lib/person-name';
import { ReportButton } from '../../moderation';

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

/** One review; `showSide` adds whether a renter or an owner wrote it (profiles hold both). */
export function ReviewCard({ review, showSide = false }: { review: Review; showSide?: boolean }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const { reviewer } = review;
  return (
    <li className="flex flex-col gap-3 rounded-card bg-surface p-5 ring-1 ring-line">
      <div className="flex items-center gap-3">
        <UserAvatar user={reviewer} className="size-10" />
        <div className="min-w-0 flex-1">
          <p className="truncate font-semibold">
            <span dir="auto">{displayName(reviewer)}</span>
          </p>
          <p className="text-sm text-muted">
            {showSide && (
              <>
                {review.type === 'renter_to_owner'
                  ? t('profile.reviews.fromRenter')
                  : t('profile.reviews.fromOwner')}
                {' · '}
              </>
            )}
            <time dateTime={review.createdAt}>{formatDate(review.createdAt, language)}</time>
          </p>
        </div>
        <Stars rating={review.rating} />
        {/* A false or abusive review can be reported to Ajjir's team (docs/decisions/0064). */}
        <ReportButton
          targetType="review"
          targetId={review.id}
          ownerId={reviewer.id}
          iconOnly
          className="-me-2 shrink-0"
        />
      </div>
      {review.comment && (
        <p className="whitespace-pre-line leading-relaxed text-ink/90" dir="auto">
          {review.comment}
        </p>
      )}
    </li>
  );
}

/** Two placeholder cards while reviews load. */
export function ReviewsSkeleton({ label }: { label?: string }) {
  return (
    <ul
      className="grid gap-4 md:grid-cols-2"
      aria-hidden={label ? undefined : true}
      aria-busy={label ? true : undefined}
      aria-label={label}
    >
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
