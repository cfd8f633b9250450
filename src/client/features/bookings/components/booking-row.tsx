import type { Booking } from '@shared/api-types';
import { type BookingActor, otherParty, todayInRiyadh } from '@shared/bookings';
import { formatDay } from '@shared/format';
import { Info, Store, Truck } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../i18n/use-language';
import { cn } from '../../../lib/cn';
import { BookingReview } from '../../reviews';
import { displayName, isolate } from '../../users';
import { BookingActions } from './booking-actions';
import { Day } from './booking-day';
import { hintOf } from './booking-hint';
import { BookingRowHead } from './booking-row-head';
import { GRID, UNDER_HEAD } from './booking-row-layout';
import { RenterStanding } from './renter-standing';
import { StatusReason } from './status-reason';

/**
 * One booking as one side sees it: the item's photo and title, the other
 * side, the days (with the Hijri date in Arabic), the handover, the price,
 * the renter's message, why it was declined or cancelled, and the actions
 * that side can take today.
 */
export function BookingRow({ booking, side }: { booking: Booking; side: BookingActor }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const titleId = useId();
  const other = otherParty(booking, side);
  const name = displayName(other);
  const today = todayInRiyadh();
  const hint = hintOf(booking, side, { today, name, t, language });

  return (
    <article
      aria-labelledby={titleId}
      data-booking-id={booking.id}
      data-status={booking.status}
      className="rounded-card bg-surface p-4 shadow-card ring-1 ring-line sm:p-5"
    >
      <div className={GRID}>
        <BookingRowHead booking={booking} side={side} titleId={titleId} />

        <dl className={cn(UNDER_HEAD, 'grid grid-cols-2 gap-x-4 gap-y-3 text-sm lg:grid-cols-3')}>
          <Day label={t('bookings.card.pickup')} day={booking.startDate} />
          <Day label={t('bookings.card.return')} day={booking.endDate} />
          <div className="col-span-2 lg:col-span-1">
            <dt className="text-xs text-muted">{t('bookings.card.handover')}</dt>
            <dd className="mt-0.5 flex items-center gap-1.5 font-medium text-ink">
              {booking.pickupMethod === 'delivery' ? (
                <Truck className="size-4 shrink-0 text-muted" aria-hidden="true" />
              ) : (
                <Store className="size-4 shrink-0 text-muted" aria-hidden="true" />
              )}
              {t(`bookings.card.pickupMethods.${booking.pickupMethod}`)}
            </dd>
          </div>
        </dl>

        {hint && (
          <p className={cn(UNDER_HEAD, 'flex items-start gap-2 text-sm text-muted')}>
            <Info className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            {hint}
          </p>
        )}

        {side === 'owner' && booking.status === 'pending' && (
          <RenterStanding renter={booking.renter} className={UNDER_HEAD} />
        )}

        {booking.message && (
          <div className={cn(UNDER_HEAD, 'rounded-xl bg-canvas px-4 py-3 text-sm')}>
            <p className="text-xs font-medium text-muted">
              {side === 'renter'
                ? t('bookings.card.yourMessage')
                : t('bookings.card.messageFrom', { name: isolate(name) })}
            </p>
            <p className="mt-1 whitespace-pre-line leading-relaxed text-ink/90" dir="auto">
              {booking.message}
            </p>
          </div>
        )}

        {booking.statusReason && (booking.status === 'declined' || booking.status === 'cancelled') && (
          <StatusReason status={booking.status} reason={booking.statusReason} className={UNDER_HEAD} />
        )}
      </div>

      <div className="mt-4 flex flex-wrap items-center gap-3 border-t border-line pt-4">
        <p className="me-auto text-xs text-muted">
          {t('bookings.card.requestedOn', {
            date: formatDay(todayInRiyadh(new Date(booking.createdAt)), language),
          })}
        </p>
        <BookingReview booking={booking} side={side} />
        <BookingActions booking={booking} side={side} />
      </div>
    </article>
  );
}
