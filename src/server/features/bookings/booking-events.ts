/**
 * What happened to a booking, kept twice: in `booking_events` (who, when,
 * from which status to which, why) for the record, and as a notification for
 * the person who should hear of it (notifications/notify.ts, which also has it
 * e-mailed once the transaction commits). Each change must be a declared
 * transition (transitions.ts), whose money effects are applied here too.
 */

import type { BookingStatus } from '@shared/constants';
import { displayName } from '@shared/names';
import { bookingNotificationType } from '@shared/notifications';
import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { displayNameColumns } from '../../db/display-name-columns';
import { bookingEvents, users } from '../../db/schema';
import { liveEvent, publish } from '../events';
import { type NewNotification, notify } from '../notifications';
import {
  type BookingEventAction,
  type BookingMoney,
  type DeclaredMoneyEffect,
  roleOf,
  transitionOf,
} from './transitions';

export type { BookingEventAction } from './transitions';

export interface BookingChange {
  booking: { id: string; renterId: string; ownerId: string; itemTitle: string };
  /** Null when the system acts (a request expiring, a request declined for another). */
  actorId: string | null;
  action: BookingEventAction;
  from: BookingStatus | null;
  to: BookingStatus;
  reason?: string | null;
  /** The caller tells both sides itself, in words of its own (a no-show's, docs/decisions/0060). */
  toldByCaller?: boolean;
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
function notificationOf(
  change: BookingChange,
  actorNames: Map<string, string>,
  ownerShares: Map<string, number>,
): NewNotification {
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
      ...(change.to === 'cancelled' && cancellerOf(change)),
      ...(userId === change.booking.ownerId &&
        ownerShares.has(change.booking.id) && { amount: ownerShares.get(change.booking.id) }),
    },
    link: bookingPageOf(change.booking.id),
  };
}

/** Who cancelled, as the notification names them; none for the system. */
function cancellerOf(change: BookingChange): { by?: 'renter' | 'owner' | 'admin' } {
  const role = roleOf(change.booking, change.actorId);
  return role === 'system' ? {} : { by: role };
}

/**
 * What each owner told of a cancellation keeps of it, read from the ledger once the money effects
 * have settled it (docs/decisions/0047-money-architecture.md): the notification says the figure the
 * earnings page will show.
 */
async function ownerSharesOf(
  tx: Db,
  changes: BookingChange[],
  money: BookingMoney,
): Promise<Map<string, number>> {
  const shares = new Map<string, number>();
  for (const change of changes) {
    if (change.to !== 'cancelled' || recipientOf(change) !== change.booking.ownerId) continue;
    const share = await money.ownerShareOf(tx, change.booking.id);
    if (share !== null) shares.set(change.booking.id, share);
  }
  return shares;
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
      ...displayNameColumns,
    })
    .from(users)
    .where(inArray(users.id, ids));
  return new Map(actors.map((actor) => [actor.id, displayName(actor)]));
}

/** Each change's declared transition (refusing one that is not declared) and its money effects. */
function declaredEffectsOf(changes: BookingChange[]): DeclaredMoneyEffect[] {
  return changes.flatMap((change) => {
    const transition = transitionOf({ ...change, by: roleOf(change.booking, change.actorId) });
    return transition.money.map((effect) => ({
      bookingId: change.booking.id,
      effect,
      actorId: change.actorId,
      transition,
    }));
  });
}

/**
 * Records the changes (inside the booking's transaction) and applies the money effects their
 * transitions declare, notifies the side that should hear of each (a completed rental: both
 * sides, once each, asked to review it), and tells both sides live that the booking changed.
 */
export async function recordChanges(tx: Db, changes: BookingChange[], money: BookingMoney): Promise<void> {
  if (changes.length === 0) return;
  const effects = declaredEffectsOf(changes);
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
  await money.apply(tx, effects);
  const actorNames = await actorNamesOf(tx, changes);
  const ownerShares = await ownerSharesOf(tx, changes, money);
  await notify(
    tx,
    changes.flatMap((change) => {
      if (isUnpaidChange(change)) return [];
      if (change.to === 'completed') return reviewRemindersOf(change);
      if (change.toldByCaller) return [];
      // A hand-over's news is its confirmation's, with the deadline to answer it (handover.ts).
      if (change.to === 'active') return [];
      return [notificationOf(change, actorNames, ownerShares)];
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
