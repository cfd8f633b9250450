import type { Booking, BookingMoney } from '@shared/api-types';
import { formatDailyRate, formatPercent } from '@shared/format';
import { fromHalalas } from '@shared/pricing';
import { useTranslation } from 'react-i18next';
import { Badge, type BadgeVariant } from '../../../components/ui/badge';
import { useLanguage } from '../../../i18n/use-language';
import { MoneyRow } from './money-parts';

type EarningState = NonNullable<BookingMoney['ownerEarning']>['state'];

const STATE_LOOK: Record<EarningState, BadgeVariant> = {
  pending: 'warning',
  available: 'success',
  none: 'muted',
};

/**
 * The owner's money: the rental, Ajjir's commission and its VAT taken off, and what they earn, with
 * whether it is still held (until the rental ends), already in their balance, or nothing (the
 * booking ended with everything refunded). What they earn is the server's figure, which a late
 * cancellation's settlement may have changed from the price's.
 */
export function OwnerMoney({ booking, money }: { booking: Booking; money: BookingMoney }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const price = money.price ?? booking.price;
  if (!price) return null;
  const earning = money.ownerEarning;
  return (
    <dl className="text-sm" data-testid="owner-breakdown">
      <MoneyRow
        label={t('rental.money.rate', {
          days: t('bookings.card.days', { count: price.days }),
          rate: formatDailyRate(fromHalalas(price.dailyRate), language),
        })}
        halalas={price.subtotal}
      />
      {price.discount > 0 && (
        <MoneyRow
          label={t('rental.money.discount', { percent: formatPercent(price.discountPercent, language) })}
          halalas={-price.discount}
        />
      )}
      {price.discount > 0 && <MoneyRow label={t('rental.money.rental')} halalas={price.rental} />}
      <MoneyRow label={t('rental.money.commission')} halalas={-price.commission} />
      <MoneyRow label={t('rental.money.commissionVat')} halalas={-price.commissionVat} />
      <MoneyRow
        label={t('rental.money.earning')}
        halalas={earning?.amount ?? price.ownerEarning}
        strong
        note={
          earning && (
            <Badge variant={STATE_LOOK[earning.state]} data-earning={earning.state}>
              {t(`rental.money.earningState.${earning.state}`)}
            </Badge>
          )
        }
      />
    </dl>
  );
}
