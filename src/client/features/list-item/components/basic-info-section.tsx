import { ITEM_CONDITIONS } from '@shared/constants';
import { ClipboardList, Gem, type LucideIcon, ThumbsUp, Wrench } from 'lucide-react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormCard } from '../../../components/form-card';
import { Field, Input, Textarea } from '../../../components/ui/input';
import { RadioCard, RadioCards } from '../../../components/ui/radio-cards';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../../components/ui/select';
import { cn } from '../../../lib/cn';
import { useFieldErrorText } from '../../../lib/forms';
import { useCategories } from '../../categories/api/get-categories';
import type { ItemFormMethods } from '../item-form-values';
import { RequiredLegend } from './required-legend';

const CONDITION_ICONS: Record<(typeof ITEM_CONDITIONS)[number], LucideIcon> = {
  excellent: Gem,
  good: ThumbsUp,
  fair: Wrench,
};

/** Basic info: what the item is (title, description, category) and its condition. */
export function BasicInfoSection({ form }: { form: ItemFormMethods }) {
  const { t } = useTranslation();
  const errorText = useFieldErrorText();
  const { errors } = form.formState;
  return (
    <FormCard
      icon={ClipboardList}
      title={t('listItem.sections.basics.title')}
      description={t('listItem.sections.basics.description')}
    >
      <div className="flex flex-col gap-5">
        <Field
          label={t('listItem.fields.title')}
          hint={t('listItem.fields.titleHint')}
          error={errorText(errors.title)}
          required
        >
          <Input
            maxLength={120}
            placeholder={t('listItem.fields.titlePlaceholder')}
            {...form.register('title')}
          />
        </Field>
        <Field label={t('listItem.fields.description')} error={errorText(errors.description)} required>
          <Textarea
            rows={5}
            maxLength={5000}
            placeholder={t('listItem.fields.descriptionPlaceholder')}
            {...form.register('description')}
          />
        </Field>
        <CategoryField form={form} />
        <ConditionField form={form} />
      </div>
    </FormCard>
  );
}

/** The category, from the server's list; while it loads, or when it cannot, the field says so. */
function CategoryField({ form }: { form: ItemFormMethods }) {
  const { t } = useTranslation();
  const errorText = useFieldErrorText();
  const categories = useCategories();
  const categoryError = errorText(form.formState.errors.categoryId);
  return (
    <Field
      label={t('listItem.fields.category')}
      error={categoryError ?? (categories.isError ? t('listItem.fields.categoriesFailed') : undefined)}
      required
    >
      {(control) => (
        <Controller
          control={form.control}
          name="categoryId"
          render={({ field }) => (
            <Select
              value={field.value === undefined || field.value === null ? '' : String(field.value)}
              onValueChange={field.onChange}
              disabled={categories.isPending}
            >
              <SelectTrigger {...control} ref={field.ref} onBlur={field.onBlur}>
                <SelectValue
                  placeholder={
                    categories.isPending
                      ? t('listItem.fields.categoriesLoading')
                      : t('listItem.fields.categoryPlaceholder')
                  }
                />
              </SelectTrigger>
              <SelectContent>
                {categories.data?.map((category) => (
                  <SelectItem key={category.id} value={String(category.id)}>
                    {t(`categories.${category.name.toLowerCase()}`, { defaultValue: category.name })}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          )}
        />
      )}
    </Field>
  );
}

/** The item's condition, as three cards; none is chosen until the owner says. */
function ConditionField({ form }: { form: ItemFormMethods }) {
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
