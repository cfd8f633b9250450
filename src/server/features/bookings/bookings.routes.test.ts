import type { Availability, Booking, Item } from '@shared/api-types';
import {
  addDays,
  BOOKING_HORIZON_DAYS,
  MAX_RENTAL_DAYS,
  systemReasonOf,
  todayInRiyadh,
} from '@shared/bookings';
import { REVIEW_WINDOW_DAYS } from '@shared/constants';
import { priceBreakdown, settlement } from '@shared/money';
import { and, asc, eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingEvents, bookings, messages, notifications, refunds, users } from '../../db/schema';
import { createBooking, createItem, createSignedInUser, createUser } from '../../test/fixtures';
import { expectLedgerSound } from '../../test/ledger-invariants';
import { HANDOVER_PHOTO } from '../../test/money-scenarios';
import { payForBooking, requestAndPay } from '../../test/payments';
import { createTestApp, type TestApp } from '../../test/test-app';
import { SESSION_COOKIE } from '../auth/sessions';

let t: TestApp;
let owner: Awaited<ReturnType<typeof createSignedInUser>>;
let renter: Awaited<ReturnType<typeof createSignedInUser>>;
let stranger: Awaited<ReturnType<typeof createSignedInUser>>;
const today = todayInRiyadh();
const day = (n: number) => addDays(today, n);

beforeAll(async () => {
  t = await createTestApp({ rateLimitFactor: 100 });
  owner = await createSignedInUser(t.app, t.database.db, { firstName: 'Fahad' });
  renter = await createSignedInUser(t.app, t.database.db, { firstName: 'Sara' });
  stranger = await createSignedInUser(t.app, t.database.db);
});
afterAll(() => t.close());

const as = (cookie: string) => ({ cookies: { [SESSION_COOKIE]: cookie } });

/** A fresh item of the owner's: 100 SAR a day, 300 deposit, 2 to 7 days, pickup or delivery. */
const newItem = (overrides: Parameters<typeof createItem>[2] = {}) =>
  createItem(t.database.db, owner.user.id, {
    dailyRate: '100.00',
    deposit: '300.00',
    minRentalDays: 2,
    maxRentalDays: 7,
    pickupOptions: ['pickup', 'delivery'],
    ...overrides,
  });

function book(cookie: string, body: Record<string, unknown>, headers: Record<string, string> = {}) {
  return t.app.inject({ method: 'POST', url: '/api/bookings', payload: body, headers, ...as(cookie) });
}
const act = (cookie: string, id: string, action: string, reason?: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/bookings/${id}/${action}`,
    ...(reason !== undefined && { payload: { reason } }),
    ...as(cookie),
  });
const statusOf = async (id: string) =>
  (await t.database.db.select({ status: bookings.status }).from(bookings).where(eq(bookings.id, id)))[0]
    ?.status;
/** Requested and paid through the sandbox: the request as it reached the owner. */
const paid = (cookie: string, body: Record<string, unknown>) => requestAndPay(t, cookie, body);
/**
 * The refunds of the rental's money: each listing here has a deposit, which comes back whole on
 * every ending before the rental (its own refund, checked by money-scenarios.test.ts).
 */
const refundsOf = (bookingId: string) =>
  t.database.db
    .select()
    .from(refunds)
    .where(and(eq(refunds.bookingId, bookingId), ne(refunds.reason, 'deposit')));
const requestsTo = async (userId: string, bookingId: string) =>
  (
    await t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, userId), eq(notifications.type, 'booking_requested')))
  ).filter((notice) => (notice.data as { bookingId?: string }).bookingId === bookingId);

describe('POST /api/bookings', () => {
  it('asks a visitor to sign in', async () => {
    const item = await newItem();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/bookings',
      payload: { itemId: item.id, startDate: day(2), endDate: day(4) },
    });
    expect(res.statusCode).toBe(401);
  });

  it('creates a request priced by the server awaiting payment, and tells the owner once paid', async () => {
    const item = await newItem();
    const res = await book(renter.cookie, {
      itemId: item.id,
      startDate: `${day(3)}T00:00:00.000Z`, // a client may send ISO timestamps
      endDate: day(6),
      pickupMethod: 'delivery',
      message: '  For a weekend trip  ',
      totalCost: '1.00',
      status: 'confirmed',
      renterId: stranger.user.id,
    });
    expect(res.statusCode).toBe(201);
    const booking = res.json<Booking>();
    expect(booking).toMatchObject({
      itemId: item.id,
      renterId: renter.user.id,
      ownerId: owner.user.id,
      startDate: day(3),
      endDate: day(6),
      days: 3,
      dailyRate: '100.00',
      deposit: '300.00',
      price: priceBreakdown(
        {
          dailyRateHalalas: 10_000,
          days: 3,
          weeklyDiscountPercent: 0,
          monthlyDiscountPercent: 0,
          rentalVatBy: 'platform',
          depositHalalas: 30_000,
        },
        t.app.config.fees,
      ),
      cancellationPolicy: 'flexible',
      status: 'awaiting_payment',
      pickupMethod: 'delivery',
      message: 'For a weekend trip',
      item: { id: item.id, title: item.title },
      owner: { firstName: 'Fahad' },
      renter: { firstName: 'Sara' },
    });
    // Days × rate, stored for the previous release only: the answer no longer carries it.
    expect(booking).not.toHaveProperty('totalCost');
    const [stored] = await t.database.db.select().from(bookings).where(eq(bookings.id, booking.id));
    expect(stored?.totalCost).toBe('300.00');
    const eventsOf = () =>
      t.database.db
        .select()
        .from(bookingEvents)
        .where(eq(bookingEvents.bookingId, booking.id))
        .orderBy(asc(bookingEvents.createdAt));
    expect(await eventsOf()).toEqual([
      expect.objectContaining({ action: 'request', actorId: renter.user.id, toStatus: 'awaiting_payment' }),
    ]);
    // Unpaid, it is the renter's alone: the owner is not told and cannot see it.
    expect(await requestsTo(owner.user.id, booking.id)).toEqual([]);
    expect((await t.app.inject({ url: `/api/bookings/${booking.id}`, ...as(owner.cookie) })).statusCode).toBe(
      404,
    );

    expect((await payForBooking(t, booking.id, renter.cookie)).bookingStatus).toBe('pending');
    expect(await eventsOf()).toEqual([
      expect.objectContaining({ action: 'request', actorId: renter.user.id, toStatus: 'awaiting_payment' }),
      expect.objectContaining({
        action: 'pay',
        actorId: null,
        fromStatus: 'awaiting_payment',
        toStatus: 'pending',
      }),
    ]);
    expect(await requestsTo(owner.user.id, booking.id)).toEqual([
      expect.objectContaining({ link: `/bookings/${booking.id}` }),
    ]);
    const seen = await t.app.inject({ url: `/api/bookings/${booking.id}`, ...as(owner.cookie) });
    expect(seen.json<Booking>()).toMatchObject({ status: 'pending', price: { total: booking.price.total } });
  });

  it.each([
    [{ startDate: undefined }, 'startDate', 'dates_missing'],
    [{ startDate: 'tomorrow' }, 'startDate', 'date_invalid'],
    [{ startDate: 'past' }, 'startDate', 'start_in_past'],
    [{ endDate: 'before' }, 'endDate', 'end_before_start'],
    [{ endDate: 'one-day' }, 'endDate', 'rental_too_short'],
    [{ endDate: 'ten-days' }, 'endDate', 'rental_too_long'],
    [{ pickupMethod: 'drone' }, 'pickupMethod', 'invalid'],
  ])('refuses %o with a 400 naming %s (%s), writing nothing', async (override, path, code) => {
    const item = await newItem();
    const dates: Record<string, string | undefined> = { startDate: day(10), endDate: day(13) };
    const value = Object.values(override)[0];
    const key = Object.keys(override)[0]!;
    dates[key] =
      {
        past: day(-1),
        before: day(9),
        'one-day': day(11),
        'ten-days': day(20),
      }[value as string] ?? (value as string | undefined);
    const res = await book(renter.cookie, {
      itemId: item.id,
      pickupMethod: 'pickup',
      ...dates,
      ...(key === 'pickupMethod' && override),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toContainEqual(expect.objectContaining({ path, code }));
    expect(await t.database.db.select().from(bookings).where(eq(bookings.itemId, item.id))).toEqual([]);
  });

  it('refuses delivery when the owner does not deliver', async () => {
    const item = await newItem({ pickupOptions: ['pickup'] });
    const res = await book(renter.cookie, {
      itemId: item.id,
      startDate: day(2),
      endDate: day(4),
      pickupMethod: 'delivery',
    });
    expect(res.json().errors).toEqual([
      expect.objectContaining({ path: 'pickupMethod', code: 'pickup_not_offered' }),
    ]);
  });

  it('tells an owner "You own this", and hides items that are gone or whose owner is blocked', async () => {
    const item = await newItem();
    const own = await book(owner.cookie, { itemId: item.id, startDate: day(2), endDate: day(4) });
    expect(own.statusCode).toBe(403);
    expect(own.json()).toMatchObject({ code: 'own_item', message: 'You own this' });

    const blockedOwner = await createUser(t.database.db, { suspendedAt: new Date() });
    const ofBlocked = await createItem(t.database.db, blockedOwner.id);
    const removed = await newItem({ deletedAt: new Date() });
    for (const id of [ofBlocked.id, removed.id, '8a3c2d1e-0000-4000-8000-000000000000']) {
      expect((await book(renter.cookie, { itemId: id, startDate: day(2), endDate: day(4) })).statusCode).toBe(
        404,
      );
    }
    const paused = await newItem({ isAvailable: false });
    const ofPaused = await book(renter.cookie, { itemId: paused.id, startDate: day(2), endDate: day(4) });
    expect(ofPaused.statusCode).toBe(409);
    expect(ofPaused.json().code).toBe('item_unavailable');
  });

  it('refuses dates a confirmed booking or a block holds (409), but lets requests overlap each other', async () => {
    const item = await newItem();
    await createBooking(t.database.db, item, stranger.user.id, {
      startDate: day(10),
      endDate: day(12),
      status: 'confirmed',
    });
    const clash = await book(renter.cookie, { itemId: item.id, startDate: day(12), endDate: day(14) });
    expect(clash.statusCode).toBe(409);
    expect(clash.json()).toMatchObject({
      code: 'dates_taken',
      message: expect.stringMatching(/already booked/),
    });
    const after = await book(renter.cookie, { itemId: item.id, startDate: day(13), endDate: day(15) });
    expect(after.statusCode).toBe(201);
    const overlappingRequest = await book(stranger.cookie, {
      itemId: item.id,
      startDate: day(14),
      endDate: day(16),
    });
    expect(overlappingRequest.statusCode).toBe(201);

    await t.app.inject({
      method: 'PUT',
      url: `/api/items/${item.id}/blocked-dates`,
      payload: { ranges: [{ startDate: day(30), endDate: day(35), reason: 'Away' }] },
      ...as(owner.cookie),
    });
    const blocked = await book(renter.cookie, { itemId: item.id, startDate: day(34), endDate: day(37) });
    expect(blocked.statusCode).toBe(409);
    expect(blocked.json()).toMatchObject({
      code: 'dates_blocked',
      message: expect.stringMatching(/blocked/),
    });
  });

  it('confirms at once when paid on an item with instant booking, then refusing an overlap', async () => {
    const item = await newItem({ instantBooking: true });
    const first = await book(renter.cookie, { itemId: item.id, startDate: day(5), endDate: day(7) });
    expect(first.json().status).toBe('awaiting_payment');
    expect((await payForBooking(t, first.json<Booking>().id, renter.cookie)).bookingStatus).toBe('confirmed');
    expect(await statusOf(first.json<Booking>().id)).toBe('confirmed');
    const second = await book(stranger.cookie, { itemId: item.id, startDate: day(6), endDate: day(8) });
    expect(second.statusCode).toBe(409);
    expect(second.json().code).toBe('dates_taken');
  });

  it('acts once for one Idempotency-Key, and refuses the key for another request', async () => {
    const item = await newItem();
    const body = { itemId: item.id, startDate: day(20), endDate: day(22) };
    const headers = { 'idempotency-key': 'book-20-22-attempt-1' };
    const [first, second] = await Promise.all([
      book(renter.cookie, body, headers),
      book(renter.cookie, body, headers),
    ]);
    expect(first.statusCode).toBe(201);
    expect(second.statusCode).toBe(201);
    expect(second.json()).toEqual(first.json());
    expect(await t.database.db.select().from(bookings).where(eq(bookings.itemId, item.id))).toHaveLength(1);
    const reused = await book(renter.cookie, { ...body, endDate: day(23) }, headers);
    expect(reused.statusCode).toBe(400);
    expect(reused.json().message).toMatch(/another request/);
    expect((await book(renter.cookie, body, { 'idempotency-key': 'x' })).statusCode).toBe(400);
    // Another person's identical key is theirs alone.
    expect((await book(stranger.cookie, body, headers)).statusCode).toBe(201);
  });
});

describe('the life of a booking', () => {
  it('accept declines the other requests for those days, saying why, and tells their renters', async () => {
    const item = await newItem();
    const mine = await paid(renter.cookie, { itemId: item.id, startDate: day(10), endDate: day(12) });
    const theirs = await paid(stranger.cookie, { itemId: item.id, startDate: day(11), endDate: day(13) });
    const later = await paid(stranger.cookie, { itemId: item.id, startDate: day(14), endDate: day(16) });

    expect((await act(renter.cookie, mine.id, 'accept')).statusCode).toBe(403);
    expect((await act(stranger.cookie, mine.id, 'accept')).statusCode).toBe(404); // not their booking
    const accepted = await act(owner.cookie, mine.id, 'accept');
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toMatchObject({ status: 'confirmed' });

    const [declined] = await t.database.db.select().from(bookings).where(eq(bookings.id, theirs.id));
    expect(declined).toMatchObject({
      status: 'declined',
      statusReason: 'Another request for these dates was accepted',
    });
    expect(await statusOf(later.id)).toBe('pending');
    const again = await act(owner.cookie, mine.id, 'accept');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      code: 'booking_changed',
      message: 'This booking is confirmed, so it cannot be accepted now',
    });
    const told = await t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, stranger.user.id), eq(notifications.type, 'booking_declined')));
    expect(told.map((notice) => (notice.data as { bookingId: string }).bookingId)).toContain(theirs.id);
    // Declined for the owner's side: what they paid is owed back in full.
    expect(await refundsOf(theirs.id)).toEqual([
      expect.objectContaining({ amountHalalas: theirs.price.total, reason: 'owner_declined' }),
    ]);
    expect(await refundsOf(later.id)).toEqual([]);
  });

  it('hides a booking from people outside it', async () => {
    const item = await newItem();
    const booking = (
      await book(renter.cookie, { itemId: item.id, startDate: day(3), endDate: day(5) })
    ).json<Booking>();
    // Until it is paid, the owner is outside it too.
    expect((await t.app.inject({ url: `/api/bookings/${booking.id}`, ...as(owner.cookie) })).statusCode).toBe(
      404,
    );
    expect((await act(owner.cookie, booking.id, 'decline')).statusCode).toBe(404);
    await payForBooking(t, booking.id, renter.cookie);
    expect((await act(stranger.cookie, booking.id, 'cancel')).statusCode).toBe(404);
    expect(
      (await t.app.inject({ url: `/api/bookings/${booking.id}`, ...as(stranger.cookie) })).statusCode,
    ).toBe(404);
    expect((await t.app.inject({ url: `/api/bookings/${booking.id}`, ...as(owner.cookie) })).statusCode).toBe(
      200,
    );
    expect((await act(owner.cookie, booking.id, 'teleport')).statusCode).toBe(404);
  });

  it('goes from request to handed over to returned, each step recorded with who and why', async () => {
    const item = await newItem({ minRentalDays: 1 });
    const booking = await paid(renter.cookie, { itemId: item.id, startDate: day(0), endDate: day(2) });
    await act(owner.cookie, booking.id, 'accept');
    expect((await act(owner.cookie, booking.id, 'complete')).statusCode).toBe(409);
    // The listing has a deposit: the owner hands over once a photo of the item is on record.
    const bare = await act(owner.cookie, booking.id, 'start');
    expect([bare.statusCode, bare.json().code]).toEqual([409, 'handover_photo_required']);
    const photo = await t.app.inject({
      method: 'POST',
      url: `/api/bookings/${booking.id}/handover/reports`,
      payload: { stage: 'handover', photos: [HANDOVER_PHOTO] },
      ...as(owner.cookie),
    });
    expect(photo.statusCode, photo.body).toBe(201);
    const started = await act(owner.cookie, booking.id, 'start');
    expect(started.json()).toMatchObject({ status: 'active' });
    const completed = await act(owner.cookie, booking.id, 'complete');
    expect(completed.json()).toMatchObject({ status: 'completed' });
    // Returned now: each side may review it for REVIEW_WINDOW_DAYS from now.
    const [row] = await t.database.db.select().from(bookings).where(eq(bookings.id, booking.id));
    expect(Math.abs(row!.completedAt!.getTime() - Date.now())).toBeLessThan(60_000);
    const deadline = new Date(row!.completedAt!.getTime() + REVIEW_WINDOW_DAYS * 86_400_000).toISOString();
    expect(completed.json<Booking>().review).toEqual({ canReview: true, deadline, mine: null });
    const asRenter = await t.app.inject({ url: `/api/bookings/${booking.id}`, ...as(renter.cookie) });
    expect(asRenter.json<Booking>().review).toEqual({ canReview: true, deadline, mine: null });
    const events = await t.database.db
      .select()
      .from(bookingEvents)
      .where(eq(bookingEvents.bookingId, booking.id))
      .orderBy(asc(bookingEvents.createdAt));
    expect(events.map((event) => [event.action, event.fromStatus, event.toStatus, event.actorId])).toEqual([
      ['request', null, 'awaiting_payment', renter.user.id],
      ['pay', 'awaiting_payment', 'pending', null],
      ['accept', 'pending', 'confirmed', owner.user.id],
      ['start', 'confirmed', 'active', owner.user.id],
      ['complete', 'active', 'completed', owner.user.id],
    ]);
    // The booking's own answer says when each status was reached, for its timeline.
    expect(asRenter.json<Booking>().history).toEqual(
      events.map((event) => ({ status: event.toStatus, at: event.createdAt.toISOString() })),
    );
    // Returned: nothing is refunded, the owner's earning is settled.
    expect(await refundsOf(booking.id)).toEqual([]);
    await expectLedgerSound(t.database.db);
  });

  it('hands over only from the pickup day', async () => {
    const item = await newItem();
    const booking = await paid(renter.cookie, { itemId: item.id, startDate: day(5), endDate: day(7) });
    await act(owner.cookie, booking.id, 'accept');
    const early = await act(owner.cookie, booking.id, 'start');
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({
      code: 'not_handover_day',
      message: expect.stringMatching(/from the pickup day/),
    });
  });

  it('refuses to accept a request whose pickup day passed, even before the hourly job expired it', async () => {
    const item = await newItem();
    const stale = await createBooking(t.database.db, item, renter.user.id, {
      startDate: day(-1),
      endDate: day(2),
      status: 'pending',
    });
    const late = await act(owner.cookie, stale.id, 'accept');
    expect(late.statusCode).toBe(409);
    expect(late.json().code).toBe('request_expired');
    expect(await statusOf(stale.id)).toBe('pending');
  });

  it("lets the renter cancel, late once the booking's policy keeps part of the payment", async () => {
    // Items are `flexible` unless the owner chose otherwise: full refund until 24 hours before pickup, then half.
    const item = await newItem({ minRentalDays: 1 });
    const far = await paid(renter.cookie, { itemId: item.id, startDate: day(10), endDate: day(11) });
    expect(far.cancellationPolicy).toBe('flexible');
    await act(owner.cookie, far.id, 'accept');
    expect((await act(renter.cookie, far.id, 'cancel')).json()).toMatchObject({
      status: 'cancelled',
      cancelledLate: false,
    });
    expect(await refundsOf(far.id)).toEqual([
      expect.objectContaining({ amountHalalas: far.price.total, reason: 'renter_cancelled' }),
    ]);

    const soon = await paid(renter.cookie, { itemId: item.id, startDate: day(1), endDate: day(2) });
    await act(owner.cookie, soon.id, 'accept');
    // Tomorrow's pickup begins at most 24 hours from now in Riyadh: cancelling is late.
    expect((await act(renter.cookie, soon.id, 'cancel')).json()).toMatchObject({
      status: 'cancelled',
      cancelledLate: true,
    });
    expect(await refundsOf(soon.id)).toEqual([
      expect.objectContaining({
        amountHalalas: settlement(soon.price, 5_000).refund.total,
        reason: 'renter_cancelled',
      }),
    ]);

    const pending = await paid(renter.cookie, { itemId: item.id, startDate: day(1), endDate: day(2) });
    expect((await act(renter.cookie, pending.id, 'cancel')).json()).toMatchObject({ cancelledLate: false });
    expect(await refundsOf(pending.id)).toEqual([
      expect.objectContaining({ amountHalalas: pending.price.total, reason: 'renter_withdrew' }),
    ]);

    // A strict listing gives back half until 7 days before pickup: cancelling ten days ahead is late too.
    const strict = await newItem({ minRentalDays: 1, cancellationPolicy: 'strict' });
    const ahead = await paid(renter.cookie, { itemId: strict.id, startDate: day(10), endDate: day(11) });
    await act(owner.cookie, ahead.id, 'accept');
    expect((await act(renter.cookie, ahead.id, 'cancel')).json()).toMatchObject({
      status: 'cancelled',
      cancellationPolicy: 'strict',
      cancelledLate: true,
    });
    expect(await refundsOf(ahead.id)).toEqual([
      expect.objectContaining({
        amountHalalas: settlement(ahead.price, 5_000).refund.total,
        reason: 'renter_cancelled',
      }),
    ]);

    // Unpaid, it may be withdrawn too: nothing was taken, so nothing is refunded.
    const unpaid = (
      await book(renter.cookie, { itemId: item.id, startDate: day(1), endDate: day(2) })
    ).json<Booking>();
    expect((await act(renter.cookie, unpaid.id, 'cancel')).json()).toMatchObject({
      status: 'cancelled',
      cancelledLate: false,
    });
    expect(await refundsOf(unpaid.id)).toEqual([]);
    await expectLedgerSound(t.database.db);
  });

  it('lets the owner cancel a confirmed booking only with a reason, and decline a request', async () => {
    const item = await newItem();
    const booking = await paid(renter.cookie, { itemId: item.id, startDate: day(8), endDate: day(10) });
    expect((await act(owner.cookie, booking.id, 'cancel')).statusCode).toBe(409); // a request is declined, not cancelled
    await act(owner.cookie, booking.id, 'accept');
    const silent = await act(owner.cookie, booking.id, 'cancel', '  ');
    expect(silent.statusCode).toBe(400);
    expect(silent.json().errors).toEqual([
      expect.objectContaining({ path: 'reason', code: 'reason_required' }),
    ]);
    const cancelled = await act(owner.cookie, booking.id, 'cancel', 'The tent was damaged');
    expect(cancelled.json()).toMatchObject({
      status: 'cancelled',
      statusReason: 'The tent was damaged',
      cancelledLate: false,
    });

    const request = await paid(renter.cookie, { itemId: item.id, startDate: day(8), endDate: day(10) });
    const declined = await act(owner.cookie, request.id, 'decline', 'Not those days');
    expect(declined.json()).toMatchObject({ status: 'declined', statusReason: 'Not those days' });
    // Either way the owner ended it: the renter gets everything back.
    expect([...(await refundsOf(booking.id)), ...(await refundsOf(request.id))]).toEqual([
      expect.objectContaining({ amountHalalas: booking.price.total, reason: 'owner_cancelled' }),
      expect.objectContaining({ amountHalalas: request.price.total, reason: 'owner_declined' }),
    ]);
  });
});

describe('GET /api/bookings', () => {
  it('lists one’s bookings as renter and as owner, newest first, and expires stale requests', async () => {
    const person = await createSignedInUser(t.app, t.database.db);
    const theirItem = await newItem();
    const myItem = await createItem(t.database.db, person.user.id, { title: 'My drill' });
    const asRenter = (
      await book(person.cookie, { itemId: theirItem.id, startDate: day(4), endDate: day(6) })
    ).json<Booking>();
    const stale = await createBooking(t.database.db, myItem, renter.user.id, {
      startDate: day(-2),
      endDate: day(1),
      status: 'pending',
      createdAt: new Date(Date.now() - 5 * 86_400_000),
    });
    const res = await t.app.inject({ url: '/api/bookings', ...as(person.cookie) });
    const list = res.json<Booking[]>();
    expect(list.map((booking) => booking.id)).toEqual([asRenter.id, stale.id]);
    expect(list[1]).toMatchObject({ status: 'expired', statusReason: 'Not answered before the pickup day' });
    const owned = await t.app.inject({ url: '/api/bookings?as=owner', ...as(person.cookie) });
    expect(owned.json<Booking[]>().map((booking) => booking.id)).toEqual([stale.id]);
    // Neither side's e-mail, password or phone number (a verified phone shows as a date only).
    expect(JSON.stringify(list)).not.toMatch(/email|password|"phone":"(?!\d{4}-)|\+9665\d{8}/i);
  });
});

describe('availability and blocked dates', () => {
  it('shows held days to anyone and the owner’s reasons to the owner only', async () => {
    const item = await newItem();
    await createBooking(t.database.db, item, renter.user.id, {
      startDate: day(3),
      endDate: day(5),
      status: 'confirmed',
    });
    await createBooking(t.database.db, item, renter.user.id, {
      startDate: day(7),
      endDate: day(8),
      status: 'pending',
    });
    const put = await t.app.inject({
      method: 'PUT',
      url: `/api/items/${item.id}/blocked-dates`,
      payload: {
        ranges: [
          { startDate: day(20), endDate: day(22), reason: 'Umrah' },
          { startDate: day(23), endDate: day(25) },
        ],
      },
      ...as(owner.cookie),
    });
    expect(put.statusCode).toBe(200);
    // Touching ranges are joined.
    expect(put.json<Availability>().blocked).toEqual([
      { startDate: day(20), endDate: day(25), reason: 'Umrah' },
    ]);
    const publicView = await t.app.inject(`/api/items/${item.id}/availability`);
    expect(publicView.json<Availability>()).toEqual({
      booked: [{ startDate: day(3), endDate: day(5) }],
      blocked: [{ startDate: day(20), endDate: day(25) }],
    });
  });

  it('answers a calendar asked for days no rental needs with the field and the reason, not a 500', async () => {
    const item = await newItem();
    for (const query of ['from=9999-12-31', 'to=3000-01-01', 'from=1999-12-31']) {
      const res = await t.app.inject(`/api/items/${item.id}/availability?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().errors, query).toMatchObject([{ path: query.split('=')[0], code: 'date_invalid' }]);
    }
  });

  it('lets only the owner block days, never over a confirmed booking, and declines requests for them', async () => {
    const item = await newItem();
    await createBooking(t.database.db, item, renter.user.id, {
      startDate: day(3),
      endDate: day(5),
      status: 'confirmed',
    });
    const request = await createBooking(t.database.db, item, renter.user.id, {
      startDate: day(9),
      endDate: day(11),
      status: 'pending',
    });
    const block = (cookie: string, ranges: object[]) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/items/${item.id}/blocked-dates`,
        payload: { ranges },
        ...as(cookie),
      });
    expect((await block(renter.cookie, [{ startDate: day(9), endDate: day(9) }])).statusCode).toBe(403);
    const clash = await block(owner.cookie, [{ startDate: day(5), endDate: day(6) }]);
    expect(clash.statusCode).toBe(409);
    expect(clash.json().message).toMatch(/confirmed booking/);
    expect((await block(owner.cookie, [{ startDate: day(-3), endDate: day(-1) }])).statusCode).toBe(400);
    expect((await block(owner.cookie, [{ startDate: day(10), endDate: day(10) }])).statusCode).toBe(200);
    expect(await statusOf(request.id)).toBe('declined');
    // Blocked days leave the date filter of search too.
    const search = await t.app.inject({
      url: '/api/items',
      query: { startDate: day(10), endDate: day(10), limit: '100' },
    });
    expect(search.json<Item[]>().map((found) => found.id)).not.toContain(item.id);
  });
});

describe('a blocked renter', () => {
  it('cannot book: their session stops working', async () => {
    const blocked = await createSignedInUser(t.app, t.database.db);
    await t.database.db.update(users).set({ suspendedAt: new Date() }).where(eq(users.id, blocked.user.id));
    const item = await newItem();
    expect(
      (await book(blocked.cookie, { itemId: item.id, startDate: day(2), endDate: day(4) })).statusCode,
    ).toBe(401);
  });
});

describe('the platform limits of a rental', () => {
  const fieldCode = (res: { json: () => { errors?: { path: string; code: string }[] } }) =>
    res.json().errors?.[0];

  it('refuses an instant booking longer than the maximum, even where the owner set none', async () => {
    const item = await newItem({ instantBooking: true, minRentalDays: 1, maxRentalDays: null });
    for (const endDate of ['2999-12-31', day(2 + MAX_RENTAL_DAYS + 1)]) {
      const res = await book(renter.cookie, { itemId: item.id, startDate: day(2), endDate });
      expect(res.statusCode, endDate).toBe(400);
      expect(fieldCode(res), endDate).toMatchObject({ path: 'endDate', code: 'rental_too_long' });
    }
    const longest = await book(renter.cookie, {
      itemId: item.id,
      startDate: day(2),
      endDate: day(2 + MAX_RENTAL_DAYS),
    });
    expect(longest.statusCode).toBe(201);
    expect(longest.json<Booking>()).toMatchObject({ status: 'awaiting_payment', days: MAX_RENTAL_DAYS });
    expect((await payForBooking(t, longest.json<Booking>().id, renter.cookie)).bookingStatus).toBe(
      'confirmed',
    );
  });

  it('takes the platform maximum over a longer one an owner set before it existed', async () => {
    const item = await newItem({ minRentalDays: 1, maxRentalDays: 200 });
    const res = await book(renter.cookie, { itemId: item.id, startDate: day(1), endDate: day(60) });
    expect(fieldCode(res)).toMatchObject({ path: 'endDate', code: 'rental_too_long' });
  });

  it('refuses a rental that ends past the booking horizon, and takes one that ends on it', async () => {
    const item = await newItem({ minRentalDays: 1, maxRentalDays: null });
    const beyond = await book(renter.cookie, {
      itemId: item.id,
      startDate: day(BOOKING_HORIZON_DAYS - 1),
      endDate: day(BOOKING_HORIZON_DAYS + 1),
    });
    expect(beyond.statusCode).toBe(400);
    expect(fieldCode(beyond)).toMatchObject({ path: 'endDate', code: 'beyond_booking_horizon' });
    const onIt = await book(renter.cookie, {
      itemId: item.id,
      startDate: day(BOOKING_HORIZON_DAYS - 1),
      endDate: day(BOOKING_HORIZON_DAYS),
    });
    expect(onIt.statusCode).toBe(201);
  });

  it('lets an owner block days that start within the horizon only', async () => {
    const item = await newItem();
    const block = (startDate: string, endDate: string) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/items/${item.id}/blocked-dates`,
        payload: { ranges: [{ startDate, endDate }] },
        ...as(owner.cookie),
      });
    const beyond = await block(day(BOOKING_HORIZON_DAYS + 1), day(BOOKING_HORIZON_DAYS + 3));
    expect(beyond.statusCode).toBe(400);
    expect(fieldCode(beyond)).toMatchObject({ path: 'ranges', code: 'beyond_booking_horizon' });
    // Away from near the horizon on: the block may run past it.
    expect((await block(day(BOOKING_HORIZON_DAYS - 1), day(BOOKING_HORIZON_DAYS + 30))).statusCode).toBe(200);
  });
});

describe('one renter’s requests for one item', () => {
  it('refuses a second request overlapping the renter’s own pending one, and only that', async () => {
    const item = await newItem();
    const rowOf = async (id: string) =>
      (await t.database.db.select().from(bookings).where(eq(bookings.id, id)))[0];
    // An unpaid request is not pending: asking again for some of its days replaces it.
    const unpaid = await book(renter.cookie, { itemId: item.id, startDate: day(40), endDate: day(43) });
    expect(unpaid.statusCode).toBe(201);
    const first = await book(renter.cookie, { itemId: item.id, startDate: day(42), endDate: day(44) });
    expect(first.statusCode).toBe(201);
    expect(await rowOf(unpaid.json<Booking>().id)).toMatchObject({
      status: 'expired',
      statusReason: 'Not paid in time',
    });
    expect(await statusOf(first.json<Booking>().id)).toBe('awaiting_payment');

    // Paid, it is pending: a second request for some of its days is refused.
    expect((await payForBooking(t, first.json<Booking>().id, renter.cookie)).bookingStatus).toBe('pending');
    const again = await book(renter.cookie, { itemId: item.id, startDate: day(44), endDate: day(46) });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'request_pending' });
    expect(await statusOf(first.json<Booking>().id)).toBe('pending');
    // Someone else may still ask for those days, and the renter for other days.
    const theirs = await book(stranger.cookie, { itemId: item.id, startDate: day(43), endDate: day(45) });
    expect(theirs.statusCode).toBe(201);
    const otherDays = await book(renter.cookie, { itemId: item.id, startDate: day(45), endDate: day(47) });
    expect(otherDays.statusCode).toBe(201);
    // Once the first is cancelled, its days can be asked for again.
    expect((await act(renter.cookie, first.json<Booking>().id, 'cancel')).statusCode).toBe(200);
    expect(
      (await book(renter.cookie, { itemId: item.id, startDate: day(42), endDate: day(44) })).statusCode,
    ).toBe(201);
    // Only the renter's own unpaid requests over those days lapse: not another's, not other days.
    expect(await statusOf(theirs.json<Booking>().id)).toBe('awaiting_payment');
    expect(await statusOf(otherDays.json<Booking>().id)).toBe('awaiting_payment');
  });
});

describe('what the owner sees of a request', () => {
  it('puts the renter’s message in their conversation, tied to the booking, and counts it unread', async () => {
    const item = await newItem();
    const res = await book(renter.cookie, {
      itemId: item.id,
      startDate: day(50),
      endDate: day(52),
      message: '  Is the tent waterproof?  ',
    });
    expect(res.statusCode).toBe(201);
    const booking = res.json<Booking>();
    const threadOf = () =>
      t.app.inject({ url: '/api/messages', query: { otherUserId: renter.user.id }, ...as(owner.cookie) });
    const storedFor = (bookingId: string) =>
      t.database.db.select({ id: messages.id }).from(messages).where(eq(messages.bookingId, bookingId));
    // Unpaid, the request has not reached the owner: its words are not in the conversation yet.
    expect(await storedFor(booking.id)).toEqual([]);
    expect(
      (await threadOf()).json<{ bookingId: string | null }[]>().filter((m) => m.bookingId === booking.id),
    ).toEqual([]);

    await payForBooking(t, booking.id, renter.cookie);
    const thread = await threadOf();
    expect(thread.json()).toContainEqual(
      expect.objectContaining({
        senderId: renter.user.id,
        receiverId: owner.user.id,
        content: 'Is the tent waterproof?',
        bookingId: booking.id,
        itemId: item.id,
        isRead: false,
      }),
    );
    const counts = await t.app.inject({ url: '/api/counts', ...as(owner.cookie) });
    expect(counts.json().messages).toBeGreaterThanOrEqual(1);
    expect(await storedFor(booking.id)).toHaveLength(1);
    // A request without a message adds nothing to the conversation, even once paid.
    const quiet = await paid(renter.cookie, { itemId: item.id, startDate: day(54), endDate: day(56) });
    expect(quiet.status).toBe('pending');
    expect(await storedFor(quiet.id)).toEqual([]);
  });

  it('shows the renter’s rating and number of reviews with the request', async () => {
    const rated = await createSignedInUser(t.app, t.database.db, { firstName: 'Noura' });
    await t.database.db
      .update(users)
      .set({ rating: '4.50', totalReviews: 2 })
      .where(eq(users.id, rated.user.id));
    const item = await newItem();
    const res = await book(rated.cookie, { itemId: item.id, startDate: day(60), endDate: day(62) });
    const ownersList = async () =>
      (await t.app.inject({ url: '/api/bookings', query: { as: 'owner' }, ...as(owner.cookie) })).json<
        Booking[]
      >();
    // Not in the owner's list until paid.
    expect((await ownersList()).map((each) => each.id)).not.toContain(res.json<Booking>().id);
    await payForBooking(t, res.json<Booking>().id, rated.cookie);
    const request = (await ownersList()).find((each) => each.id === res.json<Booking>().id);
    expect(request?.renter).toMatchObject({ id: rated.user.id, rating: '4.50', totalReviews: 2 });
  });

  it('words a decline for blocked days as a system reason, which the client translates', async () => {
    const item = await newItem();
    const request = await book(renter.cookie, { itemId: item.id, startDate: day(70), endDate: day(72) });
    await payForBooking(t, request.json<Booking>().id, renter.cookie);
    const blocked = await t.app.inject({
      method: 'PUT',
      url: `/api/items/${item.id}/blocked-dates`,
      payload: { ranges: [{ startDate: day(72), endDate: day(73), reason: 'Family visit' }] },
      ...as(owner.cookie),
    });
    expect(blocked.statusCode).toBe(200);
    const seen = await t.app.inject({
      url: `/api/bookings/${request.json<Booking>().id}`,
      ...as(renter.cookie),
    });
    expect(seen.json<Booking>().status).toBe('declined');
    expect(systemReasonOf(seen.json<Booking>().statusReason)).toBe('ownerBlocked');
    expect(await refundsOf(request.json<Booking>().id)).toEqual([
      expect.objectContaining({
        amountHalalas: request.json<Booking>().price.total,
        reason: 'owner_declined',
      }),
    ]);
  });
});
