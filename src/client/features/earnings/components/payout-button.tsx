import type { Earnings } from '@shared/api-types';
import { ArrowUpFromLine } from 'lucide-react';
import { useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorMessage } from '../../../components/page-states';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/toast';
import { useLanguage } from '../../../i18n/use-language';
import { ApiError } from '../../../lib/api';
import { formatHalalaAmount } from '../../../lib/money';
import { useRequestPayout } from '../api/earnings';
import { payoutBlockOf } from '../earnings-rules';

const REFUSALS: Record<string, string> = {
  nothing_to_pay_out: 'earnings.payout.nothingToPayOut',
  payout_account_missing: 'earnings.payout.accountMissing',
};

/** "Pay out {available}", disabled with the reason beside it when there is nothing or nowhere to pay. */
export function PayoutButton({ earnings }: { earnings: Earnings }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const errorMessage = useErrorMessage();
  const payout = useRequestPayout();
  const key = useRef<string | null>(null);
  const reasonId = useId();
  const block = payoutBlockOf(earnings);

  const request = () => {
    key.current ??= crypto.randomUUID();
    payout.mutate(key.current, {
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
        aria-describedby={block ? reasonId : undefined}
        onClick={request}
      >
        <ArrowUpFromLine className="size-5" aria-hidden="true" />
        {t('earnings.payout.action', { amount: formatHalalaAmount(earnings.available, language) })}
      </Button>
      {block && (
        <p id={reasonId} className="text-sm text-muted">
          {t(`earnings.payout.${block}`)}
        </p>
      )}
    </div>
  );
}
