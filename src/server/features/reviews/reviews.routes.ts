/**
 * Reviews (docs/product.md, "API"): writing one of a completed booking
 * (reviews.service.ts), and reading the published ones, newest published
 * first, each with who wrote it. Hidden reviews never show here.
 */

import { type Review, review, writtenReview } from '@shared/answers/reviews';
import { createReviewSchema, reviewsQuerySchema } from '@shared/schemas/reviews';
import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { reviews, users } from '../../db/schema';
import { requireUser, viewerOf } from '../auth';
import { findItem, mayViewItem } from '../items';
import { writeReview } from './reviews.service';

export const reviewsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/reviews',
    { schema: { body: createReviewSchema, response: { 201: writtenReview } } },
    async (request, reply) => {
      const user = requireUser(request);
      const written = await app.db.transaction((tx) => writeReview(tx, user, request.body));
      return reply.code(201).send(written);
    },
  );

  app.get(
    '/api/reviews',
    { schema: { querystring: reviewsQuerySchema, response: { 200: z.array(review) } } },
    async (request): Promise<Review[]> => {
      const query = request.query;
      // A blocked member, a paused or removed listing, or a blocked member's listing is gone from the
      // site for this viewer (mayViewItem): its reviews are too, answered as those of an unknown id, so
      // nothing tells that the account or the listing exists.
      const about = subjectOf(query);
      const hidden =
        'itemId' in about
          ? await itemHiddenFrom(app, request, about.itemId)
          : await memberIsBlocked(app.db, about.userId);
      if (hidden) return [];
      const subject =
        'itemId' in about
          ? and(eq(reviews.itemId, about.itemId), eq(reviews.type, 'renter_to_owner'))
          : eq(reviews.revieweeId, about.userId);
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
        // Reviews hidden by Ajjir's team leave the lists (docs/decisions/0064-reports-and-moderation.md).
        .where(and(subject, isNotNull(reviews.publishedAt), isNull(reviews.hiddenAt)))
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
    },
  );
};

async function memberIsBlocked(db: Db, userId: string): Promise<boolean> {
  const [blocked] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(isNotNull(users.suspendedAt), eq(users.id, userId)))
    .limit(1);
  return blocked !== undefined;
}

/** The session is read only for an item the public may not see (its owner and administrators may). */
async function itemHiddenFrom(
  app: FastifyInstance,
  request: FastifyRequest,
  itemId: string,
): Promise<boolean> {
  const found = await findItem(app.db, itemId);
  if (!found) return true;
  return !mayViewItem(found, null) && !mayViewItem(found, await viewerOf(app, request));
}

/** Whose reviews are asked for: reviewsQuerySchema lets through exactly one of itemId and userId. */
function subjectOf(query: { itemId?: string; userId?: string }): { itemId: string } | { userId: string } {
  if (query.itemId) return { itemId: query.itemId };
  if (query.userId) return { userId: query.userId };
  throw new Error('reviewsQuerySchema let through a query with neither itemId nor userId');
}
