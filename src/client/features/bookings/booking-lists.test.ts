import type { Booking, RatedBookingParty } from '@shared/api-types';
import { otherParty } from '@shared/bookings';
import type { BookingStatus } from '@shared/constants';
import { describe, expect, it } from 'vitest';
import { weekPrice } from '../../test/money-fixtures';
import { countWaiting, groupBookings, isRequest, splitBookings } from './booking-lists';

const SARA = 'sara-id';
const FAHAD = 'fahad-id';
const party = (id: string): RatedBookingParty => ({
  id,
  firstName: id,
  lastName: 'X',
  accountType: 'individual',
  companyName: null,
  profilePicture: null,
  rating: '0.00',
  totalReviews: 0,
  verified: { identity: null, phone: null, business: null },
});

let counter = 0;
function booking(overrides: Partial<Booking> & { status: BookingStatus }): Booking {
  counter += 1;
  const renterId = overrides.renterId ?? SARA;
  const ownerId = overrides.ownerId ?? FAHAD;
  return {
    id: `b${counter}`,
    itemId: 'item',
    item: { id: 'item', title: 'Tent', images: [], city: 'Riyadh' },
    renterId,
    renter: party(renterId),
    ownerId,
    owner: party(ownerId),
    startDate: '2030-01-10',
    endDate: '2030-01-12',
    days: 2,
    pickupMethod: 'pickup',
    message: null,
    dailyRate: '100.00',
    deposit: null,
    cancelledLate: null,
    statusReason: null,
    price: weekPrice,
    ownerShare: weekPrice.ownerEarning,
    cancellationPolicy: 'flexible',
    paymentDueAt: null,
    createdAt: `2029-12-01T00:00:${String(counter).padStart(2, '0')}Z`,
    updatedAt: '2029-12-01T00:00:00Z',
    review: { canReview: false, deadline: null, mine: null },
    ...overrides,
  };
}

describe('splitBookings', () => {
  it('puts the bookings the user rents under asRenter and the ones they own under asOwner, in order', () => {
    const rented1 = booking({ status: 'pending' });
    const owned = booking({ status: 'pending', renterId: 'omar', ownerId: SARA });
    const rented2 = booking({ status: 'completed' });
    const { asRenter, asOwner } = splitBookings([rented1, owned, rented2], SARA);
    expect(asRenter.map((b) => b.id)).toEqual([rented1.id, rented2.id]);
    expect(asOwner.map((b) => b.id)).toEqual([owned.id]);
    expect(splitBookings([rented1, owned], 'someone-else')).toEqual({ asRenter: [], asOwner: [] });
  });
});

describe('groupBookings', () => {
  it('groups by status: waiting, current (active first), past (latest first)', () => {
    const laterPending = booking({ status: 'pending', startDate: '2030-03-01', endDate: '2030-03-02' });
    const soonerPending = booking({ status: 'pending', startDate: '2030-02-01', endDate: '2030-02-02' });
    const confirmedLater = booking({ status: 'confirmed', startDate: '2030-02-10', endDate: '2030-02-11' });
    const confirmedSooner = booking({ status: 'confirmed', startDate: '2030-01-20', endDate: '2030-01-21' });
    const active = booking({ status: 'active', startDate: '2030-01-01', endDate: '2030-01-30' });
    const completedOld = booking({ status: 'completed', startDate: '2029-10-01', endDate: '2029-10-02' });
    const completedNew = booking({ status: 'completed', startDate: '2029-11-01', endDate: '2029-11-02' });
    const declined = booking({ status: 'declined', startDate: '2029-10-15', endDate: '2029-10-16' });
    const expired = booking({ status: 'expired', startDate: '2029-09-01', endDate: '2029-09-02' });
    const cancelled = booking({ status: 'cancelled', startDate: '2029-11-01', endDate: '2029-11-02' });

    const groups = groupBookings([
      laterPending,
      confirmedLater,
      completedOld,
      soonerPending,
      active,
      declined,
      confirmedSooner,
      completedNew,
      expired,
      cancelled,
    ]);
    expect(groups.waiting).toEqual([soonerPending, laterPending]);
    expect(groups.current).toEqual([active, confirmedSooner, confirmedLater]);
    // Same return day: the one created later first.
    expect(groups.past).toEqual([cancelled, completedNew, declined, completedOld, expired]);
  });

  it('gives empty groups for an empty list, and leaves the input alone', () => {
    expect(groupBookings([])).toEqual({ waiting: [], current: [], past: [] });
    const input = [booking({ status: 'pending', startDate: '2030-05-01' }), booking({ status: 'pending' })];
    const before = [...input];
    groupBookings(input);
    expect(input).toEqual(before);
  });
});

describe('countWaiting and otherParty', () => {
  it('counts only pending requests', () => {
    expect(
      countWaiting([
        booking({ status: 'pending' }),
        booking({ status: 'confirmed' }),
        booking({ status: 'pending' }),
        booking({ status: 'expired' }),
      ]),
    ).toBe(2);
    expect(countWaiting([])).toBe(0);
  });

  it('shows the renter the owner, and the owner the renter', () => {
    const b = booking({ status: 'pending' });
    expect(otherParty(b, 'renter').id).toBe(FAHAD);
    expect(otherParty(b, 'owner').id).toBe(SARA);
  });
});

describe('isRequest', () => {
  it('is a request until the owner accepts it, paid or not', () => {
    expect(isRequest({ status: 'awaiting_payment' })).toBe(true);
    expect(isRequest({ status: 'pending' })).toBe(true);
    for (const status of ['confirmed', 'active', 'completed', 'cancelled'] as const) {
      expect(isRequest({ status })).toBe(false);
    }
  });
});
