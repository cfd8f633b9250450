import type { Item } from '@shared/api-types';
import { formatDailyRate, formatMoney, formatPercent } from '@shared/format';
import { fromHalalas } from '@shared/pricing';
import { ShieldCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Skeleton } from '../../../components/ui/skeleton';
import { useLanguage } from '../../../i18n/use-language';
import { cn } from '../../../lib/cn';
import { usePaymentTerms } from '../api/payment-terms';
import { pricePreview } from './price-preview';

/**
 * What the renter will pay, line by line, by the rule the server charges (price-preview.ts): days ×
 * rate, the owner's discount, Ajjir's service fee and its VAT, the total; the deposit apart, as it
 * is returned. The fee lines wait for the fee rates (GET /api/payments/terms).
 */
export function PriceBreakdown({
  item,
  startDate,
  endDate,
}: {
  item: Item;
  startDate: string;
  endDate: string;
}) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const terms = usePaymentTerms();
  const money = (halalas: number) => formatMoney(fromHalalas(halalas), language);
  // Before the rates arrive the rental part is already exact: fees do not change it.
  const rates = terms.data ?? { serviceFeeBasisPoints: 0, commissionBasisPoints: 0 };
  const { price, discountKind } = pricePreview(item, startDate, endDate, rates);
  const deposit = item.deposit !== null && Number(item.deposit) > 0 ? item.deposit : null;
  return (
    <section
      aria-label={t('itemPage.booking.price')}
      aria-busy={terms.isPending || undefined}
      className="rounded-xl bg-canvas p-4 text-sm"
    >
      <dl className="flex flex-col gap-2.5">
        <Line
          label={t('itemPage.booking.rateTimesDays', {
            rate: formatDailyRate(item.dailyRate, language),
            days: t('itemPage.facts.days', { count: price.days }),
          })}
        >
          {money(price.subtotal)}
        </Line>
        {discountKind && (
          <Line
            label={t(`itemPage.booking.${discountKind}Discount`, {
              percent: formatPercent(price.discountPercent, language),
            })}
            className="text-success-700"
          >
            {money(-price.discount)}
          </Line>
        )}
        {terms.data && (
          <>
            <Line label={t('itemPage.booking.serviceFee')}>{money(price.serviceFee)}</Line>
            <Line
              label={t('itemPage.booking.serviceFeeVat', {
                percent: formatPercent(terms.data.vatBasisPoints / 100, language),
              })}
            >
              {money(price.serviceFeeVat)}
            </Line>
            <div className="flex items-center justify-between gap-3 border-t border-line pt-2.5 text-base">
              <dt className="font-bold text-ink">{t('itemPage.booking.total')}</dt>
              <dd className="font-bold text-ink tabular-nums" data-testid="booking-total">
                {money(price.total)}
              </dd>
            </div>
          </>
        )}
      </dl>
      {terms.isPending && (
        <div className="mt-2.5 flex flex-col gap-2.5">
          <Skeleton className="h-4 w-full" />
          <Skeleton className="h-4 w-full" />
          <Skeleton className="mt-1 h-6 w-full" />
        </div>
      )}
      {terms.isError && (
        <p className="mt-2.5 border-t border-line pt-2.5 text-muted">{t('itemPage.booking.feesFailed')}</p>
      )}
      {deposit && (
        <dl className="mt-2.5 flex items-start justify-between gap-3 rounded-lg bg-surface p-3 ring-1 ring-line">
          <dt className="flex items-start gap-2 text-ink/85">
            <ShieldCheck className="mt-0.5 size-4 shrink-0 text-primary-700" aria-hidden="true" />
            <span>
              {t('itemPage.booking.deposit')}
              <span className="block text-xs text-muted">{t('itemPage.booking.depositNote')}</span>
            </span>
          </dt>
          <dd className="font-medium text-ink">{formatMoney(deposit, language)}</dd>
        </dl>
      )}
    </section>
  );
}

function Line({ label, children, className }: { label: string; children: ReactNode; className?: string }) {
  return (
    <div className={cn('flex items-center justify-between gap-3', className)}>
      <dt className={className ? undefined : 'text-ink/85'}>{label}</dt>
      <dd className={cn('shrink-0 font-medium tabular-nums', !className && 'text-ink')}>{children}</dd>
    </div>
  );
}
