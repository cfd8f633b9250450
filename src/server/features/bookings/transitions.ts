/**
 * Every way a booking's status may change, and what each change does to the renter's money
 * (docs/product.md, "Payments"; docs/decisions/0047-money-architecture.md, "Money declared on the
 * transition"). A change not listed here is refused before anything is written. The money effects
 * are declared here and applied by the payments feature through `BookingMoney`, in the
 * transaction that records the change: bookings never reach into payments, and what a transition
 * costs or refunds can be read in one table (as Sharetribe's process lists its actions).
 *
 * Who acts: the renter, the owner, the system (a clock, a payment, a request declined for another's
 * dates) or an administrator (a listing removed).
 */
import type { BookingStatus, RefundReason } from '@shared/constants';
import type { Db } from '../../db/client';

export type BookingEventAction =
  | 'request'
  /** The gateway reported the request paid: it reaches the owner now. */
  | 'pay'
  | 'accept'
  | 'decline'
  | 'start'
  | 'complete'
  | 'cancel'
  | 'expire'
  | 'auto_decline'
  /** The renter did not come for the pickup (docs/decisions/0060-no-shows.md). */
  | 'no_show'
  /** The owner did not hand the item over. */
  | 'owner_no_show';

export type TransitionActor = 'renter' | 'owner' | 'system' | 'admin';

/**
 * - `open_payment_window`: the request awaits payment until its due time; it lapses then.
 * - `close_payment_page`: an unpaid request ended; its payment page must stop taking payments.
 * - `hold`: the payment moves into escrow (charged in the ledger, with its tax invoice).
 * - `refund`: the booking ended before the rental; the renter gets back the share `refund` says
 *   (all, or the listing's cancellation policy) and what is kept is settled to the owner and Ajjir.
 * - `release_after_claim_window`: the rental was returned; what escrow holds stays there until the
 *   owner's claim window closes (never counted from before the last day), then a job releases it
 *   (docs/decisions/0056-earnings-released-by-the-rental.md).
 * - `release`: the rental ran and its claim window closed; everything held is settled to the owner,
 *   Ajjir and VAT. Applied by that job, never by a person's tap.
 */
export type MoneyEffect =
  | { kind: 'open_payment_window' }
  | { kind: 'close_payment_page' }
  | { kind: 'hold' }
  | { kind: 'refund'; refund: 'in_full' | 'by_policy'; reason: RefundReason }
  | { kind: 'release_after_claim_window' }
  | { kind: 'release' };

export interface Transition {
  action: BookingEventAction;
  from: BookingStatus | null;
  to: BookingStatus;
  by: TransitionActor;
  money: readonly MoneyEffect[];
}

const inFull = (reason: RefundReason): MoneyEffect => ({ kind: 'refund', refund: 'in_full', reason });

export const BOOKING_TRANSITIONS: readonly Transition[] = [
  {
    action: 'request',
    from: null,
    to: 'awaiting_payment',
    by: 'renter',
    money: [{ kind: 'open_payment_window' }],
  },
  // Unpaid in time, or replaced by a new request for the same days.
  {
    action: 'expire',
    from: 'awaiting_payment',
    to: 'expired',
    by: 'system',
    money: [{ kind: 'close_payment_page' }],
  },
  {
    action: 'cancel',
    from: 'awaiting_payment',
    to: 'cancelled',
    by: 'renter',
    money: [{ kind: 'close_payment_page' }],
  },
  { action: 'pay', from: 'awaiting_payment', to: 'pending', by: 'system', money: [{ kind: 'hold' }] },
  // Instant booking.
  { action: 'pay', from: 'awaiting_payment', to: 'confirmed', by: 'system', money: [{ kind: 'hold' }] },
  // Paid for days another took meanwhile, or for a listing removed meanwhile: the owner's side.
  {
    action: 'pay',
    from: 'awaiting_payment',
    to: 'declined',
    by: 'system',
    money: [{ kind: 'hold' }, inFull('owner_declined')],
  },
  { action: 'accept', from: 'pending', to: 'confirmed', by: 'owner', money: [] },
  { action: 'decline', from: 'pending', to: 'declined', by: 'owner', money: [inFull('owner_declined')] },
  // Days another booking took, or the owner blocked.
  {
    action: 'auto_decline',
    from: 'pending',
    to: 'declined',
    by: 'system',
    money: [inFull('owner_declined')],
  },
  { action: 'auto_decline', from: 'pending', to: 'declined', by: 'owner', money: [inFull('owner_declined')] },
  { action: 'expire', from: 'pending', to: 'expired', by: 'system', money: [inFull('expired')] },
  // Nothing was set aside for the renter yet.
  { action: 'cancel', from: 'pending', to: 'cancelled', by: 'renter', money: [inFull('renter_withdrew')] },
  {
    action: 'cancel',
    from: 'confirmed',
    to: 'cancelled',
    by: 'renter',
    money: [{ kind: 'refund', refund: 'by_policy', reason: 'renter_cancelled' }],
  },
  { action: 'cancel', from: 'confirmed', to: 'cancelled', by: 'owner', money: [inFull('owner_cancelled')] },
  // An administrator removing the listing ends what is ahead of it.
  { action: 'cancel', from: 'confirmed', to: 'cancelled', by: 'admin', money: [inFull('listing_removed')] },
  { action: 'decline', from: 'pending', to: 'declined', by: 'admin', money: [inFull('listing_removed')] },
  { action: 'start', from: 'confirmed', to: 'active', by: 'owner', money: [] },
  // No-shows (docs/decisions/0060-no-shows.md). The renter did not come: the owner says so after the
  // pickup day, or Ajjir's team decides it; they get back what a late cancellation would, and the
  // deposit whole.
  {
    action: 'no_show',
    from: 'confirmed',
    to: 'cancelled',
    by: 'owner',
    money: [{ kind: 'refund', refund: 'by_policy', reason: 'renter_no_show' }],
  },
  {
    action: 'no_show',
    from: 'confirmed',
    to: 'cancelled',
    by: 'admin',
    money: [{ kind: 'refund', refund: 'by_policy', reason: 'renter_no_show' }],
  },
  // The owner did not hand over: they did not answer the renter's report in time, nobody decided
  // a case in time, or Ajjir's team decides it. Everything back.
  {
    action: 'owner_no_show',
    from: 'confirmed',
    to: 'cancelled',
    by: 'system',
    money: [inFull('owner_no_show')],
  },
  {
    action: 'owner_no_show',
    from: 'confirmed',
    to: 'cancelled',
    by: 'admin',
    money: [inFull('owner_no_show')],
  },
  // An objection to a hand-over upheld (docs/decisions/0059): the rental ends, everything back.
  { action: 'owner_no_show', from: 'active', to: 'cancelled', by: 'admin', money: [inFull('owner_no_show')] },
  // Ajjir's team decides a case's rental did take place: under way, or returned when its days are over.
  { action: 'start', from: 'confirmed', to: 'active', by: 'admin', money: [] },
  {
    action: 'complete',
    from: 'confirmed',
    to: 'completed',
    by: 'admin',
    money: [{ kind: 'release_after_claim_window' }],
  },
  // Returned: the owner's tap alone releases nothing; the claim window's job does.
  {
    action: 'complete',
    from: 'active',
    to: 'completed',
    by: 'owner',
    money: [{ kind: 'release_after_claim_window' }],
  },
  // The renter confirms the return, early if before the last day: the window counts from it.
  {
    action: 'complete',
    from: 'active',
    to: 'completed',
    by: 'renter',
    money: [{ kind: 'release_after_claim_window' }],
  },
];

export class UndeclaredTransitionError extends Error {
  constructor(change: { action: string; from: string | null; to: string; by: string }) {
    super(
      `No declared transition ${change.action} from ${change.from ?? '(new)'} to ${change.to} by ${change.by}`,
    );
    this.name = 'UndeclaredTransitionError';
  }
}

/** The declared transition a change is; throws when it is none. */
export function transitionOf(change: {
  action: BookingEventAction;
  from: BookingStatus | null;
  to: BookingStatus;
  by: TransitionActor;
}): Transition {
  const found = BOOKING_TRANSITIONS.find(
    (each) =>
      each.action === change.action &&
      each.from === change.from &&
      each.to === change.to &&
      each.by === change.by,
  );
  if (!found) throw new UndeclaredTransitionError(change);
  return found;
}

/** Who acted on a booking, by the acting account (null: the system). */
export function roleOf(
  booking: { renterId: string; ownerId: string },
  actorId: string | null,
): TransitionActor {
  if (actorId === null) return 'system';
  if (actorId === booking.renterId) return 'renter';
  if (actorId === booking.ownerId) return 'owner';
  return 'admin';
}

/** A money effect to apply, with the booking it concerns and the change that declared it. */
export interface DeclaredMoneyEffect {
  bookingId: string;
  effect: MoneyEffect;
  /** Who acted (null: the system), for the refund's record. */
  actorId: string | null;
  transition: Transition;
}

/**
 * What the payments feature offers the bookings feature: applying the declared effects of the
 * changes just recorded, in the same transaction. Given to every booking service that changes a
 * status (the app's `bookingMoney`), so none can change one without its money.
 */
export interface BookingMoney {
  apply(tx: Db, effects: readonly DeclaredMoneyEffect[]): Promise<void>;
  /**
   * What the owner keeps of a booking that has ended, as the ledger settled it (halalas); null when
   * Ajjir holds no payment for it (an unpaid request, a booking paid to the owner directly).
   */
  ownerShareOf(tx: Db, bookingId: string): Promise<number | null>;
  /** What the renter is owed back or was refunded of a booking so far, its deposit included (halalas). */
  refundedOf(tx: Db, bookingId: string): Promise<number>;
  /**
   * A claim against the returned rental's deposit is settled: `kept` of it to the owner, the rest
   * back to the renter, the earning released (docs/decisions/0058-claims-and-disputes.md). Called
   * with the booking's row locked.
   */
  settleClaim(tx: Db, input: { bookingId: string; claimId: string; kept: number }): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The money side of booking changes, set by the payments feature (payments/register.ts). */
    bookingMoney: BookingMoney;
  }
}
