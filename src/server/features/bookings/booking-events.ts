/**
 * What happened to a booking, kept twice: in `booking_events` (who, when,
 * from which status to which, why) for the record, and as a notification for
 * the person who should hear of it (delivered by the messaging issue).
 */
import type { BookingStatus } from '../../../shared/constants';
import type { Db } from '../../db/client';
import { bookingEvents, notifications } from '../../db/schema';

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
  await tx.insert(notifications).values(
    changes.map((change) => {
      const toOwner = recipientOf(change) === change.booking.ownerId;
      return {
        userId: recipientOf(change),
        type: `booking.${change.to}`,
        data: {
          bookingId: change.booking.id,
          itemTitle: change.booking.itemTitle,
          action: change.action,
          reason: change.reason ?? null,
        },
        link: toOwner ? '/profile?tab=requests' : '/profile?tab=bookings',
      };
    }),
  );
}
