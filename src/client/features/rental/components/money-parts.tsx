import type { InvoiceSummary, PaymentSummary } from '@shared/api-types';
import { formatDate, formatHalalas, formatInvoiceNumber } from '@shared/format';
import { FileText } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../app/paths';
import { useLanguage } from '../../../i18n/use-language';
import type { PaymentState } from '../payment-state';

const KNOWN_METHODS = ['mada', 'visa', 'master', 'stcpay', 'applepay'];

const UNPAID_WORDS = {
  due: 'rental.money.notPaid',
  unpaid: 'rental.money.neverPaid',
  outside: 'rental.money.legacy',
} as const;

/**
 * "Paid with mada •••• 1010 on 1 Mar 2099"; else that it is not paid yet, was never paid, or (made
 * before payments) was paid to the owner directly.
 */
export function PaymentLine({ payment, state }: { payment: PaymentSummary | null; state: PaymentState }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  if (state !== 'paid' || !payment?.paidAt) {
    return (
      <p className="text-sm text-muted" data-payment={state}>
        {t(UNPAID_WORDS[state === 'paid' ? 'due' : state])}
      </p>
    );
  }
  const method = payment.method && KNOWN_METHODS.includes(payment.method) ? payment.method : 'other';
  return (
    <p className="text-sm text-ink/90" data-testid="payment-line">
      {t('rental.money.paidWith', { method: t(`rental.money.methods.${method}`) })}
      {payment.last4 && (
        <>
          {' '}
          <bdi dir="ltr" className="font-medium tabular-nums">
            •••• {payment.last4}
          </bdi>
        </>
      )}{' '}
      {t('rental.money.paidOn', { date: formatDate(payment.paidAt, language) })}
    </p>
  );
}

/**
 * Links to each invoice and credit note of the booking, printable on their own page; named samples
 * on a demo site, as the documents themselves say (docs/decisions/0052).
 */
export function InvoiceLinks({
  invoices,
  samples = false,
}: {
  invoices: readonly InvoiceSummary[];
  samples?: boolean;
}) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  if (invoices.length === 0) return null;
  return (
    <div className="mt-4">
      <h3 className="text-sm font-semibold text-ink">{t('rental.money.documents')}</h3>
      <ul className="mt-2 flex flex-col gap-1.5">
        {invoices.map((invoice) => (
          <li key={invoice.id}>
            <Link
              to={paths.invoice(invoice.id)}
              className="flex items-center gap-2 rounded-lg px-2 py-1.5 text-sm hover:bg-primary-50"
            >
              <FileText className="size-4 shrink-0 text-primary-700" aria-hidden="true" />
              <span className="me-auto font-medium text-primary-800 underline-offset-2 hover:underline">
                {t(
                  `rental.money.${samples ? 'sample' : 'real'}.${invoice.kind === 'invoice' ? 'invoice' : 'creditNote'}`,
                  {
                    number: formatInvoiceNumber(invoice.number, language),
                  },
                )}
              </span>
              <span className="text-xs text-muted">{formatDate(invoice.issuedAt, language)}</span>
              <span className="tabular-nums text-ink">{formatHalalas(invoice.total, language)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
