import { formatHalalas, formatPercent } from '@shared/format';
import { describe, expect, it } from 'vitest';
import { formatHalalaAmount } from './money';

describe('amounts in halalas', () => {
  it('shows halalas only when there are some, for prices people read', () => {
    expect(formatHalalaAmount(15_000, 'en')).toMatch(/^SAR\s150$/);
    expect(formatHalalaAmount(15_750, 'en')).toMatch(/^SAR\s157\.50$/);
    expect(formatHalalaAmount(5, 'en')).toMatch(/^SAR\s0\.05$/);
    expect(formatHalalaAmount(15_000, 'ar')).toContain('١٥٠');
    expect(formatHalalaAmount(15_000, 'ar')).not.toContain('٫');
  });

  it('keeps two decimals for totals on a tax document', () => {
    expect(formatHalalas(15_000, 'en')).toMatch(/^SAR\s150\.00$/);
    expect(formatHalalas(123_456, 'en')).toMatch(/^SAR\s1,234\.56$/);
  });

  it('says a share in basis points as a percent', () => {
    expect(formatPercent(1500 / 100, 'en')).toBe('15%');
    expect(formatPercent(250 / 100, 'en')).toBe('2.5%');
    expect(formatPercent(1500 / 100, 'ar')).toContain('١٥');
  });
});
