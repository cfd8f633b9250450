import type { Booking } from '@shared/api-types';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BookingOverview } from './booking-overview';
import { CheckoutExpired } from './checkout-messages';
import { LastAttempt } from './last-attempt';
import { PayPanel } from './pay-panel';
import { PolicyNote } from './policy-note';
import { TimeLeft } from './time-left';
import { usePay } from './use-pay';

/** A request waiting for payment: what is paid for, the price, the policy, the clock, and Pay. */
export function CheckoutView({ booking }: { booking: Booking }) {
  const { t } = useTranslation();
  const payment = usePay(booking.id);
  const [over, setOver] = useState(false);
  const end = useCallback(() => setOver(true), []);
  if (over || payment.problem?.kind === 'expired') return <CheckoutExpired booking={booking} />;
  return (
    <div className="mx-auto max-w-5xl px-4 py-6 sm:px-6 sm:py-10 lg:px-8">
      <header className="mb-6">
        <h1 className="text-2xl font-bold sm:text-3xl">{t('checkout.title')}</h1>
        <p className="mt-1 text-muted">{t('checkout.subtitle')}</p>
      </header>
      <div className="grid items-start gap-5 lg:grid-cols-[minmax(0,1fr)_24rem]">
        <div className="flex flex-col gap-5">
          <LastAttempt booking={booking} />
          {booking.paymentDueAt && <TimeLeft dueAt={booking.paymentDueAt} onOver={end} />}
          <BookingOverview booking={booking} />
          <PolicyNote booking={booking} />
        </div>
        <div className="lg:sticky lg:top-24">
          <PayPanel booking={booking} payment={payment} />
        </div>
      </div>
    </div>
  );
}
