import type { Earnings } from '@shared/api-types';
import { ArrowUpFromLine } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorMessage } from '../../../components/page-states';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/toast';
import { useLanguage } from '../../../i18n/use-language';
import { ApiError } from '../../../lib/api';
import { formatHalalaAmount } from '../../../lib/money';
import { useRequestPayout } from '../api/earnings';
import { payoutBlockOf } from '../earnings-rules';
import { PayoutConfirmDialog } from './payout-confirm-dialog';

const REFUSALS: Record<string, string> = {
  nothing_to_pay_out: 'earnings.payout.nothingToPayOut',
  payout_account_missing: 'earnings.payout.accountMissing',
  payout_mobile_missing: 'earnings.holds.mobile_missing',
  payout_city_missing: 'earnings.holds.city_missing',
  payout_on_hold: 'earnings.payout.onHold',
};

/**
 * "Pay out {available}", disabled with the reason beside it when there is nothing or nowhere to pay;
 * asked for once the owner confirms what it does (PayoutConfirmDialog). A payout needs no password:
 * only changing where money goes does (docs/decisions/0048-payout-security.md).
 */
export function PayoutButton({ earnings }: { earnings: Earnings }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const errorMessage = useErrorMessage();
  const payout = useRequestPayout();
  const key = useRef<string | null>(null);
  const reasonId = useId();
  const [confirming, setConfirming] = useState(false);
  const block = payoutBlockOf(earnings);

  const request = () => {
    key.current ??= crypto.randomUUID();
    payout.mutate(key.current, {
      onSettled: () => setConfirming(false),
      onSuccess: (sent) => {
        key.current = null;
        toast({
          variant: 'success',
          title: t('earnings.payout.done'),
          description: t('earnings.payout.doneBody', {
            amount: formatHalalaAmount(sent.amount, language),
            last4: sent.ibanLast4,
          }),
        });
      },
      onError: (error) => {
        const refusal = error instanceof ApiError && error.code ? REFUSALS[error.code] : undefined;
        if (refusal) key.current = null;
        toast({
          variant: 'destructive',
          title: t('earnings.payout.failed'),
          description: refusal ? t(refusal) : errorMessage(error),
        });
      },
    });
  };

  return (
    <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:gap-4">
      <Button
        size="lg"
        disabled={block !== null}
        loading={payout.isPending}
        aria-describedby={block === 'onHold' ? 'payout-holds' : block ? reasonId : undefined}
        onClick={() => setConfirming(true)}
      >
        <ArrowUpFromLine className="size-5" aria-hidden="true" />
        {t('earnings.payout.action', { amount: formatHalalaAmount(earnings.available, language) })}
      </Button>
      {block && block !== 'onHold' && (
        <p id={reasonId} className="text-sm text-muted">
          {t(`earnings.payout.${block}`)}
        </p>
      )}
      {confirming && earnings.account && (
        <PayoutConfirmDialog
          amount={earnings.available}
          account={earnings.account}
          pending={payout.isPending}
          onConfirm={request}
          onOpenChange={setConfirming}
        />
      )}
    </div>
  );
}
