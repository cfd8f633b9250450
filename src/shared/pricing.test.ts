import { describe, expect, it } from 'vitest';
import { fromHalalas, rentalDays, toHalalas, totalCost } from './pricing';

const day = (iso: string) => new Date(`${iso}T00:00:00Z`);

describe('rentalDays', () => {
  it('counts whole days between the dates, rounding a part day up (SPEC section 9)', () => {
    expect(rentalDays(day('2030-01-10'), day('2030-01-12'))).toBe(2);
    expect(rentalDays(new Date('2030-01-10T00:00:00Z'), new Date('2030-01-11T06:00:00Z'))).toBe(2);
  });

  it('is never negative', () => {
    expect(rentalDays(day('2030-01-12'), day('2030-01-10'))).toBe(0);
  });
});

describe('money', () => {
  it('converts decimal strings to halalas exactly, without floating-point drift', () => {
    expect(toHalalas('0.1')).toBe(10);
    expect(toHalalas('125.5')).toBe(12550);
    expect(toHalalas(' 19.99 ')).toBe(1999);
    expect(fromHalalas(12550)).toBe('125.50');
    expect(fromHalalas(-5)).toBe('-0.05');
  });

  it('refuses what is not an amount', () => {
    for (const bad of ['', 'abc', '1.234', '-5', '1e3', '12,50'])
      expect(() => toHalalas(bad), bad).toThrow(RangeError);
  });

  it('multiplies the daily rate by the days, with two decimals', () => {
    expect(totalCost('120.00', day('2030-01-10'), day('2030-01-12'))).toBe('240.00');
    expect(totalCost('0.10', day('2030-01-01'), day('2030-01-04'))).toBe('0.30');
    expect(totalCost('99.99', day('2030-01-01'), day('2030-01-01'))).toBe('0.00');
  });
});
