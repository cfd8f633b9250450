import type { Earnings } from '@shared/api-types';
import { PAYOUT_STATUSES } from '@shared/constants';
import { describe, expect, it } from 'vitest';
import { hasNoEarnings, holdsOf, payoutBlockOf, payoutStageOf, payoutsOnTheWayOf } from './earnings-rules';

const account = {
  ibanMasked: 'SA•• •••• •••• •••• •••• 7519',
  holderName: 'Fahad Alotaibi',
  updatedAt: '2099-01-01T00:00:00.000Z',
  ibanSince: '2099-01-01T00:00:00.000Z',
  payableFrom: '2099-01-04T00:00:00.000Z',
};
const empty: Earnings = {
  pending: 0,
  available: 0,
  inTransit: 0,
  paidOut: 0,
  lines: [],
  payouts: [],
  account: null,
  blockers: [],
};

describe('payout statuses as their owner reads them', () => {
  it('reads a requested payout as on its way, like a sent one, and a returned one as returned', () => {
    expect(Object.fromEntries(PAYOUT_STATUSES.map((status) => [status, payoutStageOf(status)]))).toEqual({
      requested: 'onTheWay',
      sent: 'onTheWay',
      paid: 'paid',
      failed: 'failed',
      returned: 'returned',
    });
  });

  it('names the payouts on their way, with their statuses, so a step further is news', () => {
    const payout = (id: string, status: (typeof PAYOUT_STATUSES)[number]) => ({
      id,
      amount: 100,
      status,
      ibanLast4: '7519',
      failure: null,
      createdAt: '2099-03-01T09:00:00.000Z',
      updatedAt: '2099-03-01T09:00:00.000Z',
      paidAt: null,
    });
    expect(payoutsOnTheWayOf({ payouts: [payout('a', 'paid'), payout('b', 'returned')] })).toBeNull();
    expect(payoutsOnTheWayOf({ payouts: [payout('a', 'requested'), payout('b', 'paid')] })).toBe(
      'a:requested',
    );
    expect(payoutsOnTheWayOf({ payouts: [payout('a', 'sent'), payout('c', 'requested')] })).toBe(
      'a:sent c:requested',
    );
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

describe('holds on a payout', () => {
  it('disables the payout while a hold stands, after the balance and the account', () => {
    const held = { ...empty, available: 100, account, blockers: [{ kind: 'held' as const, until: null }] };
    expect(payoutBlockOf(held)).toBe('onHold');
    expect(payoutBlockOf({ ...held, available: 0 })).toBe('noBalance');
    expect(payoutBlockOf({ ...held, blockers: [] })).toBeNull();
  });
  it('leaves a missing account to its own words', () => {
    expect(holdsOf({ blockers: [{ kind: 'no_account', until: null }] })).toEqual([]);
    expect(holdsOf({ blockers: [{ kind: 'first_rental', until: null }] })).toHaveLength(1);
  });
});
