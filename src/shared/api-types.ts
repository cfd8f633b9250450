/** Shapes of API answers (docs/product.md, "Records"), shared by server and client. */
import type {
  AccountType,
  AuditAction,
  BookingStatus,
  CategoryColor,
  ItemCondition,
  Language,
  NotificationType,
  PickupOption,
  ReviewType,
  StatsInterval,
} from './constants';
import type { SearchConceptKind, SearchTermLanguage } from './search';

export interface Category {
  id: number;
  /** English name; the client translates it through `categories.{lowercased name}`. */
  name: string;
  nameAr: string;
  slug: string;
  icon: string;
  color: CategoryColor;
}

export interface ItemOwner {
  id: string;
  firstName: string;
  lastName: string;
  accountType: AccountType;
  companyName: string | null;
  companyWebsite: string | null;
  profilePicture: string | null;
  rating: string;
  totalReviews: number;
  /** When the owner joined (the item page's "member since"). */
  joinedAt: string;
}

export interface Item {
  id: string;
  title: string;
  description: string;
  /** Decimal string, e.g. "150.00". */
  dailyRate: string;
  deposit: string | null;
  categoryId: number;
  category: { name: string };
  ownerId: string;
  owner: ItemOwner;
  images: string[];
  address: string | null;
  city: string;
  state: string | null;
  zipCode: string | null;
  latitude: string | null;
  longitude: string | null;
  condition: ItemCondition;
  minRentalDays: number;
  maxRentalDays: number | null;
  pickupOptions: PickupOption[];
  rating: string;
  totalReviews: number;
  /**
   * Kilometres from the searcher, when a position was given (not miles:
   * the product serves Saudi Arabia, see docs/decisions/0016).
   */
  distance: number | null;
  createdAt: string;
  isAvailable: boolean;
  /** Requests are confirmed at once, without the owner's answer. */
  instantBooking: boolean;
}

/** One side of a booking, as the other side sees them. */
export interface BookingParty {
  id: string;
  firstName: string;
  lastName: string;
  accountType: AccountType;
  companyName: string | null;
  profilePicture: string | null;
}

/** A side of a booking with how others rated them, for the other side deciding on a request. */
export type RatedBookingParty = BookingParty & { rating: string; totalReviews: number };

/** A booking (docs/product.md, "Records"), as its renter and its owner see it. */
export interface Booking {
  id: string;
  itemId: string;
  item: { id: string; title: string; images: string[]; city: string };
  renterId: string;
  renter: RatedBookingParty;
  ownerId: string;
  owner: RatedBookingParty;
  /** Pickup and return days, 'YYYY-MM-DD', both the renter's. */
  startDate: string;
  endDate: string;
  /** The days charged. */
  days: number;
  pickupMethod: PickupOption;
  message: string | null;
  status: BookingStatus;
  dailyRate: string;
  /** Days × daily rate, decided by the server; the deposit is apart. */
  totalCost: string;
  deposit: string | null;
  /** Cancelled by the renter less than 24 hours before pickup. */
  cancelledLate: boolean | null;
  /** Why it was declined or cancelled, when someone said. */
  statusReason: string | null;
  createdAt: string;
  updatedAt: string;
  /** The viewer's side of the reviews of a completed booking (docs/product.md, "Records"). */
  review: BookingReviewState;
}

/** Whether the viewer may still review this booking, and what they wrote. */
export interface BookingReviewState {
  /** Completed, not yet reviewed by the viewer, and within the window. */
  canReview: boolean;
  /** When the window closes (14 days after completion), or null before completion. */
  deadline: string | null;
  /** The viewer's own review of this booking, if written (even while still hidden). */
  mine: { rating: number; comment: string | null; createdAt: string } | null;
}

export interface DateRange {
  startDate: string;
  endDate: string;
}

/** GET /api/items/{id}/availability: days taken, for the calendar. */
export interface Availability {
  /** Confirmed and active bookings. */
  booked: DateRange[];
  /** Days the owner blocked; the reason is shown to the owner only. */
  blocked: (DateRange & { reason?: string | null })[];
}

/** GET /api/config: what the client needs to know of the server's settings. */
export interface SiteConfig {
  /** Tiles for the browse map, or null to draw the map without them (the Kingdom's outline only). */
  mapTiles: { url: string; attribution: string } | null;
  /** Hosts whose pictures a listing or profile may use besides uploads (base addresses); none: uploads only. */
  imageHosts: string[];
}

/** GET /api/site/stats: the marketplace's own figures for the home page's trust section. */
export interface SiteStats {
  /** Rentals brought to completion. */
  completedRentals: number;
  /** Published reviews, both ways. */
  reviewCount: number;
  /** Their average, one decimal; null before the first. */
  averageRating: number | null;
}

/** A published review (GET /api/reviews), with who wrote it. */
export interface Review {
  id: string;
  rating: number;
  comment: string | null;
  type: ReviewType;
  createdAt: string;
  itemId: string | null;
  reviewer: { id: string; firstName: string; lastName: string; profilePicture: string | null };
}

/** What POST /api/uploads answers for one photo: the large picture (stored on the item) and its thumbnail. */
export interface UploadedImage {
  url: string;
  thumbnailUrl: string;
  width: number;
  height: number;
}

export interface PublicUser {
  id: string;
  username: string;
  firstName: string;
  lastName: string;
  bio: string | null;
  city: string | null;
  state: string | null;
  profilePicture: string | null;
  accountType: AccountType;
  companyName: string | null;
  companyWebsite: string | null;
  taxId: string | null;
  businessAddress: string | null;
  rating: string;
  totalReviews: number;
  joinedAt: string;
}

/** The signed-in user's own view of themself (and an admin's view of anyone). */
export interface User extends PublicUser {
  email: string;
  phone: string | null;
  address: string | null;
  zipCode: string | null;
  isAdmin: boolean;
  suspendedAt: string | null;
  suspensionReason: string | null;
  latitude: string | null;
  longitude: string | null;
  /** The language e-mails to this person are written in. */
  preferredLanguage: Language;
  /** Whether notifications also come by e-mail (when the server sends e-mail). */
  emailNotifications: boolean;
}

export interface MeResponse {
  user: User | null;
}

/** Someone in a conversation or a booking, as the other side sees them (never e-mail or phone). */
export type UserSummary = BookingParty;

/** A message (docs/product.md, "Records"). `itemId` is set for enquiries sent from an item page. */
export interface Message {
  id: string;
  senderId: string;
  receiverId: string;
  content: string;
  bookingId: string | null;
  itemId: string | null;
  isRead: boolean;
  createdAt: string;
}

/** GET /api/messages: one row per person the viewer has exchanged messages with, newest first. */
export interface Conversation {
  otherUser: UserSummary;
  lastMessage: Message;
  /** Messages from the other user the viewer has not read. */
  unreadCount: number;
}

/** A notification (GET /api/notifications), with its text in both languages and where it leads. */
export interface Notification {
  id: string;
  type: NotificationType;
  /** What the text is about: item title, the other person's name, a reason… */
  data: NotificationData;
  text: { ar: string; en: string };
  link: string | null;
  readAt: string | null;
  createdAt: string;
}

export interface NotificationData {
  bookingId?: string;
  itemTitle?: string;
  reason?: string | null;
  /** The person who acted or wrote. */
  actorName?: string;
  /** new_message: who wrote, and how many unread from them. */
  senderId?: string;
  count?: number;
}

export interface NotificationList {
  notifications: Notification[];
  unreadCount: number;
}

/** GET /api/counts: the header's badges. */
export interface UnreadCounts {
  messages: number;
  notifications: number;
}

/**
 * What GET /api/events (Server-Sent Events) carries: `event:` is the type,
 * `data:` the JSON below, `id:` a number to resume from (Last-Event-ID).
 */
export interface LiveEvents {
  /** A message the viewer sent or received (also to the sender's other tabs). */
  'message.new': { message: Message };
  /** `readerId` read every message from `senderId` up to now. */
  'message.read': { readerId: string; senderId: string };
  'notification.new': { notification: Notification };
  /** A booking of the viewer changed status. */
  'booking.changed': { bookingId: string; status: BookingStatus };
  /** The viewer's badges, after anything that changes them. */
  counts: UnreadCounts;
  /** The stream's session was ended (and why): the stream closes after it, the page goes to sign-in. */
  'session.ended': { reason: SessionEndReason };
}
export type LiveEventType = keyof LiveEvents;

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

// ── Administration (/api/admin) ─────────────────────────────────────────────

/**
 * GET /api/admin/stats: the dashboard's six cards (docs/product.md, "Records").
 * `pendingIssues` is the sum of `pendingIssuesBreakdown` (docs/decisions/0024).
 */
export interface AdminStats {
  totalUsers: number;
  /** Active listings: available, not removed, and their owner not blocked. */
  totalItems: number;
  /** Every booking ever requested, whatever became of it. */
  totalBookings: number;
  /** Bookings under way now (the item is with the renter). */
  activeBookings: number;
  /** The value of completed bookings, SAR, a decimal string such as "1250.00". */
  totalRevenue: string;
  pendingIssues: number;
  pendingIssuesBreakdown: {
    /** Requests unanswered for more than STALE_REQUEST_HOURS whose pickup day has not passed. */
    staleRequests: number;
    /** Confirmed bookings whose return day has passed without a hand-over. */
    missedHandovers: number;
    /** Rentals under way whose return day has passed without the owner marking them returned. */
    overdueReturns: number;
  };
}

/** One step of the dashboard chart: requests made and revenue completed in that day or week. */
export interface StatsPoint {
  /** The day, or the Sunday that starts the week (weeks start on Sunday in Saudi Arabia), 'YYYY-MM-DD'. */
  date: string;
  /** Booking requests made on that day or in that week. */
  bookings: number;
  /** The value of the bookings completed on that day or in that week, SAR. */
  revenue: string;
}

/** GET /api/admin/stats/series. */
export interface StatsSeries {
  interval: StatsInterval;
  startDate: string;
  endDate: string;
  points: StatsPoint[];
}

/** An account as administrators see it in the users table and on its page (never the password). */
export type AdminUser = User;

/** GET /api/admin/users/{id}: the account and what it has done. */
export interface AdminUserDetail extends AdminUser {
  stats: {
    /** Listings not removed, and how many of them are on offer. */
    listings: number;
    activeListings: number;
    /** Bookings as the renter and as the owner, whatever their status. */
    bookingsAsRenter: number;
    bookingsAsOwner: number;
    /** Completed rentals as the owner, and their value in SAR. */
    completedAsOwner: number;
    earnedAsOwner: string;
  };
}

/** A row of GET /api/admin/items (the admin-read listing of docs/product.md, "Records", and what the table needs). */
export interface AdminItem {
  id: string;
  title: string;
  description: string;
  dailyRate: string;
  isAvailable: boolean;
  images: string[];
  city: string;
  createdAt: string;
  owner: {
    id: string;
    firstName: string;
    lastName: string;
    accountType: AccountType;
    companyName: string | null;
    /** A blocked owner's listings are out of the marketplace. */
    suspended: boolean;
  };
  category: { id: number; name: string };
  /** Pending, confirmed and active bookings not yet over: what deleting the listing touches. */
  upcomingBookings: number;
}

/** DELETE /api/admin/items/{id}: what the removal did to the bookings ahead. */
export interface AdminItemRemoval {
  /** Confirmed bookings cancelled, and pending requests declined, each renter told. */
  cancelledBookings: number;
  declinedRequests: number;
  /** Rentals under way are left to finish (the item is with the renter). */
  activeRentals: number;
}

/** A row of GET /api/admin/reports/best-selling (docs/product.md, "Records"). */
export interface BestSellingRow {
  item: {
    id: string;
    title: string;
    owner: { id: string; firstName: string; lastName: string; companyName: string | null };
  };
  bookingsCount: number;
  /** SAR, a decimal string. */
  totalRevenue: string;
}

/** A row of GET /api/admin/audit. */
export interface AuditEntry {
  id: string;
  action: AuditAction;
  /** Who did it; null when that account is gone. */
  admin: { id: string; firstName: string; lastName: string } | null;
  targetType: 'user' | 'item' | 'export' | 'lexicon';
  targetId: string | null;
  /** The target's name or title when the action was taken. */
  targetLabel: string | null;
  reason: string | null;
  /** What changed (`changes: { field: { from, to } }`), how many rows were exported, … */
  details: Record<string, unknown>;
  createdAt: string;
}

/**
 * A suggestion while typing in a search box (GET /api/search/suggestions), in the asker's language:
 * a word to search for, a listing, a category, or a city.
 */
export type Suggestion =
  | { kind: 'term'; text: string }
  | { kind: 'item'; id: string; title: string }
  | { kind: 'category'; id: number; slug: string; name: string }
  | { kind: 'place'; city: string; name: string };

export interface SuggestionList {
  suggestions: Suggestion[];
}

/** A district of a city, to place a listing in (GET /api/places/districts?city=…). */
export interface District {
  name: string;
  nameAr: string;
  latitude: number;
  longitude: number;
}

/** A filter a search that found nothing can do without; `all`: every filter, the term alone. */
export type DroppableFilter = 'category' | 'place' | 'price' | 'dates' | 'all';

/**
 * Ways out of a search that found nothing (GET /api/search/alternatives, docs/search.md "When
 * nothing is found"), each with how many listings it finds: more than LISTING_COUNT_CAP is
 * LISTING_COUNT_CAP + 1. Only ways that find something are offered.
 */
export interface SearchAlternatives {
  /**
   * The place the search was held to (the place filter, or a place named in the term): its English
   * `city` when known, the `district` of that city it names, or neither when unknown; `termWithout`,
   * for a place named in the term, is the term without it.
   */
  place: {
    asked: string;
    city: string | null;
    district: { name: string; nameAr: string } | null;
    termWithout: string | null;
  } | null;
  /** An unknown place: the places whose names are closest to what was asked. */
  placeSpellings: { city: string; count: number }[];
  /** The term with a word no listing has replaced by the closest word the lexicon knows. */
  spellings: { term: string; count: number }[];
  /** The categories holding matches once the category filter is dropped. */
  categories: { id: number; count: number }[];
  /** A known place: the nearest other cities with matches, the distance between centres in km. */
  nearby: { city: string; km: number; count: number }[];
  /** Each filter in force, dropped alone; when none of them finds any, all of them (`all`). */
  withoutFilters: { filter: DroppableFilter; count: number }[];
}

/** A form of a lexicon concept, as the admin screens show it (GET /api/admin/lexicon). */
export interface LexiconTerm {
  id: number;
  term: string;
  language: SearchTermLanguage;
}

/** A lexicon concept with its forms (docs/decisions/0039-search-lexicon.md). */
export interface LexiconConceptView {
  id: number;
  key: string;
  kind: SearchConceptKind;
  categoryId: number | null;
  terms: LexiconTerm[];
  updatedAt: string;
}
