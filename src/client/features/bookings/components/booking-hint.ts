import type { Booking } from '@shared/api-types';
import type { BookingActor } from '@shared/bookings';
import type { Language } from '@shared/constants';
import { formatDay } from '@shared/format';
import { isolate } from '@shared/names';
import type { TFunction } from 'i18next';

/** One line on what happens next, where there is something to say. */
export function hintOf(
  booking: Booking,
  side: BookingActor,
  { today, name, t, language }: { today: string; name: string; t: TFunction; language: Language },
): string | null {
  switch (booking.status) {
    case 'pending':
      return side === 'renter'
        ? t('bookings.hints.pendingRenter', { name: isolate(name) })
        : t('bookings.hints.pendingOwner');
    case 'confirmed':
      return side === 'owner' && today < booking.startDate ? t('bookings.hints.handoverFrom') : null;
    case 'active':
      return side === 'renter'
        ? t('bookings.hints.returnBy', { date: formatDay(booking.endDate, language, { weekday: true }) })
        : null;
    case 'expired':
      return t('bookings.hints.expired');
    default:
      return null;
  }
}
