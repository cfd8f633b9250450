import type { Suggestion } from '@shared/api-types';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../lib/cn';
import { SuggestionOption } from './suggestion-option';

/** The suggestions' popup (a listbox) and the polite count of them; see useSearchSuggestions. */
export function SuggestionsListbox({
  id,
  showing,
  suggestions,
  keys,
  typed,
  activeIndex,
  optionId,
  announce,
  onPick,
}: {
  id: string;
  showing: boolean;
  suggestions: Suggestion[];
  keys: string[];
  typed: string;
  activeIndex: number;
  optionId: (index: number) => string;
  /** The list is the answer to what is typed now (not the last one, shown while loading). */
  announce: boolean;
  onPick: (suggestion: Suggestion) => void;
}) {
  const { t } = useTranslation();
  return (
    <>
      <div
        id={id}
        role="listbox"
        aria-label={t('search.suggestions.label')}
        hidden={!showing}
        // Keep the focus in the box: a press on an option (or the list's scroll bar) does not close
        // the popup before the click that follows chooses.
        onMouseDown={(event) => event.preventDefault()}
        // On a phone, in the page's flow under the field: the fields and the Search button below it
        // move down rather than hide under the list. On wider screens it floats under the field, as
        // wide (at least 24rem, for listings' titles), above the page's floating buttons (z-30) and
        // below its sticky header (z-40).
        className={cn(
          'relative z-35 mt-2 max-h-[min(26rem,60dvh)] overflow-y-auto overscroll-contain',
          'md:absolute md:start-0 md:end-0 md:top-full',
          'rounded-2xl border border-line bg-surface p-1.5 text-ink shadow-pop md:min-w-96',
        )}
      >
        {showing &&
          suggestions.map((suggestion, index) => (
            <SuggestionOption
              key={keys[index]}
              id={optionId(index)}
              suggestion={suggestion}
              typed={typed}
              active={index === activeIndex}
              onChoose={() => onPick(suggestion)}
            />
          ))}
      </div>
      <p className="sr-only" aria-live="polite" aria-atomic="true">
        {showing && announce ? t('search.suggestions.count', { count: suggestions.length }) : ''}
      </p>
    </>
  );
}
