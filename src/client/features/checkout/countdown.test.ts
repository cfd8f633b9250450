import { describe, expect, it } from 'vitest';
import { countdownOf, formatCountdown, msLeft } from './countdown';

const due = '2099-03-01T10:15:00.000Z';
const at = (iso: string) => Date.parse(iso);

describe('time left to pay', () => {
  it('counts down to the due moment and stops at zero', () => {
    expect(msLeft(due, at('2099-03-01T10:00:00.000Z'))).toBe(15 * 60_000);
    expect(msLeft(due, at('2099-03-01T10:15:00.000Z'))).toBe(0);
    expect(msLeft(due, at('2099-03-01T11:00:00.000Z'))).toBe(0);
  });

  it('rounds up to the second, so 0:00 shows only once time is up', () => {
    expect(countdownOf(15 * 60_000)).toEqual({ minutes: 15, seconds: 0 });
    expect(countdownOf(61_001)).toEqual({ minutes: 1, seconds: 2 });
    expect(countdownOf(1)).toEqual({ minutes: 0, seconds: 1 });
    expect(countdownOf(0)).toEqual({ minutes: 0, seconds: 0 });
    expect(countdownOf(-5)).toEqual({ minutes: 0, seconds: 0 });
  });

  it('shows minutes and seconds with two digits, in the page’s digits', () => {
    expect(formatCountdown(14 * 60_000 + 5_000, 'en')).toBe('14:05');
    expect(formatCountdown(9_000, 'en')).toBe('00:09');
    expect(formatCountdown(14 * 60_000 + 5_000, 'ar')).toBe('١٤:٠٥');
  });
});
