import { BadgePercent } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { FormCard } from '../../../components/form-card';
import type { ItemFormMethods } from '../item-form-values';
import { CancellationPolicyField } from './cancellation-policy-field';
import { DiscountsField } from './discounts-field';

/** Discounts for longer rentals, and the cancellation policy. */
export function TermsSection({ form }: { form: ItemFormMethods }) {
  const { t } = useTranslation();
  return (
    <FormCard
      icon={BadgePercent}
      title={t('listItem.sections.terms.title')}
      description={t('listItem.sections.terms.description')}
    >
      <div className="flex flex-col gap-8">
        <DiscountsField form={form} />
        <CancellationPolicyField form={form} />
      </div>
    </FormCard>
  );
}
