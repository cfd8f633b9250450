import type { Booking, BookingMoney, PriceBreakdownAnswer } from '@shared/api-types';
import { formatDailyRate, formatDate, formatHalalas, formatPercent } from '@shared/format';
import { fromHalalas } from '@shared/pricing';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../i18n/use-language';
import { cn } from '../../../lib/cn';
import { InvoiceLinks, MoneyRow, PaymentLine } from './money-parts';

/** Days × rate, the discount, the service fee and its VAT, and the total: what the renter pays. */
export function RenterBreakdown({ price, paid }: { price: PriceBreakdownAnswer; paid: boolean }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  return (
    <dl className="text-sm" data-testid="renter-breakdown">
      <MoneyRow
        label={t('rental.money.rate', {
          days: t('bookings.card.days', { count: price.days }),
          rate: formatDailyRate(fromHalalas(price.dailyRate), language),
        })}
        halalas={price.subtotal}
      />
      {price.discount > 0 && (
        <MoneyRow
          label={t('rental.money.discount', { percent: formatPercent(price.discountPercent, language) })}
          halalas={-price.discount}
        />
      )}
      <MoneyRow label={t('rental.money.serviceFee')} halalas={price.serviceFee} />
      <MoneyRow label={t('rental.money.serviceFeeVat')} halalas={price.serviceFeeVat} />
      <MoneyRow
        label={paid ? t('rental.money.total') : t('rental.money.totalDue')}
        halalas={price.total}
        strong
      />
    </dl>
  );
}

/** The renter's money: the breakdown, the card it was paid with, each refund and where it is, the invoices. */
export function RenterMoney({ booking, money }: { booking: Booking; money: BookingMoney }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const price = money.price ?? booking.price;
  const paid = Boolean(money.payment?.paidAt);
  return (
    <div>
      {price && <RenterBreakdown price={price} paid={paid} />}
      <div className="mt-3">
        <PaymentLine payment={money.payment} />
      </div>
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
        </div>
      )}
      <InvoiceLinks invoices={money.invoices} />
    </div>
  );
}
