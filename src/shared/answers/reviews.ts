/** Answers about reviews. */
import { z } from 'zod';
import { REVIEW_TYPES } from '../constants';
import { timestamp, type Wire } from './wire';

/** A published review (GET /api/reviews), with who wrote it. */
export const review = z.object({
  id: z.string(),
  rating: z.number(),
  comment: z.string().nullable(),
  type: z.enum(REVIEW_TYPES),
  createdAt: timestamp,
  itemId: z.string().nullable(),
  reviewer: z.object({
    id: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    profilePicture: z.string().nullable(),
  }),
});
export type Review = Wire<typeof review>;

/** POST /api/reviews: the review written, and whether others see it yet (once both sides have written). */
export const writtenReview = review.extend({ published: z.boolean() });
export type WrittenReview = Wire<typeof writtenReview>;
