/** Answers about notifications and the header's badges. */
import { z } from 'zod';
import { CLAIM_REASONS } from '../claims';
import { NOTIFICATION_TYPES } from '../constants';
import { HIDDEN_REASONS, REPORT_TARGETS } from '../moderation';
import { NO_SHOW_OUTCOMES } from '../no-shows';
import { PAYOUT_FAILURES } from '../payout-failures';
import { timestamp, type Wire } from './wire';

export const notificationData = z.object({
  bookingId: z.string().optional(),
  itemTitle: z.string().optional(),
  reason: z.string().nullable().optional(),
  /** The person who acted or wrote. */
  actorName: z.string().optional(),
  /** new_message: who wrote, and how many unread from them. */
  senderId: z.string().optional(),
  count: z.number().optional(),
  /**
   * Payouts: the last four digits of the IBAN, the amount in halalas. A cancelled booking, to its
   * owner: what they keep of it (halalas), as the ledger settled it.
   */
  ibanLast4: z.string().optional(),
  amount: z.number().optional(),
  /** A cancelled booking: who cancelled it. */
  by: z.enum(['renter', 'owner', 'admin']).optional(),
  /** A failed payout: why, as its owner reads it (shared/payout-failures.ts). */
  failure: z.enum(PAYOUT_FAILURES).optional(),
  /** Claims: why the owner claims, by when the next step is due, and whether silence accepted it. */
  claimReason: z.enum(CLAIM_REASONS).optional(),
  deadline: z.string().optional(),
  silent: z.boolean().optional(),
  /** Hand-over and return (0059): who confirmed it, and whether a return came before the last day. */
  side: z.enum(['owner', 'renter']).optional(),
  early: z.boolean().optional(),
  /** No-shows (0060): how the case ended, and whether the clock ended it (the owner silent, or no decision in time). */
  outcome: z.enum(NO_SHOW_OUTCOMES).optional(),
  lapse: z.enum(['owner_silent', 'undecided']).optional(),
  /** Moderation (0064): what was reported or hidden, whether a report was acted on, why a listing is hidden. */
  targetType: z.enum(REPORT_TARGETS).optional(),
  reportOutcome: z.enum(['actioned', 'dismissed']).optional(),
  hiddenReason: z.enum(HIDDEN_REASONS).optional(),
});
export type NotificationData = Wire<typeof notificationData>;

/** A notification (GET /api/notifications), with its text in both languages and where it leads. */
export const notification = z.object({
  id: z.string(),
  type: z.enum(NOTIFICATION_TYPES),
  /** What the text is about: item title, the other person's name, a reason… */
  data: notificationData,
  text: z.object({ ar: z.string(), en: z.string() }),
  link: z.string().nullable(),
  readAt: timestamp.nullable(),
  createdAt: timestamp,
});
export type Notification = Wire<typeof notification>;

export const notificationList = z.object({
  notifications: z.array(notification),
  unreadCount: z.number(),
});
export type NotificationList = Wire<typeof notificationList>;

/** GET /api/counts: the header's badges. */
export const unreadCounts = z.object({
  messages: z.number(),
  notifications: z.number(),
});
export type UnreadCounts = Wire<typeof unreadCounts>;
