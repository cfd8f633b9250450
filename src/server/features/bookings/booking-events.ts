/**
 * What happened to a booking, kept twice: in `booking_events` (who, when,
 * from which status to which, why) for the record, and as a notification for
 * the person who should hear of it (notifications/notify.ts, which also
 * e-mails it after commit when the request runs in withNotificationEmails).
 */

import type { BookingStatus } from '@shared/constants';
import { bookingNotificationType } from '@shared/notifications';
import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bookingEvents, users } from '../../db/schema';
import { liveEvent, publish } from '../events/publish';
import { type NewNotification, notify } from '../notifications/notify';
import { settleEndedBookings } from '../payments/booking-money';
import { displayName } from '../users/display-name';

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
  | 'auto_decline';

export interface BookingChange {
  booking: { id: string; renterId: string; ownerId: string; itemTitle: string };
  /** Null when the system acts (a request expiring, a request declined for another). */
  actorId: string | null;
  action: BookingEventAction;
  from: BookingStatus | null;
  to: BookingStatus;
  reason?: string | null;
}

/** Who hears of each change: the other side, or the renter when the system acts; a paid request, its owner. */
function recipientOf({ booking, actorId, action, to }: BookingChange): string {
  if (action === 'pay' && to !== 'declined') return booking.ownerId;
  if (actorId === booking.ownerId) return booking.renterId;
  if (actorId === booking.renterId) return booking.ownerId;
  return booking.renterId;
}

/**
 * What the recipient is told. A request is a request to its owner even when
 * instant booking confirmed it at once ("your booking is confirmed" is the
 * renter's sentence).
 */
function notificationOf(change: BookingChange, actorNames: Map<string, string>): NewNotification {
  const userId = recipientOf(change);
  const actor = actorOf(change);
  const actorName = actor ? actorNames.get(actor) : undefined;
  return {
    userId,
    type:
      change.action === 'pay' && change.to !== 'declined'
        ? 'booking_requested'
        : bookingNotificationType(change.to),
    data: {
      bookingId: change.booking.id,
      itemTitle: change.booking.itemTitle,
      reason: change.reason ?? null,
      ...(actorName && { actorName }),
    },
    link: bookingPageOf(change.booking.id),
  };
}

/** Every notification about a booking opens the booking's own page. */
function bookingPageOf(bookingId: string): string {
  return `/bookings/${bookingId}`;
}

/**
 * An unpaid request is the renter's alone: its owner never hears of it, and the renter is not
 * told of its own request or of its lapsing (the checkout page says so). Once paid, it is news.
 */
function isUnpaidChange(change: BookingChange): boolean {
  return change.to === 'awaiting_payment' || (change.from === 'awaiting_payment' && change.action !== 'pay');
}

/**
 * A rental returned: both sides are asked to review it while the window is
 * open, each with a link to where their side lists the booking. For the
 * renter this is also the news of the return (its words say the rental is
 * complete), so they get it instead of booking_completed, not beside it.
 */
function reviewRemindersOf(change: BookingChange): NewNotification[] {
  const { booking } = change;
  return [booking.renterId, booking.ownerId].map((userId) => ({
    userId,
    type: 'review_reminder' as const,
    data: { bookingId: booking.id, itemTitle: booking.itemTitle },
    link: bookingPageOf(booking.id),
  }));
}

/** Who a change is told as coming from: whoever acted; for a request paid, its renter (the system recorded it). */
function actorOf(change: BookingChange): string | null {
  return change.actorId ?? (change.action === 'pay' ? change.booking.renterId : null);
}

/** The names of the people who acted, in one query for the whole batch. */
async function actorNamesOf(tx: Db, changes: BookingChange[]): Promise<Map<string, string>> {
  const ids = [...new Set(changes.flatMap((change) => (actorOf(change) ? [actorOf(change) as string] : [])))];
  if (ids.length === 0) return new Map();
  const actors = await tx
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      accountType: users.accountType,
      companyName: users.companyName,
    })
    .from(users)
    .where(inArray(users.id, ids));
  return new Map(actors.map((actor) => [actor.id, displayName(actor)]));
}

/**
 * Records the changes (inside the booking's transaction), notifies the side
 * that should hear of each (a completed rental: both sides, once each, asked
 * to review it), and tells both sides live that the booking changed.
 */
export async function recordChanges(tx: Db, changes: BookingChange[]): Promise<void> {
  if (changes.length === 0) return;
  await tx.insert(bookingEvents).values(
    changes.map((change) => ({
      bookingId: change.booking.id,
      actorId: change.actorId,
      action: change.action,
      fromStatus: change.from,
      toStatus: change.to,
      reason: change.reason ?? null,
    })),
  );
  // A paid booking that ends owes its refund and settles what is kept, in this transaction.
  await settleEndedBookings(tx, changes);
  const actorNames = await actorNamesOf(tx, changes);
  await notify(
    tx,
    changes.flatMap((change) => {
      if (isUnpaidChange(change)) return [];
      return change.to === 'completed' ? reviewRemindersOf(change) : [notificationOf(change, actorNames)];
    }),
  );
  await publish(
    tx,
    changes.flatMap((change) => {
      const { booking, to } = change;
      const told = isUnpaidChange(change) ? [booking.renterId] : [booking.renterId, booking.ownerId];
      return told.map((userId) =>
        liveEvent(userId, 'booking.changed', { bookingId: booking.id, status: to }),
      );
    }),
  );
}
