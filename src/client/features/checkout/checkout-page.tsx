/**
 * /bookings/:id/checkout: the renter pays for a request on the gateway's page and comes back here
 * with ?returned=1 (docs/decisions/0044-payments.md). Only the renter sees it; anyone else gets
 * the same not-found as for a booking that does not exist.
 */
import { systemReasonOf } from '@shared/bookings';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useParams, useSearchParams } from 'react-router';
import { paths } from '../../app/paths';
import { ErrorState, PageLoading } from '../../components/page-states';
import { ApiError } from '../../lib/api';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useCurrentUser } from '../auth';
import { useBooking } from '../bookings';
import {
  AlreadyPaid,
  BookingChanged,
  CheckoutExpired,
  CheckoutNotFound,
} from './components/checkout-messages';
import { CheckoutSkeleton } from './components/checkout-skeleton';
import { CheckoutView } from './components/checkout-view';
import { PaymentReturn } from './components/payment-return';

export function CheckoutPage() {
  const { t } = useTranslation();
  const location = useLocation();
  const me = useCurrentUser();
  useDocumentTitle(t('checkout.title'));
  if (me.isPending) return <PageLoading />;
  if (!me.data)
    return <Navigate to={paths.signInThenBack(`${location.pathname}${location.search}`)} replace />;
  return <Checkout viewerId={me.data.id} />;
}

function Checkout({ viewerId }: { viewerId: string }) {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const [params] = useSearchParams();
  const booking = useBooking(id);

  if (booking.isPending) return <CheckoutSkeleton />;
  if (booking.isError) {
    const status = booking.error instanceof ApiError ? booking.error.status : 0;
    if (status === 403 || status === 404) return <CheckoutNotFound />;
    return (
      <div className="mx-auto max-w-xl px-4 py-16">
        <ErrorState error={booking.error} title={t('checkout.loadError')} onRetry={() => booking.refetch()} />
      </div>
    );
  }
  const data = booking.data;
  if (data.renterId !== viewerId) return <CheckoutNotFound />;
  if (params.get('returned') === '1') return <PaymentReturn booking={data} />;
  switch (data.status) {
    case 'awaiting_payment':
      return <CheckoutView booking={data} />;
    case 'expired':
      // A paid request the owner never answered expires too; only an unpaid one is about the payment.
      return systemReasonOf(data.statusReason) === 'unpaid' ? (
        <CheckoutExpired booking={data} />
      ) : (
        <BookingChanged booking={data} />
      );
    case 'declined':
    case 'cancelled':
      return <BookingChanged booking={data} />;
    default:
      return <AlreadyPaid booking={data} />;
  }
}
