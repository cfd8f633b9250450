import type { Booking } from '@shared/api-types';
import { formatPercent } from '@shared/format';
import { VAT_BASIS_POINTS } from '@shared/money';
import { toHalalas } from '@shared/pricing';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../i18n/use-language';
import { formatHalalaAmount } from '../../../lib/money';

function Line({ label, amount, strong }: { label: ReactNode; amount: string; strong?: boolean }) {
  return (
    <div
      className={
        strong
          ? 'flex justify-between gap-4 border-t border-line pt-3 text-lg font-bold'
          : 'flex justify-between gap-4'
      }
    >
      <dt className={strong ? undefined : 'text-muted'}>{label}</dt>
      <dd className="tabular-nums">{amount}</dd>
    </div>
  );
}

/** What the renter pays, from the price the server fixed at the request (halalas, shared/money.ts). */
export function PriceLines({ booking }: { booking: Booking }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const money = (halalas: number) => formatHalalaAmount(halalas, language);
  const price = booking.price;
  // Bookings from before payments have no breakdown: their total is all there is to show.
  if (!price) {
    return (
      <dl className="flex flex-col gap-2.5">
        <Line label={t('checkout.price.total')} amount={money(toHalalas(booking.totalCost))} strong />
      </dl>
    );
  }
  return (
    <dl className="flex flex-col gap-2.5">
      <Line
        label={t('checkout.price.rentalDays', { rate: money(price.dailyRate), count: price.days })}
        amount={money(price.subtotal)}
      />
      {price.discount > 0 && (
        <Line
          label={t('checkout.price.discount', {
            percent: formatPercent((price.discountPercent * 100) / 100, language),
          })}
          amount={money(-price.discount)}
        />
      )}
      <Line label={t('checkout.price.serviceFee')} amount={money(price.serviceFee)} />
      <Line
        label={t('checkout.price.vat', { percent: formatPercent(VAT_BASIS_POINTS / 100, language) })}
        amount={money(price.serviceFeeVat)}
      />
      <Line label={t('checkout.price.total')} amount={money(price.total)} strong />
    </dl>
  );
}
