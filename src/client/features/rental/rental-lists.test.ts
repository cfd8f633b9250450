import type { BookingStatus } from '@shared/constants';
import { describe, expect, it } from 'vitest';
import { aBooking, PRICE } from './rental-fixtures';
import { cardAmountOf, groupRentals, nextStepOf, showsOwnerTab, sideFromParam } from './rental-lists';

let id = 0;
const booking = (status: BookingStatus, startDate: string, endDate: string, extra = {}) => {
  id += 1;
  return aBooking({ id: `b${id}`, status, startDate, endDate, ...extra });
};

describe('groupRentals', () => {
  it('puts each status in its group, the unpaid request first, then by the day that matters', () => {
    const pendingLater = booking('pending', '2099-05-01', '2099-05-02');
    const confirmedSooner = booking('confirmed', '2099-04-01', '2099-04-03');
    const unpaid = booking('awaiting_payment', '2099-06-01', '2099-06-02');
    const activeLong = booking('active', '2099-03-01', '2099-03-20');
    const activeShort = booking('active', '2099-03-05', '2099-03-07');
    const completed = booking('completed', '2099-01-01', '2099-01-03');
    const declined = booking('declined', '2099-02-01', '2099-02-03');
    const expired = booking('expired', '2098-12-01', '2098-12-02');
    const cancelled = booking('cancelled', '2099-02-10', '2099-02-12');

    const groups = groupRentals([
      pendingLater,
      completed,
      activeLong,
      confirmedSooner,
      declined,
      unpaid,
      expired,
      activeShort,
      cancelled,
    ]);
    expect(groups.upcoming).toEqual([unpaid, confirmedSooner, pendingLater]);
    expect(groups.underway).toEqual([activeShort, activeLong]);
    expect(groups.past).toEqual([cancelled, declined, completed, expired]);
  });

  it('gives three empty groups for no bookings, and leaves its input alone', () => {
    expect(groupRentals([])).toEqual({ upcoming: [], underway: [], past: [] });
    const input = [
      booking('pending', '2099-05-01', '2099-05-02'),
      booking('pending', '2099-04-01', '2099-04-02'),
    ];
    const before = [...input];
    groupRentals(input);
    expect(input).toEqual(before);
  });
});

describe('the tabs', () => {
  it('shows "As owner" to people with a listing or with bookings of their items', () => {
    expect(showsOwnerTab({ listings: 0, ownerBookings: 0 })).toBe(false);
    expect(showsOwnerTab({ listings: 1, ownerBookings: 0 })).toBe(true);
    expect(showsOwnerTab({ listings: 0, ownerBookings: 2 })).toBe(true);
  });

  it('opens the owner’s tab only when asked and shown', () => {
    expect(sideFromParam('owner', true)).toBe('owner');
    expect(sideFromParam('owner', false)).toBe('renter');
    expect(sideFromParam(null, true)).toBe('renter');
    expect(sideFromParam('OWNER', true)).toBe('renter');
  });
});

describe('nextStepOf', () => {
  const today = '2099-03-10';

  it('asks the renter to pay an unpaid request, and nobody else anything about it', () => {
    const unpaid = aBooking({ status: 'awaiting_payment' });
    expect(nextStepOf(unpaid, 'renter', today)).toBe('pay');
    expect(nextStepOf(unpaid, 'owner', today)).toBeNull();
  });

  it('asks the owner to answer, hand over from the pickup day, and mark the return', () => {
    expect(nextStepOf(aBooking({ status: 'pending' }), 'owner', today)).toBe('answer');
    expect(nextStepOf(aBooking({ status: 'pending' }), 'renter', today)).toBeNull();
    const confirmed = aBooking({ status: 'confirmed', startDate: '2099-03-10', endDate: '2099-03-12' });
    expect(nextStepOf(confirmed, 'owner', '2099-03-09')).toBeNull();
    expect(nextStepOf(confirmed, 'owner', today)).toBe('handOver');
    expect(nextStepOf(confirmed, 'renter', today)).toBeNull();
    expect(nextStepOf(aBooking({ status: 'active' }), 'owner', today)).toBe('markReturned');
    expect(nextStepOf(aBooking({ status: 'active' }), 'renter', today)).toBeNull();
  });

  it('asks either side for a review while they may still write one', () => {
    const reviewable = aBooking({
      status: 'completed',
      review: { canReview: true, deadline: '2099-03-27T00:00:00.000Z', mine: null },
    });
    expect(nextStepOf(reviewable, 'renter', today)).toBe('review');
    expect(nextStepOf(reviewable, 'owner', today)).toBe('review');
    expect(nextStepOf(aBooking({ status: 'completed' }), 'renter', today)).toBeNull();
    expect(nextStepOf(aBooking({ status: 'cancelled' }), 'owner', today)).toBeNull();
  });
});

describe('cardAmountOf', () => {
  it('shows the renter what they pay and the owner their share as it stands, in halalas', () => {
    expect(cardAmountOf(aBooking(), 'renter')).toBe(PRICE.total);
    expect(cardAmountOf(aBooking(), 'owner')).toBe(PRICE.ownerEarning);
    // Declined: the price's earning was never the owner's.
    expect(cardAmountOf(aBooking({ status: 'declined', ownerShare: 0 }), 'owner')).toBe(0);
  });
});
