import type { Booking } from '@shared/api-types';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { useBookingMoney } from '../../bookings';
import { declineReasonOf } from '../decline-reason';

/**
 * A renter back at the checkout after a declined attempt (another tab, a later visit) is told that
 * it was declined and why, in their language, before paying again; nothing shows before any attempt.
 */
export function LastAttempt({ booking }: { booking: Booking }) {
  const { t } = useTranslation();
  const money = useBookingMoney(booking.id);
  const payment = money.data?.payment;
  if (!payment || payment.paidAt || !payment.message) return null;
  const reason = t(`checkout.lastAttempt.reasons.${declineReasonOf(payment.message)}`);
  return (
    <Alert variant="info" title={t('checkout.lastAttempt.title')} data-testid="last-attempt">
      {t('checkout.lastAttempt.body', { reason })}
    </Alert>
  );
}
