import { CANCELLATION_POLICIES, type CancellationPolicy } from '@shared/constants';
import { Feather, Lock, type LucideIcon, Scale } from 'lucide-react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { RadioCard, RadioCards } from '../../../components/ui/radio-cards';
import { useFieldErrorText } from '../../../lib/forms';
import { usePolicyWords } from '../../items';
import type { ItemFormMethods } from '../item-form-values';

const POLICY_ICONS: Record<CancellationPolicy, LucideIcon> = {
  flexible: Feather,
  moderate: Scale,
  strict: Lock,
};

/** What a renter's cancellation gives back: three cards, each with its rule in plain words. */
export function CancellationPolicyField({ form }: { form: ItemFormMethods }) {
  const { t } = useTranslation();
  const errorText = useFieldErrorText();
  const words = usePolicyWords();
  const error = form.formState.errors.cancellationPolicy;
  return (
    <Controller
      control={form.control}
      name="cancellationPolicy"
      render={({ field }) => (
        <fieldset className="flex flex-col gap-1.5">
          <legend className="text-sm font-medium text-ink">{t('listItem.policy.legend')}</legend>
          <RadioCards
            value={field.value ?? 'flexible'}
            onValueChange={field.onChange}
            aria-label={t('listItem.policy.legend')}
            aria-describedby={error ? 'policy-error' : 'policy-hint'}
            // One under another at every width: each rule is a sentence, too long for three columns.
            className="mt-1 sm:flex sm:flex-col"
          >
            {CANCELLATION_POLICIES.map((policy, index) => {
              const Icon = POLICY_ICONS[policy];
              const { name, rule } = words(policy);
              return (
                <RadioCard
                  key={policy}
                  ref={index === 0 ? field.ref : undefined}
                  value={policy}
                  icon={<Icon className="size-5" aria-hidden="true" />}
                  title={name}
                  description={rule}
                />
              );
            })}
          </RadioCards>
          {error ? (
            <p id="policy-error" className="text-sm font-medium text-danger-700">
              {errorText(error)}
            </p>
          ) : (
            <p id="policy-hint" className="text-sm text-muted">
              {t('listItem.policy.hint')}
            </p>
          )}
        </fieldset>
      )}
    />
  );
}
