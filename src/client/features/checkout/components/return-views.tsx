import type { Booking } from '@shared/api-types';
import { formatDay } from '@shared/format';
import { CircleCheck, CreditCard, Hourglass } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../app/paths';
import { MessagePage } from '../../../components/message-page';
import { useErrorMessage } from '../../../components/page-states';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { useLanguage } from '../../../i18n/use-language';
import { useBookingMoney } from '../../bookings';
import { declineReasonOf } from '../decline-reason';
import { CheckoutExpired } from './checkout-messages';
import { usePay } from './use-pay';

export function CheckingPayment() {
  const { t } = useTranslation();
  return (
    <div role="status" className="grid min-h-[50vh] place-items-center gap-3 px-4 text-center">
      <div className="flex flex-col items-center gap-3">
        <Spinner className="size-8 text-primary-700" />
        <p className="text-lg font-semibold">{t('checkout.return.checking')}</p>
      </div>
    </div>
  );
}

/** Paid: the request is with the owner (until the pickup day) or the booking is confirmed. */
export function PaymentPaid({ booking, confirmed }: { booking: Booking; confirmed: boolean }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const money = useBookingMoney(booking.id, true);
  const invoice = money.data?.invoices.find((each) => each.kind === 'invoice');
  const date = formatDay(booking.startDate, language, { weekday: true });
  return (
    <div aria-live="polite">
      <MessagePage
        icon={<CircleCheck className="size-10" aria-hidden="true" />}
        iconClassName="bg-success-50 text-success-700"
        title={t(confirmed ? 'checkout.return.confirmedTitle' : 'checkout.return.paidTitle')}
        body={
          confirmed
            ? t('checkout.return.confirmedBody', { date })
            : t('checkout.return.pendingBody', { name: booking.owner.firstName, date })
        }
        actions={
          <>
            <Button asChild>
              <Link to={paths.booking(booking.id)}>{t('checkout.viewBooking')}</Link>
            </Button>
            {invoice && (
              <Button asChild variant="outline">
                <Link to={paths.invoice(invoice.id)}>{t('checkout.viewInvoice')}</Link>
              </Button>
            )}
          </>
        }
      />
    </div>
  );
}

/** The gateway has not reported yet. */
export function PaymentWaiting({
  checking,
  stopped,
  onCheck,
}: {
  checking: boolean;
  stopped: boolean;
  onCheck: () => void;
}) {
  const { t } = useTranslation();
  return (
    <div aria-live="polite">
      <MessagePage
        icon={<Hourglass className="size-10" aria-hidden="true" />}
        iconClassName="bg-warning-50 text-warning-700"
        title={t('checkout.return.waitingTitle')}
        body={t(stopped ? 'checkout.return.waitingStopped' : 'checkout.return.waitingBody')}
        actions={
          <Button variant={stopped ? 'primary' : 'outline'} loading={checking} onClick={onCheck}>
            {t('checkout.return.checkAgain')}
          </Button>
        }
      />
    </div>
  );
}

/**
 * The attempt failed: why, in the reader's language (the gateway answers in the bank's English,
 * decline-reason.ts), and another go on the payment page.
 */
export function PaymentFailed({ booking, message }: { booking: Booking; message: string | null }) {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const payment = usePay(booking.id);
  if (payment.problem?.kind === 'expired') return <CheckoutExpired booking={booking} />;
  return (
    <div aria-live="polite">
      <MessagePage
        icon={<CreditCard className="size-10" aria-hidden="true" />}
        iconClassName="bg-danger-50 text-danger-700"
        title={t('checkout.return.failedTitle')}
        body={
          message
            ? `${t(`checkout.lastAttempt.reasons.${declineReasonOf(message)}`)} ${t('checkout.return.failedBody')}`
            : t('checkout.return.failedBody')
        }
        actions={
          <div className="flex w-full flex-col items-center gap-4">
            {payment.problem?.kind === 'gateway' && (
              <Alert variant="danger" title={t('checkout.errors.gatewayTitle')} className="w-full text-start">
                {t('checkout.errors.gatewayBody')}
              </Alert>
            )}
            {payment.problem?.kind === 'other' && (
              <Alert variant="danger" title={t('checkout.errors.failedTitle')} className="w-full text-start">
                {errorMessage(payment.problem.error)}
              </Alert>
            )}
            <div className="flex flex-wrap justify-center gap-3">
              <Button loading={payment.busy} onClick={() => payment.pay({ fresh: true })}>
                {t('checkout.return.tryAnother')}
              </Button>
              <Button asChild variant="outline">
                <Link to={paths.item(booking.itemId)}>{t('checkout.backToItem')}</Link>
              </Button>
            </div>
          </div>
        }
      />
    </div>
  );
}
