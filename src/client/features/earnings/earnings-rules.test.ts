import type { Earnings } from '@shared/api-types';
import { PAYOUT_STATUSES } from '@shared/constants';
import { describe, expect, it } from 'vitest';
import { hasNoEarnings, payoutBlockOf, payoutStageOf } from './earnings-rules';

const account = {
  ibanMasked: 'SA•• •••• •••• •••• •••• 7519',
  holderName: 'Fahad Alotaibi',
  updatedAt: '2099-01-01T00:00:00.000Z',
};
const empty: Earnings = {
  pending: 0,
  available: 0,
  inTransit: 0,
  paidOut: 0,
  lines: [],
  payouts: [],
  account: null,
};

describe('payout statuses as their owner reads them', () => {
  it('puts every status in one of three groups', () => {
    expect(Object.fromEntries(PAYOUT_STATUSES.map((status) => [status, payoutStageOf(status)]))).toEqual({
      requested: 'onTheWay',
      queued: 'onTheWay',
      initiated: 'onTheWay',
      paid: 'paid',
      failed: 'failed',
      canceled: 'failed',
      returned: 'failed',
    });
  });
});

describe('the payout button', () => {
  it('is disabled with nothing available, then without an account, and enabled with both', () => {
    expect(payoutBlockOf({ available: 0, account })).toBe('noBalance');
    expect(payoutBlockOf({ available: 12_000, account: null })).toBe('noAccount');
    expect(payoutBlockOf({ available: 12_000, account })).toBeNull();
  });
});

describe('an owner with no earnings yet', () => {
  it('has no lines, no payouts and nothing in any figure', () => {
    expect(hasNoEarnings(empty)).toBe(true);
    expect(hasNoEarnings({ ...empty, account })).toBe(true);
    expect(hasNoEarnings({ ...empty, pending: 100 })).toBe(false);
  });
});
