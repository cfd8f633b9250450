import type { Conversation } from '@shared/api-types';
import { describe, expect, it } from 'vitest';
import { conversationLabel, formatMessageTime, formatRelativeTime } from './message-format';

const NOW = new Date('2026-11-23T15:00:00Z');

describe('formatMessageTime', () => {
  it('shows the clock time under 24 hours, in the language and its digits', () => {
    const value = '2026-11-23T09:05:00Z';
    const english = formatMessageTime(value, 'en', NOW);
    expect(english).toMatch(/\d{1,2}:05/);
    expect(english).not.toMatch(/Nov/);
    const arabic = formatMessageTime(value, 'ar', NOW);
    expect(arabic).toMatch(/[٠-٩]+:٠٥/);
  });

  it('shows the date after 24 hours, with the year only when it differs', () => {
    expect(formatMessageTime('2026-11-21T09:05:00Z', 'en', NOW)).toBe('Nov 21');
    expect(formatMessageTime('2025-11-21T09:05:00Z', 'en', NOW)).toBe('Nov 21, 2025');
    expect(formatMessageTime('2026-11-21T09:05:00Z', 'ar', NOW)).toBe('٢١ نوفمبر');
  });
});

describe('formatRelativeTime', () => {
  it('is null under a minute, then minutes, hours, days, and the date after a week', () => {
    expect(formatRelativeTime('2026-11-23T14:59:30Z', 'en', NOW)).toBeNull();
    expect(formatRelativeTime('2026-11-23T14:55:00Z', 'en', NOW)).toBe('5 min. ago');
    expect(formatRelativeTime('2026-11-23T12:00:00Z', 'en', NOW)).toBe('3 hr. ago');
    expect(formatRelativeTime('2026-11-22T12:00:00Z', 'en', NOW)).toBe('yesterday');
    expect(formatRelativeTime('2026-11-01T12:00:00Z', 'en', NOW)).toBe('Nov 1');
    expect(formatRelativeTime('2026-11-23T12:00:00Z', 'ar', NOW)).toMatch(/٣/);
  });
});

describe('conversationLabel', () => {
  const base = {
    otherUser: {
      id: 'u2',
      firstName: 'Lama',
      lastName: 'Al-Mutairi',
      accountType: 'individual',
      companyName: null,
      profilePicture: null,
    },
    lastMessage: {
      id: 'm',
      senderId: 'u1',
      receiverId: 'u2',
      content: 'See you\n  tomorrow ',
      bookingId: null,
      itemId: null,
      isRead: false,
      createdAt: NOW.toISOString(),
    },
    unreadCount: 0,
  } as Conversation;

  it("names the person, flattens the message to a line, and says when it is the viewer's", () => {
    expect(conversationLabel(base, 'u1')).toEqual({
      name: 'Lama Al-Mutairi',
      preview: 'See you tomorrow',
      mine: true,
    });
    expect(conversationLabel(base, 'u2').mine).toBe(false);
  });

  it('names a business by its company', () => {
    const business = {
      ...base,
      otherUser: { ...base.otherUser, accountType: 'business', companyName: 'Rahhal Camping' },
    } as Conversation;
    expect(conversationLabel(business, 'u1').name).toBe('Rahhal Camping');
  });
});
