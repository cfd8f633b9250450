/**
 * The manual refund's amount as typed: riyals with at most two decimals, in Western or
 * Arabic-Indic digits (an Arabic keyboard types "١٢٫٥٠"), read into integer halalas by the
 * shared toHalalas; null when it is not such an amount.
 */
import { toHalalas } from '@shared/pricing';

const ARABIC_INDIC = /[\u0660-\u0669\u06F0-\u06F9]/g;

function westernDigits(text: string): string {
  return text.replace(ARABIC_INDIC, (digit) => String((digit.codePointAt(0) ?? 0) & 0xf)).replace(/٫/g, '.');
}

export function halalasFromInput(text: string): number | null {
  const plain = westernDigits(text.trim());
  if (!/^\d{1,9}(\.\d{1,2})?$/.test(plain)) return null;
  return toHalalas(plain);
}
