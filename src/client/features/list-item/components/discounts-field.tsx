import { MAX_RENTAL_DAYS } from '@shared/bookings';
import { formatDailyRate } from '@shared/format';
import { MONTHLY_DISCOUNT_DAYS, WEEKLY_DISCOUNT_DAYS } from '@shared/money';
import { fromHalalas } from '@shared/pricing';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Field } from '../../../components/ui/input';
import { useLanguage } from '../../../i18n/use-language';
import { useFieldErrorText } from '../../../lib/forms';
import { discountExample } from '../discount-example';
import type { ItemFormMethods } from '../item-form-values';
import { PercentInput } from './pricing-inputs';

const DISCOUNTS = [
  { name: 'weeklyDiscountPercent', kind: 'weekly', days: WEEKLY_DISCOUNT_DAYS },
  { name: 'monthlyDiscountPercent', kind: 'monthly', days: MONTHLY_DISCOUNT_DAYS },
] as const;

/** The longest rental as typed; blank (or not yet a number) is the platform's maximum. */
function longestOf(value: unknown): number {
  const days = Number(String(value ?? '').trim());
  return Number.isInteger(days) && days >= 1 ? days : MAX_RENTAL_DAYS;
}

/**
 * The owner's discounts for longer rentals: weekly (from 7 days) and monthly (from 28), each with a
 * line saying what it does to a rental of that length at the daily rate typed above.
 */
export function DiscountsField({ form }: { form: ItemFormMethods }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const errorText = useFieldErrorText();
  const [dailyRate, weeklyDiscountPercent, monthlyDiscountPercent, maxRentalDays] = useWatch({
    control: form.control,
    name: ['dailyRate', 'weeklyDiscountPercent', 'monthlyDiscountPercent', 'maxRentalDays'],
  });
  const values = { dailyRate, weeklyDiscountPercent, monthlyDiscountPercent };
  const longest = longestOf(maxRentalDays);
  const money = (halalas: number) => formatDailyRate(fromHalalas(halalas), language);

  return (
    <fieldset className="flex flex-col gap-1.5" aria-describedby="discounts-hint">
      <legend className="text-sm font-medium text-ink">{t('listItem.discounts.legend')}</legend>
      <p id="discounts-hint" className="text-sm text-muted">
        {t('listItem.discounts.hint')}
      </p>
      <div className="mt-2 grid gap-5 sm:grid-cols-2">
        {DISCOUNTS.map(({ name, kind, days }) => {
          const own = String(values[name] ?? '').trim();
          const example = own && own !== '0' ? discountExample(values, days, longest) : null;
          const lengthText = t('itemPage.facts.days', { count: days });
          return (
            <Field
              key={name}
              label={t(`listItem.discounts.${kind}`)}
              error={errorText(form.formState.errors[name])}
              hint={
                <>
                  {t('listItem.discounts.appliesFrom', { days: lengthText })}
                  {example && (
                    <span className="block font-medium text-primary-800" data-testid={`${kind}-example`}>
                      {t('listItem.discounts.example', {
                        days: lengthText,
                        price: money(example.price),
                        full: money(example.full),
                      })}
                    </span>
                  )}
                  {own && own !== '0' && longest < days && (
                    <span className="block text-warning-700">
                      {t('listItem.discounts.unreachable', {
                        days: t('itemPage.facts.days', { count: longest }),
                      })}
                    </span>
                  )}
                </>
              }
              optional
            >
              {(control) => (
                <PercentInput {...control} unit={t('listItem.discounts.unit')} {...form.register(name)} />
              )}
            </Field>
          );
        })}
      </div>
    </fieldset>
  );
}
