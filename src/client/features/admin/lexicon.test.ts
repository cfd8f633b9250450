import type { LexiconConceptView, LexiconTerm } from '@shared/api-types';
import { ADMIN_PAGE_SIZE } from '@shared/constants';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api';
import {
  LEXICON_SEARCH_MAX,
  lexiconApiQuery,
  lexiconStateFromParams,
  paramsFromLexiconState,
  searchWordsHref,
} from './admin-params';
import {
  formKey,
  guessTermLanguage,
  hasForm,
  type LexiconPage,
  lexiconProblem,
  problemMarker,
  problemOfMarker,
  repeatedForms,
  termsByLanguage,
  withTermAdded,
  withTermRemoved,
} from './lexicon';

const term = (id: number, text: string, language: LexiconTerm['language']): LexiconTerm => ({
  id,
  term: text,
  language,
});

const tent: LexiconConceptView = {
  id: 7,
  key: 'tent',
  kind: 'thing',
  categoryId: 1,
  terms: [term(1, 'tent', 'en'), term(2, 'خيمة', 'ar'), term(3, 'khaima', 'translit'), term(4, 'خيام', 'ar')],
  updatedAt: '2026-01-01T00:00:00.000Z',
};
const drill: LexiconConceptView = {
  ...tent,
  id: 8,
  key: 'drill',
  terms: [term(10, 'دريل', 'translit'), term(11, 'drill', 'en')],
};
const page: LexiconPage = { rows: [tent, drill], total: 2, capped: false };

const failure = (status: number, code: string) =>
  new ApiError(status, JSON.stringify({ code, message: '' }), { code, message: '' });

describe('a concept’s forms on screen', () => {
  it('are grouped Arabic, English, other scripts, each in the order the server gave', () => {
    expect(termsByLanguage(tent.terms)).toEqual([
      { language: 'ar', terms: [term(2, 'خيمة', 'ar'), term(4, 'خيام', 'ar')] },
      { language: 'en', terms: [term(1, 'tent', 'en')] },
      { language: 'translit', terms: [term(3, 'khaima', 'translit')] },
    ]);
  });

  it('leave out a language the concept has no form in', () => {
    expect(termsByLanguage(drill.terms).map((group) => group.language)).toEqual(['en', 'translit']);
    expect(termsByLanguage([])).toEqual([]);
  });
});

describe('whether a concept has a form already', () => {
  it('compares as the search does: hamza, taa marbuta, case, spaces and the article are one', () => {
    expect(formKey('  Camping   Tent ')).toBe('camping tent');
    expect(hasForm(tent.terms, 'خيمه')).toBe(true);
    expect(hasForm(tent.terms, 'الخيمة')).toBe(true);
    expect(hasForm(tent.terms, ' TENT ')).toBe(true);
    expect(hasForm([term(1, 'أدوات', 'ar')], 'ادوات')).toBe(true);
  });

  it('is false for another word, and for nothing typed', () => {
    expect(hasForm(tent.terms, 'خيمة بر')).toBe(false);
    expect(hasForm(tent.terms, 'tents')).toBe(false);
    expect(hasForm(tent.terms, '   ')).toBe(false);
  });

  it('finds the rows of a new concept that repeat an earlier one, blanks aside', () => {
    expect(
      repeatedForms([
        { term: 'خيمة' },
        { term: '' },
        { term: 'tent' },
        { term: 'خيمه' },
        { term: '' },
        { term: 'Tent' },
      ]),
    ).toEqual([3, 5]);
    expect(repeatedForms([{ term: 'a' }, { term: 'b' }])).toEqual([]);
  });
});

describe('the language a typed form starts in', () => {
  it('follows the script', () => {
    expect(guessTermLanguage('خيمة')).toBe('ar');
    expect(guessTermLanguage('tent')).toBe('en');
    expect(guessTermLanguage('PS5')).toBe('en');
    expect(guessTermLanguage('بلايستيشن ٥')).toBe('ar');
  });

  it('says nothing for digits alone, nothing typed, or both scripts', () => {
    expect(guessTermLanguage('')).toBeUndefined();
    expect(guessTermLanguage('55')).toBeUndefined();
    expect(guessTermLanguage('خيمة tent')).toBeUndefined();
  });
});

describe('what a refusal of the lexicon’s API means', () => {
  it('a conflict: the key taken, the form there already, or the last form', () => {
    expect(lexiconProblem('createConcept', failure(409, 'conflict'))).toBe('keyTaken');
    expect(lexiconProblem('addTerm', failure(409, 'conflict'))).toBe('termTaken');
    expect(lexiconProblem('removeTerm', failure(409, 'conflict'))).toBe('lastTerm');
  });

  it('not found: the concept or the form is gone', () => {
    expect(lexiconProblem('addTerm', failure(404, 'not_found'))).toBe('conceptGone');
    expect(lexiconProblem('removeTerm', failure(404, 'not_found'))).toBe('termGone');
    expect(lexiconProblem('createConcept', failure(404, 'not_found'))).toBeUndefined();
  });

  it('anything else is the app’s usual message', () => {
    expect(lexiconProblem('addTerm', failure(400, 'validation_failed'))).toBeUndefined();
    expect(lexiconProblem('removeTerm', failure(401, 'unauthorized'))).toBeUndefined();
    expect(lexiconProblem('addTerm', new TypeError('Failed to fetch'))).toBeUndefined();
  });

  it('travels in a field error’s message, apart from the validation keys', () => {
    expect(problemOfMarker(problemMarker('termTaken'))).toBe('termTaken');
    expect(problemOfMarker(problemMarker('repeated'))).toBe('repeated');
    expect(problemOfMarker('required')).toBeUndefined();
    expect(problemOfMarker('lexicon:nonsense')).toBeUndefined();
    expect(problemOfMarker(undefined)).toBeUndefined();
  });
});

describe('a cached page after a change', () => {
  it('shows an added form at the end of its concept’s forms, once', () => {
    const added = term(99, 'خيمة جديدة', 'ar');
    const next = withTermAdded(page, tent.id, added);
    expect(next?.rows[0]?.terms.at(-1)).toEqual(added);
    expect(next?.rows[1]).toBe(drill);
    expect(withTermAdded(next, tent.id, added)?.rows[0]?.terms.filter((t) => t.id === 99)).toHaveLength(1);
  });

  it('is left as it is when the concept is not on it', () => {
    expect(withTermAdded(page, 12345, term(99, 'x', 'en'))).toBe(page);
    expect(withTermAdded(undefined, tent.id, term(99, 'x', 'en'))).toBeUndefined();
  });

  it('drops a removed form, and only that', () => {
    const next = withTermRemoved(page, 2);
    expect(next?.rows[0]?.terms.map((t) => t.id)).toEqual([1, 3, 4]);
    expect(next?.rows[1]).toBe(drill);
    expect(withTermRemoved(page, 12345)).toBe(page);
    expect(withTermRemoved(undefined, 2)).toBeUndefined();
  });
});

describe('the search words page in the address', () => {
  const params = (query: string) => new URLSearchParams(query);

  it('reads the search (trimmed, at most what the API takes) and the page', () => {
    expect(lexiconStateFromParams(params('search=%20خيمة%20&page=2'))).toEqual({ search: 'خيمة', page: 2 });
    expect(lexiconStateFromParams(params(`search=${'x'.repeat(80)}`)).search).toHaveLength(
      LEXICON_SEARCH_MAX,
    );
    expect(lexiconStateFromParams(params('page=0'))).toEqual({ search: '', page: 1 });
  });

  it('writes only what is not the default', () => {
    expect(paramsFromLexiconState({ search: '', page: 1 }).toString()).toBe('');
    expect(paramsFromLexiconState({ search: 'tent', page: 3 }).toString()).toBe('search=tent&page=3');
    expect(searchWordsHref()).toBe('/admin/search-words');
    expect(searchWordsHref({ search: 'خيمة', page: 2 })).toBe(
      `/admin/search-words?search=${encodeURIComponent('خيمة')}&page=2`,
    );
  });

  it('asks the API for one page', () => {
    expect(lexiconApiQuery({ search: '', page: 1 })).toEqual({
      search: undefined,
      limit: ADMIN_PAGE_SIZE,
      offset: 0,
    });
    expect(lexiconApiQuery({ search: 'tent', page: 3 })).toEqual({
      search: 'tent',
      limit: ADMIN_PAGE_SIZE,
      offset: 2 * ADMIN_PAGE_SIZE,
    });
  });
});
