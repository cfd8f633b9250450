/**
 * The words of a notification, in both languages, from its type and data.
 * The API sends both (`Notification.text`), and e-mails use the reader's.
 */
import type { NotificationData } from './api-types';
import type { Language, NotificationType } from './constants';

type Words = (data: NotificationData) => string;

/**
 * A title or a name inside a sentence of the other direction (an Arabic item
 * in an English text) is isolated (FSI … PDI), so that it cannot reorder
 * the words around it.
 */
export const isolate = (text = '') => `\u2068${text}\u2069`;

const quoted = {
  ar: (title = '') => `«${isolate(title)}»`,
  en: (title = '') => `“${isolate(title)}”`,
};

const WORDS: Record<Language, Record<NotificationType, Words>> = {
  ar: {
    booking_requested: (d) =>
      `طلب حجز جديد على ${quoted.ar(d.itemTitle)}${d.actorName ? ` من ${isolate(d.actorName)}` : ''}`,
    booking_confirmed: (d) => `تأكّد حجزك لـ${quoted.ar(d.itemTitle)}`,
    booking_declined: (d) => `رُفض طلبك لـ${quoted.ar(d.itemTitle)}`,
    booking_expired: (d) => `انتهت مهلة طلبك لـ${quoted.ar(d.itemTitle)} دون رد`,
    booking_cancelled: (d) => `أُلغي حجز ${quoted.ar(d.itemTitle)}`,
    booking_active: (d) => `سُلّم إليك ${quoted.ar(d.itemTitle)}، استمتع به`,
    booking_completed: (d) => `اكتمل إيجار ${quoted.ar(d.itemTitle)}`,
    review_received: (d) => `وصلك تقييم جديد${d.actorName ? ` من ${isolate(d.actorName)}` : ''}`,
    review_reminder: (d) => `اكتمل إيجار ${quoted.ar(d.itemTitle)}: قيّم تجربتك خلال ١٤ يومًا`,
    new_message: (d) => {
      const count = d.count ?? 1;
      const from = isolate(d.actorName);
      if (count <= 1) return `رسالة جديدة من ${from}`;
      if (count === 2) return `رسالتان جديدتان من ${from}`;
      const number = new Intl.NumberFormat('ar-SA-u-nu-arab').format(count);
      return count <= 10 ? `${number} رسائل جديدة من ${from}` : `${number} رسالة جديدة من ${from}`;
    },
    listing_removed: (d) => `أزال فريق أجّر إعلانك ${quoted.ar(d.itemTitle)}`,
  },
  en: {
    booking_requested: (d) =>
      `New booking request for ${quoted.en(d.itemTitle)}${d.actorName ? ` from ${isolate(d.actorName)}` : ''}`,
    booking_confirmed: (d) => `Your booking of ${quoted.en(d.itemTitle)} is confirmed`,
    booking_declined: (d) => `Your request for ${quoted.en(d.itemTitle)} was declined`,
    booking_expired: (d) => `Your request for ${quoted.en(d.itemTitle)} expired without an answer`,
    booking_cancelled: (d) => `The booking of ${quoted.en(d.itemTitle)} was cancelled`,
    booking_active: (d) => `${quoted.en(d.itemTitle)} is handed over to you. Enjoy!`,
    booking_completed: (d) => `The rental of ${quoted.en(d.itemTitle)} is complete`,
    review_received: (d) => `You received a new review${d.actorName ? ` from ${isolate(d.actorName)}` : ''}`,
    review_reminder: (d) =>
      `The rental of ${quoted.en(d.itemTitle)} is complete: leave a review within 14 days`,
    new_message: (d) => {
      const count = d.count ?? 1;
      const from = isolate(d.actorName);
      return count <= 1 ? `New message from ${from}` : `${count} new messages from ${from}`;
    },
    listing_removed: (d) => `Your listing ${quoted.en(d.itemTitle)} was removed by the Ajjir team`,
  },
};

export function notificationText(type: NotificationType, data: NotificationData, language: Language): string {
  return WORDS[language][type](data);
}

export function notificationTexts(
  type: NotificationType,
  data: NotificationData,
): { ar: string; en: string } {
  return { ar: notificationText(type, data, 'ar'), en: notificationText(type, data, 'en') };
}

/** The notification type a booking's new status gives its recipient. */
export function bookingNotificationType(status: string): NotificationType {
  return status === 'pending' ? 'booking_requested' : (`booking_${status}` as NotificationType);
}

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
  const aboutBooking = notification.type.startsWith('booking_') || notification.type === 'review_reminder';
  return aboutBooking && bookingId ? bookingLink(bookingId) : notification.link;
}
