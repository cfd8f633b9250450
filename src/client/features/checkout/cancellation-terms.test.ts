import { describe, expect, it } from 'vitest';
import { policyTermsOf } from './cancellation-terms';

// Pickup on 10 March: the day begins at 21:00 UTC on 9 March (Riyadh is UTC+3).
const start = '2099-03-10';
const at = (iso: string) => new Date(iso);

describe('a cancellation policy in words', () => {
  it('gives the last day of the full refund: flexible the day before the day before pickup', () => {
    expect(policyTermsOf('flexible', start, at('2099-03-01T00:00:00Z'))).toEqual({
      key: 'fullThenHalf',
      lastDay: '2099-03-08',
    });
    expect(policyTermsOf('moderate', start, at('2099-03-01T00:00:00Z'))).toEqual({
      key: 'fullThenHalf',
      lastDay: '2099-03-06',
    });
  });

  it('says half then nothing for the strict policy, seven days ahead', () => {
    expect(policyTermsOf('strict', start, at('2099-03-01T00:00:00Z'))).toEqual({
      key: 'halfThenNone',
      lastDay: '2099-03-02',
    });
  });

  it('promises no day once the better refund has ended', () => {
    expect(policyTermsOf('flexible', start, at('2099-03-08T21:00:01Z'))).toEqual({
      key: 'lateFullThenHalf',
      lastDay: null,
    });
    expect(policyTermsOf('strict', start, at('2099-03-09T00:00:00Z')).key).toBe('lateHalfThenNone');
  });
});
