import type { SiteStats } from '@shared/api-types';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reviews } from '../../db/schema';
import { createBooking, createItem, createUser } from '../../test/fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const stats = async () => {
  const res = await t.app.inject('/api/site/stats');
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['cache-control']).toBe('public, max-age=600');
  return res.json<SiteStats>();
};

describe('GET /api/site/stats', () => {
  it('counts completed rentals and averages published reviews, from the database, for anyone', async () => {
    expect(await stats()).toEqual({ completedRentals: 0, reviewCount: 0, averageRating: null });

    const db = t.database.db;
    const owner = await createUser(db);
    const renter = await createUser(db);
    const item = await createItem(db, owner.id);
    const done = [];
    for (const month of ['01', '02', '03']) {
      const dates = { startDate: `2031-${month}-01`, endDate: `2031-${month}-02` };
      done.push(
        await createBooking(db, item, renter.id, { ...dates, status: 'completed', completedAt: new Date() }),
      );
    }
    await createBooking(db, item, renter.id, {
      startDate: '2031-04-01',
      endDate: '2031-04-02',
      status: 'pending',
    });
    const review = (bookingId: string, rating: number, published: boolean, byOwner = false) => ({
      bookingId,
      itemId: item.id,
      reviewerId: byOwner ? owner.id : renter.id,
      revieweeId: byOwner ? renter.id : owner.id,
      type: byOwner ? ('owner_to_renter' as const) : ('renter_to_owner' as const),
      rating,
      publishedAt: published ? new Date() : null,
    });
    await db
      .insert(reviews)
      .values([
        review(done[0]!.id, 5, true),
        review(done[0]!.id, 4, true, true),
        review(done[1]!.id, 4, true),
        review(done[2]!.id, 1, false),
      ]);

    // (5 + 4 + 4) / 3 = 4.33: the unpublished review and the pending booking do not count.
    expect(await stats()).toEqual({ completedRentals: 3, reviewCount: 3, averageRating: 4.3 });
  });
});
