import { describe, expect, it } from 'vitest';
import { bookingPrice, fromHalalas, toHalalas, totalCost } from './pricing';

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
});

describe('the price of a rental (docs/product.md, "Limits")', () => {
  it('is the whole days between pickup and return times the daily rate, with two decimals', () => {
    expect(totalCost('120.00', '2030-01-10', '2030-01-12')).toBe('240.00');
    expect(totalCost('0.10', '2030-01-01', '2030-01-04')).toBe('0.30');
    expect(totalCost('99.99', '2030-01-01', '2030-01-31')).toBe('2999.70');
  });

  it('charges one day for a rental returned the day it starts', () => {
    expect(totalCost('99.99', '2030-01-01', '2030-01-01')).toBe('99.99');
  });

  it('counts across months, years and the end of February', () => {
    expect(totalCost('10', '2028-02-27', '2028-03-01')).toBe('30.00'); // 2028 is a leap year
    expect(totalCost('10', '2030-12-30', '2031-01-02')).toBe('30.00');
  });

  it('keeps the deposit apart from the total', () => {
    expect(bookingPrice({ dailyRate: '150.00', deposit: '500.00' }, '2030-01-10', '2030-01-13')).toEqual({
      days: 3,
      dailyRate: '150.00',
      total: '450.00',
      deposit: '500.00',
    });
  });
});
