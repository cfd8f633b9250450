import type { Booking, Review } from '@shared/api-types';
import { REVIEW_WINDOW_DAYS } from '@shared/constants';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings, items, notifications, reviews, users } from '../../db/schema';
import { createBooking, createItem, createSignedInUser, createUser } from '../../test/fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';
import { SESSION_COOKIE } from '../auth/sessions';

let t: TestApp;
type SignedIn = Awaited<ReturnType<typeof createSignedInUser>>;
let owner: SignedIn;
let renter: SignedIn;
let stranger: SignedIn;
beforeAll(async () => {
  t = await createTestApp();
  owner = await createSignedInUser(t.app, t.database.db, {
    accountType: 'business',
    companyName: 'Fahad Rentals',
  });
  renter = await createSignedInUser(t.app, t.database.db, { firstName: 'Sara', lastName: 'Ali' });
  stranger = await createSignedInUser(t.app, t.database.db);
});
afterAll(() => t.close());

const db = () => t.database.db;
const as = (cookie: string) => ({ cookies: { [SESSION_COOKIE]: cookie } });
const DAY_MS = 24 * 60 * 60 * 1000;

/** A rental of a new item of `lender`'s by `borrower`, returned `daysAgo` days ago (or in another status). */
async function rental(
  options: { lender?: SignedIn; borrower?: SignedIn; daysAgo?: number; status?: Booking['status'] } = {},
) {
  const { lender = owner, borrower = renter, daysAgo = 1, status = 'completed' } = options;
  const item = await createItem(db(), lender.user.id);
  const booking = await createBooking(db(), item, borrower.user.id, {
    status,
    startDate: '2026-01-10',
    endDate: '2026-01-12',
    completedAt: status === 'completed' ? new Date(Date.now() - daysAgo * DAY_MS) : null,
  });
  return { item, booking };
}

const review = (who: SignedIn | null, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/reviews', payload, ...(who && as(who.cookie)) });
const reviewsOf = async (query: string) => (await t.app.inject(`/api/reviews?${query}`)).json<Review[]>();
const bookingAs = async (who: SignedIn, id: string) =>
  (await t.app.inject({ url: `/api/bookings/${id}`, ...as(who.cookie) })).json<Booking>();
const ratingOf = async (table: typeof users | typeof items, id: string) => {
  const [row] = await db()
    .select({ rating: table.rating, totalReviews: table.totalReviews })
    .from(table)
    .where(eq(table.id, id));
  return row!;
};
const reviewNotices = (userIds: string[], bookingId: string) =>
  db()
    .select()
    .from(notifications)
    .where(
      and(
        inArray(notifications.userId, userIds),
        eq(notifications.type, 'review_received'),
        sql`${notifications.data}->>'bookingId' = ${bookingId}`,
      ),
    );

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

  it('answers none for a blocked member and their listings, as for an unknown id', async () => {
    const db = t.database.db;
    const blocked = await createUser(db, { firstName: 'Blocked' });
    const reviewer = await createUser(db);
    const item = await createItem(db, blocked.id);
    const booking = await createBooking(db, item, reviewer.id, { status: 'completed' });
    await db.insert(reviews).values({
      bookingId: booking.id,
      itemId: item.id,
      reviewerId: reviewer.id,
      revieweeId: blocked.id,
      type: 'renter_to_owner',
      rating: 2,
      comment: 'Visible until the block',
      publishedAt: new Date(),
    });
    expect(await reviewsOf(`itemId=${item.id}`)).toHaveLength(1);
    expect(await reviewsOf(`userId=${blocked.id}`)).toHaveLength(1);

    await db.update(users).set({ suspendedAt: new Date() }).where(eq(users.id, blocked.id));
    for (const query of [`itemId=${item.id}`, `userId=${blocked.id}`, `itemId=${crypto.randomUUID()}`]) {
      const res = await t.app.inject(`/api/reviews?${query}`);
      expect([res.statusCode, res.json()], query).toEqual([200, []]);
    }
    // The reviewer's own received reviews are untouched.
    expect((await t.app.inject(`/api/reviews?userId=${reviewer.id}`)).statusCode).toBe(200);
  });

  it('needs exactly one of itemId and userId', async () => {
    for (const query of ['', '?itemId=x', `?itemId=${crypto.randomUUID()}&userId=${crypto.randomUUID()}`]) {
      expect((await t.app.inject(`/api/reviews${query}`)).statusCode, query).toBe(400);
    }
  });
});

describe('POST /api/reviews', () => {
  it('asks a visitor to sign in', async () => {
    const { booking } = await rental();
    const res = await review(null, { bookingId: booking.id, rating: 5 });
    expect(res.statusCode).toBe(401);
  });

  it.each([0, 6, 2.5, 'x', null])(
    'refuses the rating %o with rating_invalid, storing nothing',
    async (rating) => {
      const { booking } = await rental();
      const res = await review(renter, { bookingId: booking.id, rating, comment: 'Fine' });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual([
        expect.objectContaining({ path: 'rating', code: 'rating_invalid' }),
      ]);
      expect(await db().select().from(reviews).where(eq(reviews.bookingId, booking.id))).toEqual([]);
    },
  );

  it('refuses a comment over the length limit with too_long', async () => {
    const { booking } = await rental();
    const res = await review(renter, { bookingId: booking.id, rating: 4, comment: 'a'.repeat(1001) });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([expect.objectContaining({ path: 'comment', code: 'too_long' })]);
  });

  it('answers 404 for a booking that does not exist, 403 for anyone but its two sides', async () => {
    expect((await review(renter, { bookingId: crypto.randomUUID(), rating: 5 })).statusCode).toBe(404);
    const { booking } = await rental();
    const res = await review(stranger, { bookingId: booking.id, rating: 5 });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({
      code: 'forbidden',
      message: 'Only the renter and the owner of this booking can review it',
    });
  });

  it.each(['pending', 'confirmed', 'active', 'cancelled'] as const)(
    'refuses a %s booking with 409',
    async (status) => {
      const { booking } = await rental({ status });
      const res = await review(renter, { bookingId: booking.id, rating: 5 });
      expect(res.statusCode).toBe(409);
      expect(res.json().code).toBe('booking_not_completed');
      expect((await bookingAs(renter, booking.id)).review).toEqual({
        canReview: false,
        deadline: null,
        mine: null,
      });
    },
  );

  it('keeps the first review hidden until the other side writes, then publishes both and rates both', async () => {
    const { item, booking } = await rental();
    const before = await bookingAs(renter, booking.id);
    const [completed] = await db().select().from(bookings).where(eq(bookings.id, booking.id));
    const deadline = new Date(completed!.completedAt!.getTime() + REVIEW_WINDOW_DAYS * DAY_MS).toISOString();
    expect(before.review).toEqual({ canReview: true, deadline, mine: null });

    const first = await review(renter, {
      bookingId: booking.id,
      rating: 4,
      comment: '  Clean and complete  ',
    });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({
      rating: 4,
      comment: 'Clean and complete',
      type: 'renter_to_owner',
      itemId: item.id,
      published: false,
      reviewer: { id: renter.user.id, firstName: 'Sara', lastName: 'Ali' },
    });
    // Hidden: in no list, in no rating, and nobody told yet.
    expect(await reviewsOf(`itemId=${item.id}`)).toEqual([]);
    expect(await reviewsOf(`userId=${owner.user.id}`)).toEqual([]);
    expect(await ratingOf(items, item.id)).toEqual({ rating: '0.00', totalReviews: 0 });
    const ownerBefore = await ratingOf(users, owner.user.id);
    expect(await reviewNotices([owner.user.id, renter.user.id], booking.id)).toEqual([]);
    // The renter sees what they wrote; the owner may still write theirs.
    expect((await bookingAs(renter, booking.id)).review).toEqual({
      canReview: false,
      deadline,
      mine: { rating: 4, comment: 'Clean and complete', createdAt: first.json().createdAt },
    });
    expect((await bookingAs(owner, booking.id)).review).toEqual({ canReview: true, deadline, mine: null });
    const renterList = (await t.app.inject({ url: '/api/bookings?as=renter', ...as(renter.cookie) })).json<
      Booking[]
    >();
    expect(renterList.find((b) => b.id === booking.id)!.review.mine).toMatchObject({ rating: 4 });

    const second = await review(owner, { bookingId: booking.id, rating: 5, comment: 'Careful renter' });
    expect(second.statusCode).toBe(201);
    expect(second.json()).toMatchObject({ type: 'owner_to_renter', published: true, itemId: item.id });

    expect((await reviewsOf(`itemId=${item.id}`)).map((r) => r.comment)).toEqual(['Clean and complete']);
    expect((await reviewsOf(`userId=${owner.user.id}`)).map((r) => r.comment)).toContain(
      'Clean and complete',
    );
    expect((await reviewsOf(`userId=${renter.user.id}`)).map((r) => r.comment)).toContain('Careful renter');
    expect(await ratingOf(items, item.id)).toEqual({ rating: '4.00', totalReviews: 1 });
    expect((await ratingOf(users, owner.user.id)).totalReviews).toBe(ownerBefore.totalReviews + 1);
    expect((await bookingAs(owner, booking.id)).review).toMatchObject({
      canReview: false,
      mine: { rating: 5, comment: 'Careful renter' },
    });

    // Each reviewee is told, by the reviewer's name, once.
    const notices = await reviewNotices([owner.user.id, renter.user.id], booking.id);
    expect(
      notices.map((n) => [n.userId, (n.data as { actorName?: string }).actorName, n.link]).sort(),
    ).toEqual(
      [
        [owner.user.id, 'Sara Ali', '/profile?tab=reviews'],
        [renter.user.id, 'Fahad Rentals', '/profile?tab=reviews'],
      ].sort(),
    );

    // Once per side.
    const again = await review(renter, { bookingId: booking.id, rating: 1 });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      code: 'already_reviewed',
      message: 'You have already reviewed this booking',
    });
    expect((await db().select().from(reviews).where(eq(reviews.bookingId, booking.id))).length).toBe(2);
  });

  it('refuses a review after the window has closed', async () => {
    const { booking } = await rental({ daysAgo: REVIEW_WINDOW_DAYS + 1 });
    const res = await review(renter, { bookingId: booking.id, rating: 5 });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'review_window_closed',
      message: 'The review window has closed',
    });
    expect((await bookingAs(renter, booking.id)).review).toMatchObject({ canReview: false, mine: null });
    expect((await bookingAs(renter, booking.id)).review.deadline).not.toBeNull();
  });

  it('derives the type and the reviewee, whatever the body says', async () => {
    const { booking } = await rental();
    const res = await review(owner, {
      bookingId: booking.id,
      rating: 3,
      type: 'renter_to_owner',
      revieweeId: stranger.user.id,
      reviewerId: renter.user.id,
    });
    expect(res.statusCode).toBe(201);
    const [stored] = await db().select().from(reviews).where(eq(reviews.bookingId, booking.id));
    expect(stored).toMatchObject({
      type: 'owner_to_renter',
      reviewerId: owner.user.id,
      revieweeId: renter.user.id,
      publishedAt: null,
    });
  });

  it('rates a person by every published review they received, and an item by its renters’ reviews only', async () => {
    const lender = await createSignedInUser(t.app, db());
    const borrowers = [
      await createSignedInUser(t.app, db()),
      await createSignedInUser(t.app, db()),
      await createSignedInUser(t.app, db()),
    ];
    const first = await rental({ lender, borrower: borrowers[0] });
    const second = await rental({ lender, borrower: borrowers[1] });
    const third = await rental({ lender, borrower: borrowers[2] });
    // The second is of the first's item.
    await db().update(bookings).set({ itemId: first.item.id }).where(eq(bookings.id, second.booking.id));
    const ratings: [typeof first, SignedIn, number, number][] = [
      [first, borrowers[0]!, 5, 1],
      [second, borrowers[1]!, 4, 2],
      [third, borrowers[2]!, 2, 5],
    ];
    for (const [{ booking }, borrower, renterRating, ownerRating] of ratings) {
      expect((await review(borrower, { bookingId: booking.id, rating: renterRating })).statusCode).toBe(201);
      expect((await review(lender, { bookingId: booking.id, rating: ownerRating })).statusCode).toBe(201);
    }
    expect(await ratingOf(users, lender.user.id)).toEqual({ rating: '3.67', totalReviews: 3 });
    expect(await ratingOf(items, first.item.id)).toEqual({ rating: '4.50', totalReviews: 2 });
    expect(await ratingOf(items, third.item.id)).toEqual({ rating: '2.00', totalReviews: 1 });
    expect(await ratingOf(items, second.item.id)).toEqual({ rating: '0.00', totalReviews: 0 });
    expect(await ratingOf(users, borrowers[1]!.user.id)).toEqual({ rating: '2.00', totalReviews: 1 });
    expect((await reviewsOf(`userId=${lender.user.id}`)).map((r) => r.rating).sort()).toEqual([2, 4, 5]);
    expect((await reviewsOf(`itemId=${first.item.id}`)).map((r) => r.type)).toEqual([
      'renter_to_owner',
      'renter_to_owner',
    ]);
  });

  it('publishes both correctly when the two sides write at the same moment', async () => {
    const { item, booking } = await rental();
    const [a, b] = await Promise.all([
      review(renter, { bookingId: booking.id, rating: 5 }),
      review(owner, { bookingId: booking.id, rating: 4 }),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([201, 201]);
    expect([a.json().published, b.json().published].sort()).toEqual([false, true]);
    const stored = await db().select().from(reviews).where(eq(reviews.bookingId, booking.id));
    expect(stored.every((row) => row.publishedAt !== null)).toBe(true);
    expect(await ratingOf(items, item.id)).toEqual({ rating: '5.00', totalReviews: 1 });
  });
});
