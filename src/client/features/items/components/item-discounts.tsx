import type { Item } from '@shared/api-types';
import { formatPercent } from '@shared/format';
import { MONTHLY_DISCOUNT_DAYS, WEEKLY_DISCOUNT_DAYS } from '@shared/money';
import { BadgePercent } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../i18n/use-language';
import { cn } from '../../../lib/cn';

/** The owner's discounts beside the price: "10% off 7 days or more", "25% off 28 days or more". */
export function ItemDiscounts({ item, className }: { item: Item; className?: string }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const discounts = [
    { kind: 'weekly', percent: item.weeklyDiscountPercent, days: WEEKLY_DISCOUNT_DAYS },
    { kind: 'monthly', percent: item.monthlyDiscountPercent, days: MONTHLY_DISCOUNT_DAYS },
  ].filter((discount) => discount.percent > 0);
  if (discounts.length === 0) return null;
  return (
    <ul aria-label={t('itemPage.discounts.label')} className={cn('flex flex-wrap gap-2', className)}>
      {discounts.map(({ kind, percent, days }) => (
        <li key={kind}>
          <span className="inline-flex items-center gap-1.5 rounded-full bg-primary-50 px-3 py-1 text-sm font-medium text-primary-800 ring-1 ring-inset ring-primary-700/15">
            <BadgePercent className="size-4 shrink-0" aria-hidden="true" />
            {t(`itemPage.discounts.${kind}`, {
              percent: formatPercent(percent, language),
              days: t('itemPage.facts.days', { count: days }),
            })}
          </span>
        </li>
      ))}
    </ul>
  );
}
