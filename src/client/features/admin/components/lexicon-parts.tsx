/**
 * The pieces of /admin/search-words: a concept's card (its key, kind, category and forms by
 * language, each with its remove button) and the inline form that adds a form to it.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import type { LexiconConceptView, LexiconTerm } from '@shared/api-types';
import { type LexiconTermInput, lexiconTermSchema } from '@shared/schemas/search';
import { SEARCH_TERM_LANGUAGES, type SearchConceptKind, type SearchTermLanguage } from '@shared/search';
import { Plus, Tag, X } from 'lucide-react';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { useErrorMessage } from '../../../components/page-states';
import { Badge, type BadgeVariant } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Field, Input } from '../../../components/ui/input';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../../components/ui/select';
import { toast } from '../../../components/ui/toast';
import { useLanguage } from '../../../i18n/use-language';
import { applyServerFieldErrors, useFieldErrorText } from '../../../lib/forms';
import { useCategories } from '../../categories/api/get-categories';
import { useAddLexiconTerm } from '../api/add-lexicon-term';
import {
  guessTermLanguage,
  hasForm,
  lexiconProblem,
  problemMarker,
  problemOfMarker,
  termsByLanguage,
} from '../lexicon';

const KIND_VARIANT: Record<SearchConceptKind, BadgeVariant> = {
  thing: 'primary',
  brand: 'info',
  model: 'berry',
  category: 'neutral',
};

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

export function ConceptCard({
  concept,
  categoryName,
  adding,
  onAddingChange,
  onRemove,
}: {
  concept: LexiconConceptView;
  /** The category in the page's language; null for none, undefined while the categories load. */
  categoryName: string | null | undefined;
  /** Whether this concept's add form is open. */
  adding: boolean;
  onAddingChange: (open: boolean) => void;
  onRemove: (term: LexiconTerm) => void;
}) {
  const { t } = useTranslation();
  const groupId = useId();
  const headingId = conceptHeadingId(concept.id);
  const addButton = useRef<HTMLButtonElement>(null);
  // Closing the form gives the focus back to the button that opened it (rendered again by then).
  const [refocus, setRefocus] = useState(false);
  useEffect(() => {
    if (refocus && !adding) {
      addButton.current?.focus();
      setRefocus(false);
    }
  }, [refocus, adding]);
  const removable = concept.terms.length > 1;

  return (
    <article
      aria-labelledby={headingId}
      className="flex flex-col gap-4 rounded-card bg-surface p-4 shadow-card ring-1 ring-line sm:p-5 lg:grid lg:grid-cols-[12rem_minmax(0,1fr)] lg:gap-6"
    >
      <header className="flex min-w-0 flex-col items-start gap-2">
        <h2
          id={headingId}
          tabIndex={-1}
          dir="ltr"
          className="max-w-full break-words font-semibold text-ink outline-none rtl:self-start rtl:text-end"
        >
          {concept.key}
        </h2>
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1.5 text-sm">
          <Badge variant={KIND_VARIANT[concept.kind]}>
            <span className="sr-only">{t('admin.lexicon.kind')}: </span>
            {t(`admin.lexicon.kinds.${concept.kind}`)}
          </Badge>
          <span className="inline-flex items-center gap-1 text-muted">
            <Tag className="size-3.5 shrink-0" aria-hidden="true" />
            <span className="sr-only">{t('admin.lexicon.category')}: </span>
            {categoryName === undefined ? (
              <span aria-hidden="true" className="inline-block h-3.5 w-20 animate-shimmer rounded bg-line" />
            ) : (
              (categoryName ?? t('admin.lexicon.noCategory'))
            )}
          </span>
        </div>
      </header>

      <div className="flex min-w-0 flex-col gap-3">
        {termsByLanguage(concept.terms).map(({ language, terms }) => (
          <div key={language} className="grid gap-1.5 sm:grid-cols-[7.5rem_minmax(0,1fr)] sm:gap-3">
            <div id={`${groupId}-${language}`} className="text-xs font-semibold text-muted sm:pt-2">
              {t(`admin.lexicon.languages.${language}`)}
            </div>
            <ul aria-labelledby={`${groupId}-${language} ${headingId}`} className="flex flex-wrap gap-1.5">
              {terms.map((term) => (
                <TermChip key={term.id} term={term} removable={removable} onRemove={() => onRemove(term)} />
              ))}
            </ul>
          </div>
        ))}
        {!removable && <p className="text-xs text-muted">{t('admin.lexicon.onlyWord')}</p>}

        {adding ? (
          <AddTermForm
            concept={concept}
            onClose={() => {
              onAddingChange(false);
              setRefocus(true);
            }}
          />
        ) : (
          <div>
            <Button ref={addButton} variant="outline" size="sm" onClick={() => onAddingChange(true)}>
              <Plus className="size-4" aria-hidden="true" />
              {t('admin.lexicon.addTerm.open')}
              <span className="sr-only"> {t('admin.lexicon.addTerm.to', { key: concept.key })}</span>
            </Button>
          </div>
        )}
      </div>
    </article>
  );
}

/** A form as a chip: the word (in its own language) and, unless it is the only one, its remove button. */
function TermChip({
  term,
  removable,
  onRemove,
}: {
  term: LexiconTerm;
  removable: boolean;
  onRemove: () => void;
}) {
  const { t } = useTranslation();
  return (
    <li
      className={
        removable
          ? 'inline-flex h-8 items-center gap-0.5 rounded-full bg-canvas ps-3 pe-0.5 text-sm text-ink ring-1 ring-line'
          : 'inline-flex h-8 items-center rounded-full bg-canvas px-3 text-sm text-ink ring-1 ring-line'
      }
    >
      <span dir="auto" lang={term.language === 'translit' ? undefined : term.language}>
        {term.term}
      </span>
      {removable && (
        <button
          type="button"
          onClick={onRemove}
          aria-label={t('admin.lexicon.removeTerm.action', { term: term.term })}
          className="inline-grid size-7 cursor-pointer place-items-center rounded-full text-muted transition-colors hover:bg-danger-50 hover:text-danger-700 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-primary-600"
        >
          <X className="size-3.5" aria-hidden="true" />
        </button>
      )}
    </li>
  );
}

type TermFormValues = z.input<typeof lexiconTermSchema>;

/**
 * Adds a form to the concept: the word and its language (guessed from the script until chosen).
 * A form the concept has already, however spelled, is refused before asking the server; the form
 * stays open after an addition, for the next word. Escape in the word's box, or Cancel, closes it.
 */
function AddTermForm({ concept, onClose }: { concept: LexiconConceptView; onClose: () => void }) {
  const { t } = useTranslation();
  const { language: pageLanguage } = useLanguage();
  const fieldError = useLexiconFieldError();
  const errorMessage = useErrorMessage();
  const add = useAddLexiconTerm();
  const hintId = useId();
  const [languageChosen, setLanguageChosen] = useState(false);
  const form = useForm<TermFormValues, unknown, LexiconTermInput>({
    resolver: zodResolver(lexiconTermSchema),
    defaultValues: { term: '', language: pageLanguage },
  });
  const { errors } = form.formState;
  const language = form.watch('language');
  const typed = form.watch('term');

  useEffect(() => {
    form.setFocus('term');
  }, [form]);

  const submit = form.handleSubmit((values) => {
    if (hasForm(concept.terms, values.term)) {
      form.setError('term', { message: problemMarker('termTaken') }, { shouldFocus: true });
      return;
    }
    add.mutate(
      { conceptId: concept.id, term: values },
      {
        onSuccess: (added) => {
          toast({
            variant: 'success',
            title: t('admin.lexicon.toasts.termAdded', { term: added.term, key: concept.key }),
            description: t('admin.lexicon.toasts.nextSearch'),
          });
          form.reset({ term: '', language: values.language });
          form.setFocus('term');
        },
        onError: (failure) => {
          const problem = lexiconProblem('addTerm', failure);
          if (problem === 'termTaken') {
            form.setError('term', { message: problemMarker(problem) }, { shouldFocus: true });
            return;
          }
          if (problem === 'conceptGone') {
            toast({
              variant: 'destructive',
              title: t('admin.lexicon.toasts.termAddFailed'),
              description: t('admin.lexicon.errors.conceptGone'),
            });
            onClose();
            return;
          }
          if (applyServerFieldErrors(failure, form.setError, ['term', 'language'])) return;
          toast({
            variant: 'destructive',
            title: t('admin.lexicon.toasts.termAddFailed'),
            description: errorMessage(failure),
          });
        },
      },
    );
  });

  const termField = form.register('term', {
    onChange: (event: { target: { value: string } }) => {
      if (languageChosen) return;
      const guess = guessTermLanguage(event.target.value);
      if (guess) form.setValue('language', guess);
    },
  });

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label={t('admin.lexicon.addTerm.formLabel', { key: concept.key })}
      aria-busy={add.isPending || undefined}
      className="flex flex-col gap-3 rounded-xl bg-canvas p-3 ring-1 ring-line sm:p-4"
    >
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
        <Field
          label={t('admin.lexicon.addTerm.term')}
          error={fieldError(errors.term)}
          required
          className="min-w-0 sm:flex-1"
        >
          <Input
            // The page's direction until something is typed (the caret, the placeholder), then the word's.
            dir={typed ? 'auto' : undefined}
            autoComplete="off"
            maxLength={60}
            placeholder={t('admin.lexicon.addTerm.termPlaceholder')}
            readOnly={add.isPending}
            onKeyDown={(event) => {
              if (event.key === 'Escape' && !add.isPending) {
                event.preventDefault();
                onClose();
              }
            }}
            {...termField}
          />
        </Field>
        <Field
          label={t('admin.lexicon.addTerm.language')}
          error={fieldError(errors.language)}
          className="sm:w-52"
        >
          {(control) => (
            <TermLanguageSelect
              {...control}
              aria-describedby={[control['aria-describedby'], hintId].filter(Boolean).join(' ')}
              value={language}
              disabled={add.isPending}
              onChange={(next) => {
                setLanguageChosen(true);
                form.setValue('language', next, { shouldValidate: true });
              }}
            />
          )}
        </Field>
        <div className="flex gap-2 sm:pt-7">
          <Button type="submit" loading={add.isPending} className="flex-1 sm:flex-none">
            {!add.isPending && <Plus className="size-4" aria-hidden="true" />}
            {t('admin.lexicon.addTerm.submit')}
          </Button>
          <Button type="button" variant="ghost" onClick={onClose} disabled={add.isPending}>
            {t('admin.common.cancel')}
          </Button>
        </div>
      </div>
      <p id={hintId} className="text-xs text-muted">
        {t('admin.lexicon.addTerm.languageHint')}
      </p>
    </form>
  );
}
