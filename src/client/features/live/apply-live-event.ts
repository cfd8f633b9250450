/** A live event applied to the TanStack Query cache (the pure parts are in cache-updates.ts). */
import type {
  Conversation,
  LiveEvents,
  LiveEventType,
  NotificationList,
  UnreadCounts,
} from '@shared/api-types';
import { NOTIFICATIONS_PAGE_SIZE } from '@shared/constants';
import type { QueryClient } from '@tanstack/react-query';
import {
  bookingsQueryKey,
  conversationsQueryKey,
  countsQueryKey,
  currentUserQueryKey,
  notificationsQueryKey,
  threadQueryKey,
} from '../../lib/query-keys';
import {
  addMessageToConversations,
  addMessageToThread,
  markConversationsRead,
  markThreadRead,
  otherPartyOf,
  type ThreadData,
  upsertNotification,
} from './cache-updates';

export const LIVE_EVENT_TYPES: LiveEventType[] = [
  'message.new',
  'message.read',
  'notification.new',
  'booking.changed',
  'counts',
  'session.ended',
];

export function applyLiveEvent<T extends LiveEventType>(
  queryClient: QueryClient,
  type: T,
  data: LiveEvents[T],
  { viewerId, openThreadWith }: { viewerId: string; openThreadWith: string | null },
): void {
  switch (type) {
    case 'message.new': {
      const { message } = data as LiveEvents['message.new'];
      const otherId = otherPartyOf(message, viewerId);
      queryClient.setQueryData<ThreadData>(threadQueryKey(otherId), (thread) =>
        addMessageToThread(thread, message),
      );
      const list = queryClient.getQueryData<Conversation[]>(conversationsQueryKey);
      const next = addMessageToConversations(list, message, viewerId, openThreadWith);
      if (next === null) void queryClient.invalidateQueries({ queryKey: conversationsQueryKey, exact: true });
      else if (next !== list) queryClient.setQueryData(conversationsQueryKey, next);
      return;
    }
    case 'message.read': {
      const { readerId, senderId } = data as LiveEvents['message.read'];
      const otherId = readerId === viewerId ? senderId : readerId;
      queryClient.setQueryData<ThreadData>(threadQueryKey(otherId), (thread) =>
        markThreadRead(thread, readerId, senderId),
      );
      queryClient.setQueryData<Conversation[]>(conversationsQueryKey, (list) =>
        markConversationsRead(list, readerId, senderId, viewerId),
      );
      return;
    }
    case 'notification.new': {
      const { notification } = data as LiveEvents['notification.new'];
      queryClient.setQueryData<NotificationList>(notificationsQueryKey, (list) =>
        upsertNotification(list, notification, NOTIFICATIONS_PAGE_SIZE),
      );
      return;
    }
    case 'booking.changed':
      void queryClient.invalidateQueries({ queryKey: bookingsQueryKey });
      return;
    case 'counts':
      queryClient.setQueryData<UnreadCounts>(countsQueryKey, data as UnreadCounts);
      return;
    case 'session.ended':
      // Signed out by the server (blocked, signed out elsewhere, …): forget everything of theirs, as signing out does.
      queryClient.clear();
      queryClient.setQueryData(currentUserQueryKey, { user: null });
      return;
  }
}

/** After a gap in the stream (a fresh connection cannot resume): everything live-fed is asked again. */
export function refreshLiveFedQueries(queryClient: QueryClient): void {
  for (const queryKey of [conversationsQueryKey, countsQueryKey, notificationsQueryKey, bookingsQueryKey]) {
    void queryClient.invalidateQueries({ queryKey, exact: queryKey === conversationsQueryKey });
  }
  void queryClient.invalidateQueries({ queryKey: ['/api/messages', 'thread'] });
}
