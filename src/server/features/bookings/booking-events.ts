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
import { displayName } from '../users/display-name';

export type BookingEventAction =
  | 'request'
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

/** Who hears of each change: the other side, or the renter when the system acts. */
function recipientOf({ booking, actorId }: BookingChange): string {
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
  const actorName = change.actorId ? actorNames.get(change.actorId) : undefined;
  return {
    userId,
    type: change.action === 'request' ? 'booking_requested' : bookingNotificationType(change.to),
    data: {
      bookingId: change.booking.id,
      itemTitle: change.booking.itemTitle,
      reason: change.reason ?? null,
      ...(actorName && { actorName }),
    },
    link: userId === change.booking.ownerId ? '/profile?tab=requests' : '/profile?tab=bookings',
  };
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
    link: userId === booking.ownerId ? '/profile?tab=requests' : '/profile?tab=bookings',
  }));
}

/** The names of the people who acted, in one query for the whole batch. */
async function actorNamesOf(tx: Db, changes: BookingChange[]): Promise<Map<string, string>> {
  const ids = [...new Set(changes.flatMap((change) => (change.actorId ? [change.actorId] : [])))];
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
  const actorNames = await actorNamesOf(tx, changes);
  await notify(
    tx,
    changes.flatMap((change) =>
      change.to === 'completed' ? reviewRemindersOf(change) : [notificationOf(change, actorNames)],
    ),
  );
  await publish(
    tx,
    changes.flatMap(({ booking, to }) =>
      [booking.renterId, booking.ownerId].map((userId) =>
        liveEvent(userId, 'booking.changed', { bookingId: booking.id, status: to }),
      ),
    ),
  );
}
