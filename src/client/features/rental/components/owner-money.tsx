import type { Booking, BookingMoney } from '@shared/api-types';
import { formatDate } from '@shared/format';
import { useTranslation } from 'react-i18next';
import { EarningHoldNote } from '../../../components/earning-hold-note';
import { PriceLines } from '../../../components/price-lines';
import { Badge, type BadgeVariant } from '../../../components/ui/badge';
import { useLanguage } from '../../../i18n/use-language';
import { paymentStateOf } from '../payment-state';
import { DepositNote } from './deposit-note';
import { InvoiceLinks } from './money-parts';

type EarningState = NonNullable<BookingMoney['ownerEarning']>['state'];

const STATE_LOOK: Record<EarningState, BadgeVariant> = {
  pending: 'warning',
  available: 'success',
  in_payout: 'info',
  paid_out: 'muted',
  none: 'muted',
};

/**
 * The owner's money: the rental, Ajjir's commission and its VAT taken off, and what they receive,
 * with whether it is still held (until the rental ends), in their balance, in a payout on its way or
 * paid out (and when), or nothing (the booking ended with everything refunded). What they receive
 * is the server's figure, which a late cancellation's settlement may have changed from the price's.
 * A booking made before payments was paid to them directly: it says so.
 */
export function OwnerMoney({ booking, money }: { booking: Booking; money: BookingMoney }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const earning = money.ownerEarning;
  const outside = paymentStateOf(booking, money.payment?.paidAt ?? null) === 'outside';
  return (
    <div>
      <PriceLines
        price={money.price}
        view="owner"
        ownerEarning={earning?.amount}
        earningNote={
          earning && (
            <Badge variant={STATE_LOOK[earning.state]} data-earning={earning.state}>
              {t(`rental.money.earningState.${earning.state}`, {
                date: earning.paidOutAt ? formatDate(earning.paidOutAt, language) : '',
              })}
            </Badge>
          )
        }
        testId="owner-breakdown"
      />
      {earning?.state === 'pending' && earning.heldFor && earning.heldUntil && (
        <EarningHoldNote
          heldFor={earning.heldFor}
          heldUntil={earning.heldUntil}
          className="mt-3 text-sm text-muted"
        />
      )}
      <DepositNote deposit={money.deposit} side="owner" />
      {outside && <p className="mt-3 text-sm text-muted">{t('rental.money.legacy')}</p>}
      {/* The renter's tax invoice and credit notes: the owner sees what the renter was charged. */}
      <InvoiceLinks invoices={money.invoices} samples={money.samples} />
    </div>
  );
}
