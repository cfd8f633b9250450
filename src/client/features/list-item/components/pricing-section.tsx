import { Banknote } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { FormCard } from '../../../components/form-card';
import { Field } from '../../../components/ui/input';
import { useFieldErrorText } from '../../../lib/forms';
import type { ItemFormMethods } from '../item-form-values';
import { InstantBookingField, PickupOptionsField } from './booking-terms-fields';
import { IdentityRequirementField } from './identity-requirement-field';
import { DaysInput, PriceInput } from './pricing-inputs';

/**
 * Pricing and terms: the daily rate and deposit, how long a rental may last, how the item changes
 * hands, instant booking, and who may book.
 */
export function PricingSection({ form }: { form: ItemFormMethods }) {
  const { t } = useTranslation();
  const errorText = useFieldErrorText();
  const { errors } = form.formState;
  return (
    <FormCard
      icon={Banknote}
      title={t('listItem.sections.pricing.title')}
      description={t('listItem.sections.pricing.description')}
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <Field
          label={t('listItem.fields.dailyRate')}
          hint={t('listItem.fields.dailyRateHint')}
          error={errorText(errors.dailyRate)}
          required
        >
          {(control) => (
            <PriceInput
              {...control}
              unit={t('listItem.fields.perDayUnit')}
              placeholder="0.00"
              {...form.register('dailyRate')}
            />
          )}
        </Field>
        <Field
          label={t('listItem.fields.deposit')}
          hint={`${t('deposit.terms')} ${t('listItem.fields.depositHint')}`}
          error={errorText(errors.deposit)}
          optional
        >
          {(control) => (
            <PriceInput {...control} unit={t('listItem.fields.currencyUnit')} {...form.register('deposit')} />
          )}
        </Field>
        <Field label={t('listItem.fields.minRentalDays')} error={errorText(errors.minRentalDays)}>
          <DaysInput {...form.register('minRentalDays')} />
        </Field>
        <Field
          label={t('listItem.fields.maxRentalDays')}
          hint={t('listItem.fields.maxRentalDaysHint')}
          error={errorText(errors.maxRentalDays)}
          optional
        >
          <DaysInput {...form.register('maxRentalDays')} />
        </Field>
        <PickupOptionsField form={form} />
        <InstantBookingField form={form} />
        <IdentityRequirementField form={form} />
      </div>
    </FormCard>
  );
}
