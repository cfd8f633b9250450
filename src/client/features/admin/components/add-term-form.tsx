import { zodResolver } from '@hookform/resolvers/zod';
import type { LexiconConceptView } from '@shared/api-types';
import { type LexiconTermInput, lexiconTermSchema } from '@shared/schemas/search';
import { Plus } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { useErrorMessage } from '../../../components/page-states';
import { Button } from '../../../components/ui/button';
import { Field, Input } from '../../../components/ui/input';
import { toast } from '../../../components/ui/toast';
import { useLanguage } from '../../../i18n/use-language';
import { applyServerFieldErrors } from '../../../lib/forms';
import { useAddLexiconTerm } from '../api/add-lexicon-term';
import { guessTermLanguage, hasForm, lexiconProblem, problemMarker } from '../lexicon';
import { TermLanguageSelect, useLexiconFieldError } from './lexicon-parts';

type TermFormValues = z.input<typeof lexiconTermSchema>;

/**
 * Adds a form to the concept: the word and its language (guessed from the script until chosen).
 * A form the concept has already, however spelled, is refused before asking the server; the form
 * stays open after an addition, for the next word. Escape in the word's box, or Cancel, closes it.
 */
export function AddTermForm({ concept, onClose }: { concept: LexiconConceptView; onClose: () => void }) {
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
