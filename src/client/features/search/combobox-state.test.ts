import { describe, expect, it } from 'vitest';
import {
  type ComboboxAction,
  type ComboboxState,
  closedCombobox,
  comboboxReducer,
  keyIntent,
} from './combobox-state';

const keys = ['term:tent', 'category:1', 'item:abc'] as const;
const run = (actions: ComboboxAction[], from: ComboboxState = closedCombobox) =>
  actions.reduce(comboboxReducer, from);

describe('the combobox keyboard state', () => {
  it('opens on typing with no option active', () => {
    expect(run([{ type: 'typed' }])).toEqual({ open: true, active: null });
    // Typing again after moving through the list goes back to the text.
    expect(run([{ type: 'typed' }, { type: 'next', keys }, { type: 'typed' }])).toEqual({
      open: true,
      active: null,
    });
  });

  it('moves down from the text to the first option, then on, and round from the last to the first', () => {
    const open = run([{ type: 'typed' }]);
    const steps = [1, 2, 3, 4].map((n) => run(Array(n).fill({ type: 'next', keys }), open).active);
    expect(steps).toEqual(['term:tent', 'category:1', 'item:abc', 'term:tent']);
  });

  it('moves up from the text to the last option, and round from the first to the last', () => {
    const open = run([{ type: 'typed' }]);
    expect(run([{ type: 'previous', keys }], open).active).toBe('item:abc');
    expect(
      run(
        [
          { type: 'next', keys },
          { type: 'previous', keys },
        ],
        open,
      ).active,
    ).toBe('item:abc');
    expect(
      run(
        [
          { type: 'previous', keys },
          { type: 'previous', keys },
        ],
        open,
      ).active,
    ).toBe('category:1');
  });

  it('opens a closed popup with ArrowDown on the first option and ArrowUp on the last', () => {
    expect(run([{ type: 'next', keys }])).toEqual({ open: true, active: 'term:tent' });
    expect(run([{ type: 'previous', keys }])).toEqual({ open: true, active: 'item:abc' });
    // After Escape the arrows start again from the text, not from the option active before.
    const escaped = run([
      { type: 'typed' },
      { type: 'next', keys },
      { type: 'next', keys },
      { type: 'close' },
    ]);
    expect(escaped).toEqual(closedCombobox);
    expect(run([{ type: 'next', keys }], escaped).active).toBe('term:tent');
  });

  it('with no options, the arrows only open (the list may come) and activate nothing', () => {
    expect(run([{ type: 'next', keys: [] }])).toEqual({ open: true, active: null });
    expect(run([{ type: 'previous', keys: [] }])).toEqual({ open: true, active: null });
  });

  it('keeps the active option through a new list that has it, and drops it otherwise', () => {
    const onCategory = run([{ type: 'typed' }, { type: 'next', keys }, { type: 'next', keys }]);
    expect(run([{ type: 'options', keys: ['place:Riyadh', 'category:1'] }], onCategory).active).toBe(
      'category:1',
    );
    expect(run([{ type: 'options', keys: ['term:tents'] }], onCategory)).toEqual({
      open: true,
      active: null,
    });
    // Moving on from there follows the new order.
    const moved = run([{ type: 'next', keys: ['place:Riyadh', 'category:1', 'term:x'] }], onCategory);
    expect(moved.active).toBe('term:x');
  });

  it('returns the same state when nothing changes (React then skips a render)', () => {
    const open = run([{ type: 'typed' }]);
    expect(comboboxReducer(open, { type: 'typed' })).toBe(open);
    expect(comboboxReducer(open, { type: 'options', keys })).toBe(open);
    expect(comboboxReducer(closedCombobox, { type: 'close' })).toBe(closedCombobox);
  });
});

describe('what a key does in the box', () => {
  const active: ComboboxState = { open: true, active: 'term:tent' };
  const onText: ComboboxState = { open: true, active: null };

  it('moves with the arrows, open or not', () => {
    expect(keyIntent('ArrowDown', closedCombobox, { showing: false })).toBe('next');
    expect(keyIntent('ArrowUp', onText, { showing: true })).toBe('previous');
  });

  it('chooses the active option with Enter, and otherwise lets the form submit the text', () => {
    expect(keyIntent('Enter', active, { showing: true })).toBe('pick');
    expect(keyIntent('Enter', onText, { showing: true })).toBe('leave');
    // A popup not on screen (no suggestions, an error) has nothing to choose.
    expect(keyIntent('Enter', active, { showing: false })).toBe('leave');
  });

  it('closes an open popup with Escape, and leaves a closed box to the browser', () => {
    expect(keyIntent('Escape', active, { showing: true })).toBe('close');
    expect(keyIntent('Escape', closedCombobox, { showing: false })).toBeNull();
  });

  it('closes and lets the focus go on Tab', () => {
    expect(keyIntent('Tab', active, { showing: true })).toBe('leave');
  });

  it('leaves every other key, and any key while an input method composes, to the browser', () => {
    for (const key of ['a', 'Home', 'End', 'ArrowLeft', 'ArrowRight', 'Backspace'])
      expect(keyIntent(key, active, { showing: true })).toBeNull();
    expect(keyIntent('Enter', active, { showing: true, composing: true })).toBeNull();
    expect(keyIntent('ArrowDown', active, { showing: true, composing: true })).toBeNull();
  });
});
