import { describe, expect, it } from 'vitest';
import {
  formatCompactNumber,
  formatDateTime,
  formatRatingFixed,
  formatShortDay,
  svgText,
} from './admin-format';

describe('admin formats', () => {
  it("show a moment in Riyadh's time", () => {
    // 21:30 UTC is 00:30 the next day in Riyadh.
    expect(formatDateTime('2026-03-15T21:30:00Z', 'en')).toMatch(/Mar 16, 2026.*12:30/);
    expect(formatDateTime('2026-03-15T21:30:00Z', 'ar')).toMatch(/١٦/);
  });

  it("shorten amounts on an axis, in the page's digits", () => {
    expect(formatCompactNumber(12_500, 'en')).toBe('12.5K');
    expect(formatCompactNumber(900, 'en')).toBe('900');
    expect(formatCompactNumber(12_500, 'ar')).toMatch(/[٠-٩]/);
    expect(formatCompactNumber(12_500, 'ar')).not.toMatch(/[0-9]/);
  });

  it('give the rating two decimals, 0.00 when there is none', () => {
    expect(formatRatingFixed('0', 'en')).toBe('0.00');
    expect(formatRatingFixed('4.5', 'en')).toBe('4.50');
    expect(formatRatingFixed('', 'en')).toBe('0.00');
    expect(formatRatingFixed('4.5', 'ar')).toBe('٤٫٥٠');
  });

  it('name a day briefly', () => {
    expect(formatShortDay('2026-03-05', 'en')).toBe('Mar 5');
    expect(formatShortDay('2026-03-05', 'ar')).toMatch(/٥/);
  });

  it('isolate Arabic labels inside the left-to-right chart', () => {
    expect(svgText('x', 'ar')).toBe('\u2067x\u2069');
    expect(svgText('x', 'en')).toBe('x');
  });
});
