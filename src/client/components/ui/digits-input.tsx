import { westernDigits } from '@shared/digits';
import { Input, type InputProps } from './input';

/**
 * Rewrites an input's Arabic-Indic digits and separators as 0–9 and "." in place
 * (shared/digits.ts), the caret kept where it was: one character stands for one.
 */
export function showWesternDigits(input: HTMLInputElement): void {
  const { value, selectionStart, selectionEnd } = input;
  const western = westernDigits(value);
  if (western === value) return;
  input.value = western;
  if (selectionStart !== null && selectionEnd !== null && document.activeElement === input) {
    input.setSelectionRange(selectionStart, selectionEnd);
  }
}

/**
 * A text input for a number or a code: a price, a number of days, a phone number, a postal code.
 * Digits typed on an Arabic keyboard ("٩٥") are kept, and shown as the value they count as ("95")
 * before the form reads them (docs/decisions/0051-arabic-digits-and-usernames.md). Never
 * type="number": Chromium empties such a field of Arabic-Indic digits before any script sees them.
 */
export function DigitsInput({ onChange, inputMode = 'numeric', ...props }: InputProps) {
  return (
    <Input
      inputMode={inputMode}
      {...props}
      onChange={(event) => {
        showWesternDigits(event.currentTarget);
        onChange?.(event);
      }}
    />
  );
}
