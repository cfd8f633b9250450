import type { Booking } from '@shared/api-types';
import { Lock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useErrorMessage } from '../../../components/page-states';
import { PriceLines } from '../../../components/price-lines';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { useLanguage } from '../../../i18n/use-language';
import { formatHalalaAmount } from '../../../lib/money';
import { usePaymentTerms } from '../api/checkout';
import { PaymentMethods } from './payment-methods';
import { SandboxNotice } from './sandbox-notice';
import type { usePay } from './use-pay';

/** The price, the Pay button and what the payment page takes; the test details in the sandbox. */
export function PayPanel({ booking, payment }: { booking: Booking; payment: ReturnType<typeof usePay> }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const errorMessage = useErrorMessage();
  const terms = usePaymentTerms();
  const { problem } = payment;
  return (
    <section
      aria-labelledby="checkout-price"
      className="flex flex-col gap-5 rounded-3xl bg-surface p-5 shadow-card ring-1 ring-line sm:p-6"
    >
      <h2 id="checkout-price" className="text-lg font-bold">
        {t('checkout.price.heading')}
      </h2>
      <PriceLines price={booking.price} view="renter" total="due" />
      {booking.price.deposit > 0 && (
        <p className="rounded-xl bg-canvas px-3 py-2 text-sm text-muted">{t('deposit.terms')}</p>
      )}
      {problem?.kind === 'gateway' && (
        <Alert variant="danger" title={t('checkout.errors.gatewayTitle')}>
          {t('checkout.errors.gatewayBody')}
        </Alert>
      )}
      {problem?.kind === 'other' && (
        <Alert variant="danger" title={t('checkout.errors.failedTitle')}>
          {errorMessage(problem.error)}
        </Alert>
      )}
      <Button size="lg" className="w-full" loading={payment.busy} onClick={() => payment.pay()}>
        <Lock className="size-5" aria-hidden="true" />
        {t('checkout.pay', { amount: formatHalalaAmount(booking.price.charged, language) })}
      </Button>
      <p className="-mt-2 text-center text-xs text-muted">{t('checkout.payNote')}</p>
      <PaymentMethods />
      {terms.data?.sandbox && <SandboxNotice />}
    </section>
  );
}
