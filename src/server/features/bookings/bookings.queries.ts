import type { Booking, RatedBookingParty } from '@shared/api-types';
import { chargedDays } from '@shared/bookings';
import type { PickupOption } from '@shared/constants';
import type { PriceBreakdown } from '@shared/money';
import { toHalalas } from '@shared/pricing';
import { and, desc, eq, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { bookings, items, reviews, users } from '../../db/schema';
import { reviewDeadline } from '../reviews/reviews.service';

const renters = alias(users, 'renter');
const owners = alias(users, 'owner');
const myReviews = alias(reviews, 'my_review');

const party = (table: typeof renters | typeof owners) => ({
  id: table.id,
  firstName: table.firstName,
  lastName: table.lastName,
  accountType: table.accountType,
  companyName: table.companyName,
  profilePicture: table.profilePicture,
  // The published reviews' average and count (reviews.service.ts keeps them), shown with a request.
  rating: table.rating,
  totalReviews: table.totalReviews,
});

/**
 * A booking with its item, renter and owner, and the viewer's side of its
 * reviews (their own review, the window's end): one query, however many bookings.
 */
function selectBookings(db: Db, viewerId: string) {
  const completed = sql`${bookings.status} = 'completed'`;
  return db
    .select({
      booking: bookings,
      item: { id: items.id, title: items.title, images: items.images, city: items.city },
      renter: party(renters),
      owner: party(owners),
      myReview: { rating: myReviews.rating, comment: myReviews.comment, createdAt: myReviews.createdAt },
      reviewDeadline: sql<Date | null>`CASE WHEN ${completed} THEN ${reviewDeadline} END`.mapWith(
        bookings.completedAt,
      ),
      reviewWindowOpen: sql<boolean>`(${completed} AND ${reviewDeadline} > now())`.mapWith(Boolean),
    })
    .from(bookings)
    .innerJoin(items, eq(items.id, bookings.itemId))
    .innerJoin(renters, eq(renters.id, bookings.renterId))
    .innerJoin(owners, eq(owners.id, bookings.ownerId))
    .leftJoin(myReviews, and(eq(myReviews.bookingId, bookings.id), eq(myReviews.reviewerId, viewerId)));
}

type BookingRow = Awaited<ReturnType<ReturnType<typeof selectBookings>['where']>>[number];

function toBooking({
  booking,
  item,
  renter,
  owner,
  myReview,
  reviewDeadline,
  reviewWindowOpen,
}: BookingRow): Booking {
  return {
    id: booking.id,
    itemId: booking.itemId,
    item,
    renterId: booking.renterId,
    renter: renter as RatedBookingParty,
    ownerId: booking.ownerId,
    owner: owner as RatedBookingParty,
    startDate: booking.startDate,
    endDate: booking.endDate,
    days: chargedDays(booking.startDate, booking.endDate),
    pickupMethod: booking.pickupMethod as PickupOption,
    message: booking.message,
    status: booking.status,
    dailyRate: booking.dailyRate,
    totalCost: booking.totalCost,
    deposit: booking.deposit,
    cancelledLate: booking.cancelledLate,
    statusReason: booking.statusReason,
    price: priceOfBooking(booking),
    cancellationPolicy: booking.cancellationPolicy,
    paymentDueAt: booking.paymentDueAt?.toISOString() ?? null,
    createdAt: booking.createdAt.toISOString(),
    updatedAt: booking.updatedAt.toISOString(),
    review: {
      canReview: reviewWindowOpen && !myReview,
      deadline: reviewDeadline?.toISOString() ?? null,
      mine: myReview && { ...myReview, createdAt: myReview.createdAt.toISOString() },
    },
  };
}

/** The price fixed at the request, in halalas; null for a booking made before payments. */
export function priceOfBooking(booking: typeof bookings.$inferSelect): PriceBreakdown | null {
  const b = booking;
  if (b.totalHalalas === null) return null;
  return {
    days: chargedDays(b.startDate, b.endDate),
    dailyRate: toHalalas(b.dailyRate),
    subtotal: b.subtotalHalalas ?? 0,
    discountPercent: b.discountPercent ?? 0,
    discount: b.discountHalalas ?? 0,
    rental: b.rentalHalalas ?? 0,
    serviceFee: b.serviceFeeHalalas ?? 0,
    serviceFeeVat: b.serviceFeeVatHalalas ?? 0,
    commission: b.commissionHalalas ?? 0,
    commissionVat: b.commissionVatHalalas ?? 0,
    total: b.totalHalalas,
    ownerEarning: b.ownerEarningHalalas ?? 0,
  };
}

/** An unpaid request is its renter's alone: its owner sees it only once it is paid. */
function visibleTo(viewerId: string): SQL {
  return sql`(${bookings.status} <> 'awaiting_payment' OR ${bookings.renterId} = ${viewerId})`;
}

/** One booking as `viewerId` (its renter or its owner) sees it. */
export async function findBooking(db: Db, id: string, viewerId: string): Promise<Booking | undefined> {
  const [row] = await selectBookings(db, viewerId)
    .where(and(eq(bookings.id, id), visibleTo(viewerId)))
    .limit(1);
  return row && toBooking(row);
}

/** A user's bookings as renter and as owner, newest first (each side reads its own index). */
export async function listBookingsOf(db: Db, userId: string, role?: 'renter' | 'owner'): Promise<Booking[]> {
  const mine: SQL | undefined =
    role === 'renter'
      ? eq(bookings.renterId, userId)
      : role === 'owner'
        ? eq(bookings.ownerId, userId)
        : or(eq(bookings.renterId, userId), eq(bookings.ownerId, userId));
  const rows = await selectBookings(db, userId)
    .where(and(mine, visibleTo(userId)))
    .orderBy(desc(bookings.createdAt), desc(bookings.id))
    .limit(500);
  return rows.map(toBooking);
}
