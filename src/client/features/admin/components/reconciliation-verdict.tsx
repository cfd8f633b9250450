/** The day's verdict: "Balanced" or "Does not balance", and every difference and ledger problem. */
import type { Reconciliation, ReconciliationDifference } from '@shared/api-types';
import { CircleAlert, CircleCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../app/paths';
import { Table, TableCaption, TBody, Td, THead, Th, Tr } from '../../../components/ui/table';
import { cn } from '../../../lib/cn';
import { isPayoutStatus, moneyHref } from '../money-params';
import { Amount } from './money-parts';

export function ReconciliationVerdict({ report }: { report: Reconciliation }) {
  const { t } = useTranslation();
  const k = (key: string) => t(`admin.money.reconciliation.${key}`);
  const Icon = report.balanced ? CircleCheck : CircleAlert;
  return (
    <section
      aria-labelledby="verdict"
      className={cn(
        'mb-6 rounded-card p-5 ring-1 sm:p-6',
        report.balanced ? 'bg-success-50 ring-success-700/20' : 'bg-danger-50 ring-danger-700/20',
      )}
    >
      <div className="flex items-start gap-3">
        <Icon
          className={cn('mt-0.5 size-7 shrink-0', report.balanced ? 'text-success-700' : 'text-danger-700')}
          aria-hidden="true"
        />
        <div>
          <h2
            id="verdict"
            className={cn('text-xl font-bold', report.balanced ? 'text-success-700' : 'text-danger-700')}
          >
            {k(report.balanced ? 'verdict.balanced' : 'verdict.unbalanced')}
          </h2>
          <p className="mt-1 text-sm text-ink/80">
            {k(report.balanced ? 'verdict.balancedText' : 'verdict.unbalancedText')}
          </p>
          {!report.gateway.complete && (
            <p className="mt-1 text-sm font-medium text-danger-700">{k('verdict.incomplete')}</p>
          )}
        </div>
      </div>
      {report.differences.length > 0 && <Differences differences={report.differences} />}
      {report.ledgerProblems.length > 0 && (
        <div className="mt-5">
          <h3 className="mb-2 font-semibold text-ink">{k('problemsTitle')}</h3>
          <ul className="list-disc space-y-1 ps-5 text-sm" dir="ltr">
            {report.ledgerProblems.map((problem) => (
              <li key={problem} className="break-words text-start">
                {problem}
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}

const PAYOUT_KINDS: readonly ReconciliationDifference['kind'][] = [
  'payout_missing',
  'payout_amount',
  'payout_status',
];

/** One side's word for a difference: an amount, a payment's or payout's status, the gateway's own word. */
function Side({ value, payout }: { value: number | string | null; payout: boolean }) {
  const { t } = useTranslation();
  if (value === null) return <span className="text-muted">—</span>;
  if (typeof value === 'number') return <Amount halalas={value} />;
  if (!payout) return <>{t(`admin.money.status.payment.${value}`, { defaultValue: value })}</>;
  // The gateway's payout states are ours but for `pending` (on its way: our `sent`, which it is compared with).
  const key =
    value === 'pending' ? 'admin.money.reconciliation.gatewayPending' : `admin.money.status.payout.${value}`;
  return <>{t(key, { defaultValue: value })}</>;
}

const idLink = 'font-mono text-xs text-primary-800 underline-offset-2 hover:underline';

/** What a difference is about: the booking's money, or the payout among the payouts of the status we hold. */
function Concerns({ difference }: { difference: ReconciliationDifference }) {
  const { t } = useTranslation();
  if (difference.bookingId) {
    return (
      <Link to={paths.adminBookingMoney(difference.bookingId)} className={idLink} dir="ltr">
        {difference.bookingId.slice(0, 8)}
      </Link>
    );
  }
  if (difference.payoutId) {
    const ours = difference.ours;
    const status = typeof ours === 'string' && isPayoutStatus(ours) ? ours : undefined;
    return (
      <Link
        to={moneyHref({ tab: 'payouts', status, page: 1 })}
        className="whitespace-nowrap text-sm text-primary-800 underline-offset-2 hover:underline"
        title={difference.payoutId}
      >
        {t('admin.money.reconciliation.payout')}{' '}
        <bdi dir="ltr" className="font-mono text-xs">
          {difference.payoutId.slice(0, 8)}
        </bdi>
      </Link>
    );
  }
  return <span className="text-muted">—</span>;
}

function Differences({ differences }: { differences: ReconciliationDifference[] }) {
  const { t } = useTranslation();
  const k = (key: string) => t(`admin.money.reconciliation.${key}`);
  return (
    <div className="mt-5">
      <h3 className="mb-2 font-semibold text-ink">{k('differencesTitle')}</h3>
      <Table>
        <TableCaption>{k('differencesCaption')}</TableCaption>
        <THead>
          <Tr>
            <Th>{k('columns.kind')}</Th>
            <Th>{k('columns.concerns')}</Th>
            <Th numeric>{k('columns.ours')}</Th>
            <Th numeric>{k('columns.gateway')}</Th>
          </Tr>
        </THead>
        <TBody>
          {differences.map((difference, index) => {
            const payout = PAYOUT_KINDS.includes(difference.kind);
            return (
              <Tr
                key={`${difference.kind}-${difference.gatewayPaymentId ?? difference.paymentId ?? difference.payoutId ?? index}`}
              >
                <Td className="min-w-48">{k(`kinds.${difference.kind}`)}</Td>
                <Td>
                  <Concerns difference={difference} />
                </Td>
                <Td numeric>
                  <Side value={difference.ours} payout={payout} />
                </Td>
                <Td numeric>
                  <Side value={difference.gateway} payout={payout} />
                </Td>
              </Tr>
            );
          })}
        </TBody>
      </Table>
    </div>
  );
}
