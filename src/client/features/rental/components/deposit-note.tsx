import type { BookingMoney } from '@shared/api-types';
import { formatHalalas } from '@shared/format';
import { ShieldCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../i18n/use-language';

/**
 * Where the refundable deposit stands (docs/decisions/0057-deposits.md), for the side reading it:
 * held by Ajjir while the rental runs and its claim window is open, back with the renter, or kept
 * (whole or in part) for the owner's claim.
 */
export function DepositNote({
  deposit,
  side,
}: {
  deposit: BookingMoney['deposit'];
  side: 'renter' | 'owner';
}) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  if (!deposit) return null;
  const amount = formatHalalas(deposit.amount, language);
  let text: string;
  if (deposit.held > 0) text = t(`rental.money.deposit.held.${side}`, { amount });
  else if (deposit.kept === 0) text = t('rental.money.deposit.returned', { amount });
  else
    text = t('rental.money.deposit.kept', {
      kept: formatHalalas(deposit.kept, language),
      back: formatHalalas(deposit.amount - deposit.kept, language),
    });
  return (
    <p
      className="mt-3 flex items-start gap-2 rounded-xl bg-canvas px-3 py-2 text-sm text-ink/90"
      data-testid="deposit-note"
      data-deposit={deposit.held > 0 ? 'held' : deposit.kept > 0 ? 'kept' : 'returned'}
    >
      <ShieldCheck className="mt-0.5 size-4 shrink-0 text-primary-700" aria-hidden="true" />
      <span>{text}</span>
    </p>
  );
}
