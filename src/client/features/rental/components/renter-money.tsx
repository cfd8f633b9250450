import type { Booking, BookingMoney } from '@shared/api-types';
import { formatDate, formatHalalas } from '@shared/format';
import { useTranslation } from 'react-i18next';
import { PriceLines } from '../../../components/price-lines';
import { useLanguage } from '../../../i18n/use-language';
import { cn } from '../../../lib/cn';
import { paymentStateOf } from '../payment-state';
import { DepositNote } from './deposit-note';
import { InvoiceLinks, PaymentLine } from './money-parts';

/** The renter's money: the breakdown, the card it was paid with, each refund and where it is, the invoices. */
export function RenterMoney({ booking, money }: { booking: Booking; money: BookingMoney }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const state = paymentStateOf(booking, money.payment?.paidAt ?? null);
  return (
    <div>
      <PriceLines
        price={money.price}
        view="renter"
        total={state === 'paid' ? 'paid' : state === 'due' ? 'due' : 'plain'}
        testId="renter-breakdown"
      />
      <div className="mt-3">
        <PaymentLine payment={money.payment} state={state} />
      </div>
      <DepositNote deposit={money.deposit} side="renter" />
      {money.refunds.length > 0 && (
        <div className="mt-4">
          <h3 className="text-sm font-semibold text-ink">{t('rental.money.refunds')}</h3>
          <ul className="mt-2 flex flex-col gap-2">
            {money.refunds.map((refund) => (
              <li
                key={refund.id}
                data-refund-status={refund.status}
                className="flex flex-wrap items-baseline gap-x-3 rounded-xl bg-canvas px-3 py-2 text-sm"
              >
                <span className="me-auto text-ink">
                  {refund.secondPayment
                    ? t('rental.money.secondPayment')
                    : t(`rental.money.refundReasons.${refund.reason}`)}
                </span>
                <span className="font-semibold tabular-nums text-ink">
                  {formatHalalas(refund.amount, language)}
                </span>
                <span
                  className={cn(
                    'w-full text-xs',
                    refund.status === 'owed' ? 'font-medium text-warning-700' : 'text-success-700',
                  )}
                >
                  {refund.status === 'owed'
                    ? t('rental.money.refundOwed')
                    : t('rental.money.refundDone', {
                        date: formatDate(refund.doneAt ?? refund.createdAt, language),
                      })}
                </span>
              </li>
            ))}
          </ul>
          <p className="mt-2 text-xs text-muted" data-testid="refund-timing">
            {t('rental.money.refundTiming')}
          </p>
        </div>
      )}
      <InvoiceLinks invoices={money.invoices} samples={money.samples} />
    </div>
  );
}
