import { describe, expect, it } from 'vitest';
import { policyTermsOf } from './cancellation-terms';

// Pickup on 10 March: the day begins at 21:00 UTC on 9 March (Riyadh is UTC+3).
const start = '2099-03-10';
const at = (iso: string) => new Date(iso);

describe('a cancellation policy in words', () => {
  it('gives the moment the full refund ends: flexible the midnight before the day before pickup', () => {
    expect(policyTermsOf('flexible', start, at('2099-03-01T00:00:00Z'))).toEqual({
      key: 'fullThenHalf',
      deadline: at('2099-03-08T21:00:00Z'),
    });
    expect(policyTermsOf('moderate', start, at('2099-03-01T00:00:00Z'))).toEqual({
      key: 'fullThenHalf',
      deadline: at('2099-03-06T21:00:00Z'),
    });
  });

  it('says half then nothing for the strict policy, seven days ahead', () => {
    expect(policyTermsOf('strict', start, at('2099-03-01T00:00:00Z'))).toEqual({
      key: 'halfThenNone',
      deadline: at('2099-03-02T21:00:00Z'),
    });
  });

  it('promises no day once the better refund has ended', () => {
    expect(policyTermsOf('flexible', start, at('2099-03-08T21:00:01Z'))).toEqual({
      key: 'lateFullThenHalf',
      deadline: null,
    });
    expect(policyTermsOf('strict', start, at('2099-03-09T00:00:00Z')).key).toBe('lateHalfThenNone');
  });
});
