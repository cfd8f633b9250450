/** Money and rental-length rules (SPEC section 9). Money travels as decimal strings. */

const MS_PER_DAY = 24 * 60 * 60 * 1000;

/** Whole days between two dates, rounded up; never negative. */
export function rentalDays(start: Date, end: Date): number {
  const days = Math.ceil((end.getTime() - start.getTime()) / MS_PER_DAY);
  return Math.max(0, days);
}

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

/** Total cost = whole days (rounded up) × daily rate, as a 2-decimal string. */
export function totalCost(dailyRate: string, start: Date, end: Date): string {
  return fromHalalas(toHalalas(dailyRate) * rentalDays(start, end));
}
