/** Answers about listings: categories, items and their owners, uploads, and availability. */
import { z } from 'zod';
import {
  ACCOUNT_TYPES,
  CANCELLATION_POLICIES,
  CATEGORY_COLORS,
  ITEM_CONDITIONS,
  PICKUP_OPTIONS,
} from '../constants';
import { HIDDEN_REASONS } from '../moderation';
import { IDENTITY_REQUIREMENTS } from '../verification';
import { responsiveness, verifiedBadges } from './verification';
import { day, decimal, timestamp, type Wire } from './wire';

export const category = z.object({
  id: z.number(),
  /** English name; the client translates it through `categories.{lowercased name}`. */
  name: z.string(),
  nameAr: z.string(),
  slug: z.string(),
  icon: z.string(),
  color: z.enum(CATEGORY_COLORS),
});
export type Category = Wire<typeof category>;

export const itemOwner = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  accountType: z.enum(ACCOUNT_TYPES),
  companyName: z.string().nullable(),
  companyWebsite: z.string().nullable(),
  profilePicture: z.string().nullable(),
  rating: decimal,
  totalReviews: z.number(),
  /** When the owner joined (the item page's "member since"). */
  joinedAt: timestamp,
  /**
   * A business registered for VAT: they charge the VAT on their rentals themselves, whatever
   * VAT_POLICY says (the price preview's `rentalVatBy`, docs/decisions/0050-vat-deemed-supplier.md).
   */
  vatRegistered: z.boolean(),
  /** What the owner's profile proves, and how quickly they answer (docs/decisions/0062-verified-members.md). */
  verified: verifiedBadges,
  responsiveness,
});
export type ItemOwner = Wire<typeof itemOwner>;

export const item = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  /** Decimal string, e.g. "150.00". */
  dailyRate: decimal,
  deposit: decimal.nullable(),
  categoryId: z.number(),
  category: z.object({ name: z.string() }),
  ownerId: z.string(),
  owner: itemOwner,
  images: z.array(z.string()),
  address: z.string().nullable(),
  city: z.string(),
  state: z.string().nullable(),
  zipCode: z.string().nullable(),
  latitude: decimal.nullable(),
  longitude: decimal.nullable(),
  condition: z.enum(ITEM_CONDITIONS),
  minRentalDays: z.number(),
  maxRentalDays: z.number().nullable(),
  pickupOptions: z.array(z.enum(PICKUP_OPTIONS)),
  rating: decimal,
  totalReviews: z.number(),
  /**
   * Kilometres from the searcher, when a position was given (not miles:
   * the product serves Saudi Arabia, see docs/decisions/0016).
   */
  distance: z.number().nullable(),
  createdAt: timestamp,
  isAvailable: z.boolean(),
  /** Requests are confirmed at once, without the owner's answer. */
  instantBooking: z.boolean(),
  /**
   * Whom the owner lets book: anyone, only renters with a verified identity for instant booking, or
   * only them for any request (shared/verification.ts).
   */
  identityRequirement: z.enum(IDENTITY_REQUIREMENTS),
  /** Percent off a rental of 7 days or more, and of 28 or more (shared/money.ts); 0: none. */
  weeklyDiscountPercent: z.number().int(),
  monthlyDiscountPercent: z.number().int(),
  /** What a renter's cancellation gives back (shared/cancellation.ts). */
  cancellationPolicy: z.enum(CANCELLATION_POLICIES),
  /**
   * Why the listing is hidden by moderation (docs/decisions/0064-reports-and-moderation.md): held
   * for review after reports or for its words, or hidden by Ajjir's team. Only its owner and
   * administrators ever see a hidden listing.
   */
  hiddenReason: z.enum(HIDDEN_REASONS).nullable().optional(),
});
export type Item = Wire<typeof item>;

/** What POST /api/uploads answers for one photo: the large picture (stored on the item) and its thumbnail. */
export const uploadedImage = z.object({
  url: z.string(),
  thumbnailUrl: z.string(),
  width: z.number(),
  height: z.number(),
});
export type UploadedImage = Wire<typeof uploadedImage>;

export const dateRange = z.object({
  startDate: day,
  endDate: day,
});
export type DateRange = Wire<typeof dateRange>;

/** GET /api/items/{id}/availability: days taken, for the calendar. */
export const availability = z.object({
  /** Confirmed and active bookings. */
  booked: z.array(dateRange),
  /** Days the owner blocked; the reason is shown to the owner only. */
  blocked: z.array(dateRange.extend({ reason: z.string().nullable().optional() })),
});
export type Availability = Wire<typeof availability>;
