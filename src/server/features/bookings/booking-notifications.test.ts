/**
 * What each side of a booking hears of its changes: the notification (type,
 * words, link) and the live events, written in the booking's transaction.
 */

import type { Booking, Notification, NotificationList } from '@shared/api-types';
import { addDays, SYSTEM_STATUS_REASONS, todayInRiyadh } from '@shared/bookings';
import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings, liveEvents, notifications } from '../../db/schema';
import { createItem, createSignedInUser } from '../../test/fixtures';
import { payForBooking } from '../../test/payments';
import { createTestApp, type TestApp } from '../../test/test-app';
import { SESSION_COOKIE } from '../auth/sessions';
import { expireStaleRequests } from './bookings.service';

/** The words without the Unicode isolation marks around names and titles (shared/notifications.ts). */
const plain = (text: string) => text.replace(/[\u2068\u2069]/g, '');

let t: TestApp;
type SignedIn = Awaited<ReturnType<typeof createSignedInUser>>;
let owner: SignedIn;
let renter: SignedIn;
let other: SignedIn;
const today = todayInRiyadh();
const day = (n: number) => addDays(today, n);

beforeAll(async () => {
  t = await createTestApp({ rateLimitFactor: 100 });
  owner = await createSignedInUser(t.app, t.database.db, {
    accountType: 'business',
    companyName: 'Fahad Rentals',
  });
  renter = await createSignedInUser(t.app, t.database.db, { firstName: 'Sara', lastName: 'Ali' });
  other = await createSignedInUser(t.app, t.database.db, { firstName: 'Omar', lastName: 'Saad' });
});
afterAll(() => t.close());

const db = () => t.database.db;
const as = (cookie: string) => ({ cookies: { [SESSION_COOKIE]: cookie } });
const newItem = (overrides: Parameters<typeof createItem>[2] = {}) =>
  createItem(db(), owner.user.id, { title: 'Family tent', ...overrides });
async function request(who: SignedIn, itemId: string, startDate: string, endDate: string): Promise<Booking> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/bookings',
    payload: { itemId, startDate, endDate },
    ...as(who.cookie),
  });
  expect(res.statusCode).toBe(201);
  return res.json<Booking>();
}
/** Requested and paid through the sandbox: the request reaches the owner now. */
async function paidRequest(who: SignedIn, itemId: string, startDate: string, endDate: string) {
  const booking = await request(who, itemId, startDate, endDate);
  await payForBooking(t, booking.id, who.cookie);
  return booking;
}
async function act(who: SignedIn, id: string, action: string, reason?: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/bookings/${id}/${action}`,
    ...(reason && { payload: { reason } }),
    ...as(who.cookie),
  });
  expect(res.statusCode).toBe(200);
}
const notificationsAbout = (bookingId: string) =>
  db()
    .select()
    .from(notifications)
    .where(sql`${notifications.data}->>'bookingId' = ${bookingId}`)
    .orderBy(asc(notifications.createdAt));
const lastEventId = async () =>
  (await db().select({ id: liveEvents.id }).from(liveEvents).orderBy(asc(liveEvents.id))).at(-1)?.id ?? 0;
const eventsSince = (id: number, userIds: string[]) =>
  db()
    .select()
    .from(liveEvents)
    .where(and(gt(liveEvents.id, id), inArray(liveEvents.userId, userIds)))
    .orderBy(asc(liveEvents.id));
const who = (userId: string) =>
  userId === owner.user.id ? 'owner' : userId === renter.user.id ? 'renter' : 'other';

describe('notifications of a booking’s life', () => {
  it('tells the owner of a request, and the renter of each answer, each with its link', async () => {
    const item = await newItem();
    const since = await lastEventId();
    const booking = await request(renter, item.id, day(0), day(2));
    // Unpaid: nobody is notified, and only the renter's own pages hear that it changed.
    expect(await notificationsAbout(booking.id)).toEqual([]);
    expect(
      (await eventsSince(since, [owner.user.id, renter.user.id])).map((e) => [who(e.userId), e.type, e.data]),
    ).toEqual([['renter', 'booking.changed', { bookingId: booking.id, status: 'awaiting_payment' }]]);

    const paidSince = await lastEventId();
    await payForBooking(t, booking.id, renter.cookie);
    expect(await notificationsAbout(booking.id)).toEqual([
      expect.objectContaining({
        userId: owner.user.id,
        type: 'booking_requested',
        data: { bookingId: booking.id, itemTitle: 'Family tent', reason: null, actorName: 'Sara Ali' },
        link: `/bookings/${booking.id}`,
      }),
    ]);
    const events = await eventsSince(paidSince, [owner.user.id, renter.user.id]);
    expect(events.map((e) => [who(e.userId), e.type])).toEqual([
      ['owner', 'notification.new'],
      ['owner', 'counts'],
      ['renter', 'booking.changed'],
      ['owner', 'booking.changed'],
    ]);
    const { notification } = events[0]!.data as { notification: Notification };
    expect(plain(notification.text.en)).toBe('New booking request for “Family tent” from Sara Ali');
    expect(events[2]!.data).toEqual({ bookingId: booking.id, status: 'pending' });

    await act(owner, booking.id, 'accept');
    await act(owner, booking.id, 'start');
    const beforeReturn = await lastEventId();
    await act(owner, booking.id, 'complete');
    const notes = await notificationsAbout(booking.id);
    const changes = notes.filter((n) => n.type !== 'review_reminder');
    expect(
      changes.map((n) => [who(n.userId), n.type, n.link, (n.data as { actorName?: string }).actorName]),
    ).toEqual([
      ['owner', 'booking_requested', `/bookings/${booking.id}`, 'Sara Ali'],
      ['renter', 'booking_confirmed', `/bookings/${booking.id}`, 'Fahad Rentals'],
      // The hand-over and the return, each with the deadline to answer it (docs/decisions/0059).
      ['renter', 'handover_confirmed', `/bookings/${booking.id}`, undefined],
      ['renter', 'return_confirmed', `/bookings/${booking.id}`, undefined],
    ]);
    for (const note of changes.slice(2)) {
      expect((note.data as { deadline?: string; side?: string }).side).toBe('owner');
      expect(Date.parse((note.data as { deadline?: string }).deadline ?? '')).toBeGreaterThan(Date.now());
    }
    // Returned: each side hears of it once, asked to review it, with a link to the booking.
    const reminders = notes.filter((n) => n.type === 'review_reminder');
    expect(reminders.map((n) => [who(n.userId), n.link, n.data]).sort()).toEqual([
      ['owner', `/bookings/${booking.id}`, { bookingId: booking.id, itemTitle: 'Family tent' }],
      ['renter', `/bookings/${booking.id}`, { bookingId: booking.id, itemTitle: 'Family tent' }],
    ]);
    const toldOfReturn = (await eventsSince(beforeReturn, [owner.user.id, renter.user.id])).filter(
      (e) => e.type === 'notification.new',
    );
    // Both asked to review it; the renter also asked to acknowledge the return (docs/decisions/0059).
    expect(toldOfReturn.map((e) => who(e.userId)).sort()).toEqual(['owner', 'renter', 'renter']);
    const changed = (await eventsSince(since, [owner.user.id, renter.user.id])).filter(
      (e) => e.type === 'booking.changed',
    );
    expect(changed.map((e) => [who(e.userId), (e.data as { status: string }).status])).toEqual([
      ['renter', 'awaiting_payment'],
      ['renter', 'pending'],
      ['owner', 'pending'],
      ['renter', 'confirmed'],
      ['owner', 'confirmed'],
      ['renter', 'active'],
      ['owner', 'active'],
      ['renter', 'completed'],
      ['owner', 'completed'],
    ]);
    // The renter's list words it in both languages, saying the rental is complete.
    const list = (
      await t.app.inject({ url: '/api/notifications', ...as(renter.cookie) })
    ).json<NotificationList>();
    const { text } = list.notifications.find((n) => n.type === 'review_reminder')!;
    expect([plain(text.en), plain(text.ar)]).toEqual([
      'The rental of “Family tent” is complete: leave a review within 14 days',
      'اكتمل إيجار «Family tent»: قيّم تجربتك خلال ١٤ يومًا',
    ]);
  });

  it('declines overlapping requests for the system (no actor), telling only their renters', async () => {
    const item = await newItem();
    const first = await paidRequest(renter, item.id, day(5), day(7));
    const overlapping = await paidRequest(other, item.id, day(6), day(8));
    await act(owner, first.id, 'accept');
    expect(await notificationsAbout(overlapping.id)).toEqual([
      expect.objectContaining({ userId: owner.user.id, type: 'booking_requested' }),
      expect.objectContaining({
        userId: other.user.id,
        type: 'booking_declined',
        data: {
          bookingId: overlapping.id,
          itemTitle: 'Family tent',
          reason: SYSTEM_STATUS_REASONS.datesTaken,
        },
        link: `/bookings/${overlapping.id}`,
      }),
    ]);
  });

  it('tells the owner when the renter cancels, and the renter when the owner declines', async () => {
    const item = await newItem();
    const cancelled = await paidRequest(renter, item.id, day(10), day(12));
    await act(renter, cancelled.id, 'cancel');
    const declined = await paidRequest(renter, item.id, day(14), day(16));
    await act(owner, declined.id, 'decline', 'Away that week');
    const [cancelNote] = (await notificationsAbout(cancelled.id)).filter(
      (n) => n.type === 'booking_cancelled',
    );
    expect(cancelNote).toMatchObject({ userId: owner.user.id, link: `/bookings/${cancelled.id}` });
    const [declineNote] = (await notificationsAbout(declined.id)).filter(
      (n) => n.type === 'booking_declined',
    );
    expect(declineNote).toMatchObject({
      userId: renter.user.id,
      data: { reason: 'Away that week', actorName: 'Fahad Rentals' },
      link: `/bookings/${declined.id}`,
    });
    // A request withdrawn before it was paid never reached the owner: nobody hears of it.
    const unpaid = await request(renter, item.id, day(18), day(20));
    await act(renter, unpaid.id, 'cancel');
    expect(await notificationsAbout(unpaid.id)).toEqual([]);
  });

  it('tells the renter when a request expires, as the system', async () => {
    const item = await newItem();
    const booking = await paidRequest(renter, item.id, day(20), day(22));
    await db()
      .update(bookings)
      .set({ startDate: day(-2), endDate: day(-1) })
      .where(eq(bookings.id, booking.id));
    const since = await lastEventId();
    expect(await expireStaleRequests(db(), t.app.bookingMoney)).toBeGreaterThanOrEqual(1);
    const [note] = (await notificationsAbout(booking.id)).filter((n) => n.type === 'booking_expired');
    expect(note).toMatchObject({ userId: renter.user.id, link: `/bookings/${booking.id}` });
    expect(note!.data).not.toHaveProperty('actorName');
    const events = await eventsSince(since, [owner.user.id, renter.user.id]);
    expect(events.filter((e) => e.type === 'booking.changed').map((e) => who(e.userId))).toEqual([
      'renter',
      'owner',
    ]);
  });

  it('tells the owner of an instant booking as of a request', async () => {
    const item = await newItem({ instantBooking: true });
    const booking = await request(renter, item.id, day(30), day(32));
    expect(booking.status).toBe('awaiting_payment');
    expect(await notificationsAbout(booking.id)).toEqual([]);
    expect((await payForBooking(t, booking.id, renter.cookie)).bookingStatus).toBe('confirmed');
    expect(await notificationsAbout(booking.id)).toEqual([
      expect.objectContaining({
        userId: owner.user.id,
        type: 'booking_requested',
        link: `/bookings/${booking.id}`,
      }),
    ]);
  });
});
