import type { Booking } from '@shared/api-types';
import type { BookingActor } from '@shared/bookings';
import { otherParty } from '@shared/bookings';
import { formatDailyRate, formatMoney } from '@shared/format';
import { thumbnailOf } from '@shared/images';
import { MessageCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../app/paths';
import { ItemImage } from '../../../components/item-image';
import { Badge } from '../../../components/ui/badge';
import { UserAvatar } from '../../../components/user-avatar';
import { useLanguage } from '../../../i18n/use-language';
import { displayName, isolate } from '../../users';
import { BookingStatusBadge } from './booking-status-badge';

/**
 * The top of a booking's card: the item's photo and title, its status, the other side with a link
 * to write to them, and the price.
 */
export function BookingRowHead({
  booking,
  side,
  titleId,
}: {
  booking: Booking;
  side: BookingActor;
  titleId: string;
}) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const other = otherParty(booking, side);
  const name = displayName(other);
  const photo = booking.item.images[0];
  return (
    <>
      {/* The title links to the item too; the photo is a bigger target for the pointer only. */}
      <Link
        to={paths.item(booking.itemId)}
        tabIndex={-1}
        aria-hidden="true"
        className="block self-start overflow-hidden rounded-xl bg-line sm:row-span-2"
      >
        <ItemImage
          src={photo && thumbnailOf(photo)}
          alt=""
          loading="lazy"
          width={320}
          height={240}
          className="aspect-square size-full object-cover transition-transform duration-300 hover:scale-[1.03] sm:aspect-[4/3]"
        />
      </Link>

      <div className="min-w-0">
        <div className="flex flex-wrap items-center gap-2">
          <BookingStatusBadge status={booking.status} />
          {booking.cancelledLate && <Badge variant="warning">{t('bookings.cancelledLate')}</Badge>}
        </div>
        <h3 id={titleId} className="mt-2 text-base font-semibold leading-snug text-ink sm:text-lg">
          <Link to={paths.item(booking.itemId)} className="rounded hover:text-primary-800 hover:underline">
            <span dir="auto">{booking.item.title}</span>
          </Link>
        </h3>
        <Link
          to={paths.profile(other.id)}
          className="group mt-2 inline-flex max-w-full items-center gap-2 rounded-full text-sm text-muted"
        >
          <UserAvatar user={other} className="size-7 [&_span]:text-[0.65rem]" />
          <span className="shrink-0">
            {side === 'renter' ? t('bookings.card.owner') : t('bookings.card.renter')}
          </span>
          <span className="truncate font-medium text-ink group-hover:underline" dir="auto">
            {name}
          </span>
        </Link>
        <Link
          to={`${paths.messages()}?with=${other.id}`}
          data-testid="booking-message-link"
          className="mt-2 flex w-fit items-center gap-1.5 rounded-full bg-primary-50 px-3 py-1 text-xs font-medium text-primary-800 transition-colors hover:bg-primary-100"
        >
          <MessageCircle className="size-3.5" aria-hidden="true" />
          {t('messages.bookingLink', { name: isolate(name) })}
        </Link>
      </div>

      <div className="col-span-2 flex flex-wrap items-baseline gap-x-3 gap-y-0.5 border-t border-line pt-3 sm:col-span-1 sm:col-start-3 sm:row-start-1 sm:flex-col sm:items-end sm:border-0 sm:pt-0 sm:text-end">
        <p className="text-lg font-bold text-ink">
          <span className="sr-only">{t('bookings.card.total')}: </span>
          {formatMoney(booking.totalCost, language)}
        </p>
        <p className="text-sm text-muted">
          {t('bookings.card.priceBreakdown', {
            days: t('bookings.card.days', { count: booking.days }),
            rate: formatDailyRate(booking.dailyRate, language),
          })}
        </p>
        {booking.deposit && Number(booking.deposit) > 0 && (
          <p className="text-sm text-muted">
            {t('bookings.card.deposit', { amount: formatMoney(booking.deposit, language) })}
          </p>
        )}
      </div>
    </>
  );
}
