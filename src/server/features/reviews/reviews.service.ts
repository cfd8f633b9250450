/**
 * Two-way reviews. After a rental is completed its renter reviews
 * the owner (and the item), and its owner reviews the renter, each once and
 * within REVIEW_WINDOW_DAYS of the return. A review stays hidden until both
 * sides have written theirs or the window closes (the hourly job), so
 * neither answers the other; publishing it recomputes the ratings it counts
 * in, in the same transaction, and tells its reviewee.
 *
 * Locks, always in this order: the item (as every change of a booking
 * takes it, bookings/calendar.ts), the booking, then the reviewees' rows.
 */

import type { Review, User } from '@shared/api-types';
import type { ReviewType } from '@shared/constants';
import { displayName } from '@shared/names';
import { and, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import { type Db, oneRow } from '../../db/client';
import { displayNameColumns } from '../../db/display-name-columns';
import { bookings, items, reviews, users } from '../../db/schema';
import { AppError, forbidden, notFound, pgCodeOf } from '../../http/errors';
import { lockItem, reviewDeadline } from '../bookings';
import { notify } from '../notifications';

export const ALREADY_REVIEWED = 'You have already reviewed this booking';
export const WINDOW_CLOSED = 'The review window has closed';

/** A written review as POST /api/reviews answers it: the Review, and whether others see it yet. */
export type WrittenReview = Review & { published: boolean };

interface LockedBooking {
  id: string;
  itemId: string;
  itemTitle: string;
  renterId: string;
  ownerId: string;
  status: string;
  windowOpen: boolean;
}

/** The booking, with its item locked first and then itself; undefined when it does not exist. */
async function lockBooking(tx: Db, bookingId: string): Promise<LockedBooking | undefined> {
  const [found] = await tx
    .select({ itemId: bookings.itemId })
    .from(bookings)
    .where(eq(bookings.id, bookingId));
  if (!found) return undefined;
  const locked = await lockItem(tx, found.itemId);
  const [booking] = await tx
    .select({
      id: bookings.id,
      itemId: bookings.itemId,
      renterId: bookings.renterId,
      ownerId: bookings.ownerId,
      status: bookings.status,
      windowOpen: sql<boolean>`${reviewDeadline} > now()`,
    })
    .from(bookings)
    .where(eq(bookings.id, bookingId))
    .for('update');
  return booking && { ...booking, itemTitle: locked?.item.title ?? '' };
}

/** Which review the viewer writes of this booking, and of whom; null for anyone but its two sides. */
function sideOf(booking: LockedBooking, viewerId: string): { type: ReviewType; revieweeId: string } | null {
  if (viewerId === booking.renterId) return { type: 'renter_to_owner', revieweeId: booking.ownerId };
  if (viewerId === booking.ownerId) return { type: 'owner_to_renter', revieweeId: booking.renterId };
  return null;
}

/**
 * The viewer's review of a booking they rented or let: refused unless the
 * booking is completed, the window open and this side has not yet written.
 * Published at once (with the other side's) when the other side has written.
 */
export async function writeReview(
  tx: Db,
  reviewer: Pick<User, 'id'>,
  input: { bookingId: string; rating: number; comment: string | null | undefined },
): Promise<WrittenReview> {
  const booking = await lockBooking(tx, input.bookingId);
  if (!booking) throw notFound('Booking not found');
  const side = sideOf(booking, reviewer.id);
  if (!side) throw forbidden('Only the renter and the owner of this booking can review it');
  if (booking.status !== 'completed')
    throw new AppError('booking_not_completed', 'Only a completed booking can be reviewed');
  if (!booking.windowOpen) throw new AppError('review_window_closed', WINDOW_CLOSED);

  const written = await tx
    .select({ reviewerId: reviews.reviewerId })
    .from(reviews)
    .where(eq(reviews.bookingId, booking.id));
  if (written.some((row) => row.reviewerId === reviewer.id))
    throw new AppError('already_reviewed', ALREADY_REVIEWED);

  let inserted: typeof reviews.$inferSelect;
  try {
    [inserted] = (await tx
      .insert(reviews)
      .values({
        bookingId: booking.id,
        // Both kinds name the item; only the renters' count for it (see recomputeRatings).
        itemId: booking.itemId,
        reviewerId: reviewer.id,
        revieweeId: side.revieweeId,
        type: side.type,
        rating: input.rating,
        comment: input.comment ?? null,
      })
      .returning()) as [typeof reviews.$inferSelect];
  } catch (error) {
    // The booking's lock makes this unlikely; reviews_booking_reviewer_key makes it certain.
    if (pgCodeOf(error) === '23505') throw new AppError('already_reviewed', ALREADY_REVIEWED);
    throw error;
  }

  const otherSideWrote = written.length > 0;
  const published = otherSideWrote ? await publishHiddenReviews(tx, booking) : [];
  const mine = published.find((row) => row.id === inserted.id) ?? inserted;
  const author = oneRow(
    await tx
      .select({ firstName: users.firstName, lastName: users.lastName, profilePicture: users.profilePicture })
      .from(users)
      .where(eq(users.id, reviewer.id)),
    'the reviewer',
  );
  return {
    id: mine.id,
    rating: mine.rating,
    comment: mine.comment,
    type: mine.type,
    createdAt: mine.createdAt.toISOString(),
    itemId: mine.itemId,
    reviewer: { id: reviewer.id, ...author },
    published: mine.publishedAt !== null,
  };
}

/**
 * Publishes the booking's hidden reviews (both sides wrote, or its window
 * closed), recomputes the ratings they count in and tells each reviewee.
 * The booking (and its item) must be locked by the caller.
 */
async function publishHiddenReviews(tx: Db, booking: LockedBooking) {
  const published = await tx
    .update(reviews)
    .set({ publishedAt: sql`now()` })
    .where(and(eq(reviews.bookingId, booking.id), isNull(reviews.publishedAt)))
    .returning();
  if (published.length === 0) return [];
  await recomputeRatings(tx, {
    itemIds: [booking.itemId],
    userIds: published.map((row) => row.revieweeId),
  });
  const authors = await tx
    .select({
      id: users.id,
      ...displayNameColumns,
    })
    .from(users)
    .where(
      inArray(
        users.id,
        published.map((row) => row.reviewerId),
      ),
    );
  const names = new Map(authors.map((author) => [author.id, displayName(author)]));
  await notify(
    tx,
    published.map((row) => {
      const actorName = names.get(row.reviewerId);
      return {
        userId: row.revieweeId,
        type: 'review_received' as const,
        data: {
          bookingId: booking.id,
          itemTitle: booking.itemTitle,
          ...(actorName !== undefined && { actorName }),
        },
        link: '/profile?tab=reviews',
      };
    }),
  );
  return published;
}

const uuidList = (ids: string[]) =>
  sql.join(
    ids.map((id) => sql`${id}::uuid`),
    sql`, `,
  );

/**
 * Ratings derived from the published reviews, never counted up or down: a
 * person's from every review they received, an item's from its renters'
 * reviews (an owner's review is of the renter, not the item). Rounded as the
 * columns keep them (numeric(3,2)); 0 with no reviews. The rows are locked
 * first (items, then users, each in id order), so each UPDATE reads the
 * reviews another transaction published before it.
 */
export async function recomputeRatings(
  tx: Db,
  subjects: { userIds: string[]; itemIds: string[] },
): Promise<void> {
  const itemIds = [...new Set(subjects.itemIds)].sort();
  const userIds = [...new Set(subjects.userIds)].sort();
  if (itemIds.length > 0) {
    await tx
      .select({ id: items.id })
      .from(items)
      .where(inArray(items.id, itemIds))
      .orderBy(items.id)
      .for('update');
  }
  if (userIds.length > 0) {
    await tx
      .select({ id: users.id })
      .from(users)
      .where(inArray(users.id, userIds))
      .orderBy(users.id)
      // Not FOR UPDATE: rows that merely reference the user (messages, notifications) need not wait.
      .for('no key update');
  }
  if (itemIds.length > 0) {
    await tx.execute(sql`
      UPDATE items SET rating = s.average, total_reviews = s.count
      FROM (
        SELECT i.id, coalesce(round(avg(r.rating), 2), 0) AS average, count(r.id)::int AS count
        FROM items AS i
        LEFT JOIN reviews AS r
          ON r.item_id = i.id AND r.type = 'renter_to_owner' AND r.published_at IS NOT NULL
            AND r.hidden_at IS NULL
        WHERE i.id IN (${uuidList(itemIds)})
        GROUP BY i.id
      ) AS s
      WHERE items.id = s.id`);
  }
  if (userIds.length > 0) {
    await tx.execute(sql`
      UPDATE users SET rating = s.average, total_reviews = s.count
      FROM (
        SELECT u.id, coalesce(round(avg(r.rating), 2), 0) AS average, count(r.id)::int AS count
        FROM users AS u
        LEFT JOIN reviews AS r ON r.reviewee_id = u.id AND r.published_at IS NOT NULL AND r.hidden_at IS NULL
        WHERE u.id IN (${uuidList(userIds)})
        GROUP BY u.id
      ) AS s
      WHERE users.id = s.id`);
  }
}

/**
 * The hourly job's part: hidden reviews whose window has closed are
 * published (with the ratings and the reviewees' notifications), one
 * booking per transaction. Answers how many reviews it published.
 */
export async function publishClosedReviews(db: Db, options: { limit?: number } = {}): Promise<number> {
  const due = await db
    .selectDistinct({ bookingId: bookings.id })
    .from(reviews)
    .innerJoin(bookings, eq(bookings.id, reviews.bookingId))
    .where(and(isNull(reviews.publishedAt), isNotNull(reviews.bookingId), sql`${reviewDeadline} <= now()`))
    .limit(options.limit ?? 500);
  let count = 0;
  for (const { bookingId } of due) {
    count += await db.transaction(async (tx) => {
      const booking = await lockBooking(tx, bookingId);
      // Another process published them meanwhile, or the booking is gone.
      if (!booking || booking.windowOpen) return 0;
      return (await publishHiddenReviews(tx, booking)).length;
    });
  }
  return count;
}
