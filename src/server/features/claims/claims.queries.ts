/** Reading claims: a booking's, for its two parties and administrators, and the administrators' queue. */
import type { BookingClaim, Claim, DisputeQueue } from '@shared/api-types';
import { disputeDecideBy } from '@shared/claims';
import { asc, count, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bookings, claims, items } from '../../db/schema';
import {
  rentalSummaryColumns,
  rentalSummaryJoins,
  rentalSummaryOf,
  summaryOwners,
  summaryRenters,
} from '../bookings';

type ClaimRow = typeof claims.$inferSelect;

export function claimAnswerOf(row: ClaimRow): Claim {
  return {
    id: row.id,
    bookingId: row.bookingId,
    reason: row.reason,
    amount: row.amountHalalas,
    description: row.description,
    photos: row.photos,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    answerDueAt: row.answerDueAt.toISOString(),
    answerText: row.answerText,
    answerPhotos: row.answerPhotos,
    disputedAt: row.disputedAt?.toISOString() ?? null,
    decideBy: row.disputedAt ? disputeDecideBy(row.disputedAt).toISOString() : null,
    kept: row.keptHalalas,
    settledBy: row.settledBy,
    decisionReason: row.decisionReason,
    settledAt: row.settledAt?.toISOString() ?? null,
  };
}

/**
 * A booking's claim for one of its parties or an administrator (undefined for anyone else), and
 * for its owner the window in which they may still claim: a returned rental with a deposit, its
 * claim window open, no claim yet.
 */
export async function bookingClaimOf(
  db: Db,
  bookingId: string,
  viewer: { id: string; isAdmin: boolean },
): Promise<BookingClaim | undefined> {
  const [row] = await db
    .select({
      booking: {
        ownerId: bookings.ownerId,
        renterId: bookings.renterId,
        status: bookings.status,
        deposit: bookings.depositHalalas,
        releaseDueAt: bookings.releaseDueAt,
        windowOpen: sql<boolean>`coalesce(${bookings.releaseDueAt} > now(), false)`,
      },
      claim: claims,
    })
    .from(bookings)
    .leftJoin(claims, eq(claims.bookingId, bookings.id))
    .where(eq(bookings.id, bookingId));
  if (!row) return undefined;
  const { booking, claim } = row;
  const isOwner = booking.ownerId === viewer.id;
  if (!isOwner && booking.renterId !== viewer.id && !viewer.isAdmin) return undefined;
  const mayClaim =
    isOwner && !claim && booking.status === 'completed' && booking.deposit > 0 && booking.windowOpen;
  return {
    claim: claim ? claimAnswerOf(claim) : null,
    window:
      mayClaim && booking.releaseDueAt
        ? { closesAt: booking.releaseDueAt.toISOString(), deposit: booking.deposit }
        : null,
  };
}

/** The disputes waiting for a decision, oldest first (claims_disputed_idx), a page at a time. */
export async function disputeQueueOf(db: Db, page: { limit: number; offset: number }): Promise<DisputeQueue> {
  const disputed = eq(claims.status, 'disputed');
  const [rows, [total]] = await Promise.all([
    db
      .select({ claim: claims, ...rentalSummaryColumns })
      .from(claims)
      .innerJoin(bookings, eq(bookings.id, claims.bookingId))
      .innerJoin(items, rentalSummaryJoins.item)
      .innerJoin(summaryOwners, rentalSummaryJoins.owner)
      .innerJoin(summaryRenters, rentalSummaryJoins.renter)
      .where(disputed)
      .orderBy(asc(claims.disputedAt), asc(claims.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(claims).where(disputed),
  ]);
  return {
    total: total?.n ?? 0,
    disputes: rows.map((row) => ({ claim: claimAnswerOf(row.claim), booking: rentalSummaryOf(row) })),
  };
}

/** One claim by its id, for an administrator (undefined when there is none). */
export async function claimById(db: Db, claimId: string): Promise<Claim | undefined> {
  const [row] = await db.select().from(claims).where(eq(claims.id, claimId));
  return row ? claimAnswerOf(row) : undefined;
}
