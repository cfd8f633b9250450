import type { Conversation, Message, Notification, NotificationList, UnreadCounts } from '@shared/api-types';
import { MESSAGE_MAX_LENGTH } from '@shared/constants';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { liveEvents, messages, notifications, users } from '../../db/schema';
import { createBooking, createItem, createSignedInUser, createUser } from '../../test/fixtures';
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
const person = (overrides: Parameters<typeof createSignedInUser>[2] = {}) =>
  createSignedInUser(t.app, db(), overrides);

const send = (from: SignedIn, body: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/messages', payload: body, ...as(from.cookie) });
async function sent(from: SignedIn, to: { user: { id: string } }, content: string): Promise<Message> {
  const res = await send(from, { receiverId: to.user.id, content });
  expect(res.statusCode).toBe(201);
  return res.json<Message>();
}
const conversations = async (viewer: SignedIn) =>
  (await t.app.inject({ url: '/api/messages', ...as(viewer.cookie) })).json<Conversation[]>();
const thread = (viewer: SignedIn, otherUserId: string, query = '') =>
  t.app.inject({ url: `/api/messages?otherUserId=${otherUserId}${query}`, ...as(viewer.cookie) });
const markRead = (viewer: SignedIn, senderId: string) =>
  t.app.inject({ method: 'PUT', url: '/api/messages/read', payload: { senderId }, ...as(viewer.cookie) });
const counts = async (viewer: SignedIn) =>
  (await t.app.inject({ url: '/api/counts', ...as(viewer.cookie) })).json<UnreadCounts>();
const messageNotifications = (userId: string) =>
  db()
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.type, 'new_message')))
    .orderBy(asc(notifications.createdAt));
const eventsOf = (userIds: string[]) =>
  db().select().from(liveEvents).where(inArray(liveEvents.userId, userIds)).orderBy(asc(liveEvents.id));

describe('signed out', () => {
  const someone = '00000000-0000-4000-8000-000000000000';
  // A well-formed request: the body is checked before the session (docs/decisions/0042).
  it.each([
    ['GET', '/api/messages', {}],
    ['GET', `/api/messages?otherUserId=${someone}`, {}],
    ['POST', '/api/messages', { receiverId: someone, content: 'Hello' }],
    ['PUT', '/api/messages/read', { senderId: someone }],
  ] as const)('%s %s asks to sign in', async (method, url, payload) => {
    const res = await t.app.inject({ method, url, payload });
    expect(res.statusCode).toBe(401);
  });

  it.each([
    ['POST', '/api/messages'],
    ['PUT', '/api/messages/read'],
  ] as const)('%s %s refuses a malformed body before asking to sign in', async (method, url) => {
    const res = await t.app.inject({ method, url, payload: {} });
    expect(res.statusCode).toBe(400);
  });
});

describe('POST /api/messages', () => {
  it('stores the message from the session user, whatever senderId says, and answers it', async () => {
    const [nora, omar, spoofed] = [await person(), await person(), await person()];
    const res = await send(nora, {
      senderId: spoofed.user.id,
      receiverId: omar.user.id,
      content: '  Is the tent still free this weekend?  ',
    });
    expect(res.statusCode).toBe(201);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const message = res.json<Message>();
    expect(message).toMatchObject({
      senderId: nora.user.id,
      receiverId: omar.user.id,
      content: 'Is the tent still free this weekend?',
      bookingId: null,
      itemId: null,
      isRead: false,
    });
    const stored = await db().select().from(messages).where(eq(messages.id, message.id));
    expect(stored).toEqual([expect.objectContaining({ senderId: nora.user.id, receiverId: omar.user.id })]);
  });

  it('tells both people live, and the receiver of the notification and their badges', async () => {
    const [nora, omar] = [await person({ firstName: 'Nora', lastName: 'Saad' }), await person()];
    const message = await sent(nora, omar, 'Hello');
    const events = await eventsOf([nora.user.id, omar.user.id]);
    expect(events.map((e) => [e.userId === nora.user.id ? 'sender' : 'receiver', e.type])).toEqual([
      ['receiver', 'message.new'],
      ['sender', 'message.new'],
      ['receiver', 'notification.new'],
      ['receiver', 'counts'],
    ]);
    expect(events[0]!.data).toEqual({ message });
    const { notification } = events[2]!.data as { notification: Notification };
    expect(notification).toMatchObject({
      type: 'new_message',
      data: { senderId: nora.user.id, actorName: 'Nora Saad', count: 1 },
      link: `/messages?with=${nora.user.id}`,
      readAt: null,
    });
    expect([plain(notification.text.en), plain(notification.text.ar)]).toEqual([
      'New message from Nora Saad',
      'رسالة جديدة من Nora Saad',
    ]);
    expect(events[3]!.data).toEqual({ messages: 1, notifications: 1 });
  });

  it('names a business by its company in the notification', async () => {
    const shop = await person({ accountType: 'business', companyName: 'Rahal Rentals' });
    const omar = await person();
    await sent(shop, omar, 'Your order is ready');
    const [note] = await messageNotifications(omar.user.id);
    expect(note!.data).toMatchObject({ actorName: 'Rahal Rentals' });
  });

  it.each([
    ['empty', '', 'message_empty'],
    ['blank', '   \n\t ', 'message_empty'],
    ['missing', undefined, 'message_empty'],
    ['2,001 characters', 'x'.repeat(MESSAGE_MAX_LENGTH + 1), 'message_too_long'],
  ])('refuses %s content, storing nothing', async (_label, content, code) => {
    const [nora, omar] = [await person(), await person()];
    const res = await send(nora, { receiverId: omar.user.id, content });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toContainEqual(expect.objectContaining({ path: 'content', code }));
    expect(await db().select().from(messages).where(eq(messages.senderId, nora.user.id))).toEqual([]);
    expect(await messageNotifications(omar.user.id)).toEqual([]);
  });

  it('stores a send retried with the same Idempotency-Key once, and answers the first copy', async () => {
    const [nora, omar] = [await person(), await person()];
    const keyed = (key: string, content: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/messages',
        payload: { receiverId: omar.user.id, content },
        headers: { 'idempotency-key': key },
        ...as(nora.cookie),
      });
    const [first, retried] = await Promise.all([
      keyed('send-1-abcdef', 'Hello'),
      keyed('send-1-abcdef', 'Hello'),
    ]);
    expect([first.statusCode, retried.statusCode]).toEqual([201, 201]);
    expect(retried.json<Message>().id).toBe(first.json<Message>().id);
    expect((await keyed('send-2-abcdef', 'Hello')).json<Message>().id).not.toBe(first.json<Message>().id);
    expect((await keyed('send-1-abcdef', 'Something else')).statusCode).toBe(400);
    const stored = await db().select().from(messages).where(eq(messages.senderId, nora.user.id));
    expect(stored).toHaveLength(2);
    const announced = (await eventsOf([omar.user.id])).filter((event) => event.type === 'message.new');
    expect(announced).toHaveLength(2);
  });

  it('takes exactly 2,000 characters', async () => {
    const [nora, omar] = [await person(), await person()];
    expect((await sent(nora, omar, 'x'.repeat(MESSAGE_MAX_LENGTH))).content).toHaveLength(2000);
  });

  it('refuses a message to oneself', async () => {
    const nora = await person();
    const res = await send(nora, { receiverId: nora.user.id, content: 'Note to self' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([
      expect.objectContaining({ path: 'receiverId', code: 'message_to_self' }),
    ]);
  });

  it('answers 404 for an unknown or blocked receiver', async () => {
    const nora = await person();
    const blocked = await createUser(db(), { suspendedAt: new Date(), suspensionReason: 'Spam' });
    for (const receiverId of ['00000000-0000-4000-8000-000000000000', blocked.id]) {
      const res = await send(nora, { receiverId, content: 'Hello?' });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: 'not_found', message: 'User not found' });
    }
    expect(await db().select().from(messages).where(eq(messages.senderId, nora.user.id))).toEqual([]);
  });

  it('takes a booking of the two people, and refuses anyone else’s with 404', async () => {
    const [owner, renter, stranger] = [await person(), await person(), await person()];
    const item = await createItem(db(), owner.user.id);
    const booking = await createBooking(db(), item, renter.user.id);
    const res = await send(renter, {
      receiverId: owner.user.id,
      content: 'About my booking',
      bookingId: booking.id,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ bookingId: booking.id });
    // The stranger is not in the booking; nor is the pair renter–stranger.
    for (const [from, to] of [
      [stranger, owner],
      [renter, stranger],
    ] as const) {
      const refused = await send(from, { receiverId: to.user.id, content: 'Hi', bookingId: booking.id });
      expect(refused.statusCode).toBe(404);
      expect(refused.json()).toMatchObject({ message: 'Booking not found' });
    }
    const unknown = await send(renter, {
      receiverId: owner.user.id,
      content: 'Hi',
      bookingId: '00000000-0000-4000-8000-000000000000',
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('takes an item enquiry, and refuses an unknown or removed item, or a blocked owner’s, with 404', async () => {
    const [owner, renter] = [await person(), await person()];
    const item = await createItem(db(), owner.user.id);
    const removed = await createItem(db(), owner.user.id, { deletedAt: new Date() });
    const blockedOwner = await createUser(db(), { suspendedAt: new Date() });
    const blockedOwners = await createItem(db(), blockedOwner.id);
    const res = await send(renter, { receiverId: owner.user.id, content: 'Still free?', itemId: item.id });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ itemId: item.id });
    for (const itemId of [removed.id, blockedOwners.id, '00000000-0000-4000-8000-000000000000']) {
      const refused = await send(renter, { receiverId: owner.user.id, content: 'Hi', itemId });
      expect(refused.statusCode).toBe(404);
      expect(refused.json()).toMatchObject({ message: 'Item not found' });
    }
  });

  it('keeps ONE new-message notification per sender while unread, counting up; a new one after reading', async () => {
    const [nora, omar, huda] = [
      await person({ firstName: 'Nora', lastName: 'Saad' }),
      await person(),
      await person({ firstName: 'Huda', lastName: 'Ali' }),
    ];
    await sent(nora, omar, 'One');
    await sent(nora, omar, 'Two');
    await sent(nora, omar, 'Three');
    await sent(huda, omar, 'From Huda');
    let notes = await messageNotifications(omar.user.id);
    expect(notes).toHaveLength(2);
    const fromNora = notes.find((n) => (n.data as { senderId: string }).senderId === nora.user.id)!;
    expect(fromNora.data).toEqual({ senderId: nora.user.id, actorName: 'Nora Saad', count: 3 });
    expect(fromNora.readAt).toBeNull();
    // The list shows it worded with the count, newest (Huda's) first.
    const list = (
      await t.app.inject({ url: '/api/notifications', ...as(omar.cookie) })
    ).json<NotificationList>();
    expect(list.unreadCount).toBe(2);
    expect(list.notifications.map((n) => plain(n.text.en))).toEqual([
      'New message from Huda Ali',
      '3 new messages from Nora Saad',
    ]);
    expect(plain(list.notifications[1]!.text.ar)).toBe('٣ رسائل جديدة من Nora Saad');

    await markRead(omar, nora.user.id);
    await sent(nora, omar, 'Four');
    notes = await messageNotifications(omar.user.id);
    const nora2 = notes.filter((n) => (n.data as { senderId: string }).senderId === nora.user.id);
    expect(nora2.map((n) => [(n.data as { count: number }).count, n.readAt === null])).toEqual([
      [3, false],
      [1, true],
    ]);
  });

  it('limits how fast one account sends (429)', async () => {
    const limited = await createTestApp({ rateLimitFactor: 0.05 }); // 60 × 0.05 = 3 a minute
    try {
      const [a, b] = [
        await createSignedInUser(limited.app, limited.database.db),
        await createSignedInUser(limited.app, limited.database.db),
      ];
      const statuses: number[] = [];
      for (let i = 0; i < 4; i++) {
        const res = await limited.app.inject({
          method: 'POST',
          url: '/api/messages',
          payload: { receiverId: b.user.id, content: `Message ${i}` },
          ...as(a.cookie),
        });
        statuses.push(res.statusCode);
      }
      expect(statuses).toEqual([201, 201, 201, 429]);
    } finally {
      await limited.close();
    }
  });
});

describe('GET /api/messages (conversations)', () => {
  it('lists the other people, the latest exchange first, with the last message and unread counts', async () => {
    const [me, nora, omar, huda] = [
      await person(),
      await person({ firstName: 'Nora', profilePicture: '/uploads/nora.webp' }),
      await person({ accountType: 'business', companyName: 'Omar Co' }),
      await person(),
    ];
    await sent(nora, me, 'Hi from Nora');
    await sent(me, omar, 'Hi Omar');
    await sent(omar, me, 'Hello back');
    await sent(omar, me, 'Anything else?');
    await sent(me, nora, 'Hi Nora, replying');
    await sent(huda, nora, 'Not in my conversations');

    const list = await conversations(me);
    expect(list.map((c) => c.otherUser.id)).toEqual([nora.user.id, omar.user.id]);
    expect(list[0]).toEqual({
      otherUser: {
        id: nora.user.id,
        firstName: 'Nora',
        lastName: nora.user.lastName,
        accountType: 'individual',
        companyName: null,
        profilePicture: '/uploads/nora.webp',
        verified: { identity: null, phone: null, business: null },
      },
      lastMessage: expect.objectContaining({
        content: 'Hi Nora, replying',
        senderId: me.user.id,
        isRead: false,
      }),
      unreadCount: 1,
    });
    expect(list[1]).toMatchObject({
      otherUser: { id: omar.user.id, accountType: 'business', companyName: 'Omar Co' },
      lastMessage: { content: 'Anything else?', senderId: omar.user.id },
      unreadCount: 2,
    });
    // Same shape as the message that was sent: ISO time with milliseconds.
    expect(list[1]!.lastMessage.createdAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    // No e-mail, phone number or password (a verified phone shows as a date only).
    expect(JSON.stringify(list)).not.toMatch(/email|"phone":"(?!\d{4}-)|\+9665\d{8}|passwordHash/);
  });

  it('keeps conversations with a person blocked since (history), who cannot be written to', async () => {
    const [me, later] = [await person(), await person()];
    await sent(later, me, 'Before I was blocked');
    await db().update(users).set({ suspendedAt: new Date() }).where(eq(users.id, later.user.id));
    const list = await conversations(me);
    expect(list.map((c) => c.otherUser.id)).toEqual([later.user.id]);
    expect((await thread(me, later.user.id)).json<Message[]>()).toHaveLength(1);
    expect((await send(me, { receiverId: later.user.id, content: 'Reply' })).statusCode).toBe(404);
  });

  it('is empty for someone who never wrote', async () => {
    expect(await conversations(await person())).toEqual([]);
  });
});

describe('GET /api/messages?otherUserId= (thread)', () => {
  it('answers only the two people’s messages, oldest first', async () => {
    const [me, nora, third] = [await person(), await person(), await person()];
    await sent(me, nora, 'One');
    await sent(nora, me, 'Two');
    await sent(third, nora, 'Private to Nora');
    await sent(me, nora, 'Three');
    const res = await thread(me, nora.user.id);
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-has-more']).toBe('false');
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.json<Message[]>().map((m) => m.content)).toEqual(['One', 'Two', 'Three']);
    // A third person asking for the thread of either one sees only their own messages with them.
    expect((await thread(third, me.user.id)).json()).toEqual([]);
    expect((await thread(third, nora.user.id)).json<Message[]>().map((m) => m.content)).toEqual([
      'Private to Nora',
    ]);
  });

  it('pages backwards with before and X-Has-More', async () => {
    const [me, nora] = [await person(), await person()];
    for (let i = 1; i <= 7; i++) await sent(i % 2 ? me : nora, i % 2 ? nora : me, `m${i}`);
    const latest = await thread(me, nora.user.id, '&limit=3');
    expect(latest.headers['x-has-more']).toBe('true');
    const page1 = latest.json<Message[]>();
    expect(page1.map((m) => m.content)).toEqual(['m5', 'm6', 'm7']);
    const older = await thread(me, nora.user.id, `&limit=3&before=${page1[0]!.id}`);
    expect(older.headers['x-has-more']).toBe('true');
    const page2 = older.json<Message[]>();
    expect(page2.map((m) => m.content)).toEqual(['m2', 'm3', 'm4']);
    const oldest = await thread(me, nora.user.id, `&limit=3&before=${page2[0]!.id}`);
    expect(oldest.headers['x-has-more']).toBe('false');
    expect(oldest.json<Message[]>().map((m) => m.content)).toEqual(['m1']);
  });

  it('gives an empty page for a cursor from another thread', async () => {
    const [me, nora, omar] = [await person(), await person(), await person()];
    await sent(me, nora, 'Mine');
    const elsewhere = await sent(omar, nora, 'Theirs');
    const res = await thread(me, nora.user.id, `&before=${elsewhere.id}`);
    expect(res.json()).toEqual([]);
    expect(res.headers['x-has-more']).toBe('false');
  });

  it('refuses a malformed id or limit with 400', async () => {
    const me = await person();
    expect((await thread(me, 'not-a-uuid')).statusCode).toBe(400);
    expect((await thread(me, me.user.id, '&limit=0')).statusCode).toBe(400);
  });
});

describe('PUT /api/messages/read', () => {
  it('marks the sender’s messages read, and their notification; the counts follow', async () => {
    const [me, nora, omar] = [await person(), await person(), await person()];
    await sent(nora, me, 'One');
    await sent(nora, me, 'Two');
    await sent(omar, me, 'From Omar');
    await sent(me, nora, 'Mine, not to be marked');
    expect(await counts(me)).toEqual({ messages: 3, notifications: 2 });
    const before = (await eventsOf([me.user.id, nora.user.id])).length;

    const res = await markRead(me, nora.user.id);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.json()).toEqual({ updated: 2 });
    expect(await counts(me)).toEqual({ messages: 1, notifications: 1 });
    const [note] = await messageNotifications(me.user.id).then((notes) =>
      notes.filter((n) => (n.data as { senderId: string }).senderId === nora.user.id),
    );
    expect(note!.readAt).not.toBeNull();
    const list = await conversations(me);
    expect(list.find((c) => c.otherUser.id === nora.user.id)!.unreadCount).toBe(0);
    expect(list.find((c) => c.otherUser.id === omar.user.id)!.unreadCount).toBe(1);
    // My message to Nora is hers to read: still unread.
    expect((await conversations(nora))[0]!.unreadCount).toBe(1);
    const thread1 = (await thread(nora, me.user.id)).json<Message[]>();
    expect(thread1.map((m) => [m.content, m.isRead])).toEqual([
      ['One', true],
      ['Two', true],
      ['Mine, not to be marked', false],
    ]);

    const events = (await eventsOf([me.user.id, nora.user.id])).slice(before);
    expect(events.map((e) => [e.userId === me.user.id ? 'reader' : 'sender', e.type, e.data])).toEqual([
      ['sender', 'message.read', { readerId: me.user.id, senderId: nora.user.id }],
      ['reader', 'message.read', { readerId: me.user.id, senderId: nora.user.id }],
      ['reader', 'counts', { messages: 1, notifications: 1 }],
    ]);
  });

  it('changes and announces nothing the second time', async () => {
    const [me, nora] = [await person(), await person()];
    await sent(nora, me, 'Hi');
    await markRead(me, nora.user.id);
    const before = (await eventsOf([me.user.id, nora.user.id])).length;
    expect((await markRead(me, nora.user.id)).json()).toEqual({ updated: 0 });
    expect(await eventsOf([me.user.id, nora.user.id])).toHaveLength(before);
  });

  it('cannot mark someone else’s messages read', async () => {
    const [me, nora, omar] = [await person(), await person(), await person()];
    await sent(nora, omar, 'For Omar');
    expect((await markRead(me, nora.user.id)).json()).toEqual({ updated: 0 });
    expect((await conversations(omar))[0]!.unreadCount).toBe(1);
  });

  it('refuses a missing or malformed senderId', async () => {
    const me = await person();
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/messages/read',
      payload: {},
      ...as(me.cookie),
    });
    expect(res.statusCode).toBe(400);
    expect((await markRead(me, 'nope')).statusCode).toBe(400);
  });
});
