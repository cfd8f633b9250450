/** What the live event stream (GET /api/events) carries. */
import { z } from 'zod';
import { BOOKING_STATUSES, SESSION_END_REASONS } from '../constants';
import { message } from './messages';
import { notification, unreadCounts } from './notifications';
import type { Wire } from './wire';

/**
 * What GET /api/events (Server-Sent Events) carries: `event:` is the type,
 * `data:` the JSON below, `id:` a number to resume from (Last-Event-ID).
 * Each event's payload is `liveEvents.shape[type]`.
 */
export const liveEvents = z.object({
  /** A message the viewer sent or received (also to the sender's other tabs). */
  'message.new': z.object({ message }),
  /** `readerId` read every message from `senderId` up to now. */
  'message.read': z.object({ readerId: z.string(), senderId: z.string() }),
  'notification.new': z.object({ notification }),
  /** A booking of the viewer changed status. */
  'booking.changed': z.object({ bookingId: z.string(), status: z.enum(BOOKING_STATUSES) }),
  /** The viewer's badges, after anything that changes them. */
  counts: unreadCounts,
  /** The stream's session was ended (and why): the stream closes after it, the page goes to sign-in. */
  'session.ended': z.object({ reason: z.enum(SESSION_END_REASONS) }),
});
export type LiveEvents = Wire<typeof liveEvents>;
export type LiveEventType = keyof LiveEvents;
