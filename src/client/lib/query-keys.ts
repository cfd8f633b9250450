/**
 * The query keys that more than one feature reads or refreshes: the live connection updates the
 * messages, bookings and the signed-in user as events arrive, and a review refreshes the bookings.
 * Kept here, below every feature, so that no two features need each other for a key
 * (docs/architecture.md, "Boundaries").
 */
import { NOTIFICATIONS_PAGE_SIZE } from '@shared/constants';

/** GET /api/messages: Conversation[], newest first. Invalidate with `exact: true` (threads share the prefix). */
export const conversationsQueryKey = ['/api/messages'] as const;
/** One thread with someone: ThreadData (see cache-updates.ts). */
export const threadQueryKey = (otherUserId: string) => ['/api/messages', 'thread', otherUserId] as const;
/** GET /api/counts: the header's badges. */
export const countsQueryKey = ['/api/counts'] as const;
/** GET /api/notifications?limit=: the bell's list. */
export const notificationsQueryKey = ['/api/notifications', { limit: NOTIFICATIONS_PAGE_SIZE }] as const;

/** GET /api/auth/me: the signed-in user, or null. */
export const currentUserQueryKey = ['/api/auth/me'] as const;
/** GET /api/bookings: the signed-in user's bookings, both sides. */
export const bookingsQueryKey = ['/api/bookings'] as const;
/** GET /api/items/:id/availability: an item's calendar. */
export const availabilityQueryKey = (itemId: string) => ['/api/items', itemId, 'availability'] as const;
