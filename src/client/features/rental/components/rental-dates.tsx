import type { Booking } from '@shared/api-types';
import type { BookingActor } from '@shared/bookings';
import { formatDay, formatHijriDay, formatMoney } from '@shared/format';
import { fromHalalas } from '@shared/pricing';
import { CalendarArrowDown, CalendarArrowUp, CalendarDays, Store, Truck, Wallet } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../i18n/use-language';
import { Card } from './card';

/** Ended before any handover: no deposit changes hands, so the page does not show one. */
const ENDED_UNRENTED = new Set<Booking['status']>(['cancelled', 'declined', 'expired']);

/**
 * The deposit and what becomes of it: collected with the payment and held by Ajjir for a booking
 * made since deposits were (its price has one), settled in person for one made before.
 */
function depositOf(booking: Booking): { amount: string; terms: 'deposit.terms' | 'deposit.inPerson' } | null {
  if (ENDED_UNRENTED.has(booking.status)) return null;
  if (booking.price.deposit > 0)
    return { amount: fromHalalas(booking.price.deposit), terms: 'deposit.terms' };
  if (booking.deposit && Number(booking.deposit) > 0)
    return { amount: booking.deposit, terms: 'deposit.inPerson' };
  return null;
}

function Fact({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <div className="flex items-start gap-3">
      <span className="mt-0.5 grid size-9 shrink-0 place-items-center rounded-full bg-primary-50 text-primary-700">
        {icon}
      </span>
      <div className="min-w-0">
        <p className="text-xs text-muted">{label}</p>
        {children}
      </div>
    </div>
  );
}

/** A day with its weekday, and the same day in the Hijri calendar under it. */
function DayFact({ icon, label, day }: { icon: ReactNode; label: string; day: string }) {
  const { language } = useLanguage();
  return (
    <Fact icon={icon} label={label}>
      <p className="mt-0.5 font-semibold text-ink">
        <time dateTime={day}>{formatDay(day, language, { weekday: true })}</time>
      </p>
      <p className="text-sm text-muted">{formatHijriDay(day, language)}</p>
    </Fact>
  );
}

/** The pickup and return days (Gregorian and Hijri), the days charged, how it is handed over, the deposit. */
export function RentalDates({ booking }: { booking: Booking; side: BookingActor }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const icon = 'size-4.5';
  const deposit = depositOf(booking);
  return (
    <Card title={t('rental.dates.title')} testId="rental-dates">
      <div className="grid gap-4 sm:grid-cols-2">
        <DayFact
          icon={<CalendarArrowUp className={icon} aria-hidden="true" />}
          label={t('rental.dates.pickup')}
          day={booking.startDate}
        />
        <DayFact
          icon={<CalendarArrowDown className={icon} aria-hidden="true" />}
          label={t('rental.dates.return')}
          day={booking.endDate}
        />
        <Fact icon={<CalendarDays className={icon} aria-hidden="true" />} label={t('rental.dates.charged')}>
          <p className="mt-0.5 font-semibold text-ink">{t('bookings.card.days', { count: booking.days })}</p>
        </Fact>
        <Fact
          icon={
            booking.pickupMethod === 'delivery' ? (
              <Truck className={icon} aria-hidden="true" />
            ) : (
              <Store className={icon} aria-hidden="true" />
            )
          }
          label={t('rental.dates.handover')}
        >
          <p className="mt-0.5 font-semibold text-ink">
            {t(`bookings.card.pickupMethods.${booking.pickupMethod}`)}
          </p>
        </Fact>
        {deposit && (
          <Fact icon={<Wallet className={icon} aria-hidden="true" />} label={t('rental.dates.deposit')}>
            <p className="mt-0.5 font-semibold text-ink">{formatMoney(deposit.amount, language)}</p>
            <p className="text-sm text-muted">{t(deposit.terms)}</p>
          </Fact>
        )}
      </div>
    </Card>
  );
}
