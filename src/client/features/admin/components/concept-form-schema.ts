/** The new-concept form's rules and types, shared by the form and its parts. */
import type { LexiconConceptInput } from '@shared/schemas/search';
import { lexiconConceptSchema } from '@shared/schemas/search';
import type { UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import { problemMarker, repeatedForms } from '../lexicon';

/** The shared rules, and no form twice (folded as the search folds them). */
export const conceptFormSchema = lexiconConceptSchema.superRefine((concept, ctx) => {
  for (const index of repeatedForms(concept.terms)) {
    ctx.addIssue({ code: 'custom', path: ['terms', index, 'term'], message: problemMarker('repeated') });
  }
});

export type ConceptFormValues = z.input<typeof lexiconConceptSchema>;
export type ConceptFormControl = UseFormReturn<ConceptFormValues, unknown, LexiconConceptInput>;

/** Forms a concept may have in one request (lexiconConceptSchema). */
export const MAX_TERMS = 50;
