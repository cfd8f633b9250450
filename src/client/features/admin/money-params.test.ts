import { describe, expect, it } from 'vitest';
import { moneyApiQuery, moneyHref, moneyStateFromParams, paramsFromMoneyState } from './money-params';

const state = (query: string) => moneyStateFromParams(new URLSearchParams(query));
const BOOKING = '0b4c5a1e-8d2f-4e6a-9c3b-1a2b3c4d5e6f';

describe('the money tables’ address', () => {
  it('reads the payments tab and its filters, and writes them back without the defaults', () => {
    const read = state(`status=paid&from=2026-03-01&to=2026-03-31&booking=${BOOKING.toUpperCase()}&page=3`);
    expect(read).toEqual({
      tab: 'payments',
      status: 'paid',
      from: '2026-03-01',
      to: '2026-03-31',
      booking: BOOKING,
      page: 3,
    });
    expect(paramsFromMoneyState(read).toString()).toBe(
      `status=paid&from=2026-03-01&to=2026-03-31&booking=${BOOKING}&page=3`,
    );
    expect(moneyApiQuery(read)).toEqual({
      status: 'paid',
      from: '2026-03-01',
      to: '2026-03-31',
      bookingId: BOOKING,
      limit: 20,
      offset: 40,
    });
  });

  it('keeps only the filters of the tab, and reads what is malformed as none', () => {
    expect(state('tab=refunds&status=paid&reason=admin&from=2026-03-01')).toEqual({
      tab: 'refunds',
      status: undefined,
      reason: 'admin',
      page: 1,
    });
    expect(state('tab=payouts&status=returned&reason=admin')).toEqual({
      tab: 'payouts',
      status: 'returned',
      page: 1,
    });
    expect(state('tab=ledger&from=yesterday&booking=42&page=-2')).toEqual({
      tab: 'payments',
      status: undefined,
      from: undefined,
      to: undefined,
      booking: undefined,
      page: 1,
    });
  });

  it('links to a page of a tab', () => {
    expect(moneyHref({ tab: 'refunds', status: 'owed', page: 2 })).toBe(
      '/admin/payments?tab=refunds&status=owed&page=2',
    );
    expect(moneyHref({ tab: 'payments', page: 1 })).toBe('/admin/payments');
  });
});
