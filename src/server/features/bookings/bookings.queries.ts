import type { Booking, RatedBookingParty } from '@shared/api-types';
import { chargedDays } from '@shared/bookings';
import type { CancellationPolicy, PickupOption } from '@shared/constants';
import { ownerShareOf, type PriceBreakdown } from '@shared/money';
import { fromHalalas, toHalalas } from '@shared/pricing';
import type { VatRegistration } from '@shared/vat-number';
import { and, asc, desc, eq, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import {
  bookingEvents,
  bookings,
  items,
  ledgerEntries,
  ledgerTransactions,
  reviews,
  users,
} from '../../db/schema';
import { verifiedBadgesOf } from '../auth';
import { reviewDeadline } from './review-window';

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
  identityVerifiedAt: table.identityVerifiedAt,
  phoneVerifiedAt: table.phoneVerifiedAt,
  businessVerifiedAt: table.businessVerifiedAt,
});

/** A side of a booking as the other sees it, with what their profile proves. */
function partyOf(row: BookingRow['renter']): RatedBookingParty {
  const { identityVerifiedAt, phoneVerifiedAt, businessVerifiedAt, ...rest } = row;
  return { ...rest, verified: verifiedBadgesOf({ identityVerifiedAt, phoneVerifiedAt, businessVerifiedAt }) };
}

/**
 * What the booking's settlement credited its owner, null before it is settled (the ledger's
 * `settle` transaction, docs/decisions/0044-payments.md, "The ledger"): the earnings page and the
 * Rentals list read the same figure.
 */
export const ownerSettledSql = sql<string | null>`(
  SELECT -sum(${ledgerEntries.amountHalalas})
  FROM ${ledgerTransactions}
  JOIN ${ledgerEntries} ON ${ledgerEntries.transactionId} = ${ledgerTransactions.id}
  WHERE ${ledgerTransactions.bookingId} = ${bookings.id}
    AND ${ledgerTransactions.kind} = 'settle' AND ${ledgerEntries.account} = 'owner'
)`;

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
      ownerSettled: ownerSettledSql,
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
  ownerSettled,
}: BookingRow): Booking {
  const price = priceOfBooking(booking);
  return {
    id: booking.id,
    itemId: booking.itemId,
    item,
    renterId: booking.renterId,
    renter: partyOf(renter),
    ownerId: booking.ownerId,
    owner: partyOf(owner),
    startDate: booking.startDate,
    endDate: booking.endDate,
    days: chargedDays(booking.startDate, booking.endDate),
    pickupMethod: booking.pickupMethod as PickupOption,
    message: booking.message,
    status: booking.status,
    dailyRate: booking.dailyRate,
    deposit: booking.deposit,
    cancelledLate: booking.cancelledLate,
    statusReason: booking.statusReason,
    price,
    ownerShare: ownerShareOf(
      { status: booking.status, ownerEarning: price.ownerEarning },
      ownerSettled === null ? null : Number(ownerSettled),
    ),
    cancellationPolicy: policyOfBooking(booking),
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

type StoredBooking = typeof bookings.$inferSelect;

/**
 * The price fixed at the request, in halalas. Every booking has one: requests are priced by
 * priceBreakdown, bookings made before payments were priced by migration 0023, and bookings_priced
 * refuses a booking without it (docs/decisions/0046-one-money-model.md).
 */
export function priceOfBooking(booking: StoredBooking): PriceBreakdown {
  const b = booking;
  if (b.totalHalalas === null) throw unpriced(b);
  return {
    days: chargedDays(b.startDate, b.endDate),
    dailyRate: toHalalas(b.dailyRate),
    subtotal: b.subtotalHalalas ?? 0,
    discountPercent: b.discountPercent ?? 0,
    discount: b.discountHalalas ?? 0,
    rental: b.rentalHalalas ?? 0,
    rentalVat: b.rentalVatHalalas,
    rentalVatBy: b.rentalVatBy,
    serviceFee: b.serviceFeeHalalas ?? 0,
    serviceFeeVat: b.serviceFeeVatHalalas ?? 0,
    commission: b.commissionHalalas ?? 0,
    commissionVat: b.commissionVatHalalas ?? 0,
    total: b.totalHalalas,
    ownerEarning: b.ownerEarningHalalas ?? 0,
    deposit: b.depositHalalas,
    charged: b.totalHalalas + b.depositHalalas,
  };
}

/** The listing's policy when the booking was requested (bookings_price_adds_up: set with the price). */
export function policyOfBooking(booking: StoredBooking): CancellationPolicy {
  if (booking.cancellationPolicy === null) throw unpriced(booking);
  return booking.cancellationPolicy;
}

function unpriced(booking: StoredBooking): Error {
  return new Error(`Booking ${booking.id} has no price: migration 0023 prices every booking`);
}

/**
 * The columns a booking keeps its price in, checked again by bookings_price_adds_up. total_cost
 * too, which nothing here reads: the previous release still does (docs/operations.md, "Retiring
 * bookings.total_cost"), and it always held days × rate, the subtotal.
 */
export function priceColumnsOf(price: PriceBreakdown, ownerVat: VatRegistration | null = null) {
  // The owner is named with their VAT number exactly when they charge the rental's VAT
  // (bookings_rental_vat_by refuses anything else).
  const named = price.rentalVatBy === 'owner' ? ownerVat : null;
  if (price.rentalVatBy === 'owner' && !named) throw new Error('An owner who charges VAT has a VAT number');
  return {
    ownerVatNumber: named?.vatNumber ?? null,
    ownerVatName: named?.name ?? null,
    totalCost: fromHalalas(price.subtotal),
    discountPercent: price.discountPercent,
    subtotalHalalas: price.subtotal,
    discountHalalas: price.discount,
    rentalHalalas: price.rental,
    rentalVatHalalas: price.rentalVat,
    rentalVatBy: price.rentalVatBy,
    serviceFeeHalalas: price.serviceFee,
    serviceFeeVatHalalas: price.serviceFeeVat,
    commissionHalalas: price.commission,
    commissionVatHalalas: price.commissionVat,
    totalHalalas: price.total,
    ownerEarningHalalas: price.ownerEarning,
    depositHalalas: price.deposit,
  };
}

/**
 * Whether a request reached its owner: it was paid and put to them (or made before payments, when
 * every request went straight to them). One still unpaid, or that ended unpaid (lapsed, replaced
 * by another, withdrawn), never did, nor one the system declined as it was paid (its days taken
 * meanwhile, its listing removed): the owner was never told of it (booking-events.ts) and its
 * renter paid nothing that was theirs. Its events say so (transitions.ts: the only changes out of
 * awaiting_payment that put a request to its owner are paid to pending or confirmed).
 */
export const reachedOwnerSql = sql<boolean>`(${bookings.status} <> 'awaiting_payment' AND NOT EXISTS (
  SELECT 1 FROM ${bookingEvents}
  WHERE ${bookingEvents.bookingId} = ${bookings.id}
    AND ${bookingEvents.fromStatus} = 'awaiting_payment'
    AND ${bookingEvents.toStatus} NOT IN ('pending', 'confirmed')
))`;

/** A request is its renter's from the start, and its owner's only once it reached them. */
function visibleTo(viewerId: string): SQL {
  return sql`(${bookings.renterId} = ${viewerId} OR ${reachedOwnerSql})`;
}

/** One booking as `viewerId` (its renter or its owner) sees it. */
export async function findBooking(db: Db, id: string, viewerId: string): Promise<Booking | undefined> {
  const [row] = await selectBookings(db, viewerId)
    .where(and(eq(bookings.id, id), visibleTo(viewerId)))
    .limit(1);
  return row && toBooking(row);
}

/** Each status a booking reached and when, oldest first (booking_events_booking_idx). */
export async function statusHistoryOf(db: Db, bookingId: string): Promise<NonNullable<Booking['history']>> {
  const rows = await db
    .select({ status: bookingEvents.toStatus, at: bookingEvents.createdAt })
    .from(bookingEvents)
    .where(eq(bookingEvents.bookingId, bookingId))
    .orderBy(asc(bookingEvents.createdAt), asc(bookingEvents.id));
  return rows.map((row) => ({ status: row.status, at: row.at.toISOString() }));
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
