import { SEARCH_CONCEPT_KINDS, type SearchConceptKind } from '@shared/search';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Field } from '../../../components/ui/input';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../../components/ui/select';
import { useCategories } from '../../categories';
import type { ConceptFormControl } from './concept-form-schema';
import { useCategoryName, useLexiconFieldError } from './lexicon-parts';

const NO_CATEGORY = 'none';

/** A new concept's kind and, optionally, its category. */
export function ConceptKindFields({ form, disabled }: { form: ConceptFormControl; disabled: boolean }) {
  const { t } = useTranslation();
  const fieldError = useLexiconFieldError();
  const categories = useCategories();
  const categoryName = useCategoryName();
  const { errors } = form.formState;
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <Field
        label={t('admin.lexicon.kind')}
        hint={t('admin.lexicon.newConcept.kindHint')}
        error={fieldError(errors.kind)}
        required
      >
        {(control) => (
          <Controller
            control={form.control}
            name="kind"
            render={({ field }) => (
              <Select
                value={field.value}
                onValueChange={(kind) => field.onChange(kind as SearchConceptKind)}
                disabled={disabled}
              >
                <SelectTrigger {...control} ref={field.ref} onBlur={field.onBlur}>
                  <SelectValue />
                </SelectTrigger>
                <SelectContent>
                  {SEARCH_CONCEPT_KINDS.map((kind) => (
                    <SelectItem key={kind} value={kind}>
                      {t(`admin.lexicon.kinds.${kind}`)}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            )}
          />
        )}
      </Field>
      <Field
        label={t('admin.lexicon.category')}
        hint={t('admin.lexicon.newConcept.categoryHint')}
        error={fieldError(errors.categoryId)}
      >
        {(control) => (
          <Controller
            control={form.control}
            name="categoryId"
            render={({ field }) => (
              <Select
                value={field.value === null || field.value === undefined ? NO_CATEGORY : String(field.value)}
                onValueChange={(value) => field.onChange(value === NO_CATEGORY ? null : Number(value))}
                disabled={disabled}
              >
                <SelectTrigger {...control} ref={field.ref} onBlur={field.onBlur}>
                  <SelectValue />
                </SelectTrigger>
                <SelectContent>
                  <SelectItem value={NO_CATEGORY}>{t('admin.lexicon.noCategory')}</SelectItem>
                  {categories.data?.map((category) => (
                    <SelectItem key={category.id} value={String(category.id)}>
                      {categoryName(category.id)}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            )}
          />
        )}
      </Field>
    </div>
  );
}
