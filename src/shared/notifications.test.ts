import { describe, expect, it } from 'vitest';
import { NOTIFICATION_TYPES } from './constants';
import {
  bookingLink,
  bookingNotificationType,
  isolate,
  notificationLinkOf,
  notificationText,
  notificationTexts,
} from './notifications';

describe('notification texts', () => {
  it('has words for every type in both languages, naming the item', () => {
    for (const type of NOTIFICATION_TYPES) {
      const texts = notificationTexts(type, { itemTitle: 'Drill', actorName: 'Sara' });
      expect(texts.ar.length, type).toBeGreaterThan(5);
      expect(texts.en.length, type).toBeGreaterThan(5);
      if (type.startsWith('booking_')) expect(texts.en).toContain(`“${isolate('Drill')}”`);
    }
  });

  it('counts unread messages with Arabic plural forms', () => {
    const ar = (count: number) => notificationText('new_message', { actorName: 'فهد', count }, 'ar');
    expect(ar(1)).toBe(`رسالة جديدة من ${isolate('فهد')}`);
    expect(ar(2)).toBe(`رسالتان جديدتان من ${isolate('فهد')}`);
    expect(ar(3)).toBe(`٣ رسائل جديدة من ${isolate('فهد')}`);
    expect(ar(11)).toBe(`١١ رسالة جديدة من ${isolate('فهد')}`);
    expect(notificationText('new_message', { actorName: 'Fahad', count: 3 }, 'en')).toBe(
      `3 new messages from ${isolate('Fahad')}`,
    );
  });

  it('isolates a title of the other direction, so it cannot reorder the sentence', () => {
    const text = notificationText('booking_confirmed', { itemTitle: 'بيت شعر ٤×٦ م' }, 'en');
    expect(text).toBe('Your booking of “\u2068بيت شعر ٤×٦ م\u2069” is confirmed');
  });

  it('maps a booking status to the type its recipient hears of', () => {
    expect(bookingNotificationType('pending')).toBe('booking_requested');
    for (const status of ['confirmed', 'declined', 'expired', 'cancelled', 'active', 'completed']) {
      expect(NOTIFICATION_TYPES).toContain(bookingNotificationType(status));
    }
  });
});

describe('where a notification leads', () => {
  it('opens the booking’s own page for news of a booking, even from a row stored with an older link', () => {
    for (const type of NOTIFICATION_TYPES.filter(
      (t) => t.startsWith('booking_') || t === 'review_reminder',
    )) {
      expect(
        notificationLinkOf({ type, data: { bookingId: 'b-1' }, link: '/profile?tab=requests' }),
        type,
      ).toBe('/bookings/b-1');
    }
    expect(bookingLink('a/../admin')).toBe('/bookings/a%2F..%2Fadmin');
  });

  it('keeps the stored link of anything else, and of a booking notice without a booking', () => {
    expect(
      notificationLinkOf({ type: 'new_message', data: { senderId: 'u' }, link: '/messages?with=u' }),
    ).toBe('/messages?with=u');
    expect(
      notificationLinkOf({
        type: 'review_received',
        data: { bookingId: 'b-1' },
        link: '/profile?tab=reviews',
      }),
    ).toBe('/profile?tab=reviews');
    expect(notificationLinkOf({ type: 'booking_cancelled', data: {}, link: null })).toBeNull();
  });
});
