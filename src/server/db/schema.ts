/**
 * The database schema (docs/product.md, "Records", plus what a real marketplace needs:
 * sessions, reset tokens, favourites, notifications, an admin audit log).
 * Column names are snake_case in SQL (see `casing` in db/client.ts).
 * Rules that protect data are constraints here, not only checks in code; the
 * ones Drizzle cannot express (extensions, the no-overlap exclusion
 * constraint, reference categories) live in hand-written migrations.
 */

import type { ClaimReason, ClaimSettledBy, ClaimStatus } from '@shared/claims';
import type {
  CancellationPolicy,
  JobStateName,
  LedgerAccountName,
  LedgerKindName,
  PaymentStatus,
  PayoutReviewReason,
  PayoutStatus,
  RefundReason,
  RefundStatus,
} from '@shared/constants';
import {
  ACCOUNT_TYPES,
  BOOKING_STATUSES,
  CATEGORY_COLORS,
  ITEM_CONDITIONS,
  JOB_STATE_NAMES,
  LEDGER_ACCOUNT_NAMES,
  LEDGER_KIND_NAMES,
  NOTIFICATION_TYPES,
  REVIEW_TYPES,
} from '@shared/constants';
import type { HandoverAnswer, HandoverStage } from '@shared/handover';
import type { LegalDocument } from '@shared/legal';
import type {
  HiddenReason,
  ModerationAction,
  ReportReason,
  ReportStatus,
  ReportTarget,
} from '@shared/moderation';
import type { InvoiceSupply, RentalVatBy } from '@shared/money';
import type { NoShowCaseKind, NoShowOutcome } from '@shared/no-shows';
import type { SearchConceptKind, SearchTermLanguage } from '@shared/search';
import type {
  BusinessCheckStatus,
  BusinessReviewReason,
  IdentityDocument,
  IdentityRequirement,
  NafathRequestStatus,
} from '@shared/verification';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  bigserial,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgEnum,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const id = () => uuid().primaryKey().defaultRandom();
const createdAt = () => timestamp({ withTimezone: true }).notNull().defaultNow();
const coordinate = () => numeric({ precision: 9, scale: 6 });
const money = () => numeric({ precision: 12, scale: 2 });

export const accountType = pgEnum('account_type', ACCOUNT_TYPES);
export const itemCondition = pgEnum('item_condition', ITEM_CONDITIONS);
export const bookingStatus = pgEnum('booking_status', BOOKING_STATUSES);
export const reviewType = pgEnum('review_type', REVIEW_TYPES);
export const categoryColor = pgEnum('category_color', CATEGORY_COLORS);

export const users = pgTable(
  'users',
  {
    id: id(),
    username: text().notNull(),
    email: text().notNull(),
    passwordHash: text().notNull(),
    firstName: text().notNull(),
    lastName: text().notNull(),
    bio: text(),
    phone: text(),
    address: text(),
    city: text(),
    state: text(),
    zipCode: text(),
    profilePicture: text(),
    accountType: accountType().notNull().default('individual'),
    companyName: text(),
    companyWebsite: text(),
    taxId: text(),
    businessAddress: text(),
    rating: numeric({ precision: 3, scale: 2 }).notNull().default('0'),
    totalReviews: integer().notNull().default(0),
    joinedAt: createdAt(),
    isAdmin: boolean().notNull().default(false),
    suspendedAt: timestamp({ withTimezone: true }),
    suspensionReason: text(),
    latitude: coordinate(),
    longitude: coordinate(),
    preferredLanguage: text().notNull().default('ar'),
    emailNotifications: boolean().notNull().default(true),
    updatedAt: createdAt(),
    /**
     * What the profile proves (docs/decisions/0062-verified-members.md). A changed e-mail, phone or
     * company name loses its own (a trigger, migration 0034); identity and business follow their
     * checks' rows (triggers on identity_verifications and business_checks).
     */
    emailConfirmedAt: timestamp({ withTimezone: true }),
    phoneVerifiedAt: timestamp({ withTimezone: true }),
    identityVerifiedAt: timestamp({ withTimezone: true }),
    businessVerifiedAt: timestamp({ withTimezone: true }),
    /**
     * A closed account (docs/decisions/0066-closed-accounts.md): the row stays for the bookings,
     * invoices and ledger that name it, its personal data removed (users_closed_anonymous); it signs
     * nobody in and shows as a former member. A trigger (migration 0038) refuses it new bookings.
     */
    closedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    check(
      'users_closed_anonymous',
      sql`${t.closedAt} IS NULL OR (
  ${t.firstName} = '' AND ${t.lastName} = '' AND ${t.accountType} = 'individual'
  AND ${t.bio} IS NULL AND ${t.phone} IS NULL AND ${t.address} IS NULL
  AND ${t.city} IS NULL AND ${t.state} IS NULL AND ${t.zipCode} IS NULL
  AND ${t.profilePicture} IS NULL AND ${t.companyName} IS NULL
  AND ${t.companyWebsite} IS NULL AND ${t.taxId} IS NULL AND ${t.businessAddress} IS NULL
  AND ${t.latitude} IS NULL AND ${t.longitude} IS NULL AND NOT ${t.isAdmin})`,
    ),
    uniqueIndex('users_email_lower_key').on(sql`lower(${t.email})`),
    uniqueIndex('users_username_lower_key').on(sql`lower(${t.username})`),
    check('users_business_has_company', sql`${t.accountType} <> 'business' OR ${t.companyName} IS NOT NULL`),
    check('users_rating_range', sql`${t.rating} BETWEEN 0 AND 5`),
    check('users_language', sql`${t.preferredLanguage} IN ('ar', 'en')`),
    // A Saudi mobile number in E.164, the one spelling (shared/phones.ts, migration 0033).
    check('users_phone_e164', sql`${t.phone} IS NULL OR ${t.phone} ~ '^\\+9665[0-9]{8}$'`),
    check('users_phone_verified_has_phone', sql`${t.phoneVerifiedAt} IS NULL OR ${t.phone} IS NOT NULL`),
    check(
      'users_business_verified_is_business',
      sql`${t.businessVerifiedAt} IS NULL OR ${t.accountType} = 'business'`,
    ),
    // The admin users table (newest first) and the users export (keyset, oldest first) walk it;
    // the id breaks ties, so paging never repeats or skips an account.
    index('users_joined_at_idx').on(t.joinedAt, t.id),
    // The few blocked accounts, whose listings every listing's total leaves out (countListed).
    index('users_blocked_idx').on(t.id).where(sql`${t.suspendedAt} IS NOT NULL`),
    // Honest names (docs/decisions/0062-verified-members.md): verified members' display names and
    // verified businesses' names, which nobody else may take.
    index('users_verified_name_idx')
      .on(sql`lower(${t.firstName} || ' ' || ${t.lastName})`)
      .where(sql`${t.identityVerifiedAt} IS NOT NULL`),
    index('users_verified_company_idx')
      .on(sql`lower(${t.companyName})`)
      .where(sql`${t.businessVerifiedAt} IS NOT NULL`),
    // Also in the table, from a hand-written migration (0012): search_text, generated from the
    // names, company, username and e-mail, with a trigram index for the admin users search.
  ],
);

export const categories = pgTable('categories', {
  id: smallint().primaryKey(),
  slug: text().notNull().unique(),
  name: text().notNull(),
  nameAr: text().notNull(),
  icon: text().notNull(),
  color: categoryColor().notNull().default('primary'),
  sortOrder: smallint().notNull().default(0),
});

/** What browse shows: available, and not removed by its owner. */
const listed = (t: { isAvailable: AnyPgColumn; deletedAt: AnyPgColumn }) =>
  sql`${t.isAvailable} AND ${t.deletedAt} IS NULL`;

export const items = pgTable(
  'items',
  {
    id: id(),
    ownerId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    categoryId: smallint()
      .notNull()
      .references(() => categories.id),
    title: text().notNull(),
    description: text().notNull(),
    dailyRate: money().notNull(),
    deposit: money(),
    condition: itemCondition().notNull(),
    images: text().array().notNull().default(sql`'{}'::text[]`),
    address: text(),
    city: text().notNull(),
    state: text(),
    zipCode: text(),
    latitude: coordinate(),
    longitude: coordinate(),
    minRentalDays: integer().notNull().default(1),
    maxRentalDays: integer(),
    pickupOptions: text().array().notNull().default(sql`'{pickup}'::text[]`),
    rating: numeric({ precision: 3, scale: 2 }).notNull().default('0'),
    totalReviews: integer().notNull().default(0),
    isAvailable: boolean().notNull().default(true),
    /** Requests are confirmed at once (still under the no-overlap rule), without the owner's answer. */
    instantBooking: boolean().notNull().default(false),
    /** Whom the owner lets book (shared/verification.ts): none, instant or all need a verified identity. */
    identityRequirement: text().$type<IdentityRequirement>().notNull().default('none'),
    /** Percent off a rental of 7 days or more, and of 28 or more (shared/money.ts); 0: none. */
    weeklyDiscountPercent: smallint().notNull().default(0),
    monthlyDiscountPercent: smallint().notNull().default(0),
    /** How much a renter's cancellation refunds (shared/cancellation.ts). */
    cancellationPolicy: text().$type<CancellationPolicy>().notNull().default('flexible'),
    /** Removed by its owner: gone from the marketplace, kept for the bookings and reviews that name it. */
    deletedAt: timestamp({ withTimezone: true }),
    /**
     * Hidden by moderation (docs/decisions/0064-reports-and-moderation.md): held for review after
     * reports or for its words, or hidden by an administrator; unavailable while hidden (migration 0036).
     */
    hiddenAt: timestamp({ withTimezone: true }),
    hiddenReason: text().$type<HiddenReason>(),
    createdAt: createdAt(),
    updatedAt: createdAt(),
    // Also in the table, from a hand-written migration (0005): search_title and search_vector,
    // generated from title and description for search (features/items/items.search.ts).
  },
  (t) => [
    check('items_daily_rate_positive', sql`${t.dailyRate} > 0`),
    check('items_deposit_not_negative', sql`${t.deposit} IS NULL OR ${t.deposit} >= 0`),
    check('items_min_rental_days', sql`${t.minRentalDays} >= 1`),
    check(
      'items_max_rental_days',
      sql`${t.maxRentalDays} IS NULL OR ${t.maxRentalDays} >= ${t.minRentalDays}`,
    ),
    check('items_latitude_range', sql`${t.latitude} IS NULL OR ${t.latitude} BETWEEN -90 AND 90`),
    check('items_longitude_range', sql`${t.longitude} IS NULL OR ${t.longitude} BETWEEN -180 AND 180`),
    check('items_rating_range', sql`${t.rating} BETWEEN 0 AND 5`),
    check(
      'items_discounts_range',
      sql`${t.weeklyDiscountPercent} BETWEEN 0 AND 90 AND ${t.monthlyDiscountPercent} BETWEEN 0 AND 90`,
    ),
    check('items_cancellation_policy', sql`${t.cancellationPolicy} IN ('flexible', 'moderate', 'strict')`),
    check('items_identity_requirement', sql`${t.identityRequirement} IN ('none', 'instant', 'all')`),
    check('items_pickup_options', sql`${t.pickupOptions} <@ ARRAY['pickup','delivery']::text[]`),
    check(
      'items_hidden_reason',
      sql`${t.hiddenReason} IS NULL OR ${t.hiddenReason} IN ('reports', 'moderator', 'words')`,
    ),
    check('items_hidden_whole', sql`(${t.hiddenAt} IS NULL) = (${t.hiddenReason} IS NULL)`),
    check('items_hidden_not_available', sql`${t.hiddenAt} IS NULL OR NOT ${t.isAvailable}`),
    // The moderation screen's hidden view, newest hide first (migration 0039).
    index('items_moderated_idx')
      .on(t.hiddenAt)
      .where(sql`${t.hiddenAt} IS NOT NULL AND ${t.deletedAt} IS NULL`),
    // Browse lists what is on offer (available, not removed) by each sort, optionally in one
    // category or city; each reads an index of its own, scanned backwards for the descending
    // sorts. The id breaks ties, so paging never repeats or skips an item.
    index('items_listed_created_idx').on(t.createdAt, t.id).where(listed(t)),
    index('items_listed_category_idx').on(t.categoryId, t.createdAt, t.id).where(listed(t)),
    index('items_listed_city_idx').on(sql`lower(${t.city})`, t.createdAt, t.id).where(listed(t)),
    // One category in one city, the browse page's most common pair of filters.
    index('items_listed_category_city_idx')
      .on(t.categoryId, sql`lower(${t.city})`, t.createdAt, t.id)
      .where(listed(t)),
    index('items_listed_price_idx').on(t.dailyRate, t.id).where(listed(t)),
    index('items_listed_rating_idx').on(t.rating, t.totalReviews, t.id).where(listed(t)),
    // The admin listings table (newest first, removed ones left out as it walks) and the
    // listings export (keyset over every item, removed ones too, oldest first).
    index('items_created_idx').on(t.createdAt, t.id),
    index('items_owner_idx').on(t.ownerId, t.createdAt),
    index('items_category_idx').on(t.categoryId),
  ],
);

export const bookings = pgTable(
  'bookings',
  {
    id: id(),
    itemId: uuid()
      .notNull()
      .references(() => items.id, { onDelete: 'cascade' }),
    renterId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    ownerId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    startDate: date().notNull(),
    endDate: date().notNull(),
    pickupMethod: text().notNull().default('pickup'),
    message: text(),
    status: bookingStatus().notNull().default('pending'),
    dailyRate: money().notNull(),
    /**
     * Days × daily rate, the total from before payments. Read by nothing since migration 0023; still
     * written (the breakdown's subtotal) because the previous release reads it. To be dropped
     * (docs/operations.md, "Retiring bookings.total_cost").
     */
    totalCost: money().notNull(),
    deposit: money(),
    /**
     * A renter cancelled a confirmed booking and did not get everything back under its policy
     * (shared/cancellation.ts); bookings cancelled before migration 0023 keep the 24-hour rule's answer.
     */
    cancelledLate: boolean(),
    statusReason: text(),
    /** When the owner marked it returned: the review window (REVIEW_WINDOW_DAYS) runs from here. */
    completedAt: timestamp({ withTimezone: true }),
    /**
     * When the owner's earning of a returned rental is released to their balance: the claim window
     * after the return, never counted from before the last day (shared/bookings.ts,
     * `earningReleaseMoment`). Null until returned, and for rentals settled before this rule.
     */
    releaseDueAt: timestamp({ withTimezone: true }),
    // The price in halalas (shared/money.ts), fixed when requested. Bookings made before payments
    // were priced by migration 0023; bookings_priced refuses a booking without it. Nullable until
    // that check is validated (docs/operations.md, "Migrations while the previous version serves").
    discountPercent: smallint(),
    subtotalHalalas: integer(),
    discountHalalas: integer(),
    rentalHalalas: integer(),
    serviceFeeHalalas: integer(),
    serviceFeeVatHalalas: integer(),
    commissionHalalas: integer(),
    commissionVatHalalas: integer(),
    totalHalalas: integer(),
    ownerEarningHalalas: integer(),
    /**
     * The refundable deposit, charged with the payment and held while the rental runs, outside the
     * invoice (docs/decisions/0057-deposits.md). 0 for none, and for bookings made before deposits.
     */
    depositHalalas: integer().notNull().default(0),
    /**
     * The VAT on the rental and who charges it (shared/money.ts `RentalVatBy`), fixed at the request
     * with the owner's VAT registration then (docs/decisions/0050-vat-deemed-supplier.md): a later
     * change of the owner's profile does not reprice it. 0 and 'none' for bookings made before.
     */
    rentalVatHalalas: integer().notNull().default(0),
    rentalVatBy: text().$type<RentalVatBy>().notNull().default('none'),
    /** The owner's VAT number and registered name at the request, when they charge the rental's VAT. */
    ownerVatNumber: text(),
    ownerVatName: text(),
    /** The listing's policy when requested: a later change of the listing does not change this booking's refund. */
    cancellationPolicy: text().$type<CancellationPolicy>(),
    /** Unpaid at this moment, an awaiting_payment request lapses (PAYMENT_WINDOW_MINUTES). */
    paymentDueAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: createdAt(),
  },
  (t) => [
    check(
      'bookings_price_adds_up',
      sql`${t.totalHalalas} IS NULL OR (
        ${t.subtotalHalalas} - ${t.discountHalalas} = ${t.rentalHalalas}
        AND ${t.totalHalalas} = ${t.rentalHalalas} + ${t.rentalVatHalalas} + ${t.serviceFeeHalalas} + ${t.serviceFeeVatHalalas}
        AND ${t.ownerEarningHalalas} = ${t.rentalHalalas}
          + CASE WHEN ${t.rentalVatBy} = 'owner' THEN ${t.rentalVatHalalas} ELSE 0 END
          - ${t.commissionHalalas} - ${t.commissionVatHalalas}
        AND ${t.totalHalalas} > 0 AND ${t.ownerEarningHalalas} >= 0 AND ${t.discountHalalas} >= 0
        AND ${t.rentalVatHalalas} >= 0
        AND ${t.serviceFeeHalalas} >= 0 AND ${t.serviceFeeVatHalalas} >= 0
        AND ${t.commissionHalalas} >= 0 AND ${t.commissionVatHalalas} >= 0
        AND ${t.cancellationPolicy} IS NOT NULL)`,
    ),
    // Who charges the rental's VAT (migration 0025): the owner only with their VAT number and name.
    check(
      'bookings_rental_vat_by',
      sql`${t.rentalVatBy} IN ('none', 'platform', 'owner')
        AND (${t.rentalVatBy} <> 'none' OR ${t.rentalVatHalalas} = 0)
        AND (${t.ownerVatNumber} IS NULL OR ${t.ownerVatNumber} ~ '^3[0-9]{13}3$')
        AND (${t.rentalVatBy} = 'owner') = (${t.ownerVatNumber} IS NOT NULL)
        AND (${t.ownerVatNumber} IS NULL) = (${t.ownerVatName} IS NULL)`,
    ),
    // Added NOT VALID (migration 0023), after pricing every booking made before payments.
    check('bookings_priced', sql`${t.totalHalalas} IS NOT NULL`),
    check('bookings_deposit_not_negative', sql`${t.depositHalalas} >= 0`),
    check('bookings_release_when_returned', sql`${t.releaseDueAt} IS NULL OR ${t.status} = 'completed'`),
    // Unpaid requests lapse by this (jobs/housekeeping.ts).
    index('bookings_payment_due_idx').on(t.status, t.paymentDueAt),
    check('bookings_dates_ordered', sql`${t.endDate} >= ${t.startDate}`),
    check('bookings_renter_not_owner', sql`${t.renterId} <> ${t.ownerId}`),
    check('bookings_total_not_negative', sql`${t.totalCost} >= 0`),
    check('bookings_pickup_method', sql`${t.pickupMethod} IN ('pickup','delivery')`),
    // MAX_RENTAL_DAYS (shared/bookings.ts) for what holds or asks for days; added NOT VALID (migration 0016).
    check(
      'bookings_length_within_max',
      sql`${t.status} NOT IN ('pending', 'confirmed') OR ${t.endDate} - ${t.startDate} <= 30`,
    ),
    index('bookings_renter_idx').on(t.renterId, t.createdAt.desc()),
    index('bookings_owner_idx').on(t.ownerId, t.createdAt.desc()),
    index('bookings_item_idx').on(t.itemId, t.startDate),
    // Requests whose pickup day has passed unanswered expire (jobs and GET /api/bookings).
    index('bookings_pending_start_idx').on(t.startDate).where(sql`${t.status} = 'pending'`),
    // The dashboard chart counts requests by the day they were made.
    index('bookings_created_idx').on(t.createdAt),
    // Revenue by the day a rental completed: the chart and the best-selling report.
    index('bookings_completed_idx').on(t.completedAt).where(sql`${t.status} = 'completed'`),
    // The dashboard's rentals under way and its pending issues (confirmed or active past their
    // return day): few rows of the whole table, so a small index.
    index('bookings_under_way_idx')
      .on(t.status, t.endDate)
      .where(sql`${t.status} IN ('confirmed', 'active')`),
  ],
);

/** Every change of a booking's status: who (null for the system), when, why. */
export const bookingEvents = pgTable(
  'booking_events',
  {
    id: id(),
    bookingId: uuid()
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    actorId: uuid().references(() => users.id, { onDelete: 'set null' }),
    /** request, accept, decline, start, complete, cancel, expire, auto_decline */
    action: text().notNull(),
    fromStatus: bookingStatus(),
    toStatus: bookingStatus().notNull(),
    reason: text(),
    createdAt: createdAt(),
  },
  (t) => [index('booking_events_booking_idx').on(t.bookingId, t.createdAt)],
);

/**
 * Days the owner has taken an item off the calendar (away, in repair). They
 * act like bookings for requests, availability and search. Two blocks of one
 * item never overlap (an exclusion constraint, migration 0008).
 */
export const itemBlockedDates = pgTable(
  'item_blocked_dates',
  {
    id: id(),
    itemId: uuid()
      .notNull()
      .references(() => items.id, { onDelete: 'cascade' }),
    startDate: date().notNull(),
    endDate: date().notNull(),
    reason: text(),
    createdAt: createdAt(),
  },
  (t) => [
    check('item_blocked_dates_ordered', sql`${t.endDate} >= ${t.startDate}`),
    index('item_blocked_dates_item_idx').on(t.itemId, t.startDate),
  ],
);

/**
 * Answers kept for an Idempotency-Key, so a request sent twice (a double
 * tap, a retry after a dropped connection) acts once and answers the same.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text().notNull(),
    /** What the request was, so the key cannot be reused for another one. */
    requestHash: text().notNull(),
    status: smallint(),
    body: jsonb(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] }), index('idempotency_keys_created_idx').on(t.createdAt)],
);

export const reviews = pgTable(
  'reviews',
  {
    id: id(),
    bookingId: uuid().references(() => bookings.id, { onDelete: 'set null' }),
    itemId: uuid().references(() => items.id, { onDelete: 'cascade' }),
    reviewerId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    revieweeId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: reviewType().notNull(),
    rating: smallint().notNull(),
    comment: text(),
    publishedAt: timestamp({ withTimezone: true }),
    /** Hidden by an administrator (0064): out of the public lists and the ratings. */
    hiddenAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    check('reviews_rating_range', sql`${t.rating} BETWEEN 1 AND 5`),
    check('reviews_not_self', sql`${t.reviewerId} <> ${t.revieweeId}`),
    // One review per side of a booking; also how a booking's reviews are found (booking_id leads).
    uniqueIndex('reviews_booking_reviewer_key').on(t.bookingId, t.reviewerId),
    // GET /api/reviews: the published reviews of an item or of a person, newest published first.
    index('reviews_item_published_idx').on(t.itemId, t.publishedAt.desc(), t.createdAt.desc()),
    index('reviews_reviewee_published_idx').on(t.revieweeId, t.publishedAt.desc(), t.createdAt.desc()),
    // The hourly job looks for hidden reviews whose window has closed: few, so a small index.
    index('reviews_hidden_idx').on(t.bookingId).where(sql`${t.publishedAt} IS NULL`),
    // The moderation screen's hidden view: reviews hidden by an administrator (migration 0039).
    index('reviews_moderated_idx').on(t.hiddenAt).where(sql`${t.hiddenAt} IS NOT NULL`),
  ],
);

export const messages = pgTable(
  'messages',
  {
    id: id(),
    senderId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    receiverId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    content: text().notNull(),
    bookingId: uuid().references(() => bookings.id, { onDelete: 'set null' }),
    itemId: uuid().references(() => items.id, { onDelete: 'set null' }),
    isRead: boolean().notNull().default(false),
    /** Hidden by an administrator (0064): the conversation shows it as removed by Ajjir's team. */
    hiddenAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    check('messages_not_self', sql`${t.senderId} <> ${t.receiverId}`),
    check('messages_content_length', sql`char_length(${t.content}) BETWEEN 1 AND 2000`),
    index('messages_pair_idx').on(t.senderId, t.receiverId, t.createdAt.desc()),
    index('messages_unread_idx').on(t.receiverId, t.senderId).where(sql`NOT ${t.isRead}`),
    // The conversation list reads both sides of the viewer's messages, newest first.
    index('messages_receiver_idx').on(t.receiverId, t.createdAt.desc()),
    // The moderation screen's hidden view: messages hidden by an administrator (migration 0039).
    index('messages_moderated_idx').on(t.hiddenAt).where(sql`${t.hiddenAt} IS NOT NULL`),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    /** SHA-256 of the cookie's token: a stolen table does not yield live cookies. */
    idHash: text().primaryKey(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    lastSeenAt: createdAt(),
    userAgent: text(),
    ip: text(),
  },
  (t) => [index('sessions_user_idx').on(t.userId), index('sessions_expires_idx').on(t.expiresAt)],
);

export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: id(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text().notNull().unique(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('password_reset_tokens_user_idx').on(t.userId)],
);

/**
 * Fixed-window counters of the rate limits (http/rate-limit.ts), in the
 * database so that every server process counts against the same limit.
 * The key is the rule's name and a hash of the subject (an address, an account).
 */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text().primaryKey(),
    windowStartedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    hits: integer().notNull().default(1),
  },
  (t) => [index('rate_limits_window_idx').on(t.windowStartedAt)],
);

export const favorites = pgTable(
  'favorites',
  {
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    itemId: uuid()
      .notNull()
      .references(() => items.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.itemId] }), index('favorites_item_idx').on(t.itemId)],
);

/**
 * Members block members (docs/decisions/0065-members-block-members.md): private to the blocker; while
 * a row stands the two cannot message each other and neither can request the other's items.
 */
export const memberBlocks = pgTable(
  'member_blocks',
  {
    blockerId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    blockedId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.blockerId, t.blockedId] }),
    check('member_blocks_not_self', sql`${t.blockerId} <> ${t.blockedId}`),
    index('member_blocks_blocked_idx').on(t.blockedId),
    index('member_blocks_blocker_time_idx').on(t.blockerId, t.createdAt.desc(), t.blockedId),
  ],
);

export const notifications = pgTable(
  'notifications',
  {
    id: id(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text().notNull(),
    data: jsonb().notNull().default({}),
    link: text(),
    readAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
    /**
     * The e-mail outbox (features/notifications/notification-emails.ts): when this notification's
     * e-mail was dealt with (sent; or not wanted, or given up after a day), and when a process last
     * took it to send (a claim that lapses, so one that died mid-send leaves it to another).
     */
    mailSettledAt: timestamp({ withTimezone: true }),
    mailClaimedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    index('notifications_user_idx').on(t.userId, t.createdAt.desc()),
    // What the outbox sweep looks through: notifications whose e-mail is not settled, by age.
    index('notifications_mail_pending_idx').on(t.createdAt).where(sql`${t.mailSettledAt} IS NULL`),
    index('notifications_unread_idx').on(t.userId).where(sql`${t.readAt} IS NULL`),
    // Only types the app can word (shared/notifications.ts); a new type comes with a migration.
    check(
      'notifications_type',
      sql`${t.type} IN (${sql.raw(NOTIFICATION_TYPES.map((type) => `'${type}'`).join(', '))})`,
    ),
    // One unread "new messages" notification per sender: later messages count up in it
    // (INSERT … ON CONFLICT in features/notifications/notify.ts), even when two arrive at once.
    uniqueIndex('notifications_unread_message_key')
      .on(t.userId, sql`(${t.data}->>'senderId')`)
      .where(sql`${t.type} = 'new_message' AND ${t.readAt} IS NULL`),
  ],
);

/**
 * Live events (GET /api/events), kept a day so that a client reconnecting
 * with Last-Event-ID gets what it missed; the id is the stream's event id.
 * A row is written in the same transaction as the change it tells of, and
 * NOTIFY wakes every server process when that transaction commits.
 */
export const liveEvents = pgTable(
  'live_events',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text().notNull(),
    data: jsonb().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('live_events_user_idx').on(t.userId, t.id), index('live_events_created_idx').on(t.createdAt)],
);

export const adminAuditLog = pgTable(
  'admin_audit_log',
  {
    id: id(),
    adminId: uuid().references(() => users.id, { onDelete: 'set null' }),
    action: text().notNull(),
    targetType: text().notNull(),
    targetId: text(),
    /** The target's name or title when the action was taken (it may change or go later). */
    targetLabel: text(),
    reason: text(),
    details: jsonb().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [
    // GET /api/admin/audit: newest first, all of it, one target's history, or one action's.
    index('admin_audit_log_created_idx').on(t.createdAt.desc()),
    index('admin_audit_log_target_idx').on(t.targetId, t.createdAt.desc()),
    index('admin_audit_log_action_idx').on(t.action, t.createdAt.desc()),
  ],
);

/**
 * The search lexicon (migration 0017, docs/decisions/0039-search-lexicon.md): a concept of the
 * rental domain (a tent, a drill, Sony, the PS5, the tools category) and the ways people write it.
 */
export const searchConcepts = pgTable(
  'search_concepts',
  {
    id: serial().primaryKey(),
    key: text().notNull().unique(),
    kind: text().$type<SearchConceptKind>().notNull(),
    categoryId: smallint().references(() => categories.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('search_concepts_key_shape', sql`${t.key} ~ '^[a-z0-9]+(-[a-z0-9]+)*$' AND length(${t.key}) <= 60`),
    check('search_concepts_kind', sql`${t.kind} IN ('thing', 'brand', 'model', 'category')`),
  ],
);

/**
 * One way of writing a concept. `normalized` (generated, as titles are folded) is read through SQL
 * only, as items' search columns are.
 */
export const searchTerms = pgTable(
  'search_terms',
  {
    id: serial().primaryKey(),
    conceptId: integer()
      .notNull()
      .references(() => searchConcepts.id, { onDelete: 'cascade' }),
    term: text().notNull(),
    language: text().$type<SearchTermLanguage>().notNull(),
  },
  (t) => [
    check('search_terms_language', sql`${t.language} IN ('ar', 'en', 'translit')`),
    check(
      'search_terms_term_shape',
      sql`length(${t.term}) BETWEEN 1 AND 60 AND ${t.term} = btrim(${t.term}) AND ${t.term} !~ '[[:cntrl:]]'`,
    ),
  ],
);

/**
 * Money (docs/decisions/0044-payments.md). A payment is one checkout of one
 * booking at the gateway: the hosted payment page (a Moyasar invoice) where
 * the renter may try card after card until one is paid. Its status is only
 * ever what the gateway answers when asked by id.
 */
export const payments = pgTable(
  'payments',
  {
    id: id(),
    bookingId: uuid()
      .notNull()
      .unique()
      .references(() => bookings.id, { onDelete: 'restrict' }),
    payerId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    amountHalalas: integer().notNull(),
    currency: text().notNull().default('SAR'),
    status: text().$type<PaymentStatus>().notNull().default('open'),
    /** The hosted page (Moyasar invoice) the renter pays on, and its address. */
    gatewayInvoiceId: text().notNull().unique(),
    gatewayUrl: text().notNull(),
    /** The gateway's payment that settled the invoice, once one did. */
    gatewayPaymentId: text().unique(),
    /** How it was paid, as the gateway says: "mada", "visa", "stcpay", with the card's last digits. */
    method: text(),
    cardLast4: text(),
    /** The gateway's words about the last attempt ("APPROVED", "INSUFFICIENT FUNDS"). */
    message: text(),
    refundedHalalas: integer().notNull().default(0),
    paidAt: timestamp({ withTimezone: true }),
    /** When we last asked the gateway (the reconciling job asks again after a while). */
    checkedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: createdAt(),
  },
  (t) => [
    check('payments_amount_positive', sql`${t.amountHalalas} > 0`),
    check('payments_refunded_within_amount', sql`${t.refundedHalalas} BETWEEN 0 AND ${t.amountHalalas}`),
    check('payments_status', sql`${t.status} IN ('open','paid','refunded','failed')`),
    check('payments_paid_has_gateway_payment', sql`${t.paidAt} IS NULL OR ${t.gatewayPaymentId} IS NOT NULL`),
    // The reconciling job: checkouts still open at the gateway, oldest check first.
    index('payments_open_idx').on(t.checkedAt).where(sql`${t.status} = 'open'`),
    // The administrators' payments list and the day's reconciliation.
    index('payments_created_idx').on(t.createdAt),
    index('payments_paid_idx').on(t.paidAt).where(sql`${t.paidAt} IS NOT NULL`),
    index('payments_payer_idx').on(t.payerId, t.createdAt),
  ],
);

/**
 * A claim against a booking's deposit (docs/decisions/0058-claims-and-disputes.md): one per
 * booking, by its owner, within the claim window after the return. `open` until the renter answers
 * (or `answer_due_at` passes, which accepts it), `disputed` while an administrator decides,
 * `settled` once what it keeps (`kept_halalas`) went to the owner and the rest of the deposit back.
 * A trigger refuses a claim above the booking's deposit (migration 0030).
 */
export const claims = pgTable(
  'claims',
  {
    id: id(),
    bookingId: uuid()
      .notNull()
      .unique()
      .references(() => bookings.id, { onDelete: 'restrict' }),
    reason: text().$type<ClaimReason>().notNull(),
    amountHalalas: integer().notNull(),
    description: text().notNull(),
    photos: text().array().notNull().default(sql`'{}'::text[]`),
    status: text().$type<ClaimStatus>().notNull().default('open'),
    answerDueAt: timestamp({ withTimezone: true }).notNull(),
    /** The renter's words and photos when they dispute it. */
    answerText: text(),
    answerPhotos: text().array().notNull().default(sql`'{}'::text[]`),
    disputedAt: timestamp({ withTimezone: true }),
    /** What the settlement kept for the owner, 0 to the amount claimed. */
    keptHalalas: integer(),
    settledBy: text().$type<ClaimSettledBy>(),
    /** The administrator who decided a dispute, and the reason both parties are told. */
    decidedBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    decisionReason: text(),
    settledAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    check('claims_reason', sql`${t.reason} IN ('damage','missing_parts','late_return','cleaning')`),
    check('claims_amount_positive', sql`${t.amountHalalas} > 0`),
    check('claims_status', sql`${t.status} IN ('open','disputed','settled')`),
    check(
      'claims_settled_whole',
      sql`(${t.status} = 'settled') = (${t.keptHalalas} IS NOT NULL AND ${t.settledBy} IS NOT NULL AND ${t.settledAt} IS NOT NULL)`,
    ),
    check(
      'claims_kept_within_claim',
      sql`${t.keptHalalas} IS NULL OR (${t.keptHalalas} >= 0 AND ${t.keptHalalas} <= ${t.amountHalalas})`,
    ),
    check('claims_settled_by', sql`${t.settledBy} IS NULL OR ${t.settledBy} IN ('renter','silence','admin')`),
    check(
      'claims_admin_decides_with_reason',
      sql`(${t.settledBy} = 'admin') = (${t.decisionReason} IS NOT NULL)`,
    ),
    check('claims_disputed_with_words', sql`${t.disputedAt} IS NULL OR ${t.answerText} IS NOT NULL`),
    // The administrators' queue: disputes, oldest first.
    index('claims_disputed_idx').on(t.disputedAt, t.id).where(sql`${t.status} = 'disputed'`),
  ],
);

/**
 * A condition record of a booking's hand-over or return (docs/decisions/0059-handover-and-return-
 * records.md): who added it, as which side, a note and photos, at the database's time. Never edited
 * (migration 0031): a correction is another record.
 */
export const conditionReports = pgTable(
  'condition_reports',
  {
    id: id(),
    bookingId: uuid()
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    stage: text().$type<HandoverStage>().notNull(),
    authorId: uuid().references(() => users.id, { onDelete: 'set null' }),
    role: text().$type<'owner' | 'renter'>().notNull(),
    note: text(),
    photos: text().array().notNull().default(sql`'{}'::text[]`),
    createdAt: createdAt(),
  },
  (t) => [
    check('condition_reports_stage', sql`${t.stage} IN ('handover','return')`),
    check('condition_reports_role', sql`${t.role} IN ('owner','renter')`),
    check('condition_reports_not_empty', sql`${t.note} IS NOT NULL OR cardinality(${t.photos}) > 0`),
    index('condition_reports_booking_idx').on(t.bookingId, t.stage, t.createdAt),
  ],
);

/**
 * Who confirmed a booking's hand-over or return, and the other side's answer, due 24 hours later
 * (silence acknowledges: `silent`). One per booking and stage (docs/decisions/0059).
 */
export const handoverConfirmations = pgTable(
  'handover_confirmations',
  {
    bookingId: uuid()
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    stage: text().$type<HandoverStage>().notNull(),
    confirmedBy: text().$type<'owner' | 'renter'>().notNull(),
    confirmedAt: createdAt(),
    /** A return the renter confirmed before the last day. */
    early: boolean().notNull().default(false),
    answerDueAt: timestamp({ withTimezone: true }).notNull(),
    answer: text().$type<HandoverAnswer>(),
    answeredAt: timestamp({ withTimezone: true }),
    silent: boolean().notNull().default(false),
    objection: text(),
    /** An administrator looked at an objection: when, who, and what they told both sides. */
    resolvedAt: timestamp({ withTimezone: true }),
    resolvedBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    resolution: text(),
  },
  (t) => [
    primaryKey({ columns: [t.bookingId, t.stage] }),
    check('handover_confirmations_stage', sql`${t.stage} IN ('handover','return')`),
    check('handover_confirmations_by', sql`${t.confirmedBy} IN ('owner','renter')`),
    check(
      'handover_confirmations_answer',
      sql`${t.answer} IS NULL OR ${t.answer} IN ('acknowledged','objected')`,
    ),
    check('handover_confirmations_answered_whole', sql`(${t.answer} IS NULL) = (${t.answeredAt} IS NULL)`),
    check(
      'handover_confirmations_objection_words',
      sql`(${t.answer} IS NOT DISTINCT FROM 'objected') = (${t.objection} IS NOT NULL)`,
    ),
    check(
      'handover_confirmations_silence_acknowledges',
      sql`NOT ${t.silent} OR ${t.answer} = 'acknowledged'`,
    ),
    index('handover_confirmations_objected_idx').on(t.answeredAt).where(sql`${t.answer} = 'objected'`),
  ],
);

/**
 * A no-show case (docs/decisions/0060-no-shows.md): a confirmed booking whose item may never have
 * changed hands, reported by its renter or found untouched the day after its last day. Each side's
 * account, the owner's deadline to answer, the administrators' queue (`queued_at`, `decide_by`) and
 * how it ended. One per booking.
 */
export const noShowCases = pgTable(
  'no_show_cases',
  {
    bookingId: uuid()
      .primaryKey()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    kind: text().$type<NoShowCaseKind>().notNull(),
    openedAt: createdAt(),
    renterStatement: text(),
    renterPhotos: text().array().notNull().default(sql`'{}'::text[]`),
    renterStatedAt: timestamp({ withTimezone: true }),
    ownerStatement: text(),
    ownerPhotos: text().array().notNull().default(sql`'{}'::text[]`),
    ownerStatedAt: timestamp({ withTimezone: true }),
    /** A renter's report: the owner answers by then, or the renter is refunded in full. */
    ownerAnswerDueAt: timestamp({ withTimezone: true }),
    /** With the administrators since, to be decided by (else the renter is refunded in full). */
    queuedAt: timestamp({ withTimezone: true }),
    decideBy: timestamp({ withTimezone: true }),
    outcome: text().$type<NoShowOutcome>(),
    closedAt: timestamp({ withTimezone: true }),
    decidedBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    decisionNote: text(),
    /** Ended by the clock: the owner silent, or no decision in time. */
    lapse: text().$type<'owner_silent' | 'undecided'>(),
  },
  (t) => [
    check('no_show_cases_kind', sql`${t.kind} IN ('owner_reported','untouched')`),
    check(
      'no_show_cases_outcome',
      sql`${t.outcome} IS NULL OR ${t.outcome} IN ('refund_in_full','renter_no_show','rental_took_place','handed_over')`,
    ),
    check('no_show_cases_closed_whole', sql`(${t.outcome} IS NULL) = (${t.closedAt} IS NULL)`),
    check(
      'no_show_cases_report_has_deadline',
      sql`(${t.kind} = 'owner_reported') = (${t.ownerAnswerDueAt} IS NOT NULL)`,
    ),
    check('no_show_cases_queued_whole', sql`(${t.queuedAt} IS NULL) = (${t.decideBy} IS NULL)`),
    check(
      'no_show_cases_lapse',
      sql`${t.lapse} IS NULL OR (${t.lapse} IN ('owner_silent','undecided') AND ${t.outcome} = 'refund_in_full')`,
    ),
    check(
      'no_show_cases_owner_stated_whole',
      sql`(${t.ownerStatement} IS NULL) = (${t.ownerStatedAt} IS NULL)`,
    ),
    check(
      'no_show_cases_renter_stated_whole',
      sql`(${t.renterStatedAt} IS NULL) = (${t.renterStatement} IS NULL AND cardinality(${t.renterPhotos}) = 0)`,
    ),
    // An administrator's reason comes with their decision (the clock's and a party's ending have none).
    check(
      'no_show_cases_note_with_decision',
      sql`${t.decisionNote} IS NULL OR ${t.outcome} IN ('refund_in_full','renter_no_show','rental_took_place')`,
    ),
    // The administrators' queue: cases waiting for a decision, oldest first.
    index('no_show_cases_queue_idx')
      .on(t.queuedAt, t.bookingId)
      .where(sql`${t.closedAt} IS NULL AND ${t.queuedAt} IS NOT NULL`),
  ],
);

/**
 * Money owed back to a renter. Owed from the moment the booking changed (same
 * transaction); done once the gateway has refunded it. `key` makes each refund
 * happen once however often it is asked for.
 */
export const refunds = pgTable(
  'refunds',
  {
    id: id(),
    key: text().notNull().unique(),
    paymentId: uuid()
      .notNull()
      .references(() => payments.id, { onDelete: 'restrict' }),
    bookingId: uuid()
      .notNull()
      .references(() => bookings.id, { onDelete: 'restrict' }),
    amountHalalas: integer().notNull(),
    reason: text().$type<RefundReason>().notNull(),
    /** An administrator's words, for a refund they issued. */
    note: text(),
    actorId: uuid().references(() => users.id, { onDelete: 'set null' }),
    status: text().$type<RefundStatus>().notNull().default('owed'),
    /**
     * The gateway payment refunded when it is not the payment's own: a second attempt paid on the
     * same page (docs/decisions/0044-payments.md, "A page paid twice"). Null for every other refund.
     */
    gatewayPaymentId: text(),
    /** The last failure to reach the gateway, for the retrying job and the administrators. */
    lastError: text(),
    /** When the gateway was last asked to make it: the queue takes the least recently tried first. */
    triedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
    doneAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    check('refunds_amount_positive', sql`${t.amountHalalas} > 0`),
    check('refunds_status', sql`${t.status} IN ('owed','done')`),
    check(
      'refunds_reason',
      sql`${t.reason} IN ('renter_cancelled','renter_withdrew','owner_declined','owner_cancelled','expired','listing_removed','not_needed','admin','deposit','renter_no_show','owner_no_show')`,
    ),
    index('refunds_owed_idx').on(t.createdAt).where(sql`${t.status} = 'owed'`),
    index('refunds_payment_idx').on(t.paymentId),
    index('refunds_booking_idx').on(t.bookingId),
    index('refunds_created_idx').on(t.createdAt),
    uniqueIndex('refunds_extra_attempt_idx')
      .on(t.gatewayPaymentId)
      .where(sql`${t.gatewayPaymentId} IS NOT NULL`),
    index('refunds_done_idx').on(t.doneAt).where(sql`${t.status} = 'done'`),
  ],
);

/** Where an owner is paid: one Saudi IBAN (SA + 22 digits, mod-97 checked in code and shape-checked here). */
export const payoutAccounts = pgTable(
  'payout_accounts',
  {
    userId: uuid()
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    iban: text().notNull(),
    holderName: text().notNull(),
    createdAt: createdAt(),
    updatedAt: createdAt(),
    /** When the IBAN was set: no payout leaves to it before the hold has passed (docs/decisions/0048). */
    ibanSince: createdAt(),
    /** Why an administrator must look at it before any payout to it; none: nothing to look at. */
    reviewReasons: text().array().$type<PayoutReviewReason[]>().notNull().default(sql`'{}'`),
    reviewedAt: timestamp({ withTimezone: true }),
    reviewedBy: uuid().references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    check('payout_accounts_iban_shape', sql`${t.iban} ~ '^SA[0-9]{22}$'`),
    check('payout_accounts_holder_name', sql`length(${t.holderName}) BETWEEN 2 AND 100`),
    check(
      'payout_accounts_review_reasons',
      sql`${t.reviewReasons} <@ ARRAY['name_mismatch','shared_iban']::text[]`,
    ),
    index('payout_accounts_iban_idx').on(t.iban),
    index('payout_accounts_review_idx').on(t.ibanSince).where(sql`cardinality(${t.reviewReasons}) > 0`),
  ],
);

/**
 * Every change of where an owner is paid (an IBAN and its holder, or the mobile number the transfer
 * names), written once (a trigger refuses edits: migration 0024, docs/decisions/0048).
 */
export const payoutAccountChanges = pgTable(
  'payout_account_changes',
  {
    id: id(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    kind: text().$type<'iban' | 'mobile'>().notNull(),
    iban: text(),
    holderName: text(),
    mobile: text(),
    nameMatches: boolean(),
    sharedIban: boolean().notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    check('payout_account_changes_kind', sql`${t.kind} IN ('iban','mobile')`),
    check(
      'payout_account_changes_iban_has_iban',
      sql`${t.kind} <> 'iban' OR (${t.iban} IS NOT NULL AND ${t.holderName} IS NOT NULL)`,
    ),
    index('payout_account_changes_user_idx').on(t.userId, t.createdAt),
  ],
);

/** An administrator's hold on an owner's payouts, with its reason; released by removing it (audited). */
export const payoutHolds = pgTable(
  'payout_holds',
  {
    userId: uuid()
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: text().notNull(),
    heldBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [check('payout_holds_reason', sql`length(${t.reason}) BETWEEN 3 AND 500`)],
);

/** Money sent from the owner's available balance to their bank, through the gateway's payouts. */
export const payouts = pgTable(
  'payouts',
  {
    id: id(),
    /** Sequential, never reused: sent with the payout, so the gateway refuses a retried one as a repeat. */
    number: bigserial({ mode: 'number' }).notNull().unique(),
    key: text().notNull().unique(),
    ownerId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    amountHalalas: integer().notNull(),
    iban: text().notNull(),
    holderName: text().notNull(),
    status: text().$type<PayoutStatus>().notNull().default('requested'),
    gatewayPayoutId: text().unique(),
    message: text(),
    failureReason: text(),
    createdAt: createdAt(),
    updatedAt: createdAt(),
    /** When the bank had it; a payout may still come back for some days after (payouts.jobs.ts). */
    paidAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    check('payouts_amount_positive', sql`${t.amountHalalas} > 0`),
    check('payouts_status', sql`${t.status} IN ('requested','sent','paid','failed','returned')`),
    index('payouts_owner_idx').on(t.ownerId, t.createdAt),
    index('payouts_created_idx').on(t.createdAt),
    index('payouts_open_idx').on(t.updatedAt).where(sql`${t.status} IN ('requested','sent')`),
  ],
);

/** The ledger's accounts and kinds of transaction, one list for both sides (shared/constants.ts). */
export const LEDGER_ACCOUNTS = LEDGER_ACCOUNT_NAMES;
export type LedgerAccount = LedgerAccountName;
export const LEDGER_KINDS = LEDGER_KIND_NAMES;
export type LedgerKind = LedgerKindName;

/**
 * The books: every movement of money is a transaction of entries that sum to
 * zero (debits positive, credits negative), written in the database
 * transaction that changes the booking. The database refuses an unbalanced
 * transaction at commit, and any change or removal of a written row
 * (migration 0020).
 */
export const ledgerTransactions = pgTable(
  'ledger_transactions',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    /** Once per event: "charge:<payment>", "refund_owed:<refund>"; a repeat is a no-op. */
    key: text().notNull().unique(),
    kind: text().$type<LedgerKind>().notNull(),
    bookingId: uuid().references(() => bookings.id, { onDelete: 'restrict' }),
    paymentId: uuid().references(() => payments.id, { onDelete: 'restrict' }),
    refundId: uuid().references(() => refunds.id, { onDelete: 'restrict' }),
    payoutId: uuid().references(() => payouts.id, { onDelete: 'restrict' }),
    createdAt: createdAt(),
  },
  (t) => [
    check(
      'ledger_transactions_kind',
      sql`${t.kind} IN ('charge','refund_owed','goodwill_owed','refund_sent','settle','deposit_refund_owed','deposit_kept','payout','payout_paid','payout_failed','payout_returned','gateway_settlement')`,
    ),
    index('ledger_transactions_booking_idx').on(t.bookingId),
    index('ledger_transactions_payout_idx').on(t.payoutId),
    index('ledger_transactions_created_idx').on(t.createdAt),
  ],
);

export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    transactionId: bigint({ mode: 'number' })
      .notNull()
      .references(() => ledgerTransactions.id, { onDelete: 'restrict' }),
    account: text().$type<LedgerAccount>().notNull(),
    /** The owner, for `owner` and `payouts_in_transit`. */
    userId: uuid().references(() => users.id, { onDelete: 'restrict' }),
    /** The booking, for `escrow` and `refunds_owed`. */
    bookingId: uuid().references(() => bookings.id, { onDelete: 'restrict' }),
    /** Halalas: a debit is positive, a credit negative. */
    amountHalalas: bigint({ mode: 'number' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    check('ledger_entries_amount_not_zero', sql`${t.amountHalalas} <> 0`),
    check(
      'ledger_entries_account',
      sql`${t.account} IN ('gateway','bank','gateway_fees','escrow','deposits','refunds_owed','goodwill','owner','platform_fees','vat','payouts_in_transit')`,
    ),
    check(
      'ledger_entries_owner_named',
      sql`${t.account} NOT IN ('owner','payouts_in_transit') OR ${t.userId} IS NOT NULL`,
    ),
    check(
      'ledger_entries_booking_named',
      sql`${t.account} NOT IN ('escrow','deposits','refunds_owed','goodwill') OR ${t.bookingId} IS NOT NULL`,
    ),
    index('ledger_entries_transaction_idx').on(t.transactionId),
    // An owner's balance, a booking's escrow: sums over one account of one party.
    index('ledger_entries_user_idx').on(t.account, t.userId).where(sql`${t.userId} IS NOT NULL`),
    index('ledger_entries_booking_idx').on(t.bookingId).where(sql`${t.bookingId} IS NOT NULL`),
    index('ledger_entries_account_created_idx').on(t.account, t.createdAt),
  ],
);

/**
 * Simplified tax invoices (and credit notes for refunds), numbered without
 * gaps (invoice_counter), never changed once issued. `qr` is the base64 TLV
 * the invoice prints as a QR code (shared/zatca-qr.ts).
 */
export const invoices = pgTable(
  'invoices',
  {
    id: id(),
    number: integer().notNull().unique(),
    kind: text().$type<'invoice' | 'credit_note'>().notNull(),
    bookingId: uuid()
      .notNull()
      .references(() => bookings.id, { onDelete: 'restrict' }),
    paymentId: uuid()
      .notNull()
      .references(() => payments.id, { onDelete: 'restrict' }),
    refundId: uuid()
      .unique()
      .references(() => refunds.id, { onDelete: 'restrict' }),
    /**
     * Whose supply it invoices (docs/decisions/0050-vat-deemed-supplier.md): Ajjir's to the renter,
     * an owner's rental issued by Ajjir on the owner's behalf, or Ajjir's commission to the owner.
     */
    supply: text().$type<InvoiceSupply>().notNull().default('platform'),
    sellerName: text().notNull(),
    sellerVatNumber: text().notNull(),
    /** SELLER_ADDRESS for Ajjir's own invoices; null on invoices issued before it was printed. */
    sellerAddress: text(),
    /** Ajjir, on an owner's invoice it issues on their behalf; null on its own. */
    issuerName: text(),
    issuerVatNumber: text(),
    buyerName: text().notNull(),
    /** A business buyer's VAT number, from their profile when the invoice was issued. */
    buyerVatNumber: text(),
    /** A credit note's reason: its refund's (shared/constants.ts REFUND_REASONS). */
    reason: text(),
    /** The lines as printed: [{ key, amountHalalas, vatHalalas }], keys translated on the page. */
    lines: jsonb().notNull(),
    totalExclVatHalalas: integer().notNull(),
    vatHalalas: integer().notNull(),
    totalHalalas: integer().notNull(),
    qr: text().notNull(),
    issuedAt: createdAt(),
  },
  (t) => [
    check('invoices_kind', sql`${t.kind} IN ('invoice','credit_note')`),
    check('invoices_total', sql`${t.totalHalalas} = ${t.totalExclVatHalalas} + ${t.vatHalalas}`),
    check(
      'invoices_supply',
      sql`${t.supply} IN ('platform', 'owner', 'commission')
        AND (${t.supply} <> 'commission' OR ${t.kind} = 'invoice')
        AND (${t.supply} = 'owner') = (${t.issuerName} IS NOT NULL)
        AND (${t.issuerName} IS NULL) = (${t.issuerVatNumber} IS NULL)`,
    ),
    check(
      'invoices_buyer_vat_number',
      sql`${t.buyerVatNumber} IS NULL OR ${t.buyerVatNumber} ~ '^3[0-9]{13}3$'`,
    ),
    check('invoices_refund_only_on_credit_notes', sql`${t.kind} = 'credit_note' OR ${t.refundId} IS NULL`),
    index('invoices_booking_idx').on(t.bookingId),
    index('invoices_payment_idx').on(t.paymentId),
  ],
);

/** The last invoice number issued: one row, taken under lock, so numbers never skip. */
export const invoiceCounter = pgTable(
  'invoice_counter',
  {
    id: boolean().primaryKey().default(true),
    lastNumber: integer().notNull().default(0),
  },
  (t) => [check('invoice_counter_one_row', sql`${t.id}`)],
);

/** Webhook deliveries already taken: a replayed or repeated one is answered and ignored. */
export const gatewayWebhooks = pgTable(
  'gateway_webhooks',
  {
    id: text().primaryKey(),
    type: text().notNull(),
    paymentId: text(),
    receivedAt: createdAt(),
  },
  (t) => [index('gateway_webhooks_received_idx').on(t.receivedAt)],
);

export const JOB_STATES = JOB_STATE_NAMES;
export type JobState = JobStateName;

/**
 * The job queue (jobs/queue.ts, docs/decisions/0047-money-architecture.md): deadlines and calls to
 * services outside Ajjir, written in the transaction that asks for them and run by one worker at a
 * time under a lease. `key` makes an enqueue once-only (a refund has one job, a recurring job one
 * per period).
 */
export const jobs = pgTable(
  'jobs',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    queue: text().notNull(),
    key: text().unique(),
    payload: jsonb().$type<unknown>().notNull().default({}),
    state: text().$type<JobState>().notNull().default('queued'),
    runAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    attempts: integer().notNull().default(0),
    maxAttempts: integer().notNull().default(8),
    /** The worker holding it while it runs, and until when (renewed while it runs). */
    lockedBy: text(),
    lockedUntil: timestamp({ withTimezone: true }),
    lastError: text(),
    createdAt: createdAt(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    check('jobs_state', sql`${t.state} IN ('queued','running','done','failed')`),
    check('jobs_attempts', sql`${t.attempts} >= 0 AND ${t.maxAttempts} >= 1`),
    check('jobs_queue_named', sql`${t.queue} ~ '^[a-z][a-z0-9_.-]{0,63}$'`),
    check(
      'jobs_running_leased',
      sql`${t.state} <> 'running' OR (${t.lockedBy} IS NOT NULL AND ${t.lockedUntil} IS NOT NULL)`,
    ),
    index('jobs_due_idx').on(t.runAt, t.id).where(sql`${t.state} = 'queued'`),
    index('jobs_leased_idx').on(t.lockedUntil).where(sql`${t.state} = 'running'`),
    index('jobs_open_queue_idx').on(t.queue, t.state).where(sql`${t.state} <> 'done'`),
    index('jobs_failed_idx').on(t.finishedAt.desc(), t.id.desc()).where(sql`${t.state} = 'failed'`),
    index('jobs_finished_idx').on(t.finishedAt).where(sql`${t.state} = 'done'`),
  ],
);

/** The day's reconciliation as the last comparison with the gateway made it (admin-reconciliation.ts). */
export const reconciliationReports = pgTable('reconciliation_reports', {
  /** A calendar day in Riyadh. */
  day: date({ mode: 'string' }).primaryKey(),
  report: jsonb().$type<unknown>().notNull(),
  comparedAt: createdAt(),
});

/**
 * E-mail confirmation links (docs/decisions/0062-verified-members.md): only the SHA-256 of the
 * token, for the address it was sent to; two days; single use.
 */
export const emailConfirmations = pgTable(
  'email_confirmations',
  {
    id: id(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    email: text().notNull(),
    tokenHash: text().notNull().unique(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('email_confirmations_user_idx').on(t.userId, t.createdAt)],
);

/**
 * One-time phone codes: the number texted, a keyed hash of the six digits, ten minutes, five tries.
 * The latest of a member's is the live one; sending a new one ends the ones before.
 */
export const phoneCodes = pgTable(
  'phone_codes',
  {
    id: id(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    phone: text().notNull(),
    codeHash: text().notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    tries: smallint().notNull().default(0),
    usedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    check('phone_codes_phone_e164', sql`${t.phone} ~ '^\\+9665[0-9]{8}$'`),
    check('phone_codes_tries', sql`${t.tries} BETWEEN 0 AND 5`),
    index('phone_codes_user_idx').on(t.userId, t.createdAt.desc()),
    index('phone_codes_phone_idx').on(t.phone, t.createdAt.desc()),
  ],
);

/**
 * A Nafath request while the member approves it. The national ID is kept only while the request
 * waits (the status call needs it) and cleared when it ends; its keyed hash stays.
 */
export const nafathRequests = pgTable(
  'nafath_requests',
  {
    id: id(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    nationalId: text(),
    idHash: text().notNull(),
    document: text().$type<IdentityDocument>().notNull(),
    transId: text(),
    random: text(),
    status: text().$type<NafathRequestStatus | 'starting'>().notNull().default('starting'),
    failure: text(),
    createdAt: createdAt(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    finishedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    check(
      'nafath_requests_status',
      sql`${t.status} IN ('starting', 'waiting', 'completed', 'rejected', 'expired', 'failed')`,
    ),
    check(
      'nafath_requests_id_only_while_open',
      sql`(${t.nationalId} IS NULL) = (${t.status} NOT IN ('starting', 'waiting'))`,
    ),
    check(
      'nafath_requests_finished_whole',
      sql`(${t.finishedAt} IS NULL) = (${t.status} IN ('starting', 'waiting'))`,
    ),
    check(
      'nafath_requests_waiting_has_number',
      sql`${t.status} <> 'waiting' OR (${t.transId} IS NOT NULL AND ${t.random} IS NOT NULL)`,
    ),
    uniqueIndex('nafath_requests_trans_key').on(t.transId),
    // One start at a time per member, and one request waiting.
    uniqueIndex('nafath_requests_starting_key').on(t.userId).where(sql`${t.status} = 'starting'`),
    uniqueIndex('nafath_requests_waiting_key').on(t.userId).where(sql`${t.status} = 'waiting'`),
    index('nafath_requests_user_idx').on(t.userId, t.createdAt.desc()),
  ],
);

/**
 * Identities checked through Nafath: level, provider, time, a keyed hash of the ID (never the ID),
 * and the name Nafath gave. One ID verifies one account, and an account has one live verification.
 */
export const identityVerifications = pgTable(
  'identity_verifications',
  {
    id: id(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: text().notNull().default('nafath'),
    level: text().notNull(),
    document: text().$type<IdentityDocument>().notNull(),
    idHash: text().notNull(),
    /** The name Nafath gave, in Arabic and in English. */
    verifiedName: text(),
    verifiedNameEn: text(),
    verifiedAt: createdAt(),
    revokedAt: timestamp({ withTimezone: true }),
    revokedBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    revokeReason: text(),
  },
  (t) => [
    check('identity_verifications_document', sql`${t.document} IN ('citizen', 'resident')`),
    check(
      'identity_verifications_revoked_whole',
      sql`(${t.revokedAt} IS NULL) = (${t.revokeReason} IS NULL)`,
    ),
    uniqueIndex('identity_verifications_id_key').on(t.idHash).where(sql`${t.revokedAt} IS NULL`),
    uniqueIndex('identity_verifications_user_key').on(t.userId).where(sql`${t.revokedAt} IS NULL`),
    index('identity_verifications_user_idx').on(t.userId, t.verifiedAt.desc()),
  ],
);

/**
 * Businesses' commercial registrations looked up at the Ministry of Commerce (Wathq): verified at
 * once when active under a matching name, otherwise held for an administrator.
 */
export const businessChecks = pgTable(
  'business_checks',
  {
    id: id(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    crNumber: text().notNull(),
    vatNumber: text(),
    companyName: text().notNull(),
    registeredName: text(),
    registryStatus: text(),
    status: text().$type<BusinessCheckStatus>().notNull(),
    reason: text().$type<BusinessReviewReason>(),
    createdAt: createdAt(),
    decidedAt: timestamp({ withTimezone: true }),
    decidedBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    note: text(),
  },
  (t) => [
    check('business_checks_cr', sql`${t.crNumber} ~ '^[0-9]{10}$'`),
    check('business_checks_vat', sql`${t.vatNumber} IS NULL OR ${t.vatNumber} ~ '^3[0-9]{13}3$'`),
    check('business_checks_status', sql`${t.status} IN ('verified', 'review', 'rejected', 'revoked')`),
    check(
      'business_checks_reason',
      sql`${t.reason} IS NULL OR ${t.reason} IN ('name_mismatch', 'not_active', 'not_found', 'registry_unavailable', 'name_taken')`,
    ),
    check('business_checks_review_has_reason', sql`${t.status} <> 'review' OR ${t.reason} IS NOT NULL`),
    // One registration verifies one account.
    uniqueIndex('business_checks_verified_cr_key').on(t.crNumber).where(sql`${t.status} = 'verified'`),
    uniqueIndex('business_checks_open_key').on(t.userId).where(sql`${t.status} IN ('verified', 'review')`),
    index('business_checks_queue_idx').on(t.status, t.createdAt),
    index('business_checks_user_idx').on(t.userId, t.createdAt.desc()),
  ],
);

// Legal consents (docs/decisions/0063-legal-consents.md): which version of the Terms and of the
// Privacy notice each member accepted, and when. Kept as proof; a new version adds a row.
export const consents = pgTable(
  'consents',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    document: text().$type<LegalDocument>().notNull(),
    version: text().notNull(),
    acceptedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('consents_document', sql`${t.document} IN ('terms', 'privacy')`),
    check('consents_version', sql`${t.version} ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$'`),
    uniqueIndex('consents_user_document_version_key').on(t.userId, t.document, t.version),
  ],
);

// ── Reports and moderation (migration 0036, docs/decisions/0064-reports-and-moderation.md) ──

/**
 * Members' reports of a listing, a profile, a message or a review, open until an administrator
 * decides the target. A report without a reporter is a listing held for its words
 * (shared/prohibited-items.ts). The weight is the reporter's at the time (2 when their identity is
 * verified), summed toward holding a listing for review.
 */
export const reports = pgTable(
  'reports',
  {
    id: id(),
    reporterId: uuid().references(() => users.id, { onDelete: 'cascade' }),
    targetType: text().$type<ReportTarget>().notNull(),
    targetId: uuid().notNull(),
    reportedUserId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: text().$type<ReportReason>().notNull(),
    details: text(),
    weight: smallint().notNull().default(1),
    status: text().$type<ReportStatus>().notNull().default('open'),
    decidedBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp({ withTimezone: true }),
    decision: text().$type<ModerationAction>(),
    decisionNote: text(),
    createdAt: createdAt(),
  },
  (t) => [
    check('reports_target_type', sql`${t.targetType} IN ('item', 'user', 'message', 'review')`),
    check(
      'reports_reason',
      sql`${t.reason} IN ('fraud', 'prohibited', 'offensive', 'spam', 'safety', 'other')`,
    ),
    check(
      'reports_details_length',
      sql`${t.details} IS NULL OR char_length(${t.details}) BETWEEN 1 AND 1000`,
    ),
    check('reports_weight', sql`${t.weight} IN (1, 2)`),
    check('reports_status', sql`${t.status} IN ('open', 'actioned', 'dismissed')`),
    check(
      'reports_decision',
      sql`${t.decision} IS NULL OR ${t.decision} IN ('dismiss', 'hide', 'restore', 'warn', 'block')`,
    ),
    check(
      'reports_decided_whole',
      sql`(${t.status} = 'open') = (${t.decidedAt} IS NULL) AND (${t.decidedAt} IS NULL) = (${t.decision} IS NULL)`,
    ),
    check('reports_not_own', sql`${t.reporterId} IS NULL OR ${t.reporterId} <> ${t.reportedUserId}`),
    check(
      'reports_system_is_words',
      sql`${t.reporterId} IS NOT NULL OR (${t.reason} = 'prohibited' AND ${t.targetType} = 'item')`,
    ),
    uniqueIndex('reports_open_key')
      .on(t.reporterId, t.targetType, t.targetId)
      .where(sql`${t.status} = 'open'`),
    uniqueIndex('reports_open_words_key')
      .on(t.targetType, t.targetId)
      .where(sql`${t.status} = 'open' AND ${t.reporterId} IS NULL`),
    index('reports_queue_idx').on(t.targetType, t.targetId, t.createdAt).where(sql`${t.status} = 'open'`),
    index('reports_open_created_idx').on(t.createdAt).where(sql`${t.status} = 'open'`),
    index('reports_reporter_idx').on(t.reporterId, t.createdAt),
    index('reports_reported_user_idx').on(t.reportedUserId, t.createdAt),
    // A target's last decision, shown on its case (migration 0039).
    index('reports_decided_idx').on(t.targetType, t.targetId, t.decidedAt).where(sql`${t.status} <> 'open'`),
  ],
);
