/**
 * What a listing's rule on verified identities (docs/decisions/0062-verified-members.md) means for
 * the person looking at it, as the server applies it to their request (POST /api/bookings): an
 * account whose e-mail is not confirmed may not request at all; under `all`, only a verified
 * identity may; under `instant`, an instant-booking listing books an unverified renter's request
 * only once the owner accepts it.
 */
import type { Item, User } from '@shared/api-types';
import type { IdentityRequirement } from '@shared/verification';

/**
 * - `open`: the form works as the listing says (a visitor signs in when sending).
 * - `email`: the account's e-mail must be confirmed before any request.
 * - `identity`: the listing takes requests from verified identities only.
 * - `waits`: instant booking is for verified identities; this request will wait for the owner.
 */
export type BookingGate = 'open' | 'email' | 'identity' | 'waits';
/** What stands in the way: a gate other than `open`. */
export type ClosedGate = Exclude<BookingGate, 'open'>;

/** The refusals of POST /api/bookings that the gate explains. */
export const GATE_OF_REFUSAL: Partial<Record<string, ClosedGate>> = {
  email_unconfirmed: 'email',
  identity_required: 'identity',
};

/** The listing's rule as it acts: verified-only instant booking changes nothing without instant booking. */
export function requirementInEffect(
  item: Pick<Item, 'identityRequirement' | 'instantBooking'>,
): IdentityRequirement {
  return item.identityRequirement === 'instant' && !item.instantBooking ? 'none' : item.identityRequirement;
}

export function bookingGate(
  item: Pick<Item, 'identityRequirement' | 'instantBooking'>,
  viewer: Pick<User, 'emailConfirmedAt' | 'verified'> | null | undefined,
): BookingGate {
  if (!viewer) return 'open';
  if (viewer.emailConfirmedAt === null) return 'email';
  if (viewer.verified.identity !== null) return 'open';
  const requirement = requirementInEffect(item);
  return requirement === 'all' ? 'identity' : requirement === 'instant' ? 'waits' : 'open';
}

/** Whether sending books at once ("Book now") rather than asking the owner ("Request to book"). */
export function booksAtOnce(item: Pick<Item, 'instantBooking'>, gate: BookingGate): boolean {
  return item.instantBooking && gate === 'open';
}
