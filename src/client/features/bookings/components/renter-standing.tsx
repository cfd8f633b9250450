/**
 * What an owner deciding on a request knows of the renter: their rating and
 * number of reviews at a glance, what their profile proves (verification badges),
 * their latest reviews on demand (fetched only when opened), and a link to their
 * whole profile.
 */
import type { RatedBookingParty } from '@shared/api-types';
import { formatRating } from '@shared/format';
import { Star } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../app/paths';
import { useLanguage } from '../../../i18n/use-language';
import { cn } from '../../../lib/cn';
import { ReviewCard, ReviewsSkeleton, useUserReviews } from '../../reviews';
import { VerifiedBadges } from '../../verification';

const LATEST_REVIEWS = 3;

export function RenterStanding({ renter, className }: { renter: RatedBookingParty; className?: string }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const [open, setOpen] = useState(false);
  const rating = formatRating(renter.rating, language);
  const rated = renter.totalReviews > 0 && rating !== null;
  return (
    <div data-testid="renter-standing" className={cn('rounded-xl bg-canvas px-4 py-3 text-sm', className)}>
      <p className="flex flex-wrap items-center gap-x-2 gap-y-1">
        <span className="text-xs font-medium text-muted">{t('bookings.renterStanding.label')}</span>
        {rated ? (
          <span className="inline-flex items-center gap-1 font-medium text-ink">
            <Star className="size-4 fill-sand-400 text-sand-400" aria-hidden="true" />
            <span className="sr-only">{t('item.rating', { rating })}</span>
            <span aria-hidden="true">{rating}</span>
            <span className="text-muted">· {t('item.reviews', { count: renter.totalReviews })}</span>
          </span>
        ) : (
          <span className="text-ink">{t('bookings.renterStanding.none')}</span>
        )}
        <Link
          to={paths.profile(renter.id)}
          className="ms-auto text-xs font-medium text-primary-800 hover:underline"
        >
          {t('bookings.renterStanding.profile')}
        </Link>
      </p>
      <VerifiedBadges verified={renter.verified} className="mt-2" />
      {rated && (
        <details className="mt-2" onToggle={(event) => setOpen(event.currentTarget.open)}>
          <summary className="w-fit cursor-pointer rounded text-xs font-medium text-primary-800">
            {t('bookings.renterStanding.showReviews')}
          </summary>
          {open && <LatestReviews userId={renter.id} />}
        </details>
      )}
    </div>
  );
}

function LatestReviews({ userId }: { userId: string }) {
  const { t } = useTranslation();
  const reviews = useUserReviews(userId, LATEST_REVIEWS);
  if (reviews.isPending) return <ReviewsSkeleton />;
  if (reviews.isError)
    return <p className="mt-2 text-danger-700">{t('bookings.renterStanding.loadError')}</p>;
  return (
    <ul className="mt-3 grid gap-3">
      {reviews.data.map((review) => (
        <ReviewCard key={review.id} review={review} showSide />
      ))}
    </ul>
  );
}
