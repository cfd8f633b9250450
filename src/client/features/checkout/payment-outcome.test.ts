import type { PaymentRefresh, PaymentSummary } from '@shared/api-types';
import { describe, expect, it } from 'vitest';
import { lapsedButCharged, nextPollDelay, outcomeOf, RETURN_POLL_DELAYS_MS } from './payment-outcome';

const payment = (status: PaymentSummary['status']): PaymentSummary => ({
  id: 'p1',
  status,
  amount: 15_750,
  refunded: 0,
  method: 'mada',
  last4: '1010',
  message: null,
  paidAt: null,
});
const refresh = (
  bookingStatus: PaymentRefresh['bookingStatus'],
  status: PaymentSummary['status'] | null,
): PaymentRefresh => ({ bookingStatus, payment: status ? payment(status) : null });

describe('the outcome shown on return from the payment page', () => {
  it('is paid once the booking has moved on to the owner or is confirmed', () => {
    expect(outcomeOf(refresh('pending', 'paid'))).toBe('paid');
    expect(outcomeOf(refresh('confirmed', 'paid'))).toBe('paid');
  });

  it('waits while the gateway has not reported (or nothing was tried yet)', () => {
    expect(outcomeOf(refresh('awaiting_payment', 'open'))).toBe('waiting');
    expect(outcomeOf(refresh('awaiting_payment', null))).toBe('waiting');
    // The booking's status leads: a charge is applied in the same transaction as the move.
    expect(outcomeOf(refresh('awaiting_payment', 'paid'))).toBe('waiting');
  });

  it('fails on a failed attempt, lapses on an expired request, and says when it changed otherwise', () => {
    expect(outcomeOf(refresh('awaiting_payment', 'failed'))).toBe('failed');
    expect(outcomeOf(refresh('expired', null))).toBe('lapsed');
    expect(outcomeOf(refresh('cancelled', null))).toBe('changed');
  });

  it('notices a payment that arrived after the request lapsed (refunded in full)', () => {
    expect(lapsedButCharged(refresh('expired', 'paid'))).toBe(true);
    expect(lapsedButCharged(refresh('expired', 'failed'))).toBe(false);
    expect(lapsedButCharged(refresh('pending', 'paid'))).toBe(false);
  });
});

describe('asking again while the bank has not answered', () => {
  it('doubles the pause and stops after a bounded number of checks', () => {
    expect(RETURN_POLL_DELAYS_MS.map((_, index) => nextPollDelay(index))).toEqual([2000, 4000, 8000, 16000]);
    expect(nextPollDelay(RETURN_POLL_DELAYS_MS.length)).toBeNull();
    expect(RETURN_POLL_DELAYS_MS.reduce((sum, delay) => sum + delay, 0)).toBeLessThanOrEqual(60_000);
  });
});
