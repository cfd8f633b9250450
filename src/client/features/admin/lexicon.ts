/**
 * The logic of /admin/search-words (docs/decisions/0039-search-lexicon.md), kept apart from the
 * screen: forms grouped by language, whether a concept already has a form (compared folded, as the
 * search compares them: أ/ا, ة/ه and the like are one), the language a typed word is most likely
 * in, which refusal of the API means what, and the cached pages updated after a change.
 */
import type { LexiconConceptView, LexiconTerm } from '@shared/api-types';
import { SEARCH_TERM_LANGUAGES, type SearchTermLanguage } from '@shared/search';
import { normalizeForSearch } from '@shared/search-normalize';
import { ApiError } from '../../lib/api';

/** A concept's forms in the order the screen shows them: Arabic, English, other scripts; empty groups left out. */
export function termsByLanguage(
  terms: readonly LexiconTerm[],
): { language: SearchTermLanguage; terms: LexiconTerm[] }[] {
  return SEARCH_TERM_LANGUAGES.map((language) => ({
    language,
    terms: terms.filter((term) => term.language === language),
  })).filter((group) => group.terms.length > 0);
}

/** A form as the search compares it: trimmed, inner spaces made one, folded (search-normalize.ts). */
export function formKey(term: string): string {
  return normalizeForSearch(term.trim().replace(/\s+/g, ' '));
}

/** Whether `candidate` is already one of these forms, however it is spelled (خيمه is خيمة). */
export function hasForm(terms: readonly { term: string }[], candidate: string): boolean {
  const key = formKey(candidate);
  return key !== '' && terms.some((term) => formKey(term.term) === key);
}

/** The indexes of the forms that repeat an earlier one of the list (blank ones aside). */
export function repeatedForms(terms: readonly { term: string }[]): number[] {
  const seen = new Set<string>();
  const repeated: number[] = [];
  terms.forEach((term, index) => {
    const key = formKey(term.term);
    if (!key) return;
    if (seen.has(key)) repeated.push(index);
    else seen.add(key);
  });
  return repeated;
}

const ARABIC_LETTER = /[\u0621-\u064A\u066E-\u06D3\u06FA-\u06FF]/;
const LATIN_LETTER = /[A-Za-z]/;

/**
 * The language a typed form is most likely in, from its script: Arabic letters are Arabic, Latin
 * letters English; nothing for digits alone or nothing typed. A writing across scripts (دريل,
 * khaima) looks like the script it is written in: only the administrator knows it, so this is
 * only the choice the form starts from until the language is chosen.
 */
export function guessTermLanguage(text: string): SearchTermLanguage | undefined {
  const arabic = ARABIC_LETTER.test(text);
  const latin = LATIN_LETTER.test(text);
  if (arabic && !latin) return 'ar';
  if (latin && !arabic) return 'en';
  return undefined;
}

export type LexiconAction = 'createConcept' | 'addTerm' | 'removeTerm';

/** A refusal of the lexicon's API that the screen explains in its own words. */
export type LexiconProblem = 'keyTaken' | 'termTaken' | 'lastTerm' | 'conceptGone' | 'termGone';

/**
 * What a failed change means: 409 is a key already used, a form the concept already has, or the
 * concept's last form; 404 is a concept or form someone else removed. Anything else (validation,
 * the network, a session that ended) is the app's usual message.
 */
export function lexiconProblem(action: LexiconAction, error: unknown): LexiconProblem | undefined {
  if (!(error instanceof ApiError)) return undefined;
  if (error.status === 409) {
    return action === 'createConcept' ? 'keyTaken' : action === 'addTerm' ? 'termTaken' : 'lastTerm';
  }
  if (error.status === 404) {
    if (action === 'addTerm') return 'conceptGone';
    if (action === 'removeTerm') return 'termGone';
  }
  return undefined;
}

/** What a form field can be refused for by the screen itself: a refusal of the API, or a form listed twice. */
export type LexiconFieldProblem = LexiconProblem | 'repeated';

const MARKER = 'lexicon:';
const FIELD_PROBLEMS = ['keyTaken', 'termTaken', 'lastTerm', 'conceptGone', 'termGone', 'repeated'] as const;

/** A field error's message for one of the screen's own refusals (the others are validation keys). */
export function problemMarker(problem: LexiconFieldProblem): string {
  return `${MARKER}${problem}`;
}

/** The screen's own refusal a field error's message names, if it names one. */
export function problemOfMarker(message: string | undefined): LexiconFieldProblem | undefined {
  if (!message?.startsWith(MARKER)) return undefined;
  const problem = message.slice(MARKER.length);
  return (FIELD_PROBLEMS as readonly string[]).includes(problem)
    ? (problem as LexiconFieldProblem)
    : undefined;
}

/** A cached page of GET /api/admin/lexicon. */
export interface LexiconPage {
  rows: LexiconConceptView[];
  total: number;
  capped: boolean;
}

/** The page with the new form at the end of its concept's forms (unchanged when the concept is not on it). */
export function withTermAdded(
  page: LexiconPage | undefined,
  conceptId: number,
  term: LexiconTerm,
): LexiconPage | undefined {
  if (!page?.rows.some((concept) => concept.id === conceptId)) return page;
  return {
    ...page,
    rows: page.rows.map((concept) =>
      concept.id === conceptId && !concept.terms.some((known) => known.id === term.id)
        ? { ...concept, terms: [...concept.terms, term] }
        : concept,
    ),
  };
}

/** The page without the form (unchanged when no concept on it has it). */
export function withTermRemoved(page: LexiconPage | undefined, termId: number): LexiconPage | undefined {
  if (!page?.rows.some((concept) => concept.terms.some((term) => term.id === termId))) return page;
  return {
    ...page,
    rows: page.rows.map((concept) =>
      concept.terms.some((term) => term.id === termId)
        ? { ...concept, terms: concept.terms.filter((term) => term.id !== termId) }
        : concept,
    ),
  };
}
