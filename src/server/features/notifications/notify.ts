/**
 * Every notification is made here, inside the transaction of the change it
 * tells of: the row, then live events for its reader (`notification.new` and
 * the new `counts`), and an e-mail job that runs once the transaction has
 * committed (notification-emails.ts).
 */

import type { Notification, NotificationData } from '@shared/api-types';
import type { NotificationType } from '@shared/constants';
import { eq, sql } from 'drizzle-orm';
import { type Db, oneRow, selectRows } from '../../db/client';
import { notifications } from '../../db/schema';
import { liveEvent, noneUnread, publish, unreadCountsFor } from '../events';
import { mailAfterCommit } from './notification-emails';
import { type NotificationRow, toNotification } from './notification-view';

export interface NewNotification {
  userId: string;
  type: NotificationType;
  data: NotificationData;
  link: string | null;
}

/** New notifications: stored, announced live, and mailed after commit. */
export async function notify(tx: Db, inputs: NewNotification[]): Promise<Notification[]> {
  if (inputs.length === 0) return [];
  const rows = await tx.insert(notifications).values(inputs).returning();
  await mailAfterCommit(
    tx,
    rows.map((row) => row.id),
  );
  return announce(tx, rows);
}

/** Tells each reader live of their notifications, and of their badges once for all of them. */
async function announce(tx: Db, rows: NotificationRow[]): Promise<Notification[]> {
  const shown = rows.map((row) => ({ userId: row.userId, notification: toNotification(row) }));
  const readers = [...new Set(rows.map((row) => row.userId))];
  const counts = await unreadCountsFor(tx, readers);
  await publish(tx, [
    ...shown.map(({ userId, notification }) => liveEvent(userId, 'notification.new', { notification })),
    ...readers.map((userId) => liveEvent(userId, 'counts', counts.get(userId) ?? noneUnread())),
  ]);
  return shown.map(({ notification }) => notification);
}

/** Where a "new messages" notification leads: the conversation with the sender. */
export const conversationLink = (senderId: string) => `/messages?with=${senderId}`;

/**
 * A message's notification: one per sender while it is unread, counting up
 * (and brought to the top) with each further message. The partial unique
 * index notifications_unread_message_key makes this one statement, safe when
 * two messages arrive at once. Only a new notification is e-mailed, not
 * every message while it stays unread.
 */
export async function notifyOfMessage(
  tx: Db,
  options: { receiverId: string; sender: { id: string; name: string } },
): Promise<Notification> {
  const { receiverId, sender } = options;
  const data: NotificationData = { senderId: sender.id, actorName: sender.name, count: 1 };
  const upsertedRows = await selectRows<{ id: string; count: number }>(
    tx,
    sql`
      INSERT INTO notifications (user_id, type, data, link)
      VALUES (${receiverId}, 'new_message', ${JSON.stringify(data)}::jsonb, ${conversationLink(sender.id)})
      ON CONFLICT (user_id, (data->>'senderId')) WHERE type = 'new_message' AND read_at IS NULL
      DO UPDATE SET
        data = notifications.data || jsonb_build_object(
          'count', coalesce((notifications.data->>'count')::int, 1) + 1,
          'actorName', EXCLUDED.data->'actorName'),
        created_at = now()
      RETURNING id, (data->>'count')::int AS count`,
  );
  const upserted = oneRow(upsertedRows, 'the upserted message notification');
  const row = oneRow(
    await tx.select().from(notifications).where(eq(notifications.id, upserted.id)),
    'the message notification just upserted',
  );
  if (upserted.count === 1) await mailAfterCommit(tx, [row.id]);
  return oneRow(await announce(tx, [row]), 'the message notification shown');
}
