import type { Booking } from '@shared/api-types';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../../components/page-states';
import { ApiError } from '../../../lib/api';
import { useRefreshPayment } from '../api/checkout';
import { lapsedButCharged, nextPollDelay, outcomeOf } from '../payment-outcome';
import { BookingChanged, CheckoutExpired, CheckoutNotFound } from './checkout-messages';
import { CheckingPayment, PaymentFailed, PaymentPaid, PaymentWaiting } from './return-views';

/**
 * Back from the gateway's page (?returned=1): the server asks the gateway for the payment by id
 * and answers how it stands (docs/decisions/0044-payments.md). While the bank has not answered, it
 * asks again a few times with growing pauses, then leaves it to the renter's "Check again".
 */
export function PaymentReturn({ booking }: { booking: Booking }) {
  const { t } = useTranslation();
  const refresh = useRefreshPayment(booking.id);
  const { mutate, isPending, data } = refresh;
  const [polls, setPolls] = useState(0);
  const outcome = data ? outcomeOf(data) : null;

  useEffect(() => mutate(), [mutate]);
  useEffect(() => {
    if (outcome !== 'waiting' || isPending) return;
    const delay = nextPollDelay(polls);
    if (delay === null) return;
    const timer = window.setTimeout(() => {
      setPolls((count) => count + 1);
      mutate();
    }, delay);
    return () => window.clearTimeout(timer);
  }, [outcome, isPending, polls, mutate]);

  if (refresh.isError && !data) {
    if (refresh.error instanceof ApiError && refresh.error.status === 404) return <CheckoutNotFound />;
    return (
      <div className="mx-auto max-w-xl px-4 py-16">
        <ErrorState error={refresh.error} title={t('checkout.loadError')} onRetry={() => mutate()} />
      </div>
    );
  }
  if (!data || !outcome) return <CheckingPayment />;
  let view: ReactNode;
  switch (outcome) {
    case 'paid':
      view = <PaymentPaid booking={booking} confirmed={data.bookingStatus !== 'pending'} />;
      break;
    case 'failed':
      view = <PaymentFailed booking={booking} message={data.payment?.message ?? null} />;
      break;
    case 'lapsed':
      view = (
        <CheckoutExpired
          booking={booking}
          note={lapsedButCharged(data) ? t('checkout.return.lapsedRefund') : undefined}
        />
      );
      break;
    case 'changed':
      view = <BookingChanged booking={booking} />;
      break;
    default:
      view = (
        <PaymentWaiting
          checking={isPending}
          stopped={nextPollDelay(polls) === null}
          onCheck={() => mutate()}
        />
      );
  }
  // Keyed by the answer: each new answer (waiting, then paid) lands afresh.
  return <LandOnResult key={outcome}>{view}</LandOnResult>;
}

/**
 * An answer lands at the top of the page with focus on its heading. The page is a fresh load from
 * the gateway, where route-focus.tsx leaves focus alone, and the checkout had been scrolled to its
 * Pay button, far down a phone's screen: the check mark and the heading would start off screen
 * (docs/decisions/0036-page-changes-language-focus-and-dates.md).
 */
function LandOnResult({ children }: { children: ReactNode }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
    const heading = box.current?.querySelector('h1');
    if (!heading) return;
    heading.tabIndex = -1;
    heading.focus({ preventScroll: true });
  }, []);
  return <div ref={box}>{children}</div>;
}
