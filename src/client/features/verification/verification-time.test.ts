import { describe, expect, it } from 'vitest';
import { clockText, minutesLeftOf, msUntil, verifiedDayText, waitOf } from './verification-time';

describe('verification’s dates and clocks', () => {
  it('says the day in Riyadh with its Hijri day beside it, in either language', () => {
    // 22:30 UTC on the 5th is already the 6th in Riyadh.
    expect(verifiedDayText('2026-12-05T22:30:00.000Z', 'en')).toBe(
      'December 6, 2026 (Jumada II 26, 1448 AH)',
    );
    expect(verifiedDayText('2026-12-05T22:30:00.000Z', 'ar')).toBe('٦ ديسمبر ٢٠٢٦ (٢٦ جمادى الآخرة ١٤٤٨ هـ)');
  });

  it('counts down in minutes and seconds, rounded up, in the page’s digits', () => {
    expect(clockText(179_001, 'en')).toBe('03:00');
    expect(clockText(179_000, 'en')).toBe('02:59');
    expect(clockText(0, 'en')).toBe('00:00');
    expect(clockText(-5_000, 'en')).toBe('00:00');
    expect(clockText(65_000, 'ar')).toBe('٠١:٠٥');
  });

  it('never counts below zero, and tells whole minutes rounded up', () => {
    expect(msUntil('2026-12-06T10:00:00.000Z', Date.parse('2026-12-06T10:00:05.000Z'))).toBe(0);
    expect(msUntil('2026-12-06T10:01:00.000Z', Date.parse('2026-12-06T10:00:00.000Z'))).toBe(60_000);
    expect(minutesLeftOf(120_001)).toBe(3);
    expect(minutesLeftOf(120_000)).toBe(2);
    expect(minutesLeftOf(1)).toBe(1);
    expect(minutesLeftOf(0)).toBe(0);
  });

  it('says a short wait in seconds, or in whole minutes when it is some, never as a clock', () => {
    expect(waitOf(60_000)).toEqual({ unit: 'minutes', count: 1 });
    expect(waitOf(59_001)).toEqual({ unit: 'minutes', count: 1 });
    expect(waitOf(59_000)).toEqual({ unit: 'seconds', count: 59 });
    expect(waitOf(90_000)).toEqual({ unit: 'seconds', count: 90 });
    expect(waitOf(120_000)).toEqual({ unit: 'minutes', count: 2 });
    expect(waitOf(1)).toEqual({ unit: 'seconds', count: 1 });
    expect(waitOf(0)).toEqual({ unit: 'seconds', count: 0 });
  });
});
