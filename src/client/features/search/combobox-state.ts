/**
 * The keyboard state of a search box with suggestions (the WAI-ARIA 1.2 combobox pattern with a
 * listbox popup): whether the popup is open, and which option is active (aria-activedescendant),
 * held by its key so it survives a new answer that still contains it.
 */

export interface ComboboxState {
  /** The popup may show (it shows when it also has options). */
  open: boolean;
  /** The key of the active option, or null: the focus is on the text itself. */
  active: string | null;
}

export type ComboboxAction =
  /** Text typed or deleted: the popup opens, no option is active. */
  | { type: 'typed' }
  /** ArrowDown (`next`) or ArrowUp (`previous`) among these options, in the order shown. */
  | { type: 'next' | 'previous'; keys: readonly string[] }
  /** A new list of options: the active one stays active if it is still there. */
  | { type: 'options'; keys: readonly string[] }
  /** Escape, Tab, leaving the box, a choice or a submit: the popup closes. */
  | { type: 'close' };

export const closedCombobox: ComboboxState = { open: false, active: null };

export function comboboxReducer(state: ComboboxState, action: ComboboxAction): ComboboxState {
  switch (action.type) {
    case 'typed':
      return state.open && state.active === null ? state : { open: true, active: null };
    case 'next':
    case 'previous': {
      const { keys } = action;
      if (keys.length === 0) return state.open ? state : { open: true, active: null };
      const forward = action.type === 'next';
      // From a closed popup, or from the text: the first option going down, the last going up.
      const current = state.open && state.active !== null ? keys.indexOf(state.active) : -1;
      const next =
        current === -1
          ? forward
            ? 0
            : keys.length - 1
          : (current + (forward ? 1 : -1) + keys.length) % keys.length;
      return { open: true, active: keys[next] ?? null };
    }
    case 'options':
      return state.active === null || action.keys.includes(state.active) ? state : { ...state, active: null };
    case 'close':
      return state.open || state.active !== null ? closedCombobox : state;
  }
}

/** What a key pressed in the box does, given the state (null: the browser's own behaviour). */
export type ComboboxKeyIntent = 'next' | 'previous' | 'pick' | 'close' | 'leave' | null;

export function keyIntent(
  key: string,
  state: ComboboxState,
  { showing, composing = false }: { showing: boolean; composing?: boolean },
): ComboboxKeyIntent {
  if (composing) return null;
  switch (key) {
    case 'ArrowDown':
      return 'next';
    case 'ArrowUp':
      return 'previous';
    // With an option active, Enter chooses it; otherwise the form submits the typed text.
    case 'Enter':
      return showing && state.active !== null ? 'pick' : 'leave';
    // Escape closes an open popup (and keeps the text); on a closed one the browser clears the box.
    case 'Escape':
      return showing ? 'close' : null;
    case 'Tab':
      return 'leave';
    default:
      return null;
  }
}
