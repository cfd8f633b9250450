/**
 * Saudi IBANs: "SA", two check digits, then 22 digits (2 for the bank, 18 for the account), 24
 * characters in all, valid when the ISO 13616 mod-97 check gives 1.
 */
import { westernDigits } from './digits';

/** What is wrong with a typed IBAN, each said in its own words (validation keys). */
export type IbanProblem = 'iban_not_saudi' | 'iban_length' | 'iban_characters' | 'iban_check_digits';

/** The length of every Saudi IBAN, "SA" included. */
export const SAUDI_IBAN_LENGTH = 24;

/** The IBAN as typed, without spaces, dashes or direction marks, its digits 0–9 (shared/digits.ts), upper-case. */
export function compactIban(text: string): string {
  return westernDigits(text)
    .replace(/[\s\u200E\u200F\u061C-]/g, '')
    .toUpperCase();
}

/**
 * Why `text` is not a valid Saudi IBAN, or null when it is one: not starting with SA, not 24
 * characters, other characters than digits after SA, or check digits that do not match (mod-97).
 */
export function ibanProblem(text: string): IbanProblem | null {
  const iban = compactIban(text);
  if (!iban.startsWith('SA')) return 'iban_not_saudi';
  if (iban.length !== SAUDI_IBAN_LENGTH) return 'iban_length';
  if (!/^SA\d{22}$/.test(iban)) return 'iban_characters';
  return mod97(`${iban.slice(4)}${iban.slice(0, 4)}`) === 1 ? null : 'iban_check_digits';
}

/** The IBAN compacted (compactIban), if it is a valid Saudi IBAN; else null. */
export function normalizeIban(text: string): string | null {
  return ibanProblem(text) === null ? compactIban(text) : null;
}

/** The remainder of a long number (letters as 10–35) by 97, piece by piece. */
function mod97(text: string): number {
  let remainder = 0;
  for (const char of text) {
    const value = /\d/.test(char) ? char : String(char.charCodeAt(0) - 55);
    for (const digit of value) remainder = (remainder * 10 + Number(digit)) % 97;
  }
  return remainder;
}

/**
 * The valid Saudi IBAN of account number `account` at bank `bank` (two digits), its check digits
 * computed: for tests and demo data that need many distinct, valid IBANs.
 */
export function ibanOf(bank: string, account: number): string {
  const bban = `${bank}${String(account).padStart(18, '0')}`;
  return `SA${String(98 - mod97(`${bban}SA00`)).padStart(2, '0')}${bban}`;
}

/** All but the last four digits hidden. */
export function maskIban(iban: string): string {
  return `SA•• •••• •••• •••• •••• ${iban.slice(-4)}`;
}
