import type { Suggestion } from '@shared/api-types';
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
import { useLanguage } from '../../../i18n/use-language';
import { useSuggestions } from '../api/get-suggestions';
import { closedCombobox, comboboxReducer, keyIntent } from '../combobox-state';
import { suggestionKey } from '../suggestion-target';
import { SuggestionsListbox } from './suggestions-listbox';
import { isSubmitOf, useCloseOutside } from './use-close-outside';

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
  useCloseOutside(showing, listboxId, dispatch);
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
    <SuggestionsListbox
      id={listboxId}
      showing={showing}
      suggestions={suggestions}
      keys={keys}
      typed={value}
      activeIndex={activeIndex}
      optionId={optionId}
      announce={current}
      onPick={pick}
    />
  );

  return { inputProps, popup };
}
