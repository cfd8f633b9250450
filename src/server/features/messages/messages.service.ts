/**
 * Sending and reading messages. Each runs in one transaction with what it
 * tells: the live events (the message to both people, read receipts, the
 * badges) and the receiver's notification.
 */

import type { Message } from '@shared/api-types';
import { displayName } from '@shared/names';
import type { sendMessageSchema } from '@shared/schemas/messages';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { type Db, oneRow } from '../../db/client';
import { bookings, items, messages, users } from '../../db/schema';
import { fieldError, notFound } from '../../http/errors';
import { refuseIfBlocked } from '../blocking';
import { liveEvent, publish, unreadCounts } from '../events';
import { markMessageNotificationRead, notifyOfMessage } from '../notifications';
import type { UserRow } from '../users';
import { toMessage } from './messages.queries';

type SendMessage = ReturnType<typeof sendMessageSchema.parse>;

/** The session's user writes to someone: stored, shown live to both, and the receiver notified. */
export async function sendMessage(tx: Db, sender: UserRow, input: SendMessage): Promise<Message> {
  await checkReceiver(tx, sender.id, input.receiverId);
  // Either one's block closes the conversation both ways (docs/decisions/0065-members-block-members.md).
  await refuseIfBlocked(tx, sender.id, input.receiverId);
  if (input.bookingId) await checkBookingBetween(tx, input.bookingId, sender.id, input.receiverId);
  if (input.itemId) await checkItemExists(tx, input.itemId);
  const message = await storeMessage(tx, { ...input, senderId: sender.id });
  await notifyOfMessage(tx, {
    receiverId: input.receiverId,
    sender: { id: sender.id, name: displayName(sender) },
  });
  return message;
}

/**
 * A checked message, stored and shown live to both people; the caller tells
 * the receiver (a booking request's message is told by the request's own
 * notification, bookings.service.ts).
 */
export async function storeMessage(
  tx: Db,
  input: Pick<SendMessage, 'receiverId' | 'content' | 'bookingId' | 'itemId'> & { senderId: string },
): Promise<Message> {
  const message = toMessage(oneRow(await tx.insert(messages).values(input).returning(), 'the new message'));
  // The sender too: their other tabs and devices show what they sent.
  await publish(tx, [
    liveEvent(input.receiverId, 'message.new', { message }),
    liveEvent(input.senderId, 'message.new', { message }),
  ]);
  return message;
}

/** Someone else, who exists and is not blocked (blocked people are out of the marketplace: 404). */
async function checkReceiver(tx: Db, senderId: string, receiverId: string): Promise<void> {
  if (receiverId === senderId) throw fieldError('receiverId', 'message_to_self');
  const [receiver] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, receiverId), isNull(users.suspendedAt), isNull(users.closedAt)));
  if (!receiver) throw notFound('User not found');
}

/**
 * A message about a booking is between its renter and its owner. Any other
 * booking is 404, as if it did not exist: nobody learns of others' bookings.
 */
async function checkBookingBetween(tx: Db, bookingId: string, senderId: string, receiverId: string) {
  const [booking] = await tx
    .select({ renterId: bookings.renterId, ownerId: bookings.ownerId })
    .from(bookings)
    .where(eq(bookings.id, bookingId));
  const people = booking ? [booking.renterId, booking.ownerId].sort().join() : '';
  if (people !== [senderId, receiverId].sort().join()) throw notFound('Booking not found');
}

/**
 * An enquiry names a listed item: one its owner removed, or one of a blocked owner, is gone from
 * the marketplace (and answering otherwise would tell that it exists).
 */
async function checkItemExists(tx: Db, itemId: string): Promise<void> {
  const [item] = await tx
    .select({ id: items.id })
    .from(items)
    .innerJoin(users, eq(users.id, items.ownerId))
    .where(and(eq(items.id, itemId), isNull(items.deletedAt), isNull(users.suspendedAt)));
  if (!item) throw notFound('Item not found');
}

/**
 * The reader opened the conversation: every message from the sender to them
 * is read, and so is the notification of them. The sender gets a read
 * receipt, the reader's other tabs the same and their new badges. A call
 * that changes nothing announces nothing.
 */
export async function markThreadRead(tx: Db, readerId: string, senderId: string): Promise<number> {
  const read = await tx
    .update(messages)
    .set({ isRead: true })
    .where(
      and(eq(messages.receiverId, readerId), eq(messages.senderId, senderId), sql`NOT ${messages.isRead}`),
    )
    .returning({ id: messages.id });
  const readNotifications = await markMessageNotificationRead(tx, readerId, senderId);
  if (read.length === 0 && readNotifications === 0) return 0;
  const receipt = { readerId, senderId };
  await publish(tx, [
    // Only a sender whose messages were just read surely still exists to be told.
    ...(read.length > 0 ? [liveEvent(senderId, 'message.read', receipt)] : []),
    liveEvent(readerId, 'message.read', receipt),
    liveEvent(readerId, 'counts', await unreadCounts(tx, readerId)),
  ]);
  return read.length;
}
