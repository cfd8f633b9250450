import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Review } from '../../../shared/api-types';
import { reviews } from '../../db/schema';
import { createBooking, createItem, createUser } from '../../test/fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /api/reviews', () => {
  it('answers the published reviews of an item or of a person, newest first, with the reviewer', async () => {
    const db = t.database.db;
    const owner = await createUser(db, { firstName: 'Fahad' });
    const renter = await createUser(db, { firstName: 'Sara', lastName: 'Alamri' });
    const item = await createItem(db, owner.id);
    const booking = await createBooking(db, item, renter.id, { status: 'completed' });
    const day = (n: number) => new Date(Date.UTC(2026, 5, n));
    await db.insert(reviews).values([
      {
        bookingId: booking.id,
        itemId: item.id,
        reviewerId: renter.id,
        revieweeId: owner.id,
        type: 'renter_to_owner',
        rating: 5,
        comment: 'ممتازة',
        publishedAt: day(3),
        createdAt: day(2),
      },
      {
        bookingId: booking.id,
        itemId: item.id,
        reviewerId: owner.id,
        revieweeId: renter.id,
        type: 'owner_to_renter',
        rating: 4,
        comment: 'Careful renter',
        publishedAt: day(3),
        createdAt: day(3),
      },
      {
        itemId: item.id,
        reviewerId: renter.id,
        revieweeId: owner.id,
        type: 'renter_to_owner',
        rating: 1,
        comment: 'Not yet published',
        createdAt: day(4),
      },
    ]);

    const ofItem = await t.app.inject(`/api/reviews?itemId=${item.id}`);
    expect(ofItem.statusCode).toBe(200);
    expect(ofItem.json<Review[]>()).toEqual([
      expect.objectContaining({
        rating: 5,
        comment: 'ممتازة',
        type: 'renter_to_owner',
        reviewer: { id: renter.id, firstName: 'Sara', lastName: 'Alamri', profilePicture: null },
      }),
    ]);
    const ofRenter = await t.app.inject(`/api/reviews?userId=${renter.id}`);
    expect(ofRenter.json<Review[]>().map((review) => review.comment)).toEqual(['Careful renter']);
    expect(JSON.stringify(ofItem.json())).not.toMatch(/email|password/);
  });

  it('needs exactly one of itemId and userId', async () => {
    for (const query of ['', '?itemId=x', `?itemId=${crypto.randomUUID()}&userId=${crypto.randomUUID()}`]) {
      expect((await t.app.inject(`/api/reviews${query}`)).statusCode, query).toBe(400);
    }
  });
});
