import type { Notification, NotificationData } from '@shared/api-types';
import type { NotificationType } from '@shared/constants';
import { notificationTexts } from '@shared/notifications';
import type { notifications } from '../../db/schema';

export type NotificationRow = typeof notifications.$inferSelect;

/** A stored notification as the API shows it, worded in both languages. */
export function toNotification(row: NotificationRow): Notification {
  // The table's check constraint admits only NOTIFICATION_TYPES.
  const type = row.type as NotificationType;
  const data = (row.data ?? {}) as NotificationData;
  return {
    id: row.id,
    type,
    data,
    text: notificationTexts(type, data),
    link: row.link,
    readAt: row.readAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}
