import type { PayoutAccount } from '@shared/api-types';
import { ArrowUpFromLine } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogFooter } from '../../../components/ui/dialog';
import { useLanguage } from '../../../i18n/use-language';
import { formatHalalaAmount } from '../../../lib/money';
import { DialogHeading } from './dialog-heading';

/**
 * What a payout will do, confirmed before it is asked for: the amount, the account it goes to (the
 * IBAN masked, its holder), and when money usually arrives. Moyasar documents no time for a payout
 * to reach the bank (docs/decisions/0053-owner-earning-states.md), so it says "the bank's usual
 * transfer time" rather than a number of days. Open while rendered.
 */
export function PayoutConfirmDialog({
  amount,
  account,
  pending,
  onConfirm,
  onOpenChange,
}: {
  amount: number;
  account: PayoutAccount;
  pending: boolean;
  onConfirm: () => void;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  return (
    <Dialog open onOpenChange={(open) => !pending && onOpenChange(open)}>
      <DialogContent>
        <DialogHeading
          icon={<ArrowUpFromLine className="size-5" aria-hidden="true" />}
          title={t('earnings.confirm.title')}
          description={t('earnings.confirm.description')}
        />
        <dl className="flex flex-col gap-3 rounded-2xl bg-canvas p-4 ring-1 ring-line">
          <Detail label={t('earnings.confirm.amount')}>
            <span className="text-lg font-bold tabular-nums">{formatHalalaAmount(amount, language)}</span>
          </Detail>
          <Detail label={t('earnings.confirm.account')}>
            <span dir="ltr" className="font-mono text-sm tabular-nums">
              {account.ibanMasked}
            </span>
          </Detail>
          <Detail label={t('earnings.confirm.holder')}>
            <span dir="auto">{account.holderName}</span>
          </Detail>
        </dl>
        <p className="text-sm text-muted">{t('earnings.confirm.timing')}</p>
        <DialogFooter className="mt-1">
          <DialogClose asChild>
            <Button type="button" variant="outline" disabled={pending}>
              {t('earnings.account.cancel')}
            </Button>
          </DialogClose>
          <Button type="button" loading={pending} onClick={onConfirm}>
            {t('earnings.confirm.action')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
      <dt className="text-sm text-muted">{label}</dt>
      <dd className="min-w-0">{children}</dd>
    </div>
  );
}
