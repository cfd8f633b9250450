import type { NotificationList, UnreadCounts } from '@shared/api-types';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { liveEvents, notifications } from '../../db/schema';
import { createSignedInUser } from '../../test/fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';
import { SESSION_COOKIE } from '../auth/sessions';

/** The words without the Unicode isolation marks around names and titles (shared/notifications.ts). */
const plain = (text: string) => text.replace(/[\u2068\u2069]/g, '');

let t: TestApp;
type SignedIn = Awaited<ReturnType<typeof createSignedInUser>>;

beforeAll(async () => {
  t = await createTestApp({ rateLimitFactor: 100 });
});
afterAll(() => t.close());

const db = () => t.database.db;
const as = (cookie: string) => ({ cookies: { [SESSION_COOKIE]: cookie } });
const person = () => createSignedInUser(t.app, db());

/** Notifications of the user, oldest first (minutes ago given). */
async function notificationsFor(userId: string, minutesAgo: number[]) {
  return db()
    .insert(notifications)
    .values(
      minutesAgo.map((minutes, i) => ({
        userId,
        type: 'booking_confirmed',
        data: { bookingId: '00000000-0000-4000-8000-000000000001', itemTitle: `Tent ${i}` },
        link: '/profile?tab=bookings',
        createdAt: new Date(Date.now() - minutes * 60_000),
      })),
    )
    .returning();
}
const list = (viewer: SignedIn, query = '') =>
  t.app.inject({ url: `/api/notifications${query}`, ...as(viewer.cookie) });
const readSome = (viewer: SignedIn, payload?: object) =>
  t.app.inject({
    method: 'POST',
    url: '/api/notifications/read',
    ...(payload && { payload }),
    ...as(viewer.cookie),
  });
const counts = async (viewer: SignedIn) =>
  (await t.app.inject({ url: '/api/counts', ...as(viewer.cookie) })).json<UnreadCounts>();
const countEvents = (userId: string) =>
  db()
    .select()
    .from(liveEvents)
    .where(and(eq(liveEvents.userId, userId), eq(liveEvents.type, 'counts')))
    .orderBy(asc(liveEvents.id));

describe('signed out', () => {
  it.each([
    ['GET', '/api/notifications'],
    ['POST', '/api/notifications/read'],
    ['GET', '/api/counts'],
  ] as const)('%s %s asks to sign in', async (method, url) => {
    expect((await t.app.inject({ method, url })).statusCode).toBe(401);
  });
});

describe('GET /api/notifications', () => {
  it('lists the viewer’s own, newest first, worded in both languages, with the unread count', async () => {
    const [me, other] = [await person(), await person()];
    await notificationsFor(me.user.id, [30, 10, 20]);
    await notificationsFor(other.user.id, [1]);
    const res = await list(me);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const body = res.json<NotificationList>();
    expect(body.unreadCount).toBe(3);
    expect(body.notifications.map((n) => n.data.itemTitle)).toEqual(['Tent 1', 'Tent 2', 'Tent 0']);
    const first = body.notifications[0]!;
    expect([plain(first.text.en), plain(first.text.ar)]).toEqual([
      'Your booking of “Tent 1” is confirmed',
      'تأكّد حجزك لـ«Tent 1»',
    ]);
    expect(first).toEqual({
      id: expect.any(String),
      type: 'booking_confirmed',
      data: { bookingId: '00000000-0000-4000-8000-000000000001', itemTitle: 'Tent 1' },
      text: { en: expect.any(String), ar: expect.any(String) },
      link: '/profile?tab=bookings',
      readAt: null,
      createdAt: expect.stringMatching(/Z$/),
    });
  });

  it('takes a limit up to 100, 30 by default', async () => {
    const me = await person();
    await notificationsFor(
      me.user.id,
      Array.from({ length: 35 }, (_, i) => i),
    );
    expect((await list(me)).json<NotificationList>().notifications).toHaveLength(30);
    const five = (await list(me, '?limit=5')).json<NotificationList>();
    expect(five.notifications).toHaveLength(5);
    expect(five.unreadCount).toBe(35);
    expect((await list(me, '?limit=101')).statusCode).toBe(400);
    expect((await list(me, '?limit=0')).statusCode).toBe(400);
  });
});

describe('POST /api/notifications/read', () => {
  it('marks the given ones read, leaves others’ ids untouched, and announces the counts', async () => {
    const [me, other] = [await person(), await person()];
    const mine = await notificationsFor(me.user.id, [3, 2, 1]);
    const theirs = await notificationsFor(other.user.id, [1]);
    const res = await readSome(me, { ids: [mine[0]!.id, theirs[0]!.id] });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.json()).toEqual({ updated: 1 });
    const rows = await db()
      .select()
      .from(notifications)
      .where(inArray(notifications.id, [mine[0]!.id, mine[1]!.id, theirs[0]!.id]));
    const readById = Object.fromEntries(rows.map((row) => [row.id, row.readAt !== null]));
    expect(readById).toEqual({ [mine[0]!.id]: true, [mine[1]!.id]: false, [theirs[0]!.id]: false });
    expect(await counts(me)).toEqual({ messages: 0, notifications: 2 });
    expect((await countEvents(me.user.id)).map((e) => e.data)).toEqual([{ messages: 0, notifications: 2 }]);
    expect(await countEvents(other.user.id)).toEqual([]);
  });

  it('marks all of the viewer’s when no ids are given, and nothing of anyone else’s', async () => {
    const [me, other] = [await person(), await person()];
    await notificationsFor(me.user.id, [3, 2, 1]);
    await notificationsFor(other.user.id, [1]);
    expect((await readSome(me)).json()).toEqual({ updated: 3 });
    expect(await counts(me)).toEqual({ messages: 0, notifications: 0 });
    expect(await counts(other)).toEqual({ messages: 0, notifications: 1 });
    // Again: nothing left to mark, nothing announced.
    expect((await readSome(me, {})).json()).toEqual({ updated: 0 });
    expect(await countEvents(me.user.id)).toHaveLength(1);
  });

  it('refuses ids that are not ids', async () => {
    const me = await person();
    const res = await readSome(me, { ids: ['nope'] });
    expect(res.statusCode).toBe(400);
  });
});

describe('GET /api/counts', () => {
  it('counts unread messages to the viewer and unread notifications', async () => {
    const [me, nora] = [await person(), await person()];
    await notificationsFor(me.user.id, [5]);
    for (const content of ['One', 'Two']) {
      await t.app.inject({
        method: 'POST',
        url: '/api/messages',
        payload: { receiverId: me.user.id, content },
        ...as(nora.cookie),
      });
    }
    const res = await t.app.inject({ url: '/api/counts', ...as(me.cookie) });
    expect(res.headers['cache-control']).toBe('private, no-store');
    // Two messages, and one notification for them besides the other one.
    expect(res.json()).toEqual({ messages: 2, notifications: 2 });
    expect(await counts(nora)).toEqual({ messages: 0, notifications: 0 });
  });
});
