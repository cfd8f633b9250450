import type { Booking } from '@shared/api-types';
import { CreditCard, Timer } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../app/paths';
import { Button } from '../../../components/ui/button';

const MINUTE_MS = 60_000;

/** Whole minutes left until `dueAt`, rounded up (a request due in 30 s has "1 minute" left); 0 once due. */
export function minutesLeft(dueAt: string, now: number): number {
  return Math.max(0, Math.ceil((Date.parse(dueAt) - now) / MINUTE_MS));
}

/** The clock, ticking every few seconds while `dueAt` is ahead. */
function useMinutesLeft(dueAt: string | null): number | null {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!dueAt) return;
    const timer = setInterval(() => setNow(Date.now()), 5_000);
    return () => clearInterval(timer);
  }, [dueAt]);
  return dueAt ? minutesLeft(dueAt, now) : null;
}

/** An unpaid request (the renter's only): the way to the checkout, and the time left before it lapses. */
export function PaymentDue({ booking }: { booking: Booking }) {
  const { t } = useTranslation();
  const left = useMinutesLeft(booking.paymentDueAt);
  return (
    <section
      data-testid="payment-due"
      className="mt-4 flex flex-col gap-4 rounded-card bg-primary-700 p-4 text-white shadow-card sm:flex-row sm:items-center sm:p-5"
    >
      <span className="hidden size-11 shrink-0 place-items-center rounded-full bg-white/15 sm:grid">
        <CreditCard className="size-5" aria-hidden="true" />
      </span>
      <div className="min-w-0 flex-1">
        <h2 className="font-bold">{t('rental.payment.title')}</h2>
        <p className="mt-0.5 text-sm text-white/85">{t('rental.payment.body')}</p>
        {left !== null && (
          <p className="mt-1.5 flex items-center gap-1.5 text-sm font-medium" role="timer" aria-live="off">
            <Timer className="size-4" aria-hidden="true" />
            {left > 0
              ? t('rental.payment.timeLeft', { time: t('rental.payment.minutes', { count: left }) })
              : t('rental.payment.timeUp')}
          </p>
        )}
      </div>
      {left !== 0 && (
        <Button asChild size="lg" variant="secondary">
          <Link to={paths.bookingCheckout(booking.id)}>{t('rental.payment.action')}</Link>
        </Button>
      )}
    </section>
  );
}
