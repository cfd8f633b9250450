/**
 * The IBAN field groups what is typed in fours as banks print it ("SA03 8000 0000 …"), keeping the
 * caret after the same character. Only letters and digits count, Arabic-Indic digits written 0–9
 * (shared/digits.ts); anything past a Saudi IBAN's 24 characters is dropped. The schema
 * (shared/schemas/payments.ts) still decides validity.
 */
import { westernDigits } from '@shared/digits';
import { SAUDI_IBAN_LENGTH } from '@shared/iban';

/** Letters and digits of `text`, upper-case, at most 24. */
function ibanCharacters(text: string): string {
  return westernDigits(text)
    .replace(/[^0-9a-z]/gi, '')
    .toUpperCase()
    .slice(0, SAUDI_IBAN_LENGTH);
}

/** The value grouped in fours, and where the caret goes (after the same character it followed). */
export function groupIbanTyping(
  value: string,
  caret: number = value.length,
): { value: string; caret: number } {
  const characters = ibanCharacters(value);
  const before = Math.min(ibanCharacters(value.slice(0, caret)).length, characters.length);
  const grouped = characters.replace(/(.{4})(?=.)/g, '$1 ');
  // Each full group of four before the caret adds one space, except a group that ends it.
  const spaces = before === 0 ? 0 : Math.floor((before - 1) / 4);
  return { value: grouped, caret: before + spaces };
}
