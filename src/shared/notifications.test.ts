import { describe, expect, it } from 'vitest';
import { NOTIFICATION_TYPES } from './constants';
import { bookingNotificationType, isolate, notificationText, notificationTexts } from './notifications';

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
