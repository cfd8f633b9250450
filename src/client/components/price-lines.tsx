import type { PriceBreakdownAnswer } from '@shared/api-types';
import { formatHalalas, formatPercent } from '@shared/format';
import { VAT_BASIS_POINTS } from '@shared/money';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../i18n/use-language';
import { cn } from '../lib/cn';
import { formatHalalaAmount } from '../lib/money';
import {
  type PriceLine,
  type PriceLinesOptions,
  type PriceView,
  priceLinesOf,
} from './price-breakdown-lines';

/**
 * A rental's price, line by line (price-breakdown-lines.ts says which lines each reader gets):
 * the item page's preview, the checkout, a booking's page for either side, the admin screens.
 */
export function PriceLines({
  price,
  view,
  total = 'plain',
  discountKind = null,
  earningNote,
  testId,
  ...options
}: PriceLinesOptions & {
  price: PriceBreakdownAnswer;
  view: PriceView;
  /** How the renter's total reads: paid, still to pay, or neither (a preview, an administrator). */
  total?: 'plain' | 'paid' | 'due';
  /** Which of the owner's discounts applies, when known (the item page's preview). */
  discountKind?: 'weekly' | 'monthly' | null;
  /** Under what the owner earns: whether it is still held, in their balance, or nothing. */
  earningNote?: ReactNode;
  testId?: string;
}) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const vat = formatPercent(VAT_BASIS_POINTS / 100, language);
  const labelOf = (line: PriceLine): string => {
    switch (line.key) {
      case 'subtotal':
        return t('price.subtotal', {
          rate: formatHalalaAmount(price.dailyRate, language),
          count: price.days,
        });
      case 'discount':
        return t(discountKind ? `price.${discountKind}Discount` : 'price.discount', {
          percent: formatPercent(price.discountPercent, language),
        });
      case 'rentalVat':
      case 'serviceFeeVat':
      case 'commissionVat':
        return t(`price.${line.key}`, { percent: vat });
      case 'ownerRentalVat':
        return t(view === 'owner' ? 'price.ownerRentalVat' : 'price.ownerRentalVatOf', { percent: vat });
      case 'total':
        // With a deposit, the rental's total is not what the card is charged: `charged` is.
        if (price.deposit > 0) return t('price.rentalTotal');
        return t(total === 'paid' ? 'price.totalPaid' : total === 'due' ? 'price.totalDue' : 'price.total');
      case 'charged':
        return t(
          total === 'paid' ? 'price.chargedPaid' : total === 'due' ? 'price.chargedDue' : 'price.charged',
        );
      case 'rental':
        return t(price.discount > 0 ? 'price.rentalAfterDiscount' : 'price.rental');
      case 'ownerEarning':
        return t(view === 'owner' ? 'price.ownerEarning' : 'price.ownerEarningOf');
      default:
        return t(`price.${line.key}`);
    }
  };
  const lines = priceLinesOf(price, view, options);
  return (
    <dl className="flex flex-col gap-2 text-sm" data-testid={testId}>
      {lines.map((line, index) => {
        const saving = line.key === 'discount';
        return (
          <div
            key={line.key}
            // Two columns: a long label wraps in its own, and the amount keeps the end of the line.
            className={cn(
              'grid grid-cols-[minmax(0,1fr)_auto] items-baseline gap-x-3',
              line.strong && 'border-t border-line pt-2.5',
              // A sum ends a group: what follows it (the owner's side, for administrators) starts afresh.
              lines[index - 1]?.strong && 'mt-3',
            )}
          >
            <dt
              className={line.strong ? 'font-semibold text-ink' : saving ? 'text-success-700' : 'text-muted'}
            >
              {labelOf(line)}
            </dt>
            {/* Intl puts the minus of what is taken off where each language writes it. */}
            <dd
              className={cn(
                'text-end tabular-nums whitespace-nowrap',
                line.strong ? 'text-base font-bold text-ink' : saving ? 'text-success-700' : 'text-ink',
              )}
              data-testid={`price-${line.key}`}
            >
              {formatHalalas(line.amount, language)}
            </dd>
            {line.key === 'ownerEarning' && earningNote && (
              <dd className="col-span-2 pt-1 text-xs text-muted">{earningNote}</dd>
            )}
          </div>
        );
      })}
    </dl>
  );
}
