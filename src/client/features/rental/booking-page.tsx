import type { Booking } from '@shared/api-types';
import type { BookingActor } from '@shared/bookings';
import { ArrowLeft, SearchX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation, useParams } from 'react-router';
import { paths } from '../../app/paths';
import { MessagePage } from '../../components/message-page';
import { ErrorState } from '../../components/page-states';
import { Button } from '../../components/ui/button';
import { ApiError } from '../../lib/api';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useCurrentUser } from '../auth';
import { useBooking, useBookingMoney } from '../bookings';
import { BookingHeader } from './components/booking-header';
import { BookingPageSkeleton } from './components/booking-page-skeleton';
import { ClaimSection } from './components/claim-section';
import { HandoverCard } from './components/handover-card';
import { MoneySection } from './components/money-section';
import { NextStepCard } from './components/next-step-card';
import { NoShowCard } from './components/no-show-card';
import { PaymentDue } from './components/payment-due';
import { PolicyCard } from './components/policy-card';
import { RentalDates } from './components/rental-dates';
import { StatusTimeline } from './components/status-timeline';
import { paymentStateOf } from './payment-state';

const PAGE = 'mx-auto max-w-6xl px-4 py-6 sm:px-6 sm:py-8 lg:px-8';

/**
 * /bookings/{id}: one rental as its renter or its owner sees it: the item and the other side, what
 * to do now, how far it has come, the days, the hand-over and return records, a no-show case (or the
 * renter's way to report one), the money and the cancellation policy. A signed-out
 * visitor signs in first; anyone else gets the not-found look (the API answers them 404).
 */
export function BookingPage() {
  const { id = '' } = useParams();
  const location = useLocation();
  const me = useCurrentUser();
  if (me.isPending) return <BookingPageSkeleton className={PAGE} />;
  if (!me.data) return <Navigate to={paths.signInThenBack(location.pathname)} replace />;
  return <BookingView key={id} id={id} userId={me.data.id} />;
}

function BookingView({ id, userId }: { id: string; userId: string }) {
  const { t } = useTranslation();
  const booking = useBooking(id);
  const notFound = booking.error instanceof ApiError && booking.error.status === 404;
  useDocumentTitle(
    booking.data?.item.title ?? t(notFound ? 'rental.page.notFound.title' : 'rental.list.title'),
  );

  if (booking.isPending) return <BookingPageSkeleton className={PAGE} />;
  if (notFound) return <BookingNotFound />;
  if (booking.isError) {
    return (
      <div className={PAGE}>
        <ErrorState
          error={booking.error}
          title={t('rental.page.loadError')}
          onRetry={() => booking.refetch()}
        />
      </div>
    );
  }
  const side: BookingActor = booking.data.renterId === userId ? 'renter' : 'owner';
  return <BookingDetails booking={booking.data} side={side} />;
}

function BookingDetails({ booking, side }: { booking: Booking; side: BookingActor }) {
  const { t } = useTranslation();
  const money = useBookingMoney(booking.id);
  const awaitingPayment = side === 'renter' && booking.status === 'awaiting_payment';
  const outside =
    money.data !== undefined && paymentStateOf(booking, money.data.payment?.paidAt ?? null) === 'outside';
  return (
    <div className={PAGE} data-booking-id={booking.id} data-status={booking.status}>
      <Link
        to={paths.rentals(side)}
        className="inline-flex items-center gap-1.5 rounded text-sm font-medium text-muted hover:text-primary-800"
      >
        <ArrowLeft className="size-4 flip-rtl" aria-hidden="true" />
        {t('rental.page.back')}
      </Link>
      <BookingHeader booking={booking} side={side} />
      {awaitingPayment && <PaymentDue booking={booking} />}
      <div className="mt-6 grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="flex flex-col gap-6 lg:col-start-2 lg:row-start-1">
          <NextStepCard booking={booking} side={side} />
          <StatusTimeline booking={booking} side={side} money={money.data} />
        </div>
        <div className="flex flex-col gap-6 lg:col-start-1 lg:row-start-1">
          <RentalDates booking={booking} side={side} />
          <HandoverCard booking={booking} />
          <NoShowCard booking={booking} side={side} />
          <MoneySection booking={booking} side={side} money={money} />
          <ClaimSection booking={booking} side={side} />
          {/* A booking made before payments was paid to the owner directly: no policy refunds it. */}
          {!outside && <PolicyCard booking={booking} policy={booking.cancellationPolicy} side={side} />}
        </div>
      </div>
    </div>
  );
}

function BookingNotFound() {
  const { t } = useTranslation();
  return (
    <MessagePage
      icon={<SearchX className="size-10" aria-hidden="true" />}
      iconClassName="bg-primary-50 text-primary-700"
      eyebrow={t('notFound.code')}
      title={t('rental.page.notFound.title')}
      body={t('rental.page.notFound.body')}
      actions={
        <Button asChild>
          <Link to={paths.rentals()}>{t('rental.page.notFound.action')}</Link>
        </Button>
      }
    />
  );
}
