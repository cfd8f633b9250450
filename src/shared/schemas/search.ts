/**
 * Inputs of the search endpoints: suggestions while typing, and the administrators' lexicon
 * (docs/search.md, docs/decisions/0039-search-lexicon.md). Messages are keys of
 * VALIDATION_MESSAGES (shared/validation.ts).
 */
import { z } from 'zod';
import { SEARCH_CONCEPT_KINDS, SEARCH_TERM_LANGUAGES } from '../search';
import { hasVisibleText } from '../validation';
import { paging } from './admin';
import { memberText } from './auth';

/** What is typed so far: 1 to 60 characters once trimmed, as a search box sends it. */
export const SUGGESTION_QUERY_MAX = 60;
/** Suggestions in one answer. */
export const SUGGESTIONS_MAX = 8;

/** GET /api/search/suggestions?q=…&language=ar|en */
export const suggestionsQuerySchema = z.object({
  q: z
    .string('required')
    .trim()
    .min(1, 'required')
    .max(SUGGESTION_QUERY_MAX, 'too_long')
    .transform((q) => q.replace(/\s+/g, ' ')),
  language: z.enum(['ar', 'en'], 'invalid').default('ar'),
});

/** GET /api/places/districts?city=… : a city by any of its names. */
export const districtsQuerySchema = z.object({
  city: z.string('required').trim().min(1, 'required').max(100, 'too_long'),
});

/** A form of a concept, as an administrator types it: trimmed, visible, at most 60 characters. */
export const lexiconTermSchema = z.object({
  term: memberText('required')
    .refine(hasVisibleText, { message: 'required', abort: true })
    .max(60, 'too_long'),
  language: z.enum(SEARCH_TERM_LANGUAGES, 'invalid'),
});
export type LexiconTermInput = z.infer<typeof lexiconTermSchema>;

/** POST /api/admin/lexicon/concepts */
export const lexiconConceptSchema = z.object({
  key: z
    .string('required')
    .trim()
    .toLowerCase()
    .min(1, 'required')
    .max(60, 'too_long')
    .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'invalid'),
  kind: z.enum(SEARCH_CONCEPT_KINDS, 'invalid'),
  categoryId: z.number('invalid').int('invalid').positive('invalid').max(32767, 'invalid').nullable(),
  terms: z.array(lexiconTermSchema).min(1, 'required').max(50, 'invalid'),
});
export type LexiconConceptInput = z.infer<typeof lexiconConceptSchema>;

/** GET /api/admin/lexicon: concepts whose key or a form contains `search` (folded), paged. */
export const adminLexiconQuerySchema = z.object({
  search: z
    .string()
    .trim()
    .max(60, 'too_long')
    .optional()
    .transform((value) => (value ? value : undefined)),
  ...paging,
});
export type AdminLexiconQuery = z.infer<typeof adminLexiconQuerySchema>;
