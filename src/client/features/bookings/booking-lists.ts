/**
 * The profile's two booking lists, from the one GET /api/bookings answer:
 * which side of each booking the user is on, the groups each list shows, and
 * whether cancelling withdraws a request.
 */
import type { Booking } from '@shared/api-types';
import type { BookingStatus } from '@shared/constants';

/** The user's bookings as renter ("My bookings") and as owner ("Rental requests"), each in the server's order. */
export function splitBookings(
  bookings: readonly Booking[],
  userId: string,
): { asRenter: Booking[]; asOwner: Booking[] } {
  return {
    asRenter: bookings.filter((booking) => booking.renterId === userId),
    asOwner: bookings.filter((booking) => booking.ownerId === userId),
  };
}

export type BookingGroup = 'waiting' | 'current' | 'past';

const GROUP_OF: Record<BookingStatus, BookingGroup> = {
  awaiting_payment: 'waiting',
  pending: 'waiting',
  confirmed: 'current',
  active: 'current',
  completed: 'past',
  declined: 'past',
  expired: 'past',
  cancelled: 'past',
};

/**
 * A list in three parts, in the order the page shows them:
 * - waiting: requests nobody has answered yet, the nearest pickup first (it expires first);
 * - current: handed over, then confirmed, each the nearest first;
 * - past: finished, declined, expired and cancelled, the latest first.
 */
export function groupBookings(bookings: readonly Booking[]): Record<BookingGroup, Booking[]> {
  const groups: Record<BookingGroup, Booking[]> = { waiting: [], current: [], past: [] };
  for (const booking of bookings) groups[GROUP_OF[booking.status]].push(booking);
  const byStart = (a: Booking, b: Booking) => a.startDate.localeCompare(b.startDate);
  groups.waiting.sort(byStart);
  groups.current.sort(
    (a, b) => Number(b.status === 'active') - Number(a.status === 'active') || byStart(a, b),
  );
  groups.past.sort((a, b) => b.endDate.localeCompare(a.endDate) || b.createdAt.localeCompare(a.createdAt));
  return groups;
}

/** How many requests wait for an answer (the count on the Rental requests tab). */
export function countWaiting(bookings: readonly Booking[]): number {
  return bookings.filter((booking) => booking.status === 'pending').length;
}

/** Not yet accepted (paid or not): cancelling it withdraws a request rather than a booking. */
export function isRequest(booking: Pick<Booking, 'status'>): boolean {
  return booking.status === 'pending' || booking.status === 'awaiting_payment';
}
