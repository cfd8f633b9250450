/**
 * Digits as people type them (docs/decisions/0051-arabic-digits-and-usernames.md): an Arabic
 * keyboard types Arabic-Indic digits (٠–٩), a Persian or Urdu one Eastern Arabic-Indic ones (۰–۹),
 * and the Arabic decimal separator (٫) and thousands separator (٬). Every numeric and code field,
 * in the browser and in the API's schemas, reads them through these functions, so "٩٥", "۹۵" and
 * "95" are one price and "SA٠٣…" one IBAN.
 */

const INDIC_DIGIT = /[\u0660-\u0669\u06F0-\u06F9]/g;
/** The Arabic decimal separator; the thousands separator and the Arabic comma, read as a comma. */
const SEPARATORS: Readonly<Record<string, string>> = { '٫': '.', '٬': ',', '،': ',' };
const SEPARATOR = /[٫٬،]/g;

/**
 * Arabic-Indic and Eastern Arabic-Indic digits as 0–9, ٫ as ".", ٬ and ، as ","; every other
 * character as it is. One character for one, so a caret keeps its place in the text.
 */
export function westernDigits(text: string): string {
  return text
    .replace(INDIC_DIGIT, (digit) => String((digit.codePointAt(0) ?? 0) & 0xf))
    .replace(SEPARATOR, (separator) => SEPARATORS[separator] ?? separator);
}

/** Spaces (also the no-break and thin ones) and direction marks, which pasting a number brings along. */
const SPACES_AND_MARKS = /[\s\u200E\u200F\u061C]/g;

/**
 * A typed amount or count as plain ASCII ("١٬٢٥٠٫٥" → "1250.5"): Western digits, no spaces or
 * marks, and commas dropped when they group thousands ("1,250"); any other comma is left for the
 * caller's check to refuse. Not a check itself: "abc" comes back as "abc".
 */
export function numberText(text: string): string {
  const plain = westernDigits(text).replace(SPACES_AND_MARKS, '');
  return /^\d{1,3}(,\d{3})+(\.\d*)?$/.test(plain) ? plain.replace(/,/g, '') : plain;
}

/** A number given as a number or typed as text (numberText), for zod's preprocess: other values pass untouched. */
export function numberInput(value: unknown): unknown {
  return typeof value === 'string' ? numberText(value) : value;
}
