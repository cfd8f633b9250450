/**
 * Saudi national ID numbers (citizens) and Iqama numbers (residents), as Nafath takes them
 * (docs/nafath-sandbox.md): 10 digits, the first 1 for a citizen or 2 for a resident, the last a
 * check digit. Typed with Latin, Arabic-Indic (٠–٩) or Persian (۰–۹) digits, with spaces or dashes
 * between them (shared/digits.ts), and kept as 10 Latin digits.
 *
 * The check digit is not documented by the government. The widely used open-source validators
 * (GitHub alhazmy13/Saudi-ID-Validator `validateSAID.ts`, malzaid0/saudi-id-validator-npm
 * `src/idValidator.ts`) all check it the same way, which is the Luhn algorithm over the 10 digits:
 * from the left, the 1st, 3rd … 9th digits doubled (the digits of the product summed), the others
 * taken as they are, and the total a multiple of 10. Their examples agree: 1000000008 is valid,
 * 1000000000 is not.
 */
import { z } from 'zod';
import { westernDigits } from './digits';

export type NationalIdKind = 'citizen' | 'resident';

/** Spaces of every kind, direction marks and dashes: what people put between digits, or paste along. */
const SEPARATORS = /[\s\u200E\u200F\u061C\-–]/g;
const NATIONAL_ID = /^[12]\d{9}$/;

/** The Luhn sum of 10 digits: every other digit doubled, starting with the first (the 10th, the check digit, not). */
function luhnSum(digits: string): number {
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    const digit = Number(digits[index]);
    const weighted = index % 2 === 0 ? digit * 2 : digit;
    sum += weighted > 9 ? weighted - 9 : weighted;
  }
  return sum;
}

/** The 10-digit ID in Latin digits, or null when it is not a valid national ID or Iqama number. */
export function nationalIdOf(input: string): string | null {
  const plain = westernDigits(input).replace(SEPARATORS, '');
  if (!NATIONAL_ID.test(plain)) return null;
  return luhnSum(plain) % 10 === 0 ? plain : null;
}

/** Whether a valid ID (nationalIdOf) is a citizen's national ID (1…) or a resident's Iqama (2…). */
export function nationalIdKind(id: string): NationalIdKind {
  return id.startsWith('1') ? 'citizen' : 'resident';
}

/**
 * The valid ID that starts with these nine digits, its check digit computed: for tests and the
 * Nafath sandbox's made-up people, which need valid IDs nobody has to work out by hand.
 */
export function nationalIdWithCheckDigit(nineDigits: string): string {
  if (!/^[12]\d{8}$/.test(nineDigits)) throw new Error('Nine digits starting with 1 or 2 are needed');
  const check = (10 - (luhnSum(`${nineDigits}0`) % 10)) % 10;
  return `${nineDigits}${check}`;
}

/**
 * A national ID or Iqama number typed in any usual way, kept as 10 Latin digits; anything else is
 * refused (`national_id_invalid`), as shared/schemas/auth.ts refuses a phone number nobody can call.
 */
export const nationalIdSchema = z.string('national_id_invalid').transform((value, ctx) => {
  const id = nationalIdOf(value);
  if (id) return id;
  ctx.addIssue({ code: 'custom', message: 'national_id_invalid' });
  return z.NEVER;
});
