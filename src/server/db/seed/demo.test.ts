/**
 * The demo seed fills an empty database with a believable marketplace, once:
 * these tests run it on a fresh database and check what the README and the
 * demo accounts promise.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { verify } from '@node-rs/argon2';
import type { NotificationData } from '@shared/api-types';
import { chargedDays, MAX_RENTAL_DAYS } from '@shared/bookings';
import { cancelsLate } from '@shared/cancellation';
import {
  BOOKING_STATUSES,
  CANCELLATION_POLICIES,
  NOTIFICATION_TYPES,
  type NotificationType,
} from '@shared/constants';
import { isAllowedImageUrl } from '@shared/images';
import {
  DEFAULT_FEE_RATES,
  MONTHLY_DISCOUNT_DAYS,
  priceBreakdown,
  WEEKLY_DISCOUNT_DAYS,
} from '@shared/money';
import { notificationTexts } from '@shared/notifications';
import { fromHalalas, toHalalas } from '@shared/pricing';
import { vatRegistrationOf } from '@shared/vat-number';
import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { priceOfBooking } from '../../features/bookings/bookings.queries';
import { createTestDatabase } from '../../test/test-app';
import type { Database } from '../client';
import { projectRoot } from '../paths';
import {
  adminAuditLog,
  bookings,
  categories,
  items,
  messages,
  notifications,
  reviews,
  users,
} from '../schema';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedDemo } from './demo';
import { buildDemoPlan } from './demo-plan';

let database: Database;
let drop: () => Promise<void>;
let firstRun: { seeded: boolean };

beforeAll(async () => {
  ({ database, drop } = await createTestDatabase());
  const startedAt = performance.now();
  firstRun = await seedDemo(database.db);
  const ms = Math.round(performance.now() - startedAt);
  console.info(`seedDemo on ${database.kind}: ${ms} ms`);
});
afterAll(() => drop());

const db = () => database.db;

async function tableCounts() {
  const tables = { users, items, bookings, reviews, messages, notifications };
  const entries = await Promise.all(
    Object.entries(tables).map(async ([name, table]) => {
      const [row] = await db().select({ n: count() }).from(table);
      return [name, row!.n] as const;
    }),
  );
  return Object.fromEntries(entries);
}

describe('seedDemo', () => {
  it('seeds an empty database', () => {
    expect(firstRun).toEqual({ seeded: true });
  });

  it('creates people of both account types and exactly one admin', async () => {
    const rows = await db().select().from(users);
    expect(rows.length).toBeGreaterThanOrEqual(14);
    expect(rows.filter((u) => u.isAdmin)).toHaveLength(1);
    expect(rows.find((u) => u.isAdmin)).toMatchObject({ username: 'admin', email: 'admin@ajjir.sa' });
    const businesses = rows.filter((u) => u.accountType === 'business');
    expect(businesses.length).toBeGreaterThanOrEqual(3);
    for (const b of businesses) {
      expect(b.companyName).toBeTruthy();
      expect(b.companyWebsite).toMatch(/^https:\/\/[a-z-]+\.example\.sa$/);
      expect(b.taxId).toMatch(/^3\d{13}3$/);
      expect(b.businessAddress).toBeTruthy();
    }
    for (const u of rows) expect(u.phone).toMatch(/^\+9665\d{8}$/);
    expect(rows.find((u) => u.email === 'rahal@ajjir.sa')?.companyName).toBe('رحّال للتخييم');
    for (const account of DEMO_ACCOUNTS) expect(rows.map((u) => u.email)).toContain(account.email);
  });

  it('lets every demo account sign in with the shared password', async () => {
    const rows = await db().select({ email: users.email, passwordHash: users.passwordHash }).from(users);
    expect(new Set(rows.map((r) => r.passwordHash)).size).toBe(1);
    expect(rows[0]!.passwordHash).toMatch(/^\$argon2id\$/);
    expect(await verify(rows[0]!.passwordHash, DEMO_PASSWORD)).toBe(true);
    expect(await verify(rows[0]!.passwordHash, 'wrong-password')).toBe(false);
  });

  it('lists items in every category across Saudi cities, with pictures that exist', async () => {
    const rows = await db().select().from(items);
    expect(rows.length).toBeGreaterThanOrEqual(64);
    expect(new Set(rows.map((i) => i.city)).size).toBeGreaterThanOrEqual(9);
    const categoryIds = (await db().select({ id: categories.id }).from(categories)).map((c) => c.id);
    for (const id of categoryIds) {
      expect(rows.filter((i) => i.categoryId === id).length, `category ${id}`).toBeGreaterThanOrEqual(4);
    }
    for (const item of rows) {
      expect(item.images.length).toBeGreaterThanOrEqual(1);
      expect(item.images.length).toBeLessThanOrEqual(3);
      for (const image of item.images) {
        expect(image).toMatch(/^\/images\/demo\/[a-z]+-[1-3]\.svg$/);
        expect(existsSync(join(projectRoot, 'public', image)), image).toBe(true);
        // Allowed with no image host configured (docs/decisions/0034).
        expect(isAllowedImageUrl(image, []), image).toBe(true);
      }
      expect(Number(item.dailyRate)).toBeGreaterThanOrEqual(15);
      expect(Number(item.dailyRate)).toBeLessThanOrEqual(900);
      expect(item.latitude).toMatch(/^\d+\.\d{6}$/);
    }
    expect(new Set(rows.map((i) => i.createdAt.getTime())).size).toBe(rows.length);
    expect(rows.some((i) => !i.isAvailable)).toBe(true);
  });

  it('gives a share of listings weekly and monthly discounts, and a mix of cancellation policies', async () => {
    const rows = await db().select().from(items);
    const discounted = rows.filter((i) => i.weeklyDiscountPercent > 0 || i.monthlyDiscountPercent > 0);
    expect(discounted.length / rows.length).toBeGreaterThan(0.3);
    expect(discounted.length / rows.length).toBeLessThan(0.6);
    expect(rows.some((i) => i.weeklyDiscountPercent > 0 && i.monthlyDiscountPercent > 0)).toBe(true);
    for (const item of rows) {
      const longest = item.maxRentalDays ?? MAX_RENTAL_DAYS;
      if (item.monthlyDiscountPercent > 0) {
        expect(item.monthlyDiscountPercent).toBeGreaterThanOrEqual(item.weeklyDiscountPercent);
        expect(longest).toBeGreaterThanOrEqual(MONTHLY_DISCOUNT_DAYS);
      }
      if (item.weeklyDiscountPercent > 0) expect(longest).toBeGreaterThanOrEqual(WEEKLY_DISCOUNT_DAYS);
    }
    const policies = rows.map((i) => i.cancellationPolicy);
    for (const policy of CANCELLATION_POLICIES) {
      expect(policies.filter((p) => p === policy).length, policy).toBeGreaterThanOrEqual(rows.length / 5);
    }
  });

  it('features four newest items from different categories', async () => {
    const newest = await db()
      .select({ categoryId: items.categoryId, isAvailable: items.isAvailable })
      .from(items)
      .orderBy(sql`${items.createdAt} DESC`)
      .limit(4);
    expect(new Set(newest.map((i) => i.categoryId)).size).toBe(4);
    expect(newest.every((i) => i.isAvailable)).toBe(true);
  });

  it('has one blocked account, whose listing is out of the marketplace, and the audit record of the block', async () => {
    const blocked = await db().select().from(users).where(sql`${users.suspendedAt} IS NOT NULL`);
    expect(blocked).toHaveLength(1);
    expect(blocked[0]!.suspensionReason).toBeTruthy();
    const [listing] = await db().select().from(items).where(eq(items.ownerId, blocked[0]!.id));
    expect(listing).toBeDefined();
    const [audit] = await db().select().from(adminAuditLog).where(eq(adminAuditLog.targetId, blocked[0]!.id));
    expect(audit).toMatchObject({ action: 'user.suspend', reason: blocked[0]!.suspensionReason });
    const [admin] = await db().select().from(users).where(eq(users.isAdmin, true));
    expect(audit!.adminId).toBe(admin!.id);
  });

  it('has bookings in every status, priced and dated consistently', async () => {
    const rows = await db().select().from(bookings);
    const itemRows = new Map((await db().select().from(items)).map((i) => [i.id, i]));
    const userRows = new Map((await db().select().from(users)).map((u) => [u.id, u]));
    expect(rows.length).toBeGreaterThanOrEqual(40);
    // Every status but awaiting_payment: an unpaid request lapses within minutes, and none is seeded.
    expect(new Set(rows.map((b) => b.status))).toEqual(
      new Set(BOOKING_STATUSES.filter((status) => status !== 'awaiting_payment')),
    );
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Riyadh' }).format(new Date());
    for (const b of rows) {
      const item = itemRows.get(b.itemId)!;
      expect(b.ownerId).toBe(item.ownerId);
      expect(b.renterId).not.toBe(b.ownerId);
      expect(b.dailyRate).toBe(item.dailyRate);
      // Priced as a request of the listing is, and bound by its policy: the demo's businesses are
      // registered for VAT and charge it on their rentals; Ajjir is the deemed supplier of the rest.
      const ownerVat = vatRegistrationOf(userRows.get(b.ownerId)!);
      expect(b.ownerVatNumber).toBe(ownerVat?.vatNumber ?? null);
      expect(priceOfBooking(b)).toEqual(
        priceBreakdown(
          {
            dailyRateHalalas: toHalalas(item.dailyRate),
            days: chargedDays(b.startDate, b.endDate),
            weeklyDiscountPercent: item.weeklyDiscountPercent,
            monthlyDiscountPercent: item.monthlyDiscountPercent,
            rentalVatBy: ownerVat ? 'owner' : 'platform',
            depositHalalas: 0,
          },
          DEFAULT_FEE_RATES,
        ),
      );
      expect(b.cancellationPolicy).toBe(item.cancellationPolicy);
      // What the previous release still reads (docs/operations.md, "Retiring bookings.total_cost").
      expect(b.totalCost).toBe(fromHalalas(priceOfBooking(b).subtotal));
      expect(b.cancelledLate).toBe(
        b.status === 'cancelled'
          ? cancelsLate({ policy: item.cancellationPolicy, startDate: b.startDate, now: b.updatedAt })
          : null,
      );
      expect(b.createdAt.getTime()).toBeGreaterThan(item.createdAt.getTime());
      if (b.status === 'completed') expect(b.endDate < today).toBe(true);
      if (b.status === 'active') expect(b.startDate <= today && today <= b.endDate).toBe(true);
      if (b.status === 'confirmed' || b.status === 'pending') expect(b.startDate > today).toBe(true);
    }
  });

  it('gives the demo accounts a story: Sara rents, Fahad has requests waiting', async () => {
    const [sara] = await db().select().from(users).where(eq(users.email, 'sara@ajjir.sa'));
    const [fahad] = await db().select().from(users).where(eq(users.email, 'fahad@ajjir.sa'));
    const saraStatuses = new Set(
      (await db().select().from(bookings).where(eq(bookings.renterId, sara!.id))).map((b) => b.status),
    );
    for (const status of ['completed', 'active', 'confirmed', 'pending', 'cancelled'] as const) {
      expect(saraStatuses).toContain(status);
    }
    const fahadRequests = await db().select().from(bookings).where(eq(bookings.ownerId, fahad!.id));
    expect(fahadRequests.filter((b) => b.status === 'pending').length).toBeGreaterThanOrEqual(2);
    expect(
      (await db().select().from(items).where(eq(items.ownerId, fahad!.id))).length,
    ).toBeGreaterThanOrEqual(3);
    const unreadForSara = await db()
      .select()
      .from(messages)
      .where(
        sql`${messages.receiverId} = ${sara!.id} AND ${messages.senderId} = ${fahad!.id} AND NOT ${messages.isRead}`,
      );
    expect(unreadForSara.length).toBeGreaterThan(0);
  });

  it('has reviews of both kinds after completed rentals', async () => {
    const rows = await db().select().from(reviews);
    const bookingRows = new Map((await db().select().from(bookings)).map((b) => [b.id, b]));
    expect(rows.some((r) => r.type === 'renter_to_owner')).toBe(true);
    expect(rows.some((r) => r.type === 'owner_to_renter')).toBe(true);
    for (const r of rows) {
      const booking = bookingRows.get(r.bookingId!)!;
      expect(booking.status).toBe('completed');
      expect(r.publishedAt).not.toBeNull();
      expect(r.createdAt.toISOString().slice(0, 10) >= booking.endDate).toBe(true);
      if (r.type === 'renter_to_owner') expect(r.itemId).toBe(booking.itemId);
      expect(r.rating).toBeGreaterThanOrEqual(3);
    }
  });

  it('stores rating aggregates that agree with the reviews', async () => {
    const reviewRows = await db().select().from(reviews);
    const expected = (rows: typeof reviewRows) => ({
      rating: rows.length ? rows.reduce((s, r) => s + r.rating, 0) / rows.length : 0,
      totalReviews: rows.length,
    });
    for (const item of await db().select().from(items)) {
      const mine = expected(reviewRows.filter((r) => r.type === 'renter_to_owner' && r.itemId === item.id));
      expect(item.totalReviews).toBe(mine.totalReviews);
      expect(Number(item.rating)).toBeCloseTo(mine.rating, 2);
    }
    for (const user of await db().select().from(users)) {
      const mine = expected(reviewRows.filter((r) => r.revieweeId === user.id));
      expect(user.totalReviews).toBe(mine.totalReviews);
      expect(Number(user.rating)).toBeCloseTo(mine.rating, 2);
    }
  });

  it('has conversations with unread messages, and notifications', async () => {
    const rows = await db().select().from(messages);
    const pairs = new Set(rows.map((m) => [m.senderId, m.receiverId].sort().join('|')));
    expect(pairs.size).toBeGreaterThanOrEqual(10);
    expect(rows.length).toBeGreaterThanOrEqual(35);
    expect(rows.some((m) => !m.isRead)).toBe(true);
    expect(rows.some((m) => m.bookingId)).toBe(true);
    expect(rows.some((m) => m.itemId)).toBe(true);
    const notes = await db().select().from(notifications);
    expect(notes.length).toBeGreaterThanOrEqual(3);
    expect(notes.some((n) => n.readAt === null)).toBe(true);
  });

  it('words every notification as the app does, with a link to where it leads', async () => {
    const notes = await db().select().from(notifications);
    for (const note of notes) {
      expect(NOTIFICATION_TYPES).toContain(note.type);
      const data = note.data as NotificationData;
      const text = notificationTexts(note.type as NotificationType, data);
      expect(data.actorName).toBeTruthy();
      if (note.type === 'new_message') {
        expect(note.link).toBe(`/messages?with=${data.senderId}`);
        expect(data.count).toBeGreaterThanOrEqual(1);
        expect(text.en).toContain(data.actorName);
      } else {
        expect(note.link).toMatch(/^\/profile\?tab=(requests|bookings|reviews)$/);
        expect(data.itemTitle).toBeTruthy();
        if (note.type !== 'review_received') expect(text.ar).toContain(data.itemTitle);
      }
    }
  });

  it('does nothing the second time', async () => {
    const before = await tableCounts();
    expect(await seedDemo(database.db)).toEqual({ seeded: false });
    expect(await tableCounts()).toEqual(before);
  });
});

describe('buildDemoPlan', () => {
  const saudiDate = (instant: Date) =>
    new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Riyadh' }).format(instant);

  it('is deterministic for a given moment', () => {
    const now = new Date('2030-03-10T12:00:00Z');
    expect(buildDemoPlan({ now, passwordHash: 'h' })).toEqual(buildDemoPlan({ now, passwordHash: 'h' }));
  });

  it('keeps its dates right at every hour of the day', () => {
    for (let hour = 0; hour < 48; hour++) {
      const now = new Date(Date.UTC(2030, 2, 10, hour, 17));
      const today = saudiDate(now);
      const plan = buildDemoPlan({ now, passwordHash: 'h' });
      const holding = new Map<string, [string, string][]>();
      for (const b of plan.bookings) {
        expect(b.createdAt!.getTime()).toBeLessThanOrEqual(b.updatedAt!.getTime());
        expect(b.updatedAt!.getTime()).toBeLessThanOrEqual(now.getTime());
        if (b.status === 'completed') expect(b.endDate < today).toBe(true);
        if (b.status === 'active') expect(b.startDate <= today && today <= b.endDate).toBe(true);
        if (b.status === 'confirmed' || b.status === 'pending') expect(b.startDate > today).toBe(true);
        if (b.status !== 'confirmed' && b.status !== 'active') continue;
        const taken = holding.get(b.itemId) ?? [];
        for (const [start, end] of taken) expect(b.endDate < start || b.startDate > end).toBe(true);
        holding.set(b.itemId, [...taken, [b.startDate, b.endDate]]);
      }
      for (const row of [...plan.reviews, ...plan.messages, ...plan.notifications]) {
        expect(row.createdAt!.getTime()).toBeLessThanOrEqual(now.getTime());
      }
    }
  });
});
