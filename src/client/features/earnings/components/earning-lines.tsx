import type { EarningLine, EarningState } from '@shared/api-types';
import { formatDate, formatDay } from '@shared/format';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../app/paths';
import { EarningHoldNote } from '../../../components/earning-hold-note';
import { Badge, type BadgeVariant } from '../../../components/ui/badge';
import { useLanguage } from '../../../i18n/use-language';
import { formatHalalaAmount } from '../../../lib/money';

const STATE_LOOK: Record<EarningState, BadgeVariant> = {
  pending: 'muted',
  available: 'success',
  in_payout: 'info',
  paid_out: 'muted',
};

/**
 * Each rental's earning: the item, its days, the amount, and where it stands (held until the
 * rental ends, available, in a payout on its way, paid out on the day the bank had it:
 * docs/decisions/0053-owner-earning-states.md); each opens its booking.
 * Under a settled one, Ajjir's tax invoice for the commission taken from it
 * (docs/decisions/0050-vat-deemed-supplier.md).
 */
export function EarningLines({ lines }: { lines: EarningLine[] }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  if (lines.length === 0) return null;
  return (
    <section
      aria-labelledby="lines-title"
      className="rounded-3xl bg-surface p-5 shadow-card ring-1 ring-line sm:p-6"
    >
      <h2 id="lines-title" className="text-lg font-bold">
        {t('earnings.lines.title')}
      </h2>
      <ul className="mt-3 divide-y divide-line">
        {lines.map((line) => (
          <li key={line.bookingId}>
            <Link
              to={paths.booking(line.bookingId)}
              className="-mx-2 flex items-center justify-between gap-4 rounded-xl px-2 py-3 hover:bg-primary-50 focus-visible:outline-2 focus-visible:outline-primary-600"
            >
              <div className="min-w-0">
                <p className="truncate font-semibold">
                  <span dir="auto">{line.itemTitle}</span>
                </p>
                <p className="text-sm text-muted">
                  {t('earnings.lines.dates', {
                    start: formatDay(line.startDate, language),
                    end: formatDay(line.endDate, language),
                  })}
                </p>
                {line.state === 'pending' && line.heldFor && line.heldUntil && (
                  <EarningHoldNote
                    heldFor={line.heldFor}
                    heldUntil={line.heldUntil}
                    className="mt-1 text-sm text-muted"
                  />
                )}
              </div>
              <div className="flex shrink-0 flex-col items-end gap-1">
                <span className="font-semibold tabular-nums">
                  {formatHalalaAmount(line.amount, language)}
                </span>
                <Badge variant={STATE_LOOK[line.state]} data-state={line.state}>
                  {t(`earnings.lines.states.${line.state}`, {
                    date: line.paidOutAt ? formatDate(line.paidOutAt, language) : '',
                  })}
                </Badge>
              </div>
            </Link>
            {line.commissionInvoiceId && (
              <Link
                to={paths.invoice(line.commissionInvoiceId)}
                className="mb-3 inline-block rounded text-sm font-medium text-primary-700 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-primary-600"
              >
                {t('earnings.lines.commissionInvoice')}
              </Link>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
