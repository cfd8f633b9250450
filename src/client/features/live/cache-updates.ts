/**
 * What a live event (or our own action) does to the cached answers, as pure
 * functions of the old data: the live connection, the send and the read
 * mutations all go through here, so a message arriving twice (the POST's
 * answer and the stream's echo) is still one bubble.
 */
import type { Conversation, Message, Notification, NotificationList, UnreadCounts } from '@shared/api-types';

/** One thread in the cache: oldest first, and whether older messages remain on the server. */
export interface ThreadData {
  messages: Message[];
  hasMore: boolean;
}

/** Messages we show before the server has answered carry an id with this prefix. */
export const PENDING_PREFIX = 'pending:';

export function isPending(message: Message): boolean {
  return message.id.startsWith(PENDING_PREFIX);
}

/** The person the viewer talks to in this message. */
export function otherPartyOf(message: Message, viewerId: string): string {
  return message.senderId === viewerId ? message.receiverId : message.senderId;
}

function byTime(a: Message, b: Message): number {
  return a.createdAt < b.createdAt ? -1 : a.createdAt > b.createdAt ? 1 : 0;
}

/**
 * Adds a message to a thread once: the same id replaces the copy, and the
 * server's copy of a message we are still showing as pending takes its place.
 */
export function addMessageToThread(thread: ThreadData | undefined, message: Message): ThreadData | undefined {
  if (!thread) return thread;
  // Read marks only go forward: a copy sent before the reader opened it (the answer to the send,
  // arriving after the read receipt) must not turn a read message back to sent.
  let wasRead = thread.messages.some((each) => each.id === message.id && each.isRead);
  const messages = thread.messages.filter((each) => each.id !== message.id);
  if (!isPending(message)) {
    const pending = messages.findIndex(
      (each) =>
        isPending(each) &&
        each.senderId === message.senderId &&
        each.receiverId === message.receiverId &&
        each.content === message.content.trim(),
    );
    const [replaced] = pending === -1 ? [] : messages.splice(pending, 1);
    if (replaced) wasRead ||= replaced.isRead;
  }
  const added = wasRead && !message.isRead ? { ...message, isRead: true } : message;
  return { ...thread, messages: [...messages, added].sort(byTime) };
}

/** Takes a pending message out (its send failed), or swaps it for the server's copy. */
export function settlePendingMessage(
  thread: ThreadData | undefined,
  pendingId: string,
  saved: Message | null,
): ThreadData | undefined {
  if (!thread) return thread;
  const pendingWasRead = thread.messages.some((each) => each.id === pendingId && each.isRead);
  const rest = { ...thread, messages: thread.messages.filter((each) => each.id !== pendingId) };
  if (!saved) return rest;
  // Read while its answer was on the way (the receipt came first): it stays read.
  return addMessageToThread(rest, pendingWasRead && !saved.isRead ? { ...saved, isRead: true } : saved);
}

/**
 * A fresh page of the latest messages merged into what is cached: older
 * pages the person loaded stay, the fresh copies (read marks) win, and
 * pending messages stay until their answer arrives.
 */
export function mergeLatestPage(
  cached: ThreadData | undefined,
  page: Message[],
  hasMore: boolean,
): ThreadData {
  if (!cached || cached.messages.length === 0) return { messages: [...page].sort(byTime), hasMore };
  const fresh = new Map(page.map((message) => [message.id, message]));
  const oldestFresh = page[0];
  const kept = cached.messages.filter((message) => !fresh.has(message.id));
  // Older than the fresh page: still true to what the server has, unless the fresh page starts at the beginning.
  const olderKept = oldestFresh ? kept.some((message) => byTime(message, oldestFresh) < 0) : kept.length > 0;
  const merged = [...kept, ...page].sort(byTime);
  return { messages: merged, hasMore: olderKept ? cached.hasMore : hasMore };
}

/** An older page (the `before` cursor) put in front. */
export function prependOlderPage(
  cached: ThreadData | undefined,
  page: Message[],
  hasMore: boolean,
): ThreadData {
  const known = new Set(cached?.messages.map((message) => message.id));
  const older = page.filter((message) => !known.has(message.id));
  return { messages: [...older, ...(cached?.messages ?? [])].sort(byTime), hasMore };
}

/**
 * message.read: `readerId` read everything `senderId` sent them. The
 * viewer's own messages to the reader get their read mark; when the viewer
 * is the reader (another tab of theirs), the other's messages turn read.
 */
export function markThreadRead(
  thread: ThreadData | undefined,
  readerId: string,
  senderId: string,
): ThreadData | undefined {
  if (!thread) return thread;
  let changed = false;
  const messages = thread.messages.map((message) => {
    if (message.isRead || message.senderId !== senderId || message.receiverId !== readerId) return message;
    changed = true;
    return { ...message, isRead: true };
  });
  return changed ? { ...thread, messages } : thread;
}

/**
 * message.new on the conversation list: the row moves to the top with its
 * new last message, and an incoming one counts as unread unless the
 * viewer has that thread open. Null when the row is not there yet (someone
 * new): the caller then fetches the list, which knows who they are.
 */
export function addMessageToConversations(
  list: Conversation[] | undefined,
  message: Message,
  viewerId: string,
  openThreadWith: string | null = null,
): Conversation[] | undefined | null {
  if (!list) return list;
  const otherId = otherPartyOf(message, viewerId);
  const index = list.findIndex((conversation) => conversation.otherUser.id === otherId);
  const current = list[index];
  // Not in the list (index -1).
  if (!current) return null;
  if (current.lastMessage.id === message.id) return list;
  if (current.lastMessage.createdAt > message.createdAt) return list;
  const incoming = message.receiverId === viewerId && !message.isRead && otherId !== openThreadWith;
  const updated: Conversation = {
    ...current,
    lastMessage: message,
    unreadCount: current.unreadCount + (incoming ? 1 : 0),
  };
  return [updated, ...list.slice(0, index), ...list.slice(index + 1)];
}

/** message.read on the conversation list (see markThreadRead). */
export function markConversationsRead(
  list: Conversation[] | undefined,
  readerId: string,
  senderId: string,
  viewerId: string,
): Conversation[] | undefined {
  if (!list) return list;
  return list.map((conversation) => {
    const other = conversation.otherUser.id;
    if (readerId === viewerId && other === senderId) {
      const last = conversation.lastMessage;
      const lastMessage = last.senderId === senderId && !last.isRead ? { ...last, isRead: true } : last;
      return conversation.unreadCount === 0 && lastMessage === last
        ? conversation
        : { ...conversation, unreadCount: 0, lastMessage };
    }
    if (senderId === viewerId && other === readerId) {
      const last = conversation.lastMessage;
      if (last.senderId === viewerId && !last.isRead)
        return { ...conversation, lastMessage: { ...last, isRead: true } };
    }
    return conversation;
  });
}

/**
 * notification.new: a notification can come again under the same id with
 * a new text and count ("3 new messages from…"): it replaces the old one
 * and moves to the top; the unread count follows.
 */
export function upsertNotification(
  list: NotificationList | undefined,
  notification: Notification,
  limit = Number.POSITIVE_INFINITY,
): NotificationList | undefined {
  if (!list) return list;
  const previous = list.notifications.find((each) => each.id === notification.id);
  const wasUnread = previous ? previous.readAt === null : false;
  const isUnread = notification.readAt === null;
  const notifications = [
    notification,
    ...list.notifications.filter((each) => each.id !== notification.id),
  ].slice(0, limit);
  const unreadCount = Math.max(0, list.unreadCount + (isUnread ? 1 : 0) - (wasUnread ? 1 : 0));
  return { notifications, unreadCount };
}

/** POST /api/notifications/read: the given ones, or all of them. */
export function markNotificationsRead(
  list: NotificationList | undefined,
  ids: string[] | undefined,
  now: string,
): NotificationList | undefined {
  if (!list) return list;
  const chosen = ids ? new Set(ids) : null;
  let newlyRead = 0;
  const notifications = list.notifications.map((notification) => {
    if (notification.readAt !== null || (chosen && !chosen.has(notification.id))) return notification;
    newlyRead += 1;
    return { ...notification, readAt: now };
  });
  return {
    notifications,
    unreadCount: chosen ? Math.max(0, list.unreadCount - newlyRead) : 0,
  };
}

/** The badges after the viewer read some: never below zero. */
export function lowerCounts(
  counts: UnreadCounts | undefined,
  by: Partial<UnreadCounts>,
): UnreadCounts | undefined {
  if (!counts) return counts;
  return {
    messages: Math.max(0, counts.messages - (by.messages ?? 0)),
    notifications: Math.max(0, counts.notifications - (by.notifications ?? 0)),
  };
}
