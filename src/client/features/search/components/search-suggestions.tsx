import type { Suggestion } from '@shared/api-types';
import { LayoutGrid, type LucideIcon, MapPin, Package, Search } from 'lucide-react';
import {
  type ChangeEvent,
  type FocusEvent,
  type KeyboardEvent,
  type ReactNode,
  useEffect,
  useId,
  useMemo,
  useReducer,
} from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../i18n/use-language';
import { cn } from '../../../lib/cn';
import { useSuggestions } from '../api/get-suggestions';
import { closedCombobox, comboboxReducer, keyIntent } from '../combobox-state';
import { matchRange } from '../match-range';
import { suggestionKey, suggestionLabel } from '../suggestion-target';

const KIND_ICONS: Record<Suggestion['kind'], LucideIcon> = {
  term: Search,
  item: Package,
  category: LayoutGrid,
  place: MapPin,
};

/** The attributes of the search box's input that make it the combobox (spread them onto it). */
export interface SuggestionsInputProps {
  role: 'combobox';
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  onKeyDown: (event: KeyboardEvent<HTMLInputElement>) => void;
  onBlur: (event: FocusEvent<HTMLInputElement>) => void;
  autoComplete: 'off';
  'aria-autocomplete': 'list';
  'aria-expanded': boolean;
  'aria-controls': string;
  'aria-activedescendant': string | undefined;
}

/**
 * A search box's suggestions while typing, as a WAI-ARIA 1.2 combobox with a listbox popup: the
 * caller renders its own input (and label) with `inputProps`, and `popup` right after it inside a
 * column (`flex flex-col`) with `position: relative` whose width the popup takes.
 *
 * ArrowDown and ArrowUp move through the options (around at either end), Enter chooses the active
 * one or, with none active, lets the form submit the typed text; Escape closes the popup, Tab
 * leaves the box, a click or a tap chooses, and one anywhere else closes the popup. What is typed is asked about once typing pauses; the
 * number of suggestions is announced politely. Loading shows the last list or none, and an error
 * or no suggestion shows no popup.
 */
export function useSearchSuggestions({
  value,
  onValueChange,
  onPick,
}: {
  value: string;
  onValueChange: (value: string) => void;
  /** A suggestion chosen (the popup has closed). */
  onPick: (suggestion: Suggestion) => void;
}): { inputProps: SuggestionsInputProps; popup: ReactNode } {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const listboxId = useId();
  const [state, dispatch] = useReducer(comboboxReducer, closedCombobox);
  const { suggestions, current } = useSuggestions(value, language, state.open);
  const keys = useMemo(() => suggestions.map(suggestionKey), [suggestions]);
  const showing = state.open && suggestions.length > 0;
  const activeIndex = showing && state.active !== null ? keys.indexOf(state.active) : -1;
  const optionId = (index: number) => `${listboxId}-option-${index}`;
  const activeId = activeIndex === -1 ? undefined : optionId(activeIndex);

  // A new list without the active option: the focus goes back to the text.
  useEffect(() => dispatch({ type: 'options', keys }), [keys]);
  // A tap or click anywhere but the box, its list and its form's submit button closes the list: on a
  // phone a tap on the page does not always take the focus from the box. The submit button is left
  // to submit: on a phone the list sits above it in the flow, and closing it on the press would move
  // the button from under the finger before the tap ends. A submit closes the list.
  useEffect(() => {
    if (!showing) return;
    const box = () => document.querySelector(`[aria-controls="${CSS.escape(listboxId)}"]`);
    const closeOutside = (event: PointerEvent) => {
      const target = event.target instanceof Element ? event.target : null;
      if (!target || !isPartOfBox(target, listboxId, box())) dispatch({ type: 'close' });
    };
    const closeOnSubmit = (event: SubmitEvent) => {
      if (event.target instanceof Node && event.target.contains(box())) dispatch({ type: 'close' });
    };
    document.addEventListener('pointerdown', closeOutside);
    document.addEventListener('submit', closeOnSubmit, true);
    return () => {
      document.removeEventListener('pointerdown', closeOutside);
      document.removeEventListener('submit', closeOnSubmit, true);
    };
  }, [showing, listboxId]);
  // The active option in view when the list scrolls (a short screen, a phone's keyboard up).
  useEffect(() => {
    if (activeId) document.getElementById(activeId)?.scrollIntoView({ block: 'nearest' });
  }, [activeId]);

  const pick = (suggestion: Suggestion) => {
    dispatch({ type: 'close' });
    onPick(suggestion);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const intent = keyIntent(event.key, state, { showing, composing: event.nativeEvent.isComposing });
    if (intent === null || event.altKey || event.ctrlKey || event.metaKey) return;
    switch (intent) {
      case 'next':
      case 'previous':
        event.preventDefault();
        dispatch({ type: intent, keys });
        return;
      case 'pick': {
        const chosen = suggestions[activeIndex];
        if (!chosen) return;
        event.preventDefault();
        pick(chosen);
        return;
      }
      case 'close':
        // Not the browser's Escape, which would also empty a search box.
        event.preventDefault();
        dispatch({ type: 'close' });
        return;
      case 'leave':
        dispatch({ type: 'close' });
        return;
    }
  };

  const inputProps: SuggestionsInputProps = {
    role: 'combobox',
    value,
    onChange: (event) => {
      onValueChange(event.target.value);
      dispatch({ type: 'typed' });
    },
    onKeyDown,
    // Focus going to the form's submit button keeps the list until the submit (see above).
    onBlur: (event) => {
      if (!isSubmitOf(event.relatedTarget, event.currentTarget)) dispatch({ type: 'close' });
    },
    autoComplete: 'off',
    'aria-autocomplete': 'list',
    'aria-expanded': showing,
    'aria-controls': listboxId,
    'aria-activedescendant': activeId,
  };

  const popup = (
    <>
      <div
        id={listboxId}
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
              typed={value}
              active={index === activeIndex}
              onChoose={() => pick(suggestion)}
            />
          ))}
      </div>
      <p className="sr-only" aria-live="polite" aria-atomic="true">
        {showing && current ? t('search.suggestions.count', { count: suggestions.length }) : ''}
      </p>
    </>
  );

  return { inputProps, popup };
}

/** The element is a submit button of the box's own form. */
function isSubmitOf(element: EventTarget | null, box: Element | null): boolean {
  const form = box?.closest('form');
  return Boolean(
    form && element instanceof Element && element.closest('button[type="submit"]')?.closest('form') === form,
  );
}

/** The element is the box (with its label), its list, or its form's submit button. */
function isPartOfBox(element: Element, listboxId: string, box: Element | null): boolean {
  const field = box?.closest('label') ?? box;
  if (field?.contains(element) || element.closest(`#${CSS.escape(listboxId)}`)) return true;
  return isSubmitOf(element, box);
}

function SuggestionOption({
  id,
  suggestion,
  typed,
  active,
  onChoose,
}: {
  id: string;
  suggestion: Suggestion;
  typed: string;
  active: boolean;
  onChoose: () => void;
}) {
  const { t } = useTranslation();
  const Icon = KIND_ICONS[suggestion.kind];
  const kind = t(`search.suggestions.kinds.${suggestion.kind}`);
  // Words and titles are what people wrote, in either language; names are in the page's.
  const written = suggestion.kind === 'term' || suggestion.kind === 'item';
  return (
    // biome-ignore lint/a11y/useFocusableInteractive: the box keeps the focus; aria-activedescendant names the option.
    // biome-ignore lint/a11y/useKeyWithClickEvents: Enter in the box chooses the active option.
    <div
      id={id}
      role="option"
      aria-selected={active}
      onClick={onChoose}
      className={cn(
        'flex min-h-11 cursor-pointer select-none items-center gap-3 rounded-xl px-2.5 py-2 text-start',
        'hover:bg-canvas',
        active && 'bg-primary-50 text-primary-900 ring-1 ring-primary-600/30 ring-inset hover:bg-primary-50',
      )}
    >
      <span
        className={cn(
          'flex size-8 shrink-0 items-center justify-center rounded-lg',
          active ? 'bg-primary-100 text-primary-800' : 'bg-canvas text-primary-700',
        )}
      >
        <Icon className="size-4" aria-hidden="true" />
      </span>
      {/* Heard as "City: Jeddah"; the kind at the end is for the eyes (a word needs none there). */}
      <span className="sr-only">{t('search.suggestions.kindPrefix', { kind })}</span>
      <span className="min-w-0 flex-1 truncate" dir={written ? 'auto' : undefined}>
        <Highlighted text={suggestionLabel(suggestion)} typed={typed} />
      </span>
      {suggestion.kind !== 'term' && (
        <span className="shrink-0 text-xs text-muted" aria-hidden="true">
          {kind}
        </span>
      )}
    </div>
  );
}

/** The text with the part matching what is typed in bold (matchRange: no pattern from the text). */
function Highlighted({ text, typed }: { text: string; typed: string }) {
  const range = matchRange(text, typed);
  if (!range) return text;
  const [start, end] = range;
  return (
    <>
      {text.slice(0, start)}
      <span className="font-bold">{text.slice(start, end)}</span>
      {text.slice(end)}
    </>
  );
}
