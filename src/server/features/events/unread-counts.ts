/**
 * The header's badges (GET /api/counts, and the `counts` live event after
 * every change to them). Each count reads a partial index of unread rows only:
 * messages_unread_idx and notifications_unread_idx.
 */

import type { UnreadCounts } from '@shared/api-types';
import { and, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { messages, notifications } from '../../db/schema';

/** The badges of someone with nothing unread. */
export const noneUnread = (): UnreadCounts => ({ messages: 0, notifications: 0 });

/** The badges of several people at once: two queries however many. */
export async function unreadCountsFor(db: Db, userIds: string[]): Promise<Map<string, UnreadCounts>> {
  const counts = new Map(userIds.map((id) => [id, noneUnread()]));
  if (userIds.length === 0) return counts;
  // One after the other: `db` may be a transaction, which runs one query at a time anyway.
  const unreadMessages = await db
    .select({ userId: messages.receiverId, count: sql<number>`count(*)::int` })
    .from(messages)
    .where(and(inArray(messages.receiverId, userIds), sql`NOT ${messages.isRead}`))
    .groupBy(messages.receiverId);
  const unreadNotifications = await db
    .select({ userId: notifications.userId, count: sql<number>`count(*)::int` })
    .from(notifications)
    .where(and(inArray(notifications.userId, userIds), isNull(notifications.readAt)))
    .groupBy(notifications.userId);
  // Each row's reader is one of `userIds` (the WHERE says so), so each has its entry.
  for (const row of unreadMessages) {
    const entry = counts.get(row.userId);
    if (entry) entry.messages = row.count;
  }
  for (const row of unreadNotifications) {
    const entry = counts.get(row.userId);
    if (entry) entry.notifications = row.count;
  }
  return counts;
}

export async function unreadCounts(db: Db, userId: string): Promise<UnreadCounts> {
  return (await unreadCountsFor(db, [userId])).get(userId) ?? noneUnread();
}
