/**
 * Where a notification leads, apart from its words (notifications.ts): the client's bell reads
 * only this, so the words of every notification in both languages stay out of its bundle.
 */
import type { NotificationData } from './api-types';
import type { NotificationType } from './constants';

/** The page of one booking, where every notification about it leads (docs/decisions/0029: a page of the list). */
export function bookingLink(bookingId: string): string {
  return `/bookings/${encodeURIComponent(bookingId)}`;
}

/**
 * Where a notification leads. News of a booking (and the reminder to review it) opens that
 * booking's page, whatever link the row was stored with: rows written before the booking had a
 * page of its own point at the profile's old tabs.
 */
export function notificationLinkOf(notification: {
  type: NotificationType;
  data: NotificationData;
  link: string | null;
}): string | null {
  const { bookingId } = notification.data;
  const aboutBooking =
    notification.type.startsWith('booking_') ||
    notification.type === 'review_reminder' ||
    notification.type === 'refund_given' ||
    notification.type === 'deposit_returned' ||
    notification.type.startsWith('claim_') ||
    notification.type.startsWith('handover_') ||
    notification.type === 'return_confirmed' ||
    notification.type === 'objection_resolved' ||
    notification.type.startsWith('no_show_');
  return aboutBooking && bookingId ? bookingLink(bookingId) : notification.link;
}
