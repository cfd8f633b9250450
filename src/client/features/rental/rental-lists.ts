/**
 * The Rentals page's lists: which tab opens, whether the owner's tab shows at all, each tab's
 * three groups, and the one next step a card names.
 */
import type { Booking } from '@shared/api-types';
import type { BookingActor } from '@shared/bookings';
import type { BookingStatus } from '@shared/constants';

export type RentalGroup = 'upcoming' | 'underway' | 'past';
export const RENTAL_GROUPS: readonly RentalGroup[] = ['upcoming', 'underway', 'past'];

const GROUP_OF: Record<BookingStatus, RentalGroup> = {
  awaiting_payment: 'upcoming',
  pending: 'upcoming',
  confirmed: 'upcoming',
  active: 'underway',
  completed: 'past',
  declined: 'past',
  expired: 'past',
  cancelled: 'past',
};

/** The tab `?as=` asks for: the owner's only when it is shown, else the renter's. */
export function sideFromParam(param: string | null, ownerTab: boolean): BookingActor {
  return param === 'owner' && ownerTab ? 'owner' : 'renter';
}

/** "As owner" is for people who list things: those with a listing or with bookings of their items. */
export function showsOwnerTab(counts: { listings: number; ownerBookings: number }): boolean {
  return counts.listings > 0 || counts.ownerBookings > 0;
}

/**
 * One side's bookings in three groups, in the order each is read:
 * - upcoming: an unpaid request first (it lapses within minutes), then the nearest pickup;
 * - underway: the nearest return first;
 * - past: the latest return first, then the latest request.
 */
export function groupRentals(bookings: readonly Booking[]): Record<RentalGroup, Booking[]> {
  const groups: Record<RentalGroup, Booking[]> = { upcoming: [], underway: [], past: [] };
  for (const booking of bookings) groups[GROUP_OF[booking.status]].push(booking);
  groups.upcoming.sort(
    (a, b) =>
      Number(b.status === 'awaiting_payment') - Number(a.status === 'awaiting_payment') ||
      a.startDate.localeCompare(b.startDate),
  );
  groups.underway.sort((a, b) => a.endDate.localeCompare(b.endDate));
  groups.past.sort((a, b) => b.endDate.localeCompare(a.endDate) || b.createdAt.localeCompare(a.createdAt));
  return groups;
}

/** What a side has to do next about a booking, if anything: the card says it, its page does it. */
export type NextStep = 'pay' | 'answer' | 'handOver' | 'markReturned' | 'review';

export function nextStepOf(booking: Booking, side: BookingActor, today: string): NextStep | null {
  if (booking.status === 'awaiting_payment') return side === 'renter' ? 'pay' : null;
  if (side === 'owner') {
    if (booking.status === 'pending') return 'answer';
    if (booking.status === 'confirmed' && booking.startDate <= today && today <= booking.endDate) {
      return 'handOver';
    }
    if (booking.status === 'active') return 'markReturned';
  }
  if (booking.status === 'completed' && booking.review.canReview) return 'review';
  return null;
}

/**
 * The amount a card shows, in halalas: what the renter pays, or the owner's share as it stands
 * (nothing of a declined request, what a late cancellation left them: the server's `ownerShare`).
 */
export function cardAmountOf(booking: Booking, side: BookingActor): number {
  return side === 'renter' ? booking.price.total : booking.ownerShare;
}
