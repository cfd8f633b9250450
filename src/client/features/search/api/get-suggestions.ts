import type { Suggestion, SuggestionList } from '@shared/api-types';
import type { Language } from '@shared/constants';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';

/**
 * The server's bounds (src/shared/schemas/search.ts, SUGGESTION_QUERY_MAX and SUGGESTIONS_MAX),
 * repeated here so the home page does not load the schemas' code for two numbers.
 */
export const SUGGESTION_QUERY_MAX = 60;
export const SUGGESTIONS_MAX = 8;
/** How long typing must pause before suggestions are asked for. */
export const SUGGESTIONS_DEBOUNCE_MS = 150;
/** As long as the server lets a browser keep an answer (Cache-Control: max-age=60). */
const SUGGESTIONS_STALE_MS = 60_000;

const ENDPOINT = '/api/search/suggestions';

/**
 * The text to ask about: the typed text trimmed, its runs of white space one space (as the server
 * reads it, so "a  b" and "a b" share an answer); null when nothing but spaces is typed, or more
 * than the server takes.
 */
export function suggestionQueryOf(typed: string): string | null {
  const q = typed.trim().split(/\s+/).join(' ');
  if (q === '' || [...q].length > SUGGESTION_QUERY_MAX) return null;
  return q;
}

/**
 * Whether the list for `before` may stay on screen while the list for `now` loads: when one text
 * continues the other (a letter typed or deleted), not after the box was cleared or its text
 * replaced, which would show suggestions for something no longer typed.
 */
export function continuesText(before: string | null, now: string | null): boolean {
  if (before === null || now === null) return false;
  const a = before.toLocaleLowerCase();
  const b = now.toLocaleLowerCase();
  return a.startsWith(b) || b.startsWith(a);
}

/** A value that follows `value` once it has not changed for `delayMs`. */
export function useDebouncedValue<T>(value: T, delayMs: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}

type SuggestionsKey = readonly [typeof ENDPOINT, { q: string | null; language: Language }];

/**
 * Suggestions for what is typed, once typing pauses (150 ms). The text is in the query key, so an
 * answer always belongs to its text, and a request whose text has changed is cancelled (the
 * default query function hands the abort signal to fetch). While the next answer loads, the last
 * one stays if the text continues it (continuesText), so the list does not flash; otherwise there
 * is none until it comes. `current` says whether the list answers the text as typed now. An error
 * is no list: the box still searches for the typed text.
 */
export function useSuggestions(typed: string, language: Language, enabled: boolean) {
  const wanted = suggestionQueryOf(typed);
  const q = useDebouncedValue(wanted, SUGGESTIONS_DEBOUNCE_MS);
  const queryKey: SuggestionsKey = [ENDPOINT, { q, language }];
  const query = useQuery<SuggestionList, Error, SuggestionList, SuggestionsKey>({
    queryKey,
    enabled: enabled && q !== null,
    staleTime: SUGGESTIONS_STALE_MS,
    placeholderData: (previous, previousQuery) => {
      const before = previousQuery?.queryKey[1];
      return before?.language === language && continuesText(before.q, q)
        ? keepPreviousData(previous)
        : undefined;
    },
  });
  const showing = wanted !== null && continuesText(q, wanted) && !query.isError;
  const data = showing ? query.data : undefined;
  const suggestions = useMemo<Suggestion[]>(() => data?.suggestions.slice(0, SUGGESTIONS_MAX) ?? [], [data]);
  return {
    suggestions,
    current: wanted === q && query.isSuccess && !query.isPlaceholderData,
  };
}
