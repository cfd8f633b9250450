/** The booking money page's cards: the price, the payment, its refunds, its invoices. */
import type { AdminBookingMoney } from '@shared/api-types';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PriceLines } from '../../../components/price-lines';
import { useLanguage } from '../../../i18n/use-language';
import { formatPlainNumber } from '../admin-format';
import { Card } from './detail-card';
import {
  Amount,
  PaymentMethod,
  PaymentStatusBadge,
  RefundReasonText,
  StatusBadge,
  When,
} from './money-parts';

function Terms({ children }: { children: React.ReactNode }) {
  return <dl className="grid grid-cols-[minmax(0,1fr)_auto] gap-x-4 gap-y-2 text-sm">{children}</dl>;
}

/** A line of a card: its label and value side by side, or (`wide`, for a long id) the value under it. */
function Term({
  label,
  children,
  strong,
  wide,
}: {
  label: string;
  children: React.ReactNode;
  strong?: boolean;
  wide?: boolean;
}) {
  return (
    <>
      <dt className={strong ? 'font-semibold text-ink' : wide ? 'col-span-2 text-muted' : 'text-muted'}>
        {label}
      </dt>
      <dd className={wide ? 'col-span-2 -mt-1' : strong ? 'text-end font-semibold' : 'text-end'}>
        {children}
      </dd>
    </>
  );
}

export function PriceCard({ money }: { money: AdminBookingMoney['money'] }) {
  const { t } = useTranslation();
  return (
    <Card id="money-price" title={t('admin.money.booking.sections.price')}>
      <PriceLines price={money.price} view="all" />
    </Card>
  );
}

export function PaymentCard({ data }: { data: AdminBookingMoney }) {
  const { t } = useTranslation();
  const { payment } = data.money;
  const k = (key: string) => t(`admin.money.booking.payment.${key}`);
  return (
    <Card id="money-payment" title={t('admin.money.booking.sections.payment')}>
      {payment ? (
        <Terms>
          <Term label={t('admin.money.common.status')}>
            <PaymentStatusBadge status={payment.status} amount={payment.amount} refunded={payment.refunded} />
          </Term>
          <Term label={t('admin.money.common.amount')} strong>
            <Amount halalas={payment.amount} />
          </Term>
          <Term label={k('refunded')}>
            <Amount halalas={payment.refunded} />
          </Term>
          <Term label={k('refundable')}>
            <Amount halalas={data.refundable} />
          </Term>
          <Term label={k('method')}>
            <PaymentMethod method={payment.method} last4={payment.last4} />
          </Term>
          <Term label={k('paidAt')}>
            <When at={payment.paidAt} />
          </Term>
          <Term label={k('gatewayPaymentId')} wide>
            <code className="break-all text-xs" dir="ltr">
              {data.gatewayPaymentId ?? '—'}
            </code>
          </Term>
          <Term label={k('gatewayInvoiceId')} wide>
            <code className="break-all text-xs" dir="ltr">
              {data.gatewayInvoiceId ?? '—'}
            </code>
          </Term>
        </Terms>
      ) : (
        <p className="text-sm text-muted">{k('none')}</p>
      )}
    </Card>
  );
}

export function RefundsCard({ refunds }: { refunds: AdminBookingMoney['refunds'] }) {
  const { t } = useTranslation();
  return (
    <Card id="money-refunds" title={t('admin.money.booking.sections.refunds')}>
      {refunds.length === 0 ? (
        <p className="text-sm text-muted">{t('admin.money.booking.refundsNone')}</p>
      ) : (
        <ul className="flex flex-col divide-y divide-line text-sm">
          {refunds.map((refund) => (
            <li key={refund.id} className="flex flex-wrap items-start justify-between gap-2 py-2.5">
              <div className="min-w-0">
                <RefundReasonText refund={refund} className="font-medium" />
                {refund.note && (
                  <p className="text-xs text-muted" dir="auto">
                    {refund.note}
                  </p>
                )}
                <p className="text-xs text-muted">
                  <When at={refund.doneAt ?? refund.createdAt} />
                </p>
                {refund.status === 'owed' && refund.lastError && (
                  <p className="mt-1 text-xs text-warning-700" dir="auto">
                    {t('admin.money.list.waiting', { error: refund.lastError })}
                  </p>
                )}
              </div>
              <div className="flex flex-col items-end gap-1">
                <Amount halalas={refund.amount} className="font-semibold tabular-nums" />
                <StatusBadge kind="refund" status={refund.status} />
              </div>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

export function InvoicesCard({ invoices }: { invoices: AdminBookingMoney['money']['invoices'] }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  return (
    <Card id="money-invoices" title={t('admin.money.booking.sections.invoices')}>
      {invoices.length === 0 ? (
        <p className="text-sm text-muted">{t('admin.money.booking.invoices.none')}</p>
      ) : (
        <ul className="flex flex-col gap-2 text-sm">
          {invoices.map((invoice) => (
            <li key={invoice.id} className="flex items-center justify-between gap-3">
              <Link
                to={`/invoices/${encodeURIComponent(invoice.id)}`}
                className="font-medium text-primary-800 underline-offset-2 hover:underline"
              >
                {t(`admin.money.booking.invoices.${invoice.kind}`, {
                  number: formatPlainNumber(invoice.number, language),
                })}
              </Link>
              <Amount halalas={invoice.total} />
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
