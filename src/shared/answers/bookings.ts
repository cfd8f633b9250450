/** Answers about bookings, as their renter and their owner see them. */
import { z } from 'zod';
import { ACCOUNT_TYPES, BOOKING_STATUSES, CANCELLATION_POLICIES, PICKUP_OPTIONS } from '../constants';
import { RENTAL_VAT_BY } from '../money';
import { verifiedBadges } from './verification';
import { day, decimal, timestamp, type Wire } from './wire';

/** One side of a booking, as the other side sees them. */
export const bookingParty = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  accountType: z.enum(ACCOUNT_TYPES),
  companyName: z.string().nullable(),
  profilePicture: z.string().nullable(),
  /** What their profile proves (docs/decisions/0062-verified-members.md). */
  verified: verifiedBadges,
});
export type BookingParty = Wire<typeof bookingParty>;

/** A side of a booking with how others rated them, for the other side deciding on a request. */
export const ratedBookingParty = bookingParty.extend({
  rating: decimal,
  totalReviews: z.number(),
});
export type RatedBookingParty = Wire<typeof ratedBookingParty>;

/** Whether the viewer may still review this booking, and what they wrote. */
export const bookingReviewState = z.object({
  /** Completed, not yet reviewed by the viewer, and within the window. */
  canReview: z.boolean(),
  /** When the window closes (14 days after completion), or null before completion. */
  deadline: timestamp.nullable(),
  /** The viewer's own review of this booking, if written (even while still hidden). */
  mine: z
    .object({
      rating: z.number(),
      comment: z.string().nullable(),
      createdAt: timestamp,
    })
    .nullable(),
});
export type BookingReviewState = Wire<typeof bookingReviewState>;

/** What a rental costs and who gets what, in halalas (shared/money.ts, `PriceBreakdown`). */
export const priceBreakdown = z.object({
  days: z.number().int(),
  dailyRate: z.number().int(),
  subtotal: z.number().int(),
  discountPercent: z.number().int(),
  discount: z.number().int(),
  rental: z.number().int(),
  /** The VAT on the rental, and who charges it (docs/decisions/0050-vat-deemed-supplier.md). */
  rentalVat: z.number().int(),
  rentalVatBy: z.enum(RENTAL_VAT_BY),
  serviceFee: z.number().int(),
  serviceFeeVat: z.number().int(),
  commission: z.number().int(),
  commissionVat: z.number().int(),
  /** What the renter pays for the rental: the tax invoice's total. */
  total: z.number().int(),
  /** What the owner receives once the rental completes. */
  ownerEarning: z.number().int(),
  /** The refundable deposit, outside the invoice (docs/decisions/0057-deposits.md). */
  deposit: z.number().int(),
  /** Charged at checkout: the total and the deposit. */
  charged: z.number().int(),
});
export type PriceBreakdownAnswer = Wire<typeof priceBreakdown>;

/** A booking (docs/product.md, "Records"), as its renter and its owner see it. */
export const booking = z.object({
  id: z.string(),
  itemId: z.string(),
  item: z.object({
    id: z.string(),
    title: z.string(),
    images: z.array(z.string()),
    city: z.string(),
  }),
  renterId: z.string(),
  renter: ratedBookingParty,
  ownerId: z.string(),
  owner: ratedBookingParty,
  /** Pickup and return days, 'YYYY-MM-DD', both the renter's. */
  startDate: day,
  endDate: day,
  /** The days charged. */
  days: z.number(),
  pickupMethod: z.enum(PICKUP_OPTIONS),
  message: z.string().nullable(),
  status: z.enum(BOOKING_STATUSES),
  dailyRate: decimal,
  /** Returned to the renter, so apart from the price. */
  deposit: decimal.nullable(),
  /**
   * Cancelled by the renter once confirmed, getting less than everything back under its policy;
   * null until cancelled.
   */
  cancelledLate: z.boolean().nullable(),
  /** Why it was declined or cancelled, when someone said. */
  statusReason: z.string().nullable(),
  /** The price in halalas, fixed at the request by `priceBreakdown` (shared/money.ts). */
  price: priceBreakdown,
  /**
   * What the owner receives from it as it stands, in halalas (shared/money.ts `ownerShareOf`): the
   * price's earning while the rental is ahead or under way, what the settlement credited once
   * settled, nothing when it ended before the rental with everything refunded.
   */
  ownerShare: z.number().int(),
  /** The listing's policy when requested: it decides the renter's refund. */
  cancellationPolicy: z.enum(CANCELLATION_POLICIES),
  /** An awaiting_payment request lapses unpaid at this moment. */
  paymentDueAt: timestamp.nullable(),
  createdAt: timestamp,
  updatedAt: timestamp,
  /** The viewer's side of the reviews of a completed booking (docs/product.md, "Records"). */
  review: bookingReviewState,
  /**
   * Each status the booking reached and when, oldest first: the one booking's answer only, so its
   * timeline can say when every step happened (lists leave it out).
   */
  history: z.array(z.object({ status: z.enum(BOOKING_STATUSES), at: timestamp })).optional(),
});
export type Booking = Wire<typeof booking>;
