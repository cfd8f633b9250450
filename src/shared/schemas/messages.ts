/** Inputs of the messages and notifications endpoints (docs/product.md, "API"). Messages are keys of VALIDATION_MESSAGES. */
import { z } from 'zod';
import { MESSAGE_MAX_LENGTH, THREAD_PAGE_SIZE } from '../constants';
import { hasVisibleText } from '../validation';
import { memberText } from './auth';
import { uuidSchema } from './items';

/** POST /api/messages. A `senderId` in the body is ignored: the sender is the session's user. */
export const sendMessageSchema = z.object({
  receiverId: uuidSchema,
  content: memberText('message_empty')
    .refine(hasVisibleText, { message: 'message_empty', abort: true })
    .max(MESSAGE_MAX_LENGTH, 'message_too_long'),
  bookingId: uuidSchema.nullish().transform((value) => value ?? null),
  itemId: uuidSchema.nullish().transform((value) => value ?? null),
});
export type SendMessageInput = z.input<typeof sendMessageSchema>;

/** GET /api/messages?otherUserId=&before=&limit=: one page of a thread, oldest first. */
export const threadQuerySchema = z.object({
  otherUserId: uuidSchema.optional(),
  /** A message id: the page ends just before it. */
  before: uuidSchema.optional(),
  limit: z.coerce
    .number('invalid')
    .int('invalid')
    .min(1, 'invalid')
    .max(THREAD_PAGE_SIZE * 2, 'invalid')
    .optional(),
});

/** PUT /api/messages/read. */
export const markReadSchema = z.object({ senderId: uuidSchema });

/**
 * POST /api/notifications/read: the given ones, or all when `ids` is absent. The body may be left
 * out: a route's schema sees a missing body as null (Fastify), hence nullish.
 */
export const readNotificationsSchema = z
  .object({ ids: z.array(uuidSchema).max(200, 'too_long').optional() })
  .nullish()
  .transform((value) => value ?? {});
