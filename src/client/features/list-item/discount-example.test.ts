import { describe, expect, it } from 'vitest';
import { discountExample } from './discount-example';

describe('discountExample', () => {
  it('prices a week at the weekly discount and four weeks at the larger one, in halalas', () => {
    const values = { dailyRate: '100', weeklyDiscountPercent: '10', monthlyDiscountPercent: '25' };
    expect(discountExample(values, 7)).toEqual({ days: 7, full: 70_000, price: 63_000 });
    expect(discountExample(values, 28)).toEqual({ days: 28, full: 280_000, price: 210_000 });
  });

  it('rounds the discount half up to the halala, as renters are charged', () => {
    // 7 × 12.35 = 86.45; 15% = 12.9675 → 12.97.
    const values = { dailyRate: '12.35', weeklyDiscountPercent: '15', monthlyDiscountPercent: '' };
    expect(discountExample(values, 7)).toEqual({ days: 7, full: 8_645, price: 7_348 });
  });

  it('shows nothing without a valid rate, a valid discount, or a rental that long', () => {
    const discounted = { weeklyDiscountPercent: '10', monthlyDiscountPercent: '20' };
    expect(discountExample({ ...discounted, dailyRate: '' }, 7)).toBeNull();
    expect(discountExample({ ...discounted, dailyRate: '0' }, 7)).toBeNull();
    expect(discountExample({ ...discounted, dailyRate: '12.345' }, 7)).toBeNull();
    expect(discountExample({ dailyRate: '100', weeklyDiscountPercent: '95' }, 7)).toBeNull();
    expect(discountExample({ dailyRate: '100', weeklyDiscountPercent: '7.5' }, 7)).toBeNull();
    expect(discountExample({ dailyRate: '100', weeklyDiscountPercent: '' }, 7)).toBeNull();
    expect(discountExample({ ...discounted, dailyRate: '100' }, 28, 14)).toBeNull();
    expect(discountExample({ ...discounted, dailyRate: '100' }, 28, null)).not.toBeNull();
  });
});
