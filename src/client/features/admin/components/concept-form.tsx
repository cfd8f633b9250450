import { zodResolver } from '@hookform/resolvers/zod';
import type { LexiconConceptView } from '@shared/api-types';
import type { LexiconConceptInput } from '@shared/schemas/search';
import { type Path, useFieldArray, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useErrorMessage } from '../../../components/page-states';
import { Button } from '../../../components/ui/button';
import {
  DialogClose,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';
import { Field, Input } from '../../../components/ui/input';
import { toast } from '../../../components/ui/toast';
import { useLanguage } from '../../../i18n/use-language';
import { applyServerFieldErrors } from '../../../lib/forms';
import type { useCreateLexiconConcept } from '../api/create-lexicon-concept';
import { lexiconProblem, problemMarker } from '../lexicon';
import { type ConceptFormValues, conceptFormSchema } from './concept-form-schema';
import { ConceptKindFields } from './concept-kind-fields';
import { ConceptTermsField } from './concept-terms-field';
import { useLexiconFieldError } from './lexicon-parts';

export function ConceptForm({
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
  const form = useForm<ConceptFormValues, unknown, LexiconConceptInput>({
    resolver: zodResolver(conceptFormSchema),
    defaultValues: { key: '', kind: 'thing', categoryId: null, terms: [{ term: '', language }] },
  });
  const terms = useFieldArray({ control: form.control, name: 'terms' });
  const { errors } = form.formState;

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
          {...form.register('key')}
        />
      </Field>

      <ConceptKindFields form={form} disabled={create.isPending} />

      <ConceptTermsField form={form} terms={terms} disabled={create.isPending} />

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
