import type { PayoutSummary } from '@shared/api-types';
import { formatDate } from '@shared/format';
import { useTranslation } from 'react-i18next';
import { Badge, type BadgeVariant } from '../../../components/ui/badge';
import { useLanguage } from '../../../i18n/use-language';
import { formatHalalaAmount } from '../../../lib/money';
import { type PayoutStage, payoutStageOf } from '../earnings-rules';

const BADGE: Record<PayoutStage, BadgeVariant> = {
  onTheWay: 'info',
  paid: 'success',
  failed: 'danger',
  // Not lost: the bank sent it back, and it is in the balance again.
  returned: 'warning',
};

/**
 * Payouts, newest first: amount, day, account, and where each stands: on its way (requested or
 * sent), paid, failed or returned by the bank (both back in the balance, with why in the owner's
 * words and what to do: shared/payout-failures.ts; the gateway's own words are the administrators').
 */
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
                  {payout.failure && (
                    <p
                      className={stage === 'failed' ? 'text-sm text-danger-700' : 'text-sm text-warning-700'}
                    >
                      {t(`earnings.payouts.failures.${payout.failure}`)}
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
