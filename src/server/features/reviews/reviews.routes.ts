/**
 * Reviews (SPEC section 7, issue 7): writing one of a completed booking
 * (reviews.service.ts), and reading the published ones, newest published
 * first, each with who wrote it. Hidden reviews never show here.
 */
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Review } from '../../../shared/api-types';
import { createReviewSchema, reviewsQuerySchema } from '../../../shared/schemas/reviews';
import type { Db } from '../../db/client';
import { items, reviews, users } from '../../db/schema';
import { parse } from '../../http/validate';
import { requireUser } from '../auth/sessions';
import { mailSetupOf, withNotificationEmails } from '../notifications/notification-emails';
import { writeReview } from './reviews.service';

export async function reviewsRoutes(app: FastifyInstance): Promise<void> {
  app.post('/api/reviews', async (request, reply) => {
    const user = requireUser(request);
    const input = parse(createReviewSchema, request.body);
    const review = await withNotificationEmails(mailSetupOf(app), () =>
      app.db.transaction((tx) => writeReview(tx, user, input)),
    );
    return reply.code(201).send(review);
  });

  app.get('/api/reviews', async (request): Promise<Review[]> => {
    const query = parse(reviewsQuerySchema, request.query);
    // A blocked member and their listings are gone from the site: their reviews are too, answered
    // as those of an unknown id (nothing tells that the account or the listing exists).
    if (await subjectIsBlocked(app.db, query)) return [];
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
      // As the indexes keep them (reviews_item_published_idx, reviews_reviewee_published_idx).
      .orderBy(
        sql`${reviews.publishedAt} DESC NULLS LAST`,
        sql`${reviews.createdAt} DESC NULLS LAST`,
        sql`${reviews.id} DESC`,
      )
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

async function subjectIsBlocked(db: Db, query: { itemId?: string | null; userId?: string | null }) {
  const [blocked] = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        isNotNull(users.suspendedAt),
        query.itemId
          ? sql`${users.id} = (SELECT ${items.ownerId} FROM ${items} WHERE ${items.id} = ${query.itemId})`
          : eq(users.id, query.userId!),
      ),
    )
    .limit(1);
  return blocked !== undefined;
}
