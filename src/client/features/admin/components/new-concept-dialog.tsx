import { zodResolver } from '@hookform/resolvers/zod';
import type { LexiconConceptView } from '@shared/api-types';
import { type LexiconConceptInput, lexiconConceptSchema } from '@shared/schemas/search';
import { SEARCH_CONCEPT_KINDS, type SearchConceptKind } from '@shared/search';
import { Plus, X } from 'lucide-react';
import { useEffect, useId, useRef } from 'react';
import { Controller, type Path, useFieldArray, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { useErrorMessage } from '../../../components/page-states';
import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '../../../components/ui/dialog';
import { Field, Input } from '../../../components/ui/input';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../../components/ui/select';
import { toast } from '../../../components/ui/toast';
import { useLanguage } from '../../../i18n/use-language';
import { applyServerFieldErrors } from '../../../lib/forms';
import { useCategories } from '../../categories/api/get-categories';
import { useCreateLexiconConcept } from '../api/create-lexicon-concept';
import { guessTermLanguage, lexiconProblem, problemMarker, repeatedForms } from '../lexicon';
import { TermLanguageSelect, useCategoryName, useLexiconFieldError } from './lexicon-parts';

/** The shared rules, and no form twice (folded as the search folds them). */
const conceptFormSchema = lexiconConceptSchema.superRefine((concept, ctx) => {
  for (const index of repeatedForms(concept.terms)) {
    ctx.addIssue({ code: 'custom', path: ['terms', index, 'term'], message: problemMarker('repeated') });
  }
});

type ConceptFormValues = z.input<typeof lexiconConceptSchema>;

/** Forms a concept may have in one request (lexiconConceptSchema). */
const MAX_TERMS = 50;
const NO_CATEGORY = 'none';

/**
 * "Add a concept": its key, kind, category (or none) and first forms, checked with the server's own
 * rules before sending; the server's refusals land on their fields (a key in use on the key).
 * `onCreated` gets the new concept (the page then shows it).
 */
export function NewConceptDialog({
  open,
  onOpenChange,
  onCreated,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCreated: (concept: LexiconConceptView) => void;
}) {
  const { t } = useTranslation();
  const create = useCreateLexiconConcept();
  return (
    <Dialog open={open} onOpenChange={(next) => !create.isPending && onOpenChange(next)}>
      <DialogTrigger asChild>
        <Button>
          <Plus className="size-4" aria-hidden="true" />
          {t('admin.lexicon.newConcept.open')}
        </Button>
      </DialogTrigger>
      <DialogContent className="max-w-2xl">
        <ConceptForm
          create={create}
          onCreated={(concept) => {
            onOpenChange(false);
            onCreated(concept);
          }}
        />
      </DialogContent>
    </Dialog>
  );
}

function ConceptForm({
  create,
  onCreated,
}: {
  create: ReturnType<typeof useCreateLexiconConcept>;
  onCreated: (concept: LexiconConceptView) => void;
}) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const fieldError = useLexiconFieldError();
  const errorMessage = useErrorMessage();
  const categories = useCategories();
  const categoryName = useCategoryName();
  const wordsId = useId();
  const wordsHintId = useId();
  const form = useForm<ConceptFormValues, unknown, LexiconConceptInput>({
    resolver: zodResolver(conceptFormSchema),
    defaultValues: { key: '', kind: 'thing', categoryId: null, terms: [{ term: '', language }] },
  });
  const terms = useFieldArray({ control: form.control, name: 'terms' });
  const { errors } = form.formState;
  const { register } = form;
  const typed = form.watch('terms');
  // The rows whose language was chosen by hand: the others follow the script of what is typed.
  const chosen = useRef(new Set<string>());
  // After a row is removed, the row before it (or the first) takes the focus its button had.
  const focusAfterRemoval = useRef<number | null>(null);
  useEffect(() => {
    if (focusAfterRemoval.current === null) return;
    form.setFocus(`terms.${focusAfterRemoval.current}.term`);
    focusAfterRemoval.current = null;
  });

  const submit = form.handleSubmit((values) => {
    create.mutate(values, {
      onSuccess: (concept) => {
        toast({
          variant: 'success',
          title: t('admin.lexicon.toasts.conceptCreated', { key: concept.key }),
          description: t('admin.lexicon.toasts.nextSearch'),
        });
        onCreated(concept);
      },
      onError: (failure) => {
        if (lexiconProblem('createConcept', failure) === 'keyTaken') {
          form.setError('key', { message: problemMarker('keyTaken') }, { shouldFocus: true });
          return;
        }
        const fields: Path<ConceptFormValues>[] = [
          'key',
          'kind',
          'categoryId',
          'terms',
          ...terms.fields.flatMap((_, index) => [
            `terms.${index}.term` as const,
            `terms.${index}.language` as const,
          ]),
        ];
        const onFields = applyServerFieldErrors(failure, form.setError, fields);
        toast({
          variant: 'destructive',
          title: t('admin.lexicon.toasts.conceptCreateFailed'),
          description: onFields ? t('admin.lexicon.newConcept.checkFields') : errorMessage(failure),
        });
      },
    });
  });

  return (
    <form
      onSubmit={submit}
      noValidate
      className="flex flex-col gap-6"
      aria-busy={create.isPending || undefined}
    >
      <DialogHeader>
        <DialogTitle>{t('admin.lexicon.newConcept.title')}</DialogTitle>
        <DialogDescription>{t('admin.lexicon.newConcept.description')}</DialogDescription>
      </DialogHeader>

      <Field
        label={t('admin.lexicon.newConcept.key')}
        hint={t('admin.lexicon.newConcept.keyHint')}
        error={fieldError(errors.key)}
        required
      >
        <Input
          dir="ltr"
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
          maxLength={60}
          placeholder="folding-chair"
          readOnly={create.isPending}
          {...register('key')}
        />
      </Field>

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
                  disabled={create.isPending}
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
                  value={
                    field.value === null || field.value === undefined ? NO_CATEGORY : String(field.value)
                  }
                  onValueChange={(value) => field.onChange(value === NO_CATEGORY ? null : Number(value))}
                  disabled={create.isPending}
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

      <fieldset className="flex min-w-0 flex-col gap-3" aria-describedby={wordsHintId}>
        <legend id={wordsId} className="text-sm font-medium text-ink">
          {t('admin.lexicon.newConcept.words')}
          <span aria-hidden="true" className="ms-0.5 text-danger-600">
            *
          </span>
        </legend>
        <p id={wordsHintId} className="-mt-1.5 text-sm text-muted">
          {t('admin.lexicon.newConcept.wordsHint')}
        </p>
        <ol className="flex flex-col gap-3">
          {terms.fields.map((row, index) => {
            const position = index + 1;
            const termError = fieldError(errors.terms?.[index]?.term);
            const languageError = fieldError(errors.terms?.[index]?.language);
            const errorId = `${wordsId}-${row.id}-error`;
            const termField = register(`terms.${index}.term`, {
              onChange: (event: { target: { value: string } }) => {
                if (chosen.current.has(row.id)) return;
                const guess = guessTermLanguage(event.target.value);
                if (guess) form.setValue(`terms.${index}.language`, guess);
              },
            });
            return (
              <li key={row.id} className="flex flex-col gap-1.5">
                <div className="grid grid-cols-[minmax(0,1fr)_auto] gap-2 sm:grid-cols-[minmax(0,1fr)_12rem_auto]">
                  <Input
                    dir={typed[index]?.term ? 'auto' : undefined}
                    autoComplete="off"
                    maxLength={60}
                    aria-label={t('admin.lexicon.newConcept.term', { position })}
                    aria-invalid={termError ? true : undefined}
                    aria-describedby={termError || languageError ? errorId : undefined}
                    readOnly={create.isPending}
                    className="col-span-2 sm:col-span-1"
                    {...termField}
                  />
                  <Controller
                    control={form.control}
                    name={`terms.${index}.language`}
                    render={({ field }) => (
                      <TermLanguageSelect
                        value={field.value}
                        onChange={(next) => {
                          chosen.current.add(row.id);
                          field.onChange(next);
                        }}
                        disabled={create.isPending}
                        aria-label={t('admin.lexicon.newConcept.termLanguage', { position })}
                        aria-invalid={languageError ? true : undefined}
                      />
                    )}
                  />
                  <Button
                    type="button"
                    variant="ghost"
                    size="icon"
                    disabled={terms.fields.length === 1 || create.isPending}
                    onClick={() => {
                      focusAfterRemoval.current = Math.max(0, index - 1);
                      terms.remove(index);
                    }}
                    aria-label={t('admin.lexicon.newConcept.removeTerm', { position })}
                    className="text-muted hover:text-danger-700"
                  >
                    <X className="size-4" aria-hidden="true" />
                  </Button>
                </div>
                {(termError || languageError) && (
                  <p id={errorId} className="text-sm font-medium text-danger-700">
                    {termError ?? languageError}
                  </p>
                )}
              </li>
            );
          })}
        </ol>
        {errors.terms?.root?.message || errors.terms?.message ? (
          <p className="text-sm font-medium text-danger-700">
            {fieldError(errors.terms.root ?? errors.terms)}
          </p>
        ) : null}
        <div>
          <Button
            type="button"
            variant="outline"
            size="sm"
            disabled={terms.fields.length >= MAX_TERMS || create.isPending}
            onClick={() => {
              const last = form.getValues(`terms.${terms.fields.length - 1}.language`);
              terms.append({ term: '', language: last ?? language });
            }}
          >
            <Plus className="size-4" aria-hidden="true" />
            {t('admin.lexicon.newConcept.addTerm')}
          </Button>
        </div>
      </fieldset>

      <DialogFooter>
        <DialogClose asChild>
          <Button variant="outline" disabled={create.isPending}>
            {t('admin.common.cancel')}
          </Button>
        </DialogClose>
        <Button type="submit" loading={create.isPending}>
          {create.isPending ? t('admin.lexicon.newConcept.saving') : t('admin.lexicon.newConcept.save')}
        </Button>
      </DialogFooter>
    </form>
  );
}
