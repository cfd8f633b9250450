import { z } from 'zod';
import { uuidSchema } from './items';

/** GET /api/reviews: the reviews of one item, or the reviews one person received (SPEC section 7). */
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
