/** Query keys of messaging, shared by the pages, the header and the live connection. */
import { NOTIFICATIONS_PAGE_SIZE } from '@shared/constants';

/** GET /api/messages: Conversation[], newest first. Invalidate with `exact: true` (threads share the prefix). */
export const conversationsQueryKey = ['/api/messages'] as const;
/** One thread with someone: ThreadData (see cache-updates.ts). */
export const threadQueryKey = (otherUserId: string) => ['/api/messages', 'thread', otherUserId] as const;
/** GET /api/counts: the header's badges. */
export const countsQueryKey = ['/api/counts'] as const;
/** GET /api/notifications?limit=: the bell's list. */
export const notificationsQueryKey = ['/api/notifications', { limit: NOTIFICATIONS_PAGE_SIZE }] as const;
