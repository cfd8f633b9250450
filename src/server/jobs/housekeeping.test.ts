import { REVIEW_WINDOW_DAYS } from '@shared/constants';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { selectRows } from '../db/client';
import {
  bookings,
  gatewayWebhooks,
  items,
  liveEvents,
  notifications,
  passwordResetTokens,
  rateLimits,
  reviews,
  sessions,
  users,
} from '../db/schema';
import { publishClosedReviews, writeReview } from '../features/reviews/reviews.service';
import { createBooking, createItem, createUser } from '../test/fixtures';
import { createTestApp, type TestApp } from '../test/test-app';
import { purgeExpired } from './housekeeping';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('purgeExpired', () => {
  it('deletes expired sessions, spent reset tokens, old rate-limit windows, day-old live events and month-old webhook deliveries, and keeps the rest', async () => {
    const db = t.database.db;
    const user = await createUser(db);
    const hour = 3_600_000;
    const now = Date.now();
    await db.insert(sessions).values([
      { idHash: 'expired', userId: user.id, expiresAt: new Date(now - 1000) },
      { idHash: 'live', userId: user.id, expiresAt: new Date(now + hour) },
    ]);
    await db.insert(passwordResetTokens).values([
      { userId: user.id, tokenHash: 'old-expired', expiresAt: new Date(now - 25 * hour) },
      {
        userId: user.id,
        tokenHash: 'used-long-ago',
        expiresAt: new Date(now + hour),
        usedAt: new Date(now - 25 * hour),
      },
      { userId: user.id, tokenHash: 'live', expiresAt: new Date(now + hour) },
    ]);
    await db.insert(rateLimits).values([
      { key: 'old', windowStartedAt: new Date(now - 25 * hour) },
      { key: 'current', windowStartedAt: new Date(now) },
    ]);

    await db.insert(liveEvents).values([
      { userId: user.id, type: 'old', data: {}, createdAt: new Date(now - 25 * hour) },
      { userId: user.id, type: 'recent', data: {}, createdAt: new Date(now - hour) },
    ]);

    await db.insert(gatewayWebhooks).values([
      { id: 'month-old', type: 'payment_paid', receivedAt: new Date(now - 31 * 24 * hour) },
      { id: 'this-week', type: 'payment_paid', receivedAt: new Date(now - 6 * 24 * hour) },
    ]);

    await purgeExpired(db);

    const left = async (table: string, column: string) =>
      (await selectRows<{ k: string }>(db, sql.raw(`SELECT ${column} AS k FROM ${table} ORDER BY 1`))).map(
        (r) => r.k,
      );
    expect(await left('sessions', 'id_hash')).toEqual(['live']);
    expect(await left('password_reset_tokens', 'token_hash')).toEqual(['live']);
    expect(await left('rate_limits', 'key')).toEqual(['current']);
    expect(await left('live_events', 'type')).toEqual(['recent']);
    expect(await left('gateway_webhooks', 'id')).toEqual(['this-week']);
  });
});

describe('publishClosedReviews', () => {
  const DAY_MS = 24 * 60 * 60 * 1000;

  it('publishes a lone review once its window has closed, rates its reviewee and item and tells the reviewee', async () => {
    const db = t.database.db;
    const owner = await createUser(db);
    const renter = await createUser(db, { firstName: 'Sara', lastName: 'Ali' });
    const item = await createItem(db, owner.id);
    const closing = await createBooking(db, item, renter.id, {
      status: 'completed',
      completedAt: new Date(),
    });
    const open = await createBooking(db, item, renter.id, {
      status: 'completed',
      completedAt: new Date(),
      startDate: '2030-02-10',
      endDate: '2030-02-12',
    });
    await db.transaction((tx) =>
      writeReview(tx, renter, { bookingId: closing.id, rating: 3, comment: null }),
    );
    await db.transaction((tx) => writeReview(tx, owner, { bookingId: open.id, rating: 5, comment: null }));
    expect(await publishClosedReviews(db)).toBe(0);

    // The first booking's window closes.
    await db
      .update(bookings)
      .set({ completedAt: new Date(Date.now() - (REVIEW_WINDOW_DAYS + 1) * DAY_MS) })
      .where(eq(bookings.id, closing.id));
    // The hourly job runs, as the worker would run it.
    await t.app.jobs.scheduleRecurring();
    await t.drainJobs();

    const stored = await db.select().from(reviews).where(eq(reviews.itemId, item.id));
    expect(stored.map((r) => [r.bookingId, r.publishedAt !== null]).sort()).toEqual(
      [
        [closing.id, true],
        [open.id, false],
      ].sort(),
    );
    const [ownerRow] = await db.select().from(users).where(eq(users.id, owner.id));
    expect([ownerRow!.rating, ownerRow!.totalReviews]).toEqual(['3.00', 1]);
    const [itemRow] = await db.select().from(items).where(eq(items.id, item.id));
    expect([itemRow!.rating, itemRow!.totalReviews]).toEqual(['3.00', 1]);
    const [renterRow] = await db.select().from(users).where(eq(users.id, renter.id));
    expect([renterRow!.rating, renterRow!.totalReviews]).toEqual(['0.00', 0]);
    const told = await db
      .select()
      .from(notifications)
      .where(and(eq(notifications.type, 'review_received'), eq(notifications.userId, owner.id)));
    expect(told).toEqual([
      expect.objectContaining({
        link: '/profile?tab=reviews',
        data: expect.objectContaining({ bookingId: closing.id, actorName: 'Sara Ali' }),
      }),
    ]);

    // Nothing more to do the next hour.
    expect(await publishClosedReviews(db)).toBe(0);
  });
});

describe('the hourly jobs', () => {
  it('are added once an hour, whoever asks, and purge, expire and publish when they run', async () => {
    const db = t.database.db;
    const user = await createUser(db);
    await db
      .insert(sessions)
      .values({ idHash: 'expired-before-the-hour', userId: user.id, expiresAt: new Date(0) });
    const hour = new Date('2020-05-05T10:00:00Z');
    await t.app.jobs.scheduleRecurring(hour);
    await t.app.jobs.scheduleRecurring(new Date('2020-05-05T10:59:00Z'));
    const added = await selectRows<{ queue: string }>(
      db,
      sql`SELECT queue FROM jobs WHERE key LIKE ${'%@2020-05-05T10:00:00.000Z'} ORDER BY queue`,
    );
    expect(added.map((row) => row.queue)).toEqual(
      expect.arrayContaining(['bookings.expire-stale', 'housekeeping.purge', 'reviews.publish']),
    );
    expect(new Set(added.map((row) => row.queue)).size).toBe(added.length);
    await t.drainJobs();
    const left = await db.select().from(sessions).where(eq(sessions.idHash, 'expired-before-the-hour'));
    expect(left).toEqual([]);
  });
});
