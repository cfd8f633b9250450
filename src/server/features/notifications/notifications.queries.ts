import type { Notification } from '@shared/api-types';
import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { notifications } from '../../db/schema';
import { toNotification } from './notification-view';

/** The user's latest notifications, newest first (notifications_user_idx). */
export async function latestNotifications(db: Db, userId: string, limit: number): Promise<Notification[]> {
  const rows = await db
    .select()
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(limit);
  return rows.map(toNotification);
}

/**
 * Marks the user's unread notifications read: the given ones, or all.
 * Ids of other people's notifications match nothing, so they stay as they are.
 */
export async function markNotificationsRead(db: Db, userId: string, ids?: string[]): Promise<number> {
  if (ids?.length === 0) return 0;
  const updated = await db
    .update(notifications)
    .set({ readAt: sql`now()` })
    .where(
      and(
        eq(notifications.userId, userId),
        isNull(notifications.readAt),
        ids ? inArray(notifications.id, ids) : undefined,
      ),
    )
    .returning({ id: notifications.id });
  return updated.length;
}

/** Marks read the user's unread "new messages" notification from one sender (they read the thread). */
export async function markMessageNotificationRead(db: Db, userId: string, senderId: string): Promise<number> {
  const updated = await db
    .update(notifications)
    .set({ readAt: sql`now()` })
    .where(
      and(
        eq(notifications.userId, userId),
        eq(notifications.type, 'new_message'),
        isNull(notifications.readAt),
        sql`${notifications.data}->>'senderId' = ${senderId}`,
      ),
    )
    .returning({ id: notifications.id });
  return updated.length;
}
