import type { Booking } from '@shared/api-types';
import { type BookingActor, otherParty } from '@shared/bookings';
import { formatDayRange, formatHalalas } from '@shared/format';
import { thumbnailOf } from '@shared/images';
import { ChevronRight } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../app/paths';
import { ItemImage } from '../../../components/item-image';
import { useLanguage } from '../../../i18n/use-language';
import { displayName } from '../../../lib/person-name';
import { BookingStatusBadge } from '../../bookings';
import { VerifiedBadges } from '../../verification';
import { cardAmountOf, type NextStep } from '../rental-lists';

/**
 * One booking in the Rentals list, small enough that a phone shows four or five: photo, title,
 * days, the other side, status, the amount, and the one thing to do next. The whole card opens
 * the booking's page (its title is the link, stretched over the card).
 */
export function RentalCard({
  booking,
  side,
  next,
}: {
  booking: Booking;
  side: BookingActor;
  next: NextStep | null;
}) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const titleId = useId();
  const photo = booking.item.images[0];
  const party = otherParty(booking, side);
  const other = displayName(party);
  return (
    <article
      aria-labelledby={titleId}
      data-booking-id={booking.id}
      data-status={booking.status}
      className="relative flex items-center gap-3 rounded-card bg-surface p-3 shadow-card ring-1 ring-line transition-shadow focus-within:ring-2 focus-within:ring-primary-600 hover:shadow-pop"
    >
      <ItemImage
        src={photo && thumbnailOf(photo)}
        alt=""
        loading="lazy"
        width={64}
        height={64}
        className="size-16 shrink-0 rounded-xl bg-line object-cover"
      />
      <div className="min-w-0 flex-1">
        {/* In the title's own direction, so a Latin title in an Arabic page is cut at its end. */}
        <h3
          id={titleId}
          dir="auto"
          className="truncate text-sm font-semibold text-ink [text-align:match-parent]"
        >
          <Link
            to={paths.booking(booking.id)}
            className="outline-none after:absolute after:inset-0 after:rounded-card after:content-['']"
          >
            {booking.item.title}
          </Link>
        </h3>
        <p className="mt-0.5 truncate text-xs text-muted">
          {formatDayRange(booking.startDate, booking.endDate, language)}
          <span className="max-sm:hidden">
            <span aria-hidden="true"> · </span>
            <span dir="auto">{other}</span>
            <VerifiedBadges verified={party.verified} compact className="ms-1 align-text-bottom" />
          </span>
        </p>
        <div className="mt-1.5 flex flex-wrap items-center gap-1.5">
          <BookingStatusBadge status={booking.status} className="px-2 text-[0.7rem]" />
          {next && (
            <span
              data-next={next}
              className="rounded-full bg-primary-700 px-2 py-0.5 text-[0.7rem] font-semibold text-white"
            >
              {t(`rental.list.next.${next}`)}
            </span>
          )}
        </div>
      </div>
      <div className="flex shrink-0 items-center gap-1 self-stretch">
        <p className="text-end">
          <span className="block text-[0.7rem] text-muted">
            {side === 'renter' ? t('rental.list.total') : t('rental.list.earning')}
          </span>
          <span className="block text-sm font-bold tabular-nums text-ink">
            {formatHalalas(cardAmountOf(booking, side), language)}
          </span>
        </p>
        <ChevronRight className="size-4 text-muted flip-rtl" aria-hidden="true" />
      </div>
    </article>
  );
}
