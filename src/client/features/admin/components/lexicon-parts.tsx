/**
 * What the pieces of /admin/search-words share: a concept's heading id, the field errors, the
 * categories' names and the language select of a form.
 */
import { SEARCH_TERM_LANGUAGES, type SearchTermLanguage } from '@shared/search';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../../components/ui/select';
import { useLanguage } from '../../../i18n/use-language';
import { useFieldErrorText } from '../../../lib/forms';
import { useCategories } from '../../categories';
import { problemOfMarker } from '../lexicon';

/** The id of a concept's heading, which takes the focus when what had it is gone (a removed form). */
export const conceptHeadingId = (conceptId: number) => `lexicon-concept-${conceptId}`;

/** A field's error in the page's language: the lexicon's own refusals, else the validation messages. */
export function useLexiconFieldError() {
  const { t } = useTranslation();
  const errorText = useFieldErrorText();
  return useCallback(
    (error: { message?: string } | undefined): string | undefined => {
      const problem = problemOfMarker(error?.message);
      return problem ? t(`admin.lexicon.errors.${problem}`) : errorText(error);
    },
    [t, errorText],
  );
}

/**
 * A category's name in the page's language, from GET /api/categories: undefined while they load;
 * its number when they could not be loaded or it is not among them.
 */
export function useCategoryName() {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const categories = useCategories();
  return useCallback(
    (id: number): string | undefined => {
      if (categories.isPending) return undefined;
      const category = categories.data?.find((known) => known.id === id);
      if (!category) return `#${id}`;
      return t(`categories.${category.name.toLowerCase()}`, {
        defaultValue: language === 'ar' ? category.nameAr : category.name,
      });
    },
    [categories.isPending, categories.data, language, t],
  );
}

/** The language select of a form (Arabic, English, other script), for use inside `Field`. */
export function TermLanguageSelect({
  value,
  onChange,
  disabled,
  ...control
}: {
  value: SearchTermLanguage;
  onChange: (language: SearchTermLanguage) => void;
  disabled?: boolean;
  id?: string;
  'aria-label'?: string;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
  'aria-required'?: true;
}) {
  const { t } = useTranslation();
  return (
    <Select
      value={value}
      onValueChange={(language) => onChange(language as SearchTermLanguage)}
      disabled={disabled}
    >
      <SelectTrigger {...control}>
        <SelectValue />
      </SelectTrigger>
      <SelectContent>
        {SEARCH_TERM_LANGUAGES.map((language) => (
          <SelectItem key={language} value={language}>
            {t(`admin.lexicon.languages.${language}`)}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
