/**
 * The review part of a completed booking's card: 'Leave a review' while the
 * window is open, or what the viewer wrote (hidden from others until the
 * other side writes theirs or the window closes).
 */
import type { Booking } from '@shared/api-types';
import type { BookingActor } from '@shared/bookings';
import { useTranslation } from 'react-i18next';
import { Stars } from './review-card';
import { ReviewDialog } from './review-dialog';

export function BookingReview({ booking, side }: { booking: Booking; side: BookingActor }) {
  const { t } = useTranslation();
  const { mine, canReview } = booking.review;
  if (mine) {
    return (
      <p className="flex items-center gap-2 text-sm text-muted" data-testid="my-review">
        {t('reviewForm.yourRating')}
        <Stars rating={mine.rating} />
      </p>
    );
  }
  if (!canReview) return null;
  return <ReviewDialog booking={booking} side={side} />;
}
