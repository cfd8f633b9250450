import { z } from 'zod';
import { REVIEW_COMMENT_MAX_LENGTH } from '../constants';
import { optionalText } from './auth';
import { uuidSchema } from './items';

/** GET /api/reviews: the reviews of one item, or the reviews one person received (docs/product.md, "API"). */
export const reviewsQuerySchema = z
  .object({
    itemId: uuidSchema.optional(),
    userId: uuidSchema.optional(),
    limit: z.coerce.number('invalid').int('invalid').min(1, 'invalid').max(50, 'invalid').default(20),
  })
  .refine((query) => Boolean(query.itemId) !== Boolean(query.userId), {
    message: 'review_subject_required',
    path: ['itemId'],
  });

/** POST /api/reviews: the type and the reviewee are derived from the booking and the session, never taken from the body. */
export const createReviewSchema = z.object({
  bookingId: uuidSchema,
  rating: z.coerce
    .number('rating_invalid')
    .int('rating_invalid')
    .min(1, 'rating_invalid')
    .max(5, 'rating_invalid'),
  comment: optionalText(REVIEW_COMMENT_MAX_LENGTH),
});
export type CreateReviewInput = z.input<typeof createReviewSchema>;
