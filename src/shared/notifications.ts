/**
 * The words of a notification, in both languages, from its type and data.
 * The API sends both (`Notification.text`), and e-mails use the reader's.
 */
import type { NotificationData } from './api-types';
import type { Language, NotificationType } from './constants';

type Words = (data: NotificationData) => string;

const quoted = {
  ar: (title = '') => `«${title}»`,
  en: (title = '') => `“${title}”`,
};

const WORDS: Record<Language, Record<NotificationType, Words>> = {
  ar: {
    booking_requested: (d) =>
      `طلب حجز جديد على ${quoted.ar(d.itemTitle)}${d.actorName ? ` من ${d.actorName}` : ''}`,
    booking_confirmed: (d) => `تأكّد حجزك لـ${quoted.ar(d.itemTitle)}`,
    booking_declined: (d) => `رُفض طلبك لـ${quoted.ar(d.itemTitle)}`,
    booking_expired: (d) => `انتهت مهلة طلبك لـ${quoted.ar(d.itemTitle)} دون رد`,
    booking_cancelled: (d) => `أُلغي حجز ${quoted.ar(d.itemTitle)}`,
    booking_active: (d) => `سُلّم إليك ${quoted.ar(d.itemTitle)}، استمتع به`,
    booking_completed: (d) => `اكتمل إيجار ${quoted.ar(d.itemTitle)}`,
    review_received: (d) => `وصلك تقييم جديد${d.actorName ? ` من ${d.actorName}` : ''}`,
    new_message: (d) => {
      const count = d.count ?? 1;
      const from = d.actorName ?? '';
      if (count <= 1) return `رسالة جديدة من ${from}`;
      if (count === 2) return `رسالتان جديدتان من ${from}`;
      const number = new Intl.NumberFormat('ar-SA-u-nu-arab').format(count);
      return count <= 10 ? `${number} رسائل جديدة من ${from}` : `${number} رسالة جديدة من ${from}`;
    },
  },
  en: {
    booking_requested: (d) =>
      `New booking request for ${quoted.en(d.itemTitle)}${d.actorName ? ` from ${d.actorName}` : ''}`,
    booking_confirmed: (d) => `Your booking of ${quoted.en(d.itemTitle)} is confirmed`,
    booking_declined: (d) => `Your request for ${quoted.en(d.itemTitle)} was declined`,
    booking_expired: (d) => `Your request for ${quoted.en(d.itemTitle)} expired without an answer`,
    booking_cancelled: (d) => `The booking of ${quoted.en(d.itemTitle)} was cancelled`,
    booking_active: (d) => `${quoted.en(d.itemTitle)} is handed over to you. Enjoy!`,
    booking_completed: (d) => `The rental of ${quoted.en(d.itemTitle)} is complete`,
    review_received: (d) => `You received a new review${d.actorName ? ` from ${d.actorName}` : ''}`,
    new_message: (d) => {
      const count = d.count ?? 1;
      return count <= 1
        ? `New message from ${d.actorName ?? ''}`
        : `${count} new messages from ${d.actorName ?? ''}`;
    },
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
