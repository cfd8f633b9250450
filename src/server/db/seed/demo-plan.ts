/**
 * Turns demo-data.ts into table rows, without touching the database. A fixed
 * PRNG seed makes every run produce the same people, listings, bookings and
 * reviews (ids included); only "now" moves, and every date is relative to it.
 */
import { chargedDays, MAX_RENTAL_DAYS } from '@shared/bookings';
import { cancelsLate } from '@shared/cancellation';
import type { BookingStatus, CancellationPolicy, Language } from '@shared/constants';
import { SAUDI_TIME_ZONE } from '@shared/constants';
import {
  DEFAULT_FEE_RATES,
  DEFAULT_VAT_POLICY,
  MONTHLY_DISCOUNT_DAYS,
  priceBreakdown,
  rentalVatByOf,
  WEEKLY_DISCOUNT_DAYS,
} from '@shared/money';
import { displayName } from '@shared/names';
import { toHalalas } from '@shared/pricing';
import { vatRegistrationOf } from '@shared/vat-number';
import { priceColumnsOf } from '../../features/bookings/bookings.queries';
import type { adminAuditLog, bookings, items, messages, notifications, reviews, users } from '../schema';
import {
  BLOCKED_DEMO_USER,
  CANCEL_REASONS,
  CATEGORY_IDS,
  CITIES,
  CONVERSATIONS,
  DECLINE_REASONS,
  DEMO_ITEMS,
  DEMO_USERS,
  type DemoItem,
  type DemoNotification,
  type DemoUser,
  FEATURED_ITEMS,
  IMAGES_PER_CATEGORY,
  NOTIFICATIONS,
  OWNER_REVIEW_COMMENTS,
  RENTER_REVIEW_COMMENTS,
  REQUEST_MESSAGES,
  SCRIPTED_BOOKINGS,
} from './demo-data';

type UserRow = typeof users.$inferInsert & { id: string };
type ItemRow = typeof items.$inferInsert & { id: string; createdAt: Date };
type BookingRow = typeof bookings.$inferInsert & { id: string };
type ReviewRow = typeof reviews.$inferInsert;
type MessageRow = typeof messages.$inferInsert;
type NotificationRow = typeof notifications.$inferInsert;
type AuditRow = typeof adminAuditLog.$inferInsert;

export interface DemoPlan {
  users: UserRow[];
  items: ItemRow[];
  bookings: BookingRow[];
  reviews: ReviewRow[];
  messages: MessageRow[];
  notifications: NotificationRow[];
  audit: AuditRow[];
}

const SEED = 0x41_6a_6a_72; // "Ajjr"
const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;
const RIYADH_UTC_OFFSET_HOURS = 3;
const COORDINATE_JITTER = 0.03;
const OLDEST_LISTING_DAYS = 120;
const NEWEST_ORDINARY_LISTING_DAYS = 3;

// ─── Randomness and time ───────────────────────────────────────────────────

/** mulberry32: a tiny, fast, seedable PRNG (uniform in [0, 1)). */
export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

class Random {
  private readonly next: () => number;
  constructor(seed: number) {
    this.next = mulberry32(seed);
  }
  float(): number {
    return this.next();
  }
  /** An integer in [min, max], both inclusive. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }
  chance(probability: number): boolean {
    return this.next() < probability;
  }
  pick<T>(list: readonly T[]): T {
    if (list.length === 0) throw new Error('pick from an empty list');
    return list[Math.floor(this.next() * list.length)]!;
  }
  shuffle<T>(list: readonly T[]): T[] {
    const copy = [...list];
    for (let i = copy.length - 1; i > 0; i--) {
      const j = Math.floor(this.next() * (i + 1));
      [copy[i], copy[j]] = [copy[j]!, copy[i]!];
    }
    return copy;
  }
  /** A version-4 shaped UUID drawn from this stream, so ids are stable too. */
  uuid(): string {
    const bytes = Array.from({ length: 16 }, () => Math.floor(this.next() * 256));
    bytes[6] = (bytes[6]! & 0x0f) | 0x40;
    bytes[8] = (bytes[8]! & 0x3f) | 0x80;
    const hex = bytes.map((b) => b.toString(16).padStart(2, '0')).join('');
    return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
  }
}

/** Calendar days counted from today in Saudi Arabia, and instants around now. */
class Clock {
  readonly now: Date;
  private readonly todayUtcMs: number;
  constructor(now: Date) {
    this.now = now;
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: SAUDI_TIME_ZONE }).format(now);
    this.todayUtcMs = Date.parse(`${today}T00:00:00Z`);
  }
  /** 'YYYY-MM-DD', `offset` days from today. */
  date(offset: number): string {
    return new Date(this.todayUtcMs + offset * DAY_MS).toISOString().slice(0, 10);
  }
  /** The instant at `hour` o'clock Riyadh time, `offset` days from today. */
  at(offset: number, hour: number): Date {
    return new Date(this.todayUtcMs + offset * DAY_MS + (hour - RIYADH_UTC_OFFSET_HOURS) * HOUR_MS);
  }
  hoursAgo(hours: number): Date {
    return new Date(this.now.getTime() - hours * HOUR_MS);
  }
  /** The day offset (from today, Riyadh time) on which an instant falls: 0 today, -1 yesterday. */
  dayOf(instant: Date): number {
    return Math.floor((instant.getTime() - this.todayUtcMs + RIYADH_UTC_OFFSET_HOURS * HOUR_MS) / DAY_MS);
  }
}

const addHours = (instant: Date, hours: number) => new Date(instant.getTime() + hours * HOUR_MS);
const clamp = (instant: Date, earliest: Date, latest: Date) =>
  new Date(Math.min(Math.max(instant.getTime(), earliest.getTime()), latest.getTime()));
const isArabic = (text: string) => /[\u0600-\u06ff]/.test(text);
const money = (riyals: number) => riyals.toFixed(2);

// ─── The plan ──────────────────────────────────────────────────────────────

interface Context {
  rng: Random;
  ids: Random;
  clock: Clock;
  users: Map<string, UserRow & { key: string; language: Language }>;
  items: Map<string, ItemRow & { key: string; spec: DemoItem }>;
  calendar: Calendar;
}

export function buildDemoPlan(options: { now: Date; passwordHash: string }): DemoPlan {
  const ctx: Context = {
    rng: new Random(SEED),
    ids: new Random(SEED ^ 0x5eed),
    clock: new Clock(options.now),
    users: new Map(),
    items: new Map(),
    calendar: new Calendar(),
  };
  for (const user of DEMO_USERS) ctx.users.set(user.key, planUser(ctx, user, options.passwordHash));
  planItems(ctx);
  const bookingDrafts = [...planScriptedBookings(ctx), ...planBookingHistory(ctx), ...planOpenBookings(ctx)];
  const bookingRows = bookingDrafts.map((draft) => toBookingRow(ctx, draft));
  const scripted = new Map(
    bookingDrafts.flatMap((draft, i) => (draft.key ? [[draft.key, bookingRows[i]!]] : [])),
  );
  const reviewRows = planReviews(ctx, bookingDrafts, bookingRows);
  const messageRows = planMessages(ctx, scripted);
  const notificationRows = planNotifications(ctx, scripted, reviewRows, messageRows);
  // Last, so that it draws nothing from the generator the rest of the demo was planned with.
  const blocked = planBlockedUser(ctx, options.passwordHash);
  return {
    users: [...ctx.users.values(), blocked.user].map(({ key: _key, language: _language, ...row }) => row),
    items: [...[...ctx.items.values()].map(({ key: _key, spec: _spec, ...row }) => row), blocked.listing],
    bookings: bookingRows,
    reviews: reviewRows,
    messages: messageRows,
    notifications: notificationRows,
    audit: [blocked.audit],
  };
}

/**
 * The account the administrator blocked (BLOCKED_DEMO_USER), its one listing
 * (hidden while it is blocked) and the audit log's record of the block.
 */
function planBlockedUser(ctx: Context, passwordHash: string) {
  const { user: spec, blockedDaysAgo, reason, listing } = BLOCKED_DEMO_USER;
  const planned = planUser(ctx, spec, passwordHash);
  const blockedAt = ctx.clock.hoursAgo(blockedDaysAgo * 24 + 5);
  const user = { ...planned, suspendedAt: blockedAt, suspensionReason: reason };
  const listedAt = ctx.clock.hoursAgo(listing.listedDaysAgo * 24);
  const lookalike = [...ctx.items.values()].find((item) => item.spec.category === 'electronics')!;
  const item: ItemRow = {
    id: ctx.ids.uuid(),
    ownerId: user.id,
    categoryId: CATEGORY_IDS.electronics,
    title: listing.title,
    description: listing.description,
    dailyRate: money(listing.rate),
    deposit: null,
    condition: listing.condition,
    images: lookalike.images,
    city: user.city!,
    state: user.state,
    latitude: user.latitude,
    longitude: user.longitude,
    createdAt: listedAt,
    updatedAt: listedAt,
  };
  const admin = ctx.users.get('admin')!;
  const audit: AuditRow = {
    adminId: admin.id,
    action: 'user.suspend',
    targetType: 'user',
    targetId: user.id,
    targetLabel: displayName(user),
    reason,
    details: {},
    createdAt: blockedAt,
  };
  return { user, listing: item, audit };
}

// ─── People and listings ───────────────────────────────────────────────────

function jitter(rng: Random, value: number): string {
  return (value + (rng.float() * 2 - 1) * COORDINATE_JITTER).toFixed(6);
}

function planUser(ctx: Context, user: DemoUser, passwordHash: string) {
  const city = CITIES[user.city];
  const district = ctx.rng.pick(city.districts);
  const joinedAt = ctx.clock.hoursAgo(user.joinedDaysAgo * 24 + ctx.rng.int(1, 20));
  return {
    key: user.key,
    language: user.language,
    id: ctx.ids.uuid(),
    username: user.username,
    email: user.email,
    passwordHash,
    firstName: user.firstName,
    lastName: user.lastName,
    bio: user.bio,
    phone: user.phone,
    address: user.isAdmin ? null : user.language === 'ar' ? district.ar : district.en,
    city: city.name,
    state: city.state,
    zipCode: user.isAdmin ? null : district.zip,
    accountType: user.business ? ('business' as const) : ('individual' as const),
    companyName: user.business?.companyName ?? null,
    companyWebsite: user.business?.companyWebsite ?? null,
    taxId: user.business?.taxId ?? null,
    businessAddress: user.business?.businessAddress ?? null,
    isAdmin: user.isAdmin ?? false,
    latitude: jitter(ctx.rng, city.latitude),
    longitude: jitter(ctx.rng, city.longitude),
    preferredLanguage: user.language,
    joinedAt,
    updatedAt: joinedAt,
    // The demo's members confirmed their e-mail when they joined; phones, identities and businesses
    // are left to verify in the demo (docs/decisions/0062-verified-members.md).
    emailConfirmedAt: joinedAt,
  };
}

/**
 * Listing ages in hours: the featured four are the newest; the rest are spread
 * over 3–120 days, distinct, with the items that scripted past bookings need
 * placed among the oldest.
 */
function listingAges(ctx: Context): Map<string, number> {
  const ages = new Map<string, number>(FEATURED_ITEMS.map((f) => [f.key, f.listedHoursAgo]));
  const needOld = new Set(SCRIPTED_BOOKINGS.filter((b) => b.start < 1).map((b) => b.item));
  const others = ctx.rng.shuffle(DEMO_ITEMS.filter((item) => !ages.has(item.key)));
  const ordered = [...others.filter((i) => !needOld.has(i.key)), ...others.filter((i) => needOld.has(i.key))];
  const span = (OLDEST_LISTING_DAYS - NEWEST_ORDINARY_LISTING_DAYS) * 24;
  const step = span / Math.max(1, ordered.length - 1);
  ordered.forEach((item, index) => {
    const hours = NEWEST_ORDINARY_LISTING_DAYS * 24 + index * step + ctx.rng.float() * step * 0.5;
    ages.set(item.key, hours);
  });
  return ages;
}

function imagesFor(ctx: Context, item: DemoItem, indexInCategory: number, featured: boolean): string[] {
  const count = featured ? IMAGES_PER_CATEGORY : ctx.rng.pick([1, 2, 2, 3, 3]);
  return Array.from({ length: count }, (_, n) => {
    const variant = ((indexInCategory + n) % IMAGES_PER_CATEGORY) + 1;
    return `/images/demo/${item.category}-${variant}.svg`;
  });
}

/**
 * Weekly and monthly discounts by a listing's place in DEMO_ITEMS, not by the random stream (so
 * adding them moved no other row): three listings in seven give some, as owners on rental
 * marketplaces commonly do.
 */
const DISCOUNT_CYCLE: readonly (readonly [weekly: number, monthly: number])[] = [
  [10, 25],
  [0, 0],
  [0, 0],
  [15, 30],
  [0, 0],
  [5, 15],
  [0, 0],
];
/** Mostly flexible, a quarter each moderate and strict. */
const POLICY_CYCLE: readonly CancellationPolicy[] = ['flexible', 'moderate', 'flexible', 'strict'];

/** A listing's discounts and policy; a discount its longest rental could never reach is left out. */
function termsFor(spec: DemoItem, index: number) {
  const [weekly, monthly] = DISCOUNT_CYCLE[index % DISCOUNT_CYCLE.length]!;
  const longest = spec.maxDays ?? MAX_RENTAL_DAYS;
  return {
    weeklyDiscountPercent: longest >= WEEKLY_DISCOUNT_DAYS ? weekly : 0,
    monthlyDiscountPercent: longest >= MONTHLY_DISCOUNT_DAYS ? monthly : 0,
    cancellationPolicy: POLICY_CYCLE[index % POLICY_CYCLE.length]!,
  };
}

function planItems(ctx: Context): void {
  const ages = listingAges(ctx);
  const featured = new Set<string>(FEATURED_ITEMS.map((f) => f.key));
  const perCategory = new Map<string, number>();
  for (const [index, spec] of DEMO_ITEMS.entries()) {
    const owner = ctx.users.get(spec.owner);
    if (!owner) throw new Error(`Demo item ${spec.key}: unknown owner ${spec.owner}`);
    const city = CITIES[DEMO_USERS.find((u) => u.key === spec.owner)!.city];
    const district = ctx.rng.pick(city.districts);
    const indexInCategory = perCategory.get(spec.category) ?? 0;
    perCategory.set(spec.category, indexInCategory + 1);
    const createdAt = ctx.clock.hoursAgo(ages.get(spec.key)!);
    ctx.items.set(spec.key, {
      key: spec.key,
      spec,
      id: ctx.ids.uuid(),
      ownerId: owner.id,
      categoryId: CATEGORY_IDS[spec.category],
      title: spec.title,
      description: spec.description,
      dailyRate: money(spec.rate),
      deposit: spec.deposit === undefined ? null : money(spec.deposit),
      condition: spec.condition,
      images: imagesFor(ctx, spec, indexInCategory, featured.has(spec.key)),
      address: isArabic(spec.title) ? district.ar : district.en,
      city: city.name,
      state: city.state,
      zipCode: district.zip,
      latitude: jitter(ctx.rng, city.latitude),
      longitude: jitter(ctx.rng, city.longitude),
      minRentalDays: spec.minDays ?? 1,
      maxRentalDays: spec.maxDays ?? null,
      pickupOptions: spec.delivery ? ['pickup', 'delivery'] : ['pickup'],
      isAvailable: !spec.unavailable,
      ...termsFor(spec, index),
      createdAt,
      updatedAt: createdAt,
    });
  }
}

// ─── Bookings ──────────────────────────────────────────────────────────────

interface BookingDraft {
  key?: string;
  itemKey: string;
  renterKey: string;
  status: BookingStatus;
  start: number;
  days: number;
  message: string | null;
  statusReason: string | null;
  delivery: boolean;
  requestedAt?: Date;
}

/**
 * The days each item is taken, as inclusive [start, end] day offsets. Every
 * demo booking gets days of its own, so the confirmed and active ones can
 * never overlap (the database would refuse them) and the history reads true.
 */
class Calendar {
  private readonly taken = new Map<string, [number, number][]>();

  isFree(itemKey: string, start: number, end: number): boolean {
    return (this.taken.get(itemKey) ?? []).every(([s, e]) => end < s || start > e);
  }

  take(itemKey: string, start: number, end: number): void {
    if (!this.isFree(itemKey, start, end)) {
      throw new Error(`Demo booking of ${itemKey} on days ${start}..${end} overlaps another`);
    }
    const list = this.taken.get(itemKey) ?? [];
    list.push([start, end]);
    this.taken.set(itemKey, list);
  }

  /** The first free start in [earliest, latest], scanning from a random point; null when full. */
  findStart(rng: Random, itemKey: string, earliest: number, latest: number, days: number): number | null {
    if (latest < earliest) return null;
    const width = latest - earliest + 1;
    const offset = rng.int(0, width - 1);
    for (let i = 0; i < width; i++) {
      const start = earliest + ((offset + i) % width);
      if (this.isFree(itemKey, start, start + days)) return start;
    }
    return null;
  }
}

/** The first day a booking of this item may start: the day after it was listed. */
function firstBookableDay(ctx: Context, itemKey: string): number {
  return ctx.clock.dayOf(ctx.items.get(itemKey)!.createdAt) + 1;
}

function planScriptedBookings(ctx: Context): BookingDraft[] {
  return SCRIPTED_BOOKINGS.map((b) => {
    const item = ctx.items.get(b.item);
    if (!item) throw new Error(`Scripted booking ${b.key}: unknown item ${b.item}`);
    if (!ctx.users.has(b.renter)) throw new Error(`Scripted booking ${b.key}: unknown renter ${b.renter}`);
    if (b.start < firstBookableDay(ctx, b.item))
      throw new Error(`Scripted booking ${b.key} predates its item`);
    ctx.calendar.take(b.item, b.start, b.start + b.days);
    return {
      key: b.key,
      itemKey: b.item,
      renterKey: b.renter,
      status: b.status,
      start: b.start,
      days: b.days,
      message: b.message ?? null,
      statusReason: b.statusReason ?? null,
      delivery: b.delivery ?? false,
      ...(b.requestedHoursAgo === undefined ? {} : { requestedAt: ctx.clock.hoursAgo(b.requestedHoursAgo) }),
    };
  });
}

function rentalLength(rng: Random, spec: DemoItem): number {
  const min = spec.minDays ?? 1;
  const max = Math.min(spec.maxDays ?? min + 4, min + 4);
  return Math.min(max, min + rng.pick([0, 0, 0, 1, 1, 2, 4]));
}

/** Someone other than the owner (and not the admin), usually from the same region. */
function pickRenter(ctx: Context, ownerId: string, state: string | null | undefined): string {
  const candidates = [...ctx.users.values()].filter((u) => u.id !== ownerId && !u.isAdmin);
  const local = candidates.filter((u) => u.state === state);
  const pool = local.length > 0 && ctx.rng.chance(0.75) ? local : candidates;
  return ctx.rng.pick(pool).key;
}

function draftFor(ctx: Context, itemKey: string, status: BookingStatus, start: number, days: number) {
  const item = ctx.items.get(itemKey)!;
  const renterKey = pickRenter(ctx, item.ownerId, item.state);
  const language = ctx.users.get(renterKey)!.language;
  ctx.calendar.take(itemKey, start, start + days);
  return {
    itemKey,
    renterKey,
    status,
    start,
    days,
    message: ctx.rng.chance(0.6) ? ctx.rng.pick(REQUEST_MESSAGES[language]) : null,
    statusReason:
      status === 'declined'
        ? ctx.rng.pick(DECLINE_REASONS)
        : status === 'cancelled'
          ? ctx.rng.pick(CANCEL_REASONS)
          : null,
    delivery: item.pickupOptions!.includes('delivery') && ctx.rng.chance(0.4),
  } satisfies BookingDraft;
}

/** Past rentals: older listings have had more of them. */
function planBookingHistory(ctx: Context): BookingDraft[] {
  const drafts: BookingDraft[] = [];
  for (const [key, item] of ctx.items) {
    const age = -firstBookableDay(ctx, key);
    const count = Math.min(3, Math.floor(age / 40 + ctx.rng.float() * 1.3));
    for (let n = 0; n < count; n++) {
      const days = rentalLength(ctx.rng, item.spec);
      const start = ctx.calendar.findStart(ctx.rng, key, -age, -days - 2, days);
      if (start !== null) drafts.push(draftFor(ctx, key, 'completed', start, days));
    }
  }
  return drafts;
}

/** How many open or closed-early bookings to add beyond the scripted ones, and where their days fall. */
const OPEN_BOOKINGS: readonly {
  status: BookingStatus;
  count: number;
  window: (days: number) => [number, number];
}[] = [
  { status: 'active', count: 4, window: (days) => [1 - days, 0] },
  { status: 'confirmed', count: 7, window: () => [2, 40] },
  { status: 'pending', count: 5, window: () => [2, 45] },
  { status: 'declined', count: 3, window: () => [-15, 30] },
  { status: 'expired', count: 3, window: () => [-25, -1] },
  { status: 'cancelled', count: 4, window: () => [-30, 30] },
];

function planOpenBookings(ctx: Context): BookingDraft[] {
  const drafts: BookingDraft[] = [];
  const available = [...ctx.items.values()].filter((item) => item.isAvailable);
  for (const { status, count, window } of OPEN_BOOKINGS) {
    let placed = 0;
    for (let attempt = 0; placed < count && attempt < count * 20; attempt++) {
      const item = ctx.rng.pick(available);
      const days = rentalLength(ctx.rng, item.spec);
      const [earliest, latest] = window(days);
      const from = Math.max(earliest, firstBookableDay(ctx, item.key) + 2);
      const start = ctx.calendar.findStart(ctx.rng, item.key, from, latest, days);
      if (start === null) continue;
      drafts.push(draftFor(ctx, item.key, status, start, days));
      placed++;
    }
  }
  return drafts;
}

/** When the request was sent, and when its status last changed. */
function bookingTimes(ctx: Context, draft: BookingDraft, itemCreatedAt: Date) {
  const { rng, clock } = ctx;
  const { status, start, days } = draft;
  const latest = clock.hoursAgo(0.2);
  const earliest = addHours(itemCreatedAt, 1);
  const defaultRequest =
    status === 'pending'
      ? clock.hoursAgo(rng.int(2, 40))
      : start > 1 && status !== 'active'
        ? clock.hoursAgo(rng.int(20, 140))
        : clock.at(start - rng.int(1, 6), rng.int(9, 22));
  const createdAt = clamp(draft.requestedAt ?? defaultRequest, earliest, latest);
  const changedAt: Record<BookingStatus, Date> = {
    awaiting_payment: createdAt,
    pending: createdAt,
    confirmed: addHours(createdAt, rng.int(1, 10)),
    declined: addHours(createdAt, rng.int(1, 10)),
    active: clock.at(start, rng.int(9, 18)),
    completed: clock.at(start + days, rng.int(17, 22)),
    expired: clock.at(start, 0),
    // A request is withdrawn before its first day, if at all.
    cancelled: new Date(
      Math.min(addHours(createdAt, rng.int(2, 48)).getTime(), clock.at(start, 8).getTime()),
    ),
  };
  return { createdAt, updatedAt: clamp(changedAt[status], createdAt, latest) };
}

function toBookingRow(ctx: Context, draft: BookingDraft): BookingRow {
  const item = ctx.items.get(draft.itemKey)!;
  const startDate = ctx.clock.date(draft.start);
  const endDate = ctx.clock.date(draft.start + draft.days);
  const { createdAt, updatedAt } = bookingTimes(ctx, draft, item.createdAt);
  // Priced and bound by the listing's policy as a request is (bookings.service.ts), at the
  // default fees and VAT policy: the seed runs before any configuration is read. The demo's
  // businesses are registered for VAT: they charge it on their rentals.
  const owner = [...ctx.users.values()].find((user) => user.id === item.ownerId);
  const ownerVat = owner
    ? vatRegistrationOf({
        accountType: owner.accountType ?? 'individual',
        companyName: owner.companyName ?? null,
        taxId: owner.taxId ?? null,
      })
    : null;
  const price = priceBreakdown(
    {
      dailyRateHalalas: toHalalas(item.dailyRate),
      days: chargedDays(startDate, endDate),
      weeklyDiscountPercent: item.weeklyDiscountPercent ?? 0,
      monthlyDiscountPercent: item.monthlyDiscountPercent ?? 0,
      rentalVatBy: rentalVatByOf(DEFAULT_VAT_POLICY, ownerVat !== null),
      depositHalalas: 0,
    },
    DEFAULT_FEE_RATES,
  );
  const cancellationPolicy = item.cancellationPolicy ?? 'flexible';
  // The demo's cancellations are renters' (CANCEL_REASONS): late when the policy kept some of it.
  const cancelledLate =
    draft.status === 'cancelled'
      ? cancelsLate({ policy: cancellationPolicy, startDate, now: updatedAt })
      : null;
  return {
    id: ctx.ids.uuid(),
    itemId: item.id,
    renterId: ctx.users.get(draft.renterKey)!.id,
    ownerId: item.ownerId,
    startDate,
    endDate,
    pickupMethod: draft.delivery ? 'delivery' : 'pickup',
    message: draft.message,
    status: draft.status,
    dailyRate: item.dailyRate,
    ...priceColumnsOf(price, ownerVat),
    cancellationPolicy,
    deposit: item.deposit ?? null,
    cancelledLate,
    statusReason: draft.statusReason,
    // Returned when it last changed: the review window runs from there.
    completedAt: draft.status === 'completed' ? updatedAt : null,
    createdAt,
    updatedAt,
  };
}

// ─── Reviews ───────────────────────────────────────────────────────────────

function reviewRating(rng: Random): 3 | 4 | 5 {
  const roll = rng.float();
  return roll < 0.58 ? 5 : roll < 0.88 ? 4 : 3;
}

/** Reviews of most completed rentals; scripted ones always get both sides. */
function planReviews(ctx: Context, drafts: BookingDraft[], rows: BookingRow[]): ReviewRow[] {
  const reviewRows: ReviewRow[] = [];
  const latest = ctx.clock.hoursAgo(0.1);
  drafts.forEach((draft, index) => {
    const booking = rows[index]!;
    if (booking.status !== 'completed') return;
    const returnedAt = ctx.clock.at(draft.start + draft.days, 20);
    const sides = [
      { type: 'renter_to_owner' as const, odds: 0.85, reviewer: booking.renterId, reviewee: booking.ownerId },
      { type: 'owner_to_renter' as const, odds: 0.7, reviewer: booking.ownerId, reviewee: booking.renterId },
    ];
    for (const side of sides) {
      if (!draft.key && !ctx.rng.chance(side.odds)) continue;
      const rating = draft.key ? 5 : reviewRating(ctx.rng);
      const language = [...ctx.users.values()].find((u) => u.id === side.reviewer)!.language;
      const pool = side.type === 'renter_to_owner' ? RENTER_REVIEW_COMMENTS : OWNER_REVIEW_COMMENTS;
      const at = clamp(addHours(returnedAt, ctx.rng.int(2, 60)), returnedAt, latest);
      reviewRows.push({
        bookingId: booking.id,
        itemId: side.type === 'renter_to_owner' ? booking.itemId : null,
        reviewerId: side.reviewer,
        revieweeId: side.reviewee,
        type: side.type,
        rating,
        comment: ctx.rng.pick(pool[language][rating]),
        publishedAt: at,
        createdAt: at,
      });
    }
  });
  return reviewRows;
}

// ─── Messages and notifications ────────────────────────────────────────────

function planMessages(ctx: Context, scripted: Map<string, BookingRow>): MessageRow[] {
  const rows: MessageRow[] = [];
  for (const conversation of CONVERSATIONS) {
    const people = { a: ctx.users.get(conversation.a)!, b: ctx.users.get(conversation.b)! };
    const bookingId = conversation.booking ? scripted.get(conversation.booking)!.id : null;
    const itemId = conversation.item ? ctx.items.get(conversation.item)!.id : null;
    const firstUnread = conversation.lines.length - (conversation.unread ?? 0);
    let at = ctx.clock.hoursAgo(conversation.startedHoursAgo);
    conversation.lines.forEach(([from, content, minutesLater], index) => {
      if (index > 0) at = addHours(at, (minutesLater ?? ctx.rng.int(3, 60)) / 60);
      if (at > ctx.clock.now)
        throw new Error(`Demo conversation ${conversation.a}–${conversation.b} ends after now`);
      const to = from === 'a' ? 'b' : 'a';
      rows.push({
        senderId: people[from].id,
        receiverId: people[to].id,
        content,
        bookingId,
        itemId,
        isRead: index < firstUnread,
        createdAt: at,
      });
    });
  }
  return rows;
}

type PlannedUser = NonNullable<ReturnType<Context['users']['get']>>;

const nameOf = (user: PlannedUser) =>
  displayName({
    firstName: user.firstName,
    lastName: user.lastName,
    accountType: user.accountType ?? 'individual',
    companyName: user.companyName ?? null,
  });

/**
 * The demo's notifications, shaped as the app makes them (bookings/booking-events.ts,
 * notifications/notify.ts): the same types, data and links, so their texts render.
 */
function planNotifications(
  ctx: Context,
  scripted: Map<string, BookingRow>,
  reviewRows: ReviewRow[],
  messageRows: MessageRow[],
): NotificationRow[] {
  const byId = (id: string) => [...ctx.users.values()].find((u) => u.id === id)!;
  return NOTIFICATIONS.map((n) => {
    const createdAt = ctx.clock.hoursAgo(n.hoursAgo);
    const reader = ctx.users.get(n.user)!;
    const { data, link } =
      n.type === 'new_message'
        ? messageNotice(ctx.users.get(n.from!)!, reader, messageRows)
        : bookingNotice(ctx, n, scripted.get(n.booking!)!, reviewRows, byId);
    return {
      userId: reader.id,
      type: n.type,
      data,
      link,
      readAt: n.read ? addHours(createdAt, 0.5) : null,
      createdAt,
    };
  });
}

/** "N new messages from …": N is the sender's unread messages to the reader. */
function messageNotice(sender: PlannedUser, reader: PlannedUser, messageRows: MessageRow[]) {
  const unread = messageRows.filter(
    (m) => m.senderId === sender.id && m.receiverId === reader.id && !m.isRead,
  ).length;
  return {
    data: { senderId: sender.id, actorName: nameOf(sender), count: Math.max(1, unread) },
    link: `/messages?with=${sender.id}`,
  };
}

function bookingNotice(
  ctx: Context,
  n: DemoNotification,
  booking: BookingRow,
  reviewRows: ReviewRow[],
  byId: (id: string) => PlannedUser,
) {
  const item = [...ctx.items.values()].find((i) => i.id === booking.itemId)!;
  const reader = ctx.users.get(n.user)!;
  const actorId =
    n.type === 'review_received'
      ? reviewRows.find((r) => r.bookingId === booking.id && r.revieweeId === reader.id)!.reviewerId
      : reader.id === booking.ownerId
        ? booking.renterId
        : booking.ownerId;
  const link =
    n.type === 'review_received'
      ? '/profile?tab=reviews'
      : reader.id === booking.ownerId
        ? '/profile?tab=requests'
        : '/profile?tab=bookings';
  return {
    data: {
      bookingId: booking.id,
      itemTitle: item.title,
      reason: booking.statusReason ?? null,
      actorName: nameOf(byId(actorId)),
    },
    link,
  };
}
