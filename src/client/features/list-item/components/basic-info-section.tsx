import { ClipboardList } from 'lucide-react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormCard } from '../../../components/form-card';
import { Field, Input, Textarea } from '../../../components/ui/input';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../../components/ui/select';
import { useFieldErrorText } from '../../../lib/forms';
import { useCategories } from '../../categories';
import type { ItemFormMethods } from '../item-form-values';
import { ConditionField } from './condition-field';

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
