/** Answers about messages and conversations. */
import { z } from 'zod';
import { userSummary } from './users';
import { timestamp, type Wire } from './wire';

/** A message (docs/product.md, "Records"). `itemId` is set for enquiries sent from an item page. */
export const message = z.object({
  id: z.string(),
  senderId: z.string(),
  receiverId: z.string(),
  content: z.string(),
  bookingId: z.string().nullable(),
  itemId: z.string().nullable(),
  isRead: z.boolean(),
  createdAt: timestamp,
  /** Hidden by Ajjir's team (docs/decisions/0064): its content is not sent, the thread says it was removed. */
  removed: z.boolean().optional(),
});
export type Message = Wire<typeof message>;

/** GET /api/messages: one row per person the viewer has exchanged messages with, newest first. */
export const conversation = z.object({
  otherUser: userSummary,
  lastMessage: message,
  /** Messages from the other user the viewer has not read. */
  unreadCount: z.number(),
});
export type Conversation = Wire<typeof conversation>;
