import { describe, expect, it } from 'vitest';
import { fromHalalas, toHalalas } from './pricing';

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
