import type { SiteStats } from '@shared/api-types';
import { and, count, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bookings, reviews } from '../../db/schema';

/** The figures the home page shows: completed rentals (a partial index) and the published reviews' average. */
export async function siteStats(db: Db): Promise<SiteStats> {
  const [rentals] = await db
    .select({ total: count() })
    .from(bookings)
    .where(eq(bookings.status, 'completed'));
  const [rated] = await db
    .select({ total: count(), average: sql<string | null>`round(avg(${reviews.rating}), 1)` })
    .from(reviews)
    .where(and(isNotNull(reviews.publishedAt), isNull(reviews.hiddenAt)));
  return {
    completedRentals: rentals?.total ?? 0,
    reviewCount: rated?.total ?? 0,
    averageRating: rated?.average == null ? null : Number(rated.average),
  };
}
