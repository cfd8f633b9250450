import { ITEM_CONDITIONS } from '@shared/constants';
import { Gem, type LucideIcon, ThumbsUp, Wrench } from 'lucide-react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { RadioCard, RadioCards } from '../../../components/ui/radio-cards';
import { cn } from '../../../lib/cn';
import { useFieldErrorText } from '../../../lib/forms';
import type { ItemFormMethods } from '../item-form-values';
import { RequiredLegend } from './required-legend';

const CONDITION_ICONS: Record<(typeof ITEM_CONDITIONS)[number], LucideIcon> = {
  excellent: Gem,
  good: ThumbsUp,
  fair: Wrench,
};

/** The item's condition, as three cards; none is chosen until the owner says. */
export function ConditionField({ form }: { form: ItemFormMethods }) {
  const { t } = useTranslation();
  const errorText = useFieldErrorText();
  const error = form.formState.errors.condition;
  return (
    <Controller
      control={form.control}
      name="condition"
      render={({ field }) => (
        <fieldset className="flex flex-col gap-1.5">
          <RequiredLegend>{t('listItem.fields.condition')}</RequiredLegend>
          <RadioCards
            value={field.value ?? ''}
            onValueChange={field.onChange}
            aria-label={t('listItem.fields.condition')}
            aria-required
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? 'condition-error' : undefined}
            className="sm:grid-cols-3"
          >
            {ITEM_CONDITIONS.map((condition, index) => {
              const Icon = CONDITION_ICONS[condition];
              return (
                <RadioCard
                  key={condition}
                  // The first card takes the focus when no condition was chosen.
                  ref={index === 0 ? field.ref : undefined}
                  value={condition}
                  icon={<Icon className="size-5" aria-hidden="true" />}
                  title={t(`listItem.conditions.${condition}.title`)}
                  description={t(`listItem.conditions.${condition}.hint`)}
                  className={cn(error && 'border-danger-600/60')}
                />
              );
            })}
          </RadioCards>
          {error && (
            <p id="condition-error" className="text-sm font-medium text-danger-700">
              {errorText(error)}
            </p>
          )}
        </fieldset>
      )}
    />
  );
}
