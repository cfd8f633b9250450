/**
 * Reading reviews (SPEC section 7): published ones only, newest first, each
 * with who wrote it. Writing them arrives with the reviews issue.
 */
import { and, desc, eq, isNotNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Review } from '../../../shared/api-types';
import { reviewsQuerySchema } from '../../../shared/schemas/reviews';
import { reviews, users } from '../../db/schema';
import { parse } from '../../http/validate';

export async function reviewsRoutes(app: FastifyInstance): Promise<void> {
  app.get('/api/reviews', async (request): Promise<Review[]> => {
    const query = parse(reviewsQuerySchema, request.query);
    const subject = query.itemId
      ? and(eq(reviews.itemId, query.itemId), eq(reviews.type, 'renter_to_owner'))
      : eq(reviews.revieweeId, query.userId!);
    const rows = await app.db
      .select({
        id: reviews.id,
        rating: reviews.rating,
        comment: reviews.comment,
        type: reviews.type,
        createdAt: reviews.createdAt,
        itemId: reviews.itemId,
        reviewerId: users.id,
        reviewerFirstName: users.firstName,
        reviewerLastName: users.lastName,
        reviewerPicture: users.profilePicture,
      })
      .from(reviews)
      .innerJoin(users, eq(users.id, reviews.reviewerId))
      .where(and(subject, isNotNull(reviews.publishedAt)))
      .orderBy(desc(reviews.createdAt))
      .limit(query.limit);
    return rows.map((row) => ({
      id: row.id,
      rating: row.rating,
      comment: row.comment,
      type: row.type,
      createdAt: row.createdAt.toISOString(),
      itemId: row.itemId,
      reviewer: {
        id: row.reviewerId,
        firstName: row.reviewerFirstName,
        lastName: row.reviewerLastName,
        profilePicture: row.reviewerPicture,
      },
    }));
  });
}
