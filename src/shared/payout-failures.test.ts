import { describe, expect, it } from 'vitest';
import { payoutFailureOf } from './payout-failures';

describe('payoutFailureOf', () => {
  it('reads the gateway’s reasons (docs/payments-sandbox.md, "Payouts") as kinds an owner can act on', () => {
    expect(payoutFailureOf('failed', 'Account closed')).toBe('account_closed');
    expect(payoutFailureOf('returned', 'Beneficiary account closed')).toBe('account_closed');
    expect(payoutFailureOf('failed', 'This account cannot be used to send salaries')).toBe('account_refused');
    expect(payoutFailureOf('failed', 'Validation Failed: destination.iban is invalid')).toBe(
      'account_refused',
    );
    expect(payoutFailureOf('returned', 'Returned by the beneficiary bank')).toBe('returned');
    expect(payoutFailureOf('failed', 'The owner has no city on their profile for the bank transfer')).toBe(
      'city_missing',
    );
    expect(payoutFailureOf('failed', 'Payout attempts exhausted')).toBe('other');
    expect(payoutFailureOf('failed', 'Unsupported purpose')).toBe('other');
  });

  it('says "returned" of a payout the bank sent back without a reason, "other" of a failure without one', () => {
    expect(payoutFailureOf('returned', null)).toBe('returned');
    expect(payoutFailureOf('failed', null)).toBe('other');
    expect(payoutFailureOf('failed', '')).toBe('other');
  });

  it('is null for a payout that did not fail', () => {
    for (const status of ['requested', 'sent', 'paid'] as const) {
      expect(payoutFailureOf(status, 'Account closed')).toBeNull();
    }
  });
});
