import type { PayoutSummary } from '@shared/api-types';
import { formatDate } from '@shared/format';
import { useTranslation } from 'react-i18next';
import { Badge, type BadgeVariant } from '../../../components/ui/badge';
import { useLanguage } from '../../../i18n/use-language';
import { formatHalalaAmount } from '../../../lib/money';
import { type PayoutStage, payoutStageOf } from '../earnings-rules';

const BADGE: Record<PayoutStage, BadgeVariant> = { onTheWay: 'info', paid: 'success', failed: 'danger' };

/** Payouts, newest first: amount, day, account, and where each stands (a failure with the bank's reason). */
export function PayoutHistory({ payouts }: { payouts: PayoutSummary[] }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  return (
    <section
      aria-labelledby="payouts-title"
      className="rounded-3xl bg-surface p-5 shadow-card ring-1 ring-line sm:p-6"
    >
      <h2 id="payouts-title" className="text-lg font-bold">
        {t('earnings.payouts.title')}
      </h2>
      {payouts.length === 0 ? (
        <p className="mt-3 text-muted">{t('earnings.payouts.none')}</p>
      ) : (
        <ul className="mt-3 divide-y divide-line">
          {payouts.map((payout) => {
            const stage = payoutStageOf(payout.status);
            return (
              <li
                key={payout.id}
                className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 py-3"
              >
                <div className="min-w-0">
                  <p className="font-semibold tabular-nums">{formatHalalaAmount(payout.amount, language)}</p>
                  <p className="text-sm text-muted">
                    {formatDate(payout.createdAt, language)} ·{' '}
                    {t('earnings.payouts.toAccount', { last4: payout.ibanLast4 })}
                  </p>
                  {stage === 'failed' && payout.failureReason && (
                    <p className="text-sm text-danger-700">
                      {t('earnings.payouts.reason', { reason: payout.failureReason })}
                    </p>
                  )}
                </div>
                <Badge variant={BADGE[stage]}>{t(`earnings.payouts.${stage}`)}</Badge>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
