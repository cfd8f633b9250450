import { Plus, X } from 'lucide-react';
import { useEffect, useId, useRef } from 'react';
import { Controller, type UseFieldArrayReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { useLanguage } from '../../../i18n/use-language';
import { guessTermLanguage } from '../lexicon';
import { type ConceptFormControl, type ConceptFormValues, MAX_TERMS } from './concept-form-schema';
import { TermLanguageSelect, useLexiconFieldError } from './lexicon-parts';

/**
 * A new concept's forms, one row each with its language (guessed from the script until chosen by
 * hand) and its remove button, and Add.
 */
export function ConceptTermsField({
  form,
  terms,
  disabled,
}: {
  form: ConceptFormControl;
  terms: UseFieldArrayReturn<ConceptFormValues, 'terms'>;
  disabled: boolean;
}) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const fieldError = useLexiconFieldError();
  const wordsId = useId();
  const wordsHintId = useId();
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
  return (
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
                  readOnly={disabled}
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
                      disabled={disabled}
                      aria-label={t('admin.lexicon.newConcept.termLanguage', { position })}
                      aria-invalid={languageError ? true : undefined}
                    />
                  )}
                />
                <Button
                  type="button"
                  variant="ghost"
                  size="icon"
                  disabled={terms.fields.length === 1 || disabled}
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
        <p className="text-sm font-medium text-danger-700">{fieldError(errors.terms.root ?? errors.terms)}</p>
      ) : null}
      <div>
        <Button
          type="button"
          variant="outline"
          size="sm"
          disabled={terms.fields.length >= MAX_TERMS || disabled}
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
  );
}
