import type { InvoiceSummary, PaymentSummary } from '@shared/api-types';
import { formatDate, formatHalalas } from '@shared/format';
import { FileText } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../app/paths';
import { useLanguage } from '../../../i18n/use-language';
import { cn } from '../../../lib/cn';

/** One line of a breakdown: what, and how much (a negative amount is taken off, shown with its minus). */
export function MoneyRow({
  label,
  halalas,
  strong = false,
  note,
}: {
  label: ReactNode;
  halalas: number;
  strong?: boolean;
  note?: ReactNode;
}) {
  const { language } = useLanguage();
  // Intl puts the minus where each language writes it.
  const amount = formatHalalas(halalas, language);
  return (
    <div
      className={cn(
        'flex flex-wrap items-baseline gap-x-3 py-1.5',
        strong && 'mt-1 border-t border-line pt-3',
      )}
    >
      <dt className={cn('me-auto', strong ? 'font-semibold text-ink' : 'text-muted')}>{label}</dt>
      <dd className={cn('tabular-nums', strong ? 'text-lg font-bold text-ink' : 'text-ink')}>{amount}</dd>
      {note && <dd className="w-full text-xs text-muted">{note}</dd>}
    </div>
  );
}

const KNOWN_METHODS = ['mada', 'visa', 'master', 'stcpay', 'applepay'];

/** "Paid with mada •••• 1010 on 1 Mar 2099", or that it is not paid yet. */
export function PaymentLine({ payment }: { payment: PaymentSummary | null }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  if (!payment?.paidAt) {
    return <p className="text-sm text-muted">{t('rental.money.notPaid')}</p>;
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

/** Links to each invoice and credit note of the booking, printable on their own page. */
export function InvoiceLinks({ invoices }: { invoices: readonly InvoiceSummary[] }) {
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
                {invoice.kind === 'invoice'
                  ? t('rental.money.invoice', { number: invoice.number })
                  : t('rental.money.creditNote', { number: invoice.number })}
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
