/** Inputs of the booking endpoints (docs/product.md, "Validation" and "API"). Messages are keys of VALIDATION_MESSAGES. */
import { z } from 'zod';
import { PICKUP_OPTIONS } from '../constants';
import { optionalText } from './auth';
import { calendarDay } from './days';
import { uuidSchema } from './items';

/** A day, 'YYYY-MM-DD'; a client may send full ISO timestamps, whose date part is taken. */
const day = (requiredKey: 'dates_missing') =>
  z
    .string(requiredKey)
    .trim()
    .min(1, requiredKey)
    .regex(/^\d{4}-\d{2}-\d{2}(T.*)?$/, 'date_invalid')
    .transform((value) => value.slice(0, 10))
    .pipe(calendarDay);

export const createBookingSchema = z
  .object({
    itemId: uuidSchema,
    startDate: day('dates_missing'),
    endDate: day('dates_missing'),
    pickupMethod: z.enum(PICKUP_OPTIONS, 'invalid').default('pickup'),
    message: optionalText(1000),
  })
  .superRefine((value, ctx) => {
    if (value.endDate < value.startDate) {
      ctx.addIssue({ code: 'custom', path: ['endDate'], message: 'end_before_start' });
    }
  });
export type CreateBookingInput = z.infer<typeof createBookingSchema>;

/**
 * The body of accept, decline, start, complete and cancel: a reason where one is wanted. The body
 * may be left out: a route's schema sees a missing body as null (Fastify), hence nullish.
 */
export const bookingActionSchema = z
  .object({ reason: optionalText(500) })
  .nullish()
  .transform((value) => value ?? { reason: null });

const isoDay = calendarDay;

export const availabilityQuerySchema = z
  .object({ from: isoDay.optional(), to: isoDay.optional() })
  .refine((query) => !query.from || !query.to || query.to >= query.from, {
    path: ['to'],
    message: 'end_before_start',
  });

/** PUT /api/items/{id}/blocked-dates: the item's blocked days from today on, replaced as a whole. */
export const blockedDatesSchema = z.object({
  ranges: z
    .array(
      z
        .object({ startDate: isoDay, endDate: isoDay, reason: optionalText(200) })
        .refine((range) => range.endDate >= range.startDate, {
          path: ['endDate'],
          message: 'end_before_start',
        }),
    )
    .max(50, 'too_long'),
});
export type BlockedDatesInput = z.infer<typeof blockedDatesSchema>;
