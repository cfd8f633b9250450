import type { Conversation, Message, Notification, NotificationList } from '@shared/api-types';
import { describe, expect, it } from 'vitest';
import {
  addMessageToConversations,
  addMessageToThread,
  lowerCounts,
  markConversationsRead,
  markNotificationsRead,
  markThreadRead,
  mergeLatestPage,
  PENDING_PREFIX,
  prependOlderPage,
  settlePendingMessage,
  type ThreadData,
  upsertNotification,
} from './cache-updates';

const ME = 'me';
const YOU = 'you';
const THEM = 'them';

let clock = 0;
function message(overrides: Partial<Message> = {}): Message {
  clock += 1;
  return {
    id: `m${clock}`,
    senderId: YOU,
    receiverId: ME,
    content: `hello ${clock}`,
    bookingId: null,
    itemId: null,
    isRead: false,
    createdAt: new Date(Date.UTC(2026, 10, 1, 10, 0, clock)).toISOString(),
    ...overrides,
  };
}

function conversation(otherId: string, last: Message, unreadCount = 0): Conversation {
  return {
    otherUser: {
      id: otherId,
      firstName: otherId,
      lastName: 'X',
      accountType: 'individual',
      companyName: null,
      profilePicture: null,
    } as Conversation['otherUser'],
    lastMessage: last,
    unreadCount,
  };
}

function notification(id: string, overrides: Partial<Notification> = {}): Notification {
  return {
    id,
    type: 'booking_requested',
    data: {},
    text: { ar: `ع ${id}`, en: `n ${id}` },
    link: '/profile?tab=requests',
    readAt: null,
    createdAt: '2026-11-01T10:00:00.000Z',
    ...overrides,
  };
}

describe('addMessageToThread', () => {
  it('appends in time order, once per id', () => {
    const a = message();
    const b = message();
    const thread: ThreadData = { messages: [a], hasMore: false };
    const once = addMessageToThread(thread, b);
    expect(once?.messages.map((m) => m.id)).toEqual([a.id, b.id]);
    const twice = addMessageToThread(once, { ...b, isRead: true });
    expect(twice?.messages.map((m) => m.id)).toEqual([a.id, b.id]);
    expect(twice?.messages[1]?.isRead).toBe(true);
  });

  it('leaves a thread that is not cached alone', () => {
    expect(addMessageToThread(undefined, message())).toBeUndefined();
  });

  it("puts the server's copy in place of the pending one with the same words", () => {
    const pending = message({ id: `${PENDING_PREFIX}1`, senderId: ME, receiverId: YOU, content: 'hi there' });
    const thread = { messages: [pending], hasMore: false };
    const saved = message({ senderId: ME, receiverId: YOU, content: 'hi there' });
    expect(addMessageToThread(thread, saved)?.messages).toEqual([saved]);
    // …and the POST's answer arriving after the stream's echo changes nothing.
    expect(settlePendingMessage(addMessageToThread(thread, saved), pending.id, saved)?.messages).toEqual([
      saved,
    ]);
  });

  it('keeps a read mark that came before the answer to the send (read marks only go forward)', () => {
    // The reader opened it while the POST's answer was still on the way: the receipt came first.
    const pending = message({
      id: `${PENDING_PREFIX}3`,
      senderId: ME,
      receiverId: YOU,
      content: 'Thursday?',
    });
    const readFirst = markThreadRead({ messages: [pending], hasMore: false }, YOU, ME);
    expect(readFirst?.messages[0]?.isRead).toBe(true);
    const saved = message({ senderId: ME, receiverId: YOU, content: 'Thursday?' });
    expect(settlePendingMessage(readFirst, pending.id, saved)?.messages).toEqual([
      { ...saved, isRead: true },
    ]);
    // The same when the copy arrives on the stream: a stale unread copy does not undo the mark.
    expect(addMessageToThread(readFirst, saved)?.messages).toEqual([{ ...saved, isRead: true }]);
    const readSaved = { messages: [{ ...saved, isRead: true }], hasMore: false };
    expect(addMessageToThread(readSaved, saved)?.messages[0]?.isRead).toBe(true);
  });

  it('takes a failed pending message out', () => {
    const pending = message({ id: `${PENDING_PREFIX}2`, senderId: ME, receiverId: YOU });
    expect(settlePendingMessage({ messages: [pending], hasMore: true }, pending.id, null)).toEqual({
      messages: [],
      hasMore: true,
    });
  });
});

describe('thread pages', () => {
  it('keeps older pages and pending messages when the latest page is fetched again', () => {
    const old = message();
    const a = message();
    const b = message({ senderId: ME, receiverId: YOU });
    const pending = message({ id: `${PENDING_PREFIX}x`, senderId: ME, receiverId: YOU });
    const cached = { messages: [old, a, b, pending], hasMore: false };
    const merged = mergeLatestPage(cached, [a, { ...b, isRead: true }], true);
    expect(merged.messages.map((m) => m.id)).toEqual([old.id, a.id, b.id, pending.id]);
    expect(merged.messages[2]?.isRead).toBe(true);
    expect(merged.hasMore).toBe(false); // the older page already reached the beginning
  });

  it('takes the first page as it comes', () => {
    const a = message();
    expect(mergeLatestPage(undefined, [a], true)).toEqual({ messages: [a], hasMore: true });
  });

  it('puts an older page in front, without repeats', () => {
    const a = message();
    const b = message();
    const c = message();
    expect(prependOlderPage({ messages: [b, c], hasMore: true }, [a, b], false)).toEqual({
      messages: [a, b, c],
      hasMore: false,
    });
  });
});

describe('read marks', () => {
  it("marks the viewer's messages to the reader as read", () => {
    const mine = message({ senderId: ME, receiverId: YOU });
    const theirs = message();
    const thread = markThreadRead({ messages: [mine, theirs], hasMore: false }, YOU, ME);
    expect(thread?.messages.map((m) => m.isRead)).toEqual([true, false]);
  });

  it('returns the same thread when nothing changes', () => {
    const thread = { messages: [message({ senderId: ME, receiverId: YOU, isRead: true })], hasMore: false };
    expect(markThreadRead(thread, YOU, ME)).toBe(thread);
  });

  it('clears the unread count when the viewer read them, and marks the last message when they read ours', () => {
    const list = [
      conversation(YOU, message(), 3),
      conversation(THEM, message({ senderId: ME, receiverId: THEM }), 0),
    ];
    const readByMe = markConversationsRead(list, ME, YOU, ME);
    expect(readByMe?.[0]?.unreadCount).toBe(0);
    expect(readByMe?.[0]?.lastMessage.isRead).toBe(true);
    const readByThem = markConversationsRead(list, THEM, ME, ME);
    expect(readByThem?.[1]?.lastMessage.isRead).toBe(true);
    expect(readByThem?.[0]).toBe(list[0]);
  });
});

describe('addMessageToConversations', () => {
  const list = [conversation(THEM, message({ senderId: THEM }), 0), conversation(YOU, message(), 1)];

  it('moves the conversation to the top and counts an incoming message', () => {
    const incoming = message();
    const next = addMessageToConversations(list, incoming, ME);
    expect(next?.map((c) => c.otherUser.id)).toEqual([YOU, THEM]);
    expect(next?.[0]?.lastMessage).toBe(incoming);
    expect(next?.[0]?.unreadCount).toBe(2);
  });

  it('does not count the open thread, nor our own message', () => {
    expect(addMessageToConversations(list, message(), ME, YOU)?.[0]?.unreadCount).toBe(1);
    expect(
      addMessageToConversations(list, message({ senderId: ME, receiverId: YOU }), ME)?.[0]?.unreadCount,
    ).toBe(1);
  });

  it('answers null for someone new (the list must be fetched), and ignores repeats', () => {
    expect(addMessageToConversations(list, message({ senderId: 'new' }), ME)).toBeNull();
    const again = list[1]!.lastMessage;
    expect(addMessageToConversations(list, again, ME)).toBe(list);
  });
});

describe('notifications', () => {
  const list: NotificationList = {
    notifications: [notification('a'), notification('b', { readAt: 'x' })],
    unreadCount: 4,
  };

  it('puts a new one on top and counts it', () => {
    const next = upsertNotification(list, notification('c'));
    expect(next?.notifications.map((n) => n.id)).toEqual(['c', 'a', 'b']);
    expect(next?.unreadCount).toBe(5);
  });

  it('replaces one that comes again (a new count) and moves it up, without counting it twice', () => {
    const again = notification('b', { text: { ar: 'جديد', en: 'new' }, readAt: null });
    const next = upsertNotification(list, again);
    expect(next?.notifications.map((n) => n.id)).toEqual(['b', 'a']);
    expect(next?.notifications[0]?.text.en).toBe('new');
    expect(next?.unreadCount).toBe(5);
    expect(upsertNotification(list, notification('a'))?.unreadCount).toBe(4);
  });

  it('keeps the list at its page size', () => {
    expect(upsertNotification(list, notification('c'), 2)?.notifications.map((n) => n.id)).toEqual([
      'c',
      'a',
    ]);
  });

  it('marks the chosen ones read, or all', () => {
    const some = markNotificationsRead(list, ['a'], 'now');
    expect(some?.notifications[0]?.readAt).toBe('now');
    expect(some?.unreadCount).toBe(3);
    const all = markNotificationsRead(list, undefined, 'now');
    expect(all?.unreadCount).toBe(0);
    expect(all?.notifications[1]?.readAt).toBe('x');
  });

  it('never lowers a count below zero', () => {
    expect(lowerCounts({ messages: 1, notifications: 0 }, { messages: 3, notifications: 1 })).toEqual({
      messages: 0,
      notifications: 0,
    });
  });
});
