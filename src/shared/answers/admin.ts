/** Answers of the administration (/api/admin). */
import { z } from 'zod';
import { ACCOUNT_TYPES, AUDIT_ACTIONS, AUDIT_TARGET_TYPES, STATS_INTERVALS } from '../constants';
import { SEARCH_CONCEPT_KINDS, SEARCH_TERM_LANGUAGES } from '../search';
import { user } from './users';
import { day, decimal, timestamp, type Wire } from './wire';

/**
 * GET /api/admin/stats: the dashboard's six cards (docs/product.md, "Records").
 * `pendingIssues` is the sum of `pendingIssuesBreakdown` (docs/decisions/0024).
 */
export const adminStats = z.object({
  totalUsers: z.number(),
  /** Active listings: available, not removed, and their owner not blocked. */
  totalItems: z.number(),
  /** Every booking ever requested, whatever became of it. */
  totalBookings: z.number(),
  /** Bookings under way now (the item is with the renter). */
  activeBookings: z.number(),
  /**
   * Ajjir's revenue: the service fees and commissions the ledger has earned, VAT apart, less what
   * administrators refunded out of them (docs/decisions/0045); SAR, a decimal string such as "1250.00".
   */
  totalRevenue: decimal,
  pendingIssues: z.number(),
  pendingIssuesBreakdown: z.object({
    /** Requests unanswered for more than STALE_REQUEST_HOURS whose pickup day has not passed. */
    staleRequests: z.number(),
    /** Confirmed bookings whose return day has passed without a hand-over. */
    missedHandovers: z.number(),
    /** Rentals under way whose return day has passed without the owner marking them returned. */
    overdueReturns: z.number(),
  }),
});
export type AdminStats = Wire<typeof adminStats>;

/** One step of the dashboard chart: requests made and Ajjir's fees earned in that day or week. */
export const statsPoint = z.object({
  /** The day, or the Sunday that starts the week (weeks start on Sunday in Saudi Arabia), 'YYYY-MM-DD'. */
  date: day,
  /** Booking requests made on that day or in that week. */
  bookings: z.number(),
  /** Ajjir's fees earned on that day or in that week (the ledger's platform_fees), SAR. */
  revenue: decimal,
});
export type StatsPoint = Wire<typeof statsPoint>;

/** GET /api/admin/stats/series. */
export const statsSeries = z.object({
  interval: z.enum(STATS_INTERVALS),
  startDate: day,
  endDate: day,
  points: z.array(statsPoint),
});
export type StatsSeries = Wire<typeof statsSeries>;

/**
 * An account as administrators see it in the users table and on its page (never the password), and
 * when its member closed it (docs/decisions/0066-closed-accounts.md).
 */
export const adminUser = user.extend({ closedAt: timestamp.nullable() });
export type AdminUser = Wire<typeof adminUser>;

/** GET /api/admin/users/{id}: the account and what it has done. */
export const adminUserDetail = adminUser.extend({
  stats: z.object({
    /** Listings not removed, and how many of them are on offer. */
    listings: z.number(),
    activeListings: z.number(),
    /** Bookings as the renter and as the owner, whatever their status. */
    bookingsAsRenter: z.number(),
    bookingsAsOwner: z.number(),
    /**
     * Completed rentals as the owner, and what the owner earned from them in SAR: each rental's
     * price less Ajjir's commission and its VAT (`ownerEarning`, shared/money.ts).
     */
    completedAsOwner: z.number(),
    earnedAsOwner: decimal,
  }),
});
export type AdminUserDetail = Wire<typeof adminUserDetail>;

/** A row of GET /api/admin/items (the admin-read listing of docs/product.md, "Records", and what the table needs). */
export const adminItem = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  dailyRate: decimal,
  isAvailable: z.boolean(),
  images: z.array(z.string()),
  city: z.string(),
  createdAt: timestamp,
  owner: z.object({
    id: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    accountType: z.enum(ACCOUNT_TYPES),
    companyName: z.string().nullable(),
    /** A blocked owner's listings are out of the marketplace. */
    suspended: z.boolean(),
  }),
  category: z.object({ id: z.number(), name: z.string() }),
  /** Pending, confirmed and active bookings not yet over: what deleting the listing touches. */
  upcomingBookings: z.number(),
});
export type AdminItem = Wire<typeof adminItem>;

/** DELETE /api/admin/items/{id}: what the removal did to the bookings ahead. */
export const adminItemRemoval = z.object({
  /** Confirmed bookings cancelled, and pending requests declined, each renter told. */
  cancelledBookings: z.number(),
  declinedRequests: z.number(),
  /** Rentals under way are left to finish (the item is with the renter). */
  activeRentals: z.number(),
});
export type AdminItemRemoval = Wire<typeof adminItemRemoval>;

/** A row of GET /api/admin/reports/best-selling (docs/product.md, "Records"). */
export const bestSellingRow = z.object({
  item: z.object({
    id: z.string(),
    title: z.string(),
    owner: z.object({
      id: z.string(),
      firstName: z.string(),
      lastName: z.string(),
      companyName: z.string().nullable(),
    }),
  }),
  /** The bookings whose fees the ledger wrote in the range. */
  bookingsCount: z.number(),
  /** Ajjir's fees from the item's rentals in the range, SAR, a decimal string. */
  totalRevenue: decimal,
});
export type BestSellingRow = Wire<typeof bestSellingRow>;

/** A row of GET /api/admin/audit. */
export const auditEntry = z.object({
  id: z.string(),
  action: z.enum(AUDIT_ACTIONS),
  /** Who did it; null when that account is gone. */
  admin: z.object({ id: z.string(), firstName: z.string(), lastName: z.string() }).nullable(),
  targetType: z.enum(AUDIT_TARGET_TYPES),
  targetId: z.string().nullable(),
  /** The target's name or title when the action was taken. */
  targetLabel: z.string().nullable(),
  reason: z.string().nullable(),
  /** What changed (`changes: { field: { from, to } }`), how many rows were exported, … */
  details: z.record(z.string(), z.unknown()),
  createdAt: timestamp,
});
export type AuditEntry = Wire<typeof auditEntry>;

/** A form of a lexicon concept, as the admin screens show it (GET /api/admin/lexicon). */
export const lexiconTerm = z.object({
  id: z.number(),
  term: z.string(),
  language: z.enum(SEARCH_TERM_LANGUAGES),
});
export type LexiconTerm = Wire<typeof lexiconTerm>;

/** A lexicon concept with its forms (docs/decisions/0039-search-lexicon.md). */
export const lexiconConceptView = z.object({
  id: z.number(),
  key: z.string(),
  kind: z.enum(SEARCH_CONCEPT_KINDS),
  categoryId: z.number().nullable(),
  terms: z.array(lexiconTerm),
  updatedAt: timestamp,
});
export type LexiconConceptView = Wire<typeof lexiconConceptView>;

/**
 * One page of an administrators' table (GET /api/admin/users, /items, /audit, /lexicon): the JSON
 * is the array of the page's rows, at most `limit` from `offset`; how many rows there are in all
 * is in the X-Total-Count header.
 */
export function adminPage<T extends z.ZodType>(row: T, rows: string) {
  return z
    .array(row)
    .describe(
      `One page of ${rows}: at most \`limit\` of them from \`offset\`. How many there are in all is in the X-Total-Count header.`,
    );
}

/** PUT /api/admin/users/{id}, POST …/suspend and …/activate: the account as it is now. */
export const adminUserChanged = z.object({ user: adminUser });
export type AdminUserChanged = Wire<typeof adminUserChanged>;
