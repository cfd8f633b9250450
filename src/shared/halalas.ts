/**
 * Money as the API carries it (decimal strings, "125.50") and as it is computed (integer halalas),
 * converted exactly. Kept apart from pricing.ts, which needs the booking rules, so that formatting
 * a price on the first page does not bring those rules with it.
 */

/** Converts a decimal string such as "125.50" to integer halalas, exactly. */
export function toHalalas(amount: string): number {
  const match = /^(\d+)(?:\.(\d{1,2}))?$/.exec(amount.trim());
  if (!match) throw new RangeError(`Not a money amount: ${amount}`);
  const [, whole, fraction = ''] = match;
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

export function fromHalalas(halalas: number): string {
  const sign = halalas < 0 ? '-' : '';
  const abs = Math.abs(halalas);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}
