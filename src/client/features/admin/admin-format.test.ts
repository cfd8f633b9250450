import { formatMoment } from '@shared/format';
import { describe, expect, it } from 'vitest';
import {
  formatCompactNumber,
  formatDateTime,
  formatPlainNumber,
  formatRatingFixed,
  formatShortDay,
  formatWaited,
  momentParts,
  svgText,
} from './admin-format';

describe('admin formats', () => {
  it("show a moment in Riyadh's time", () => {
    // 21:30 UTC is 00:30 the next day in Riyadh.
    expect(formatDateTime('2026-03-15T21:30:00Z', 'en')).toMatch(/Mar 16, 2026.*12:30/);
    expect(formatDateTime('2026-03-15T21:30:00Z', 'ar')).toMatch(/١٦/);
  });

  it('split a moment into its day and its time of day, which together say what formatMoment says', () => {
    for (const language of ['ar', 'en'] as const) {
      const { day, time } = momentParts('2026-03-03T06:00:00Z', language);
      expect(`${day} ${time}`.replace(/\s/g, ' ')).toBe(
        formatMoment('2026-03-03T06:00:00Z', language).replace(/\s/g, ' '),
      );
    }
    expect(momentParts('2026-03-03T06:00:00Z', 'ar').time).toMatch(/^٩:٠٠\sص$/);
    expect(momentParts('2026-03-03T06:00:00Z', 'en').time).toMatch(/^9:00\sAM$/);
    expect(momentParts('2026-03-03T06:00:00Z', 'en').day).toBe('Tue, Mar 3, 2026,');
  });

  it("shorten amounts on an axis, in the page's digits", () => {
    expect(formatCompactNumber(12_500, 'en')).toBe('12.5K');
    expect(formatCompactNumber(900, 'en')).toBe('900');
    expect(formatCompactNumber(12_500, 'ar')).toMatch(/[٠-٩]/);
    expect(formatCompactNumber(12_500, 'ar')).not.toMatch(/[0-9]/);
  });

  it('say how long something waited in its largest whole unit, the plural in words', () => {
    expect(formatWaited(0, 'en')).toBe('0 seconds');
    expect(formatWaited(90, 'en')).toBe('90 seconds');
    expect(formatWaited(150, 'en')).toBe('2 minutes');
    expect(formatWaited(3 * 3600 + 59, 'en')).toBe('3 hours');
    expect(formatWaited(3 * 86_400, 'en')).toBe('3 days');
    expect(formatWaited(180, 'ar')).toBe('٣ دقائق');
  });

  it('write a number that names something without grouping, in the page’s digits', () => {
    expect(formatPlainNumber(12_045, 'en')).toBe('12045');
    expect(formatPlainNumber(1204, 'ar')).toBe('١٢٠٤');
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
