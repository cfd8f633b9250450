/**
 * Business constants of the marketplace (docs/product.md, "Limits"). Both the server and
 * the client import these, so a rule is written once.
 */

export const LANGUAGES = ['ar', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'ar';
export const LANGUAGE_STORAGE_KEY = 'ajjir.language';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

export const CURRENCY = 'SAR';
export const SAUDI_TIME_ZONE = 'Asia/Riyadh';

/** For new passwords (NIST SP 800-63B); older accounts' 6- and 7-character passwords still sign in. */
export const MIN_PASSWORD_LENGTH = 8;
export const MAX_PASSWORD_LENGTH = 128;
/** The first administrator's password, when chosen rather than generated. */
export const ADMIN_MIN_PASSWORD_LENGTH = 12;
/** A password-reset link works for this long, once. */
export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;

export const FEATURED_ITEMS_COUNT = 4;
/**
 * Listings are counted up to this many: past it, GET /api/items answers this number with
 * X-Total-Count-Capped: true and pages say "more than 1,000" (42 pages of results). An exact
 * count would read every matching row on every request; 10,000 still cost ~2 ms a request
 * (docs/performance.md).
 */
export const LISTING_COUNT_CAP = 1000;
/** The header that says X-Total-Count stopped at LISTING_COUNT_CAP. */
export const TOTAL_CAPPED_HEADER = 'x-total-count-capped';
/**
 * The header that says how many of a search's results have every word of its term, when the term
 * has several: the others, after them, have some (docs/search.md, "Some of the words").
 */
export const ALL_WORDS_COUNT_HEADER = 'x-all-words-count';
/**
 * How deep a listing may be paged: as far as its total is counted. Deeper pages cost a walk over
 * every row before them; past this browse asks for narrower filters (docs/decisions/0031). The same
 * number as the count's cap, named for what it bounds.
 * @alias
 */
export const MAX_LISTING_OFFSET = LISTING_COUNT_CAP;
export const ITEMS_CACHE_MS = 5 * 60 * 1000;
export const ITEM_PAGE_REVIEWS = 6;
export const BROWSE_SKELETONS = 8;
export const MESSAGES_SKELETON_ROWS = 5;

export const GEOLOCATION_OPTIONS = {
  timeout: 5000,
  maximumAge: 5 * 60 * 1000,
  enableHighAccuracy: false,
} as const;

export const POLL_CONVERSATIONS_MS = 5000;
export const POLL_THREAD_MS = 2000;
export const RESET_REDIRECT_MS = 3000;
export const MESSAGES_LAYOUT_HEIGHT_PX = 600;

export const TOAST_LIMIT = 1;
export const TOAST_REMOVE_DELAY_MS = 1_000_000;
export const TOAST_DURATION_MS = 5000;
export const TOAST_SWIPE_THRESHOLD_PX = 50;
export const TOAST_HOTKEY = ['F8'] as const;

export const TOOLTIP_DELAY_MS = 700;
export const TOOLTIP_SKIP_DELAY_MS = 300;

export const DEFAULT_MIN_RENTAL_DAYS = 1;

export const ACCOUNT_TYPES = ['individual', 'business'] as const;
export type AccountType = (typeof ACCOUNT_TYPES)[number];

export const ITEM_CONDITIONS = ['excellent', 'good', 'fair'] as const;
export type ItemCondition = (typeof ITEM_CONDITIONS)[number];

export const PICKUP_OPTIONS = ['pickup', 'delivery'] as const;
export type PickupOption = (typeof PICKUP_OPTIONS)[number];

export const SORT_OPTIONS = ['newest', 'price-low', 'price-high', 'rating', 'distance'] as const;
/** What GET /api/items accepts: the sorts of docs/product.md, "API", plus relevance (docs/decisions/0016) (the default when a term is searched). */
export const ITEM_SORTS = ['relevance', ...SORT_OPTIONS] as const;
export type ItemSort = (typeof ITEM_SORTS)[number];

export const MAX_ITEM_IMAGES = 10;
/** Largest photo upload, before it is re-encoded. */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

export const BOOKING_STATUSES = [
  /** Requested, the renter at the payment page: holds no days, expires unpaid (PAYMENT_WINDOW_MINUTES). */
  'awaiting_payment',
  'pending',
  'confirmed',
  'declined',
  'expired',
  'active',
  'completed',
  'cancelled',
] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];
/** Statuses that hold the item's dates: two of these may never overlap. */
export const BLOCKING_BOOKING_STATUSES = ['confirmed', 'active'] as const satisfies readonly BookingStatus[];

/** How long a renter has to pay for a request before it lapses. */
export const PAYMENT_WINDOW_MINUTES = 15;

export const CANCELLATION_POLICIES = ['flexible', 'moderate', 'strict'] as const;
export type CancellationPolicy = (typeof CANCELLATION_POLICIES)[number];

interface PolicyRule {
  /** Hours before the pickup day begins until which `before` applies; `after` from then on. */
  hoursBefore: number;
  /** Basis points refunded (10,000 = all). */
  before: number;
  after: number;
}

/**
 * Each policy's numbers (docs/product.md, "Payments"); cancellation.ts applies them. Here, with the
 * policies, so that a page which only names them (the home page's trust points) need not load the
 * booking rules the refund is worked out with.
 */
export const CANCELLATION_RULES: Record<CancellationPolicy, PolicyRule> = {
  flexible: { hoursBefore: 24, before: 10_000, after: 5_000 },
  moderate: { hoursBefore: 72, before: 10_000, after: 5_000 },
  strict: { hoursBefore: 168, before: 5_000, after: 0 },
};

/**
 * A booking's payment, in Ajjir's words (the gateway's adapter translates its own): its page is
 * `open` for paying; `paid`; `refunded` in part or in whole (how much: `refunded` of `amount`); or
 * `failed`, the page closed unpaid.
 */
export const PAYMENT_STATUSES = ['open', 'paid', 'refunded', 'failed'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** A refund is owed from the moment the booking changes; it is done once the gateway has made it. */
export const REFUND_STATUSES = ['owed', 'done'] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];

export const REFUND_REASONS = [
  'renter_cancelled',
  'renter_withdrew',
  'owner_declined',
  'owner_cancelled',
  'expired',
  'listing_removed',
  /** Paid twice, or paid after the request had lapsed. */
  'not_needed',
  /** An administrator's refund, with their words. */
  'admin',
  /** The refundable deposit, or what a claim left of it (docs/decisions/0057-deposits.md). */
  'deposit',
  /** No-shows (docs/decisions/0060): the renter did not come (the policy's late share back)... */
  'renter_no_show',
  /** ...or the owner did not hand over (everything back). */
  'owner_no_show',
] as const;
export type RefundReason = (typeof REFUND_REASONS)[number];

/** The ledger's accounts (docs/decisions/0044-payments.md and 0047-money-architecture.md, "The ledger"). */
export const LEDGER_ACCOUNT_NAMES = [
  /** Money at the gateway, ours to settle to the bank (asset). */
  'gateway',
  /** Money in Ajjir's bank account, settled from the gateway (asset). */
  'bank',
  /** What the gateway kept for its service when it settled (expense). */
  'gateway_fees',
  /** A renter's payment held for one booking until the rental ends (liability, per booking). */
  'escrow',
  /** A renter's refundable deposit held while the rental runs (liability, per booking). */
  'deposits',
  /** Refunds decided and not yet made by the gateway (liability, per booking). */
  'refunds_owed',
  /** Ajjir's own money an administrator gave back to a renter (expense, per booking). */
  'goodwill',
  /** What an owner may be paid out (liability, per owner). */
  'owner',
  /** The service fee and commission Ajjir earned (revenue). */
  'platform_fees',
  /** VAT on those fees, owed to ZATCA (liability). */
  'vat',
  /** Payouts sent to the gateway and not yet paid or failed (liability, per owner). */
  'payouts_in_transit',
] as const;
export type LedgerAccountName = (typeof LEDGER_ACCOUNT_NAMES)[number];

/** The kinds of ledger transaction: one per money event (ledger/movements.ts on the server). */
export const LEDGER_KIND_NAMES = [
  'charge',
  'refund_owed',
  'goodwill_owed',
  'refund_sent',
  'settle',
  /** A deposit given back to the renter, whole or what a claim left. */
  'deposit_refund_owed',
  /** A deposit, or part of it, kept for the owner's claim. */
  'deposit_kept',
  'payout',
  'payout_paid',
  'payout_failed',
  'payout_returned',
  'gateway_settlement',
] as const;
export type LedgerKindName = (typeof LEDGER_KIND_NAMES)[number];

/**
 * A payout: `requested` by the owner (or the weekly payout) and not yet accepted by the gateway;
 * `sent` on its way to the bank; `paid`; `failed` (its money back in the owner's balance); or
 * `returned` by the bank after it was paid (back in the balance too).
 */
export const PAYOUT_STATUSES = ['requested', 'sent', 'paid', 'failed', 'returned'] as const;
export type PayoutStatus = (typeof PAYOUT_STATUSES)[number];
/** Why a payout account waits for an administrator (docs/decisions/0048-payout-security.md). */
export const PAYOUT_REVIEW_REASONS = ['name_mismatch', 'shared_iban'] as const;
export type PayoutReviewReason = (typeof PAYOUT_REVIEW_REASONS)[number];
/**
 * Why an owner's balance cannot be paid out now, most lasting first: the account blocked, an
 * administrator's hold, an IBAN waiting for review, a new IBAN's hold, the first rental not done,
 * a missing city or mobile number, no IBAN (docs/decisions/0048-payout-security.md).
 */
export const PAYOUT_BLOCKERS = [
  'blocked',
  'held',
  'review',
  'new_iban',
  'first_rental',
  'city_missing',
  'mobile_missing',
  'no_account',
] as const;
export type PayoutBlockerKind = (typeof PAYOUT_BLOCKERS)[number];
/** Changes of the IBAN (or the payout's mobile number) one account may make in a day. */
export const PAYOUT_ACCOUNT_CHANGES_PER_DAY = 3;

export const REVIEW_TYPES = ['renter_to_owner', 'owner_to_renter'] as const;
export type ReviewType = (typeof REVIEW_TYPES)[number];

export const CATEGORY_COLORS = ['primary', 'secondary', 'accent', 'other'] as const;
export type CategoryColor = (typeof CATEGORY_COLORS)[number];

export const EXPORT_FORMATS = ['json', 'csv'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];
export const SUSPENDED_FILTERS = ['all', 'false', 'true'] as const;
export type SuspendedFilter = (typeof SUSPENDED_FILTERS)[number];

/** Rows per page of the admin tables (users, listings, audit log). */
export const ADMIN_PAGE_SIZE = 20;
/** A request unanswered this long counts among the dashboard's pending issues. */
export const STALE_REQUEST_HOURS = 24;
/** The best-selling report lists at most this many items. */
export const BEST_SELLING_LIMIT = 100;
/** The dashboard chart covers at most this many days (a little over two years). */
export const STATS_SERIES_MAX_DAYS = 800;
export const STATS_INTERVALS = ['day', 'week'] as const;
export type StatsInterval = (typeof STATS_INTERVALS)[number];

/** What an administrator can do; each is written to the audit log (admin_audit_log.action). */
export const AUDIT_ACTIONS = [
  'user.update',
  'user.suspend',
  'user.activate',
  'item.delete',
  'export.users',
  'export.items',
  // Written by the administrator setup and the command line (features/admin-setup).
  'admin.created',
  'admin.promoted',
  // The search lexicon (features/admin/admin-lexicon.routes.ts).
  'lexicon.concept_created',
  'lexicon.term_added',
  'lexicon.term_removed',
  // A refund an administrator gave (features/admin/admin-payments.service.ts).
  'payment.refund',
  // A failed job run again (features/admin/admin-jobs.routes.ts).
  'job.retry',
  // An owner's payouts held or released, a payout account approved (admin-payouts.service.ts).
  'payouts.hold',
  'payouts.release',
  'payout_account.approve',
  // A disputed claim against a deposit decided (features/admin/admin-claims.routes.ts).
  'claim.decide',
  // An objection to a hand-over or a return looked at (features/admin/admin-claims.routes.ts).
  'objection.resolve',
  // A no-show case decided (features/admin/admin-claims.routes.ts).
  'no_show.decide',
  // A business's registration check decided, a member's verification revoked
  // (features/admin/admin-verification.routes.ts).
  'verification.business_decide',
  'verification.revoke',
  // A member's own data (features/account, docs/decisions/0066-closed-accounts.md): written with
  // the member as the one who acted.
  'member.data_exported',
  'member.account_closed',
  // Reports decided: dismissed, content hidden or restored, a member warned or blocked
  // (features/admin/admin-moderation.routes.ts, docs/decisions/0064-reports-and-moderation.md).
  'moderation.dismiss',
  'moderation.hide',
  'moderation.restore',
  'moderation.warn',
  'moderation.block',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];
/** What an audit log row is about (admin_audit_log.target_type). */
export const AUDIT_TARGET_TYPES = ['user', 'item', 'export', 'lexicon', 'booking', 'job'] as const;
export type AuditTargetType = (typeof AUDIT_TARGET_TYPES)[number];

/** Where a job of the queue stands (the server's jobs/, docs/decisions/0047). */
export const JOB_STATE_NAMES = ['queued', 'running', 'done', 'failed'] as const;
export type JobStateName = (typeof JOB_STATE_NAMES)[number];

/** Messages (docs/product.md, "Records"): trimmed content, 1 to 2,000 characters. */
export const MESSAGE_MAX_LENGTH = 2000;
/** A thread is read in pages of this many, newest page first (the `before` cursor). */
export const THREAD_PAGE_SIZE = 50;
export const NOTIFICATIONS_PAGE_SIZE = 30;

export const NOTIFICATION_TYPES = [
  'booking_requested',
  'booking_confirmed',
  'booking_declined',
  'booking_expired',
  'booking_cancelled',
  'booking_active',
  'booking_completed',
  'review_received',
  'review_reminder',
  'new_message',
  /** An administrator removed one of the reader's listings. */
  'listing_removed',
  /** Where the reader is paid changed, or a payout left (docs/decisions/0048-payout-security.md). */
  'payout_account_changed',
  'payout_mobile_changed',
  'payout_requested',
  'payouts_held',
  'payouts_released',
  /** An administrator gave the renter money back (goodwill, docs/decisions/0047). */
  'refund_given',
  /** A payout did not reach the bank, or the bank sent it back: its money is in the balance again. */
  'payout_failed',
  /** A returned rental's claim window closed: the owner's earning is in their balance. */
  'earning_available',
  /** The renter's deposit came back whole: no claim in the window (docs/decisions/0057). */
  'deposit_returned',
  /** Claims against a deposit (docs/decisions/0058): made, to the renter, with its deadline. */
  'claim_opened',
  /** To the owner: the renter accepted it, or did not answer in time. */
  'claim_accepted',
  /** To the owner: the renter disputed it; Ajjir's team decides. */
  'claim_disputed',
  /** To both: an administrator decided a disputed claim, with the amount and the reason. */
  'claim_decided',
  /** To the other side: a hand-over or a return was confirmed; acknowledge or object by the deadline (0059). */
  'handover_confirmed',
  'return_confirmed',
  /** To the side that confirmed: the other objects; Ajjir's team looks at it. */
  'handover_objected',
  /** To both: an administrator looked at an objection and says what they did. */
  'objection_resolved',
  /** No-shows (docs/decisions/0060): to the renter, the owner says they did not come. */
  'no_show_marked',
  /** To the owner: the renter says the item was not handed over; answer by the deadline. */
  'no_show_reported',
  /** To the renter: the owner answered the report; Ajjir's team decides by the deadline. */
  'no_show_answered',
  /** To both: nobody confirmed a hand-over by the day after the last; Ajjir's team reviews it. */
  'no_show_in_review',
  /** To both: how a case ended (a decision, the owner's silence, or no decision in time), and why. */
  'no_show_decided',
  // Reports and moderation (docs/decisions/0064-reports-and-moderation.md).
  /** To a reporter: Ajjir's team looked at what they reported, and acted on it or found nothing. */
  'report_resolved',
  /** To an owner: a listing is hidden (held for review after reports or its words, or by the team). */
  'listing_hidden',
  /** To an owner: a hidden listing is back on the marketplace. */
  'listing_restored',
  /** To a member: one of their reviews or messages was hidden by the team. */
  'content_hidden',
  /** To a member: a warning from the team, with its reason. */
  'member_warned',
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

/** Live events: a comment line this often keeps proxies from closing an idle stream. */
export const SSE_HEARTBEAT_MS = 25_000;
/** A reconnecting client gets what it missed from this far back (and at most this many events). */
export const LIVE_EVENTS_KEEP_MS = 24 * 60 * 60 * 1000;
export const LIVE_EVENTS_REPLAY_LIMIT = 500;

/** Both sides may review a completed booking within this many days; reviews stay hidden until both wrote or it closes. */
export const REVIEW_WINDOW_DAYS = 14;
export const REVIEW_COMMENT_MAX_LENGTH = 1000;

/**
 * Why a session ended: the account was blocked, signed out (in another tab, or the reason is not
 * known), its password changed or was reset elsewhere, or it expired.
 */
export const SESSION_END_REASONS = [
  'suspended',
  'signed_out',
  'password_changed',
  'password_reset',
  'expired',
] as const;
export type SessionEndReason = (typeof SESSION_END_REASONS)[number];

/** A filter a search that found nothing can do without; `all`: every filter, the term alone. */
export const DROPPABLE_FILTERS = ['category', 'place', 'price', 'dates', 'all'] as const;
export type DroppableFilter = (typeof DROPPABLE_FILTERS)[number];

/**
 * The least a payment may be, in halalas: Moyasar refuses an invoice or a payment under 1.00 SAR
 * (docs/decisions/0049-moyasar-fidelity.md), so a request that costs less is refused when made.
 */
export const MIN_PAYMENT_HALALAS = 100;

/** The highest daily rate or deposit, in riyal: seven digits, said whole in the limit's message. */
export const MAX_PRICE = '9999999';
