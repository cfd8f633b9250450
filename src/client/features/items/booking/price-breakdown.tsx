import type { Item } from '@shared/api-types';
import { formatDailyRate, formatMoney } from '@shared/format';
import { bookingPrice } from '@shared/pricing';
import { ShieldCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../i18n/use-language';

/** Days × daily rate and the total, by the rule the server charges; the deposit apart, as it is returned. */
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
  const price = bookingPrice(item, startDate, endDate);
  const hasDeposit = price.deposit !== null && Number(price.deposit) > 0;
  return (
    <section aria-label={t('itemPage.booking.price')} className="rounded-xl bg-canvas p-4 text-sm">
      <dl className="flex flex-col gap-2.5">
        <div className="flex items-center justify-between gap-3">
          <dt className="text-ink/85">
            {t('itemPage.booking.rateTimesDays', {
              rate: formatDailyRate(price.dailyRate, language),
              days: t('itemPage.facts.days', { count: price.days }),
            })}
          </dt>
          <dd className="font-medium text-ink">{formatMoney(price.total, language)}</dd>
        </div>
        <div className="flex items-center justify-between gap-3 border-t border-line pt-2.5 text-base">
          <dt className="font-bold text-ink">{t('itemPage.booking.total')}</dt>
          <dd className="font-bold text-ink" data-testid="booking-total">
            {formatMoney(price.total, language)}
          </dd>
        </div>
        {hasDeposit && (
          <div className="flex items-start justify-between gap-3 rounded-lg bg-surface p-3 ring-1 ring-line">
            <dt className="flex items-start gap-2 text-ink/85">
              <ShieldCheck className="mt-0.5 size-4 shrink-0 text-primary-700" aria-hidden="true" />
              <span>
                {t('itemPage.booking.deposit')}
                <span className="block text-xs text-muted">{t('itemPage.booking.depositNote')}</span>
              </span>
            </dt>
            <dd className="font-medium text-ink">{formatMoney(price.deposit!, language)}</dd>
          </div>
        )}
      </dl>
    </section>
  );
}
