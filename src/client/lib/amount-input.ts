/**
 * An amount of money as typed in a form (a refund, a claim, a decision): riyals with at most two decimals, in Western or
 * Arabic-Indic digits (an Arabic keyboard types "١٢٫٥٠"), read by the shared numberText
 * (shared/digits.ts) into integer halalas by the shared toHalalas; null when it is not such an amount.
 */
import { numberText } from '@shared/digits';
import { toHalalas } from '@shared/pricing';

export function halalasFromInput(text: string): number | null {
  const plain = numberText(text);
  if (!/^\d{1,9}(\.\d{1,2})?$/.test(plain)) return null;
  return toHalalas(plain);
}
