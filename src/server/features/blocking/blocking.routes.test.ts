import type { BlockedMember, BlockRelation, Conversation, Message } from '@shared/api-types';
import { BLOCK_CHANGES_PER_HOUR } from '@shared/blocking';
import { addDays, todayInRiyadh } from '@shared/bookings';
import { and, count, eq, or } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings, memberBlocks, messages, notifications, users } from '../../db/schema';
import { createBooking, createItem, createSignedInUser, createUser } from '../../test/fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';
import { SESSION_COOKIE } from '../auth/sessions';

let t: TestApp;
beforeAll(async () => {
  // The limit is tested on its own below; the other tests block and unblock freely.
  t = await createTestApp({ rateLimitFactor: 10 });
});
afterAll(() => t.close());

type Member = Awaited<ReturnType<typeof createSignedInUser>>;
const member = (overrides: Parameters<typeof createSignedInUser>[2] = {}) =>
  createSignedInUser(t.app, t.database.db, overrides);
const as = (who: Member) => ({ cookies: { [SESSION_COOKIE]: who.cookie } });
const day = (n: number) => addDays(todayInRiyadh(), n);

const block = (who: Member, userId: string) =>
  t.app.inject({ method: 'POST', url: '/api/blocks', payload: { userId }, ...as(who) });
const unblock = (who: Member, userId: string) =>
  t.app.inject({ method: 'DELETE', url: `/api/blocks/${userId}`, ...as(who) });
const relation = async (who: Member, userId: string) =>
  (await t.app.inject({ url: `/api/blocks/${userId}`, ...as(who) })).json<BlockRelation>();
const listOf = async (who: Member, query = '') => t.app.inject({ url: `/api/blocks${query}`, ...as(who) });
const send = (who: Member, receiverId: string, content = 'Is the tent still free?') =>
  t.app.inject({ method: 'POST', url: '/api/messages', payload: { receiverId, content }, ...as(who) });
const request = (who: Member, itemId: string, from = 10) =>
  t.app.inject({
    method: 'POST',
    url: '/api/bookings',
    payload: { itemId, startDate: day(from), endDate: day(from + 2), pickupMethod: 'pickup' },
    ...as(who),
  });
const blockRows = (blockerId: string) =>
  t.database.db.select().from(memberBlocks).where(eq(memberBlocks.blockerId, blockerId));
const messagesBetween = async (one: string, other: string) =>
  (
    await t.database.db
      .select({ n: count() })
      .from(messages)
      .where(
        or(
          and(eq(messages.senderId, one), eq(messages.receiverId, other)),
          and(eq(messages.senderId, other), eq(messages.receiverId, one)),
        ),
      )
  )[0]!.n;

describe('blocking a member', () => {
  it('is for signed-in members', async () => {
    const someone = await createUser(t.database.db);
    expect((await t.app.inject({ url: '/api/blocks' })).statusCode).toBe(401);
    expect((await t.app.inject({ url: `/api/blocks/${someone.id}` })).statusCode).toBe(401);
    const post = await t.app.inject({ method: 'POST', url: '/api/blocks', payload: { userId: someone.id } });
    expect(post.statusCode).toBe(401);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/blocks/${someone.id}` })).statusCode).toBe(401);
  });

  it('blocks once, lists the member with when, and says where both stand', async () => {
    const [nora, omar] = await Promise.all([member(), member({ firstName: 'Omar', lastName: 'Saleh' })]);
    const first = await block(nora, omar.user.id);
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json<BlockedMember>()).toMatchObject({
      user: { id: omar.user.id, firstName: 'Omar', lastName: 'Saleh' },
    });
    // Again: the same block, not a second one.
    const again = await block(nora, omar.user.id);
    expect(again.statusCode).toBe(200);
    expect(again.json<BlockedMember>().blockedAt).toBe(first.json<BlockedMember>().blockedAt);
    expect(await blockRows(nora.user.id)).toHaveLength(1);
    const list = await listOf(nora);
    expect(list.statusCode).toBe(200);
    expect(list.headers['cache-control']).toContain('no-store');
    expect(list.headers['x-has-more']).toBe('false');
    expect(list.json<BlockedMember[]>().map((row) => row.user.id)).toEqual([omar.user.id]);
    // Nothing private of the member: no e-mail, phone or username.
    expect(list.body).not.toMatch(/"email"|"username"|password|\+9665/i);
    expect(await relation(nora, omar.user.id)).toEqual({ blocked: true, closed: true });
    // The blocked member sees the conversation closed, not who closed it, and no list of theirs names it.
    expect(await relation(omar, nora.user.id)).toEqual({ blocked: false, closed: true });
    expect((await listOf(omar)).json()).toEqual([]);
  });

  it('is private: the blocked member is told nothing', async () => {
    const [nora, omar] = await Promise.all([member(), member()]);
    const before = await t.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, omar.user.id));
    expect((await block(nora, omar.user.id)).statusCode).toBe(201);
    const after = await t.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, omar.user.id));
    expect(after).toEqual(before);
    // Their public profile reads the same to them as before.
    const profile = await t.app.inject({ url: `/api/users/${nora.user.id}`, ...as(omar) });
    expect(profile.statusCode).toBe(200);
  });

  it('makes one block of two requests sent at once', async () => {
    const [nora, omar] = await Promise.all([member(), member()]);
    const answers = await Promise.all([block(nora, omar.user.id), block(nora, omar.user.id)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 201]);
    expect(await blockRows(nora.user.id)).toHaveLength(1);
    // Both ways at once: two blocks, one each.
    const both = await Promise.all([block(omar, nora.user.id), block(nora, omar.user.id)]);
    expect(both.map((answer) => answer.statusCode).sort()).toEqual([200, 201]);
    expect(await blockRows(omar.user.id)).toHaveLength(1);
  });

  it('refuses oneself, nobody and a member administrators blocked, storing nothing', async () => {
    const nora = await member();
    const suspended = await createUser(t.database.db, { suspendedAt: new Date() });
    const self = await block(nora, nora.user.id);
    expect(self.statusCode).toBe(400);
    expect(self.json()).toMatchObject({
      code: 'validation_failed',
      errors: [{ path: 'userId', code: 'block_self' }],
    });
    for (const userId of ['8a3c2d1e-0000-4000-8000-000000000000', suspended.id]) {
      const res = await block(nora, userId);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: 'not_found' });
    }
    for (const payload of [{}, { userId: 'nobody' }, { userId: 7 }, { userId: null }]) {
      const res = await t.app.inject({ method: 'POST', url: '/api/blocks', payload, ...as(nora) });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'validation_failed' });
    }
    expect(await blockRows(nora.user.id)).toEqual([]);
    // Nothing stands between anyone and a malformed id; unblocking one changes nothing.
    expect(await relation(nora, 'nonsense')).toEqual({ blocked: false, closed: false });
    expect((await unblock(nora, 'nonsense')).statusCode).toBe(204);
  });

  it('lists newest first, in pages', async () => {
    const nora = await member();
    const others = [];
    for (const name of ['First', 'Second', 'Third']) {
      const other = await createUser(t.database.db, { firstName: name });
      others.push(other);
      expect((await block(nora, other.id)).statusCode).toBe(201);
    }
    const first = await listOf(nora, '?limit=2');
    expect(first.json<BlockedMember[]>().map((row) => row.user.firstName)).toEqual(['Third', 'Second']);
    expect(first.headers['x-has-more']).toBe('true');
    const second = await listOf(nora, `?limit=2&before=${others[1]!.id}`);
    expect(second.json<BlockedMember[]>().map((row) => row.user.firstName)).toEqual(['First']);
    expect(second.headers['x-has-more']).toBe('false');
    // A cursor that is not one of the viewer's blocks gives an empty page.
    const stranger = await createUser(t.database.db);
    expect((await listOf(nora, `?before=${stranger.id}`)).json()).toEqual([]);
    expect((await listOf(nora, '?limit=0')).statusCode).toBe(400);
    expect((await listOf(nora, '?limit=51')).statusCode).toBe(400);
    expect((await listOf(nora, '?limit=٢')).statusCode).toBe(200);
  });

  it('goes when either account is deleted', async () => {
    const nora = await member();
    const gone = await createUser(t.database.db);
    await block(nora, gone.id);
    await t.database.db.delete(users).where(eq(users.id, gone.id));
    expect(await blockRows(nora.user.id)).toEqual([]);
  });
});

describe('what a block closes', () => {
  it('closes the conversation both ways, keeps it readable, and unblocking opens it again', async () => {
    const [owner, renter] = await Promise.all([member(), member()]);
    expect((await send(renter, owner.user.id, 'Hello before')).statusCode).toBe(201);
    expect((await block(owner, renter.user.id)).statusCode).toBe(201);
    const before = await messagesBetween(owner.user.id, renter.user.id);
    for (const [from, to] of [
      [renter, owner],
      [owner, renter],
    ] as const) {
      const refused = await send(from, to.user.id, 'Still there?');
      expect(refused.statusCode).toBe(403);
      // Worded the same to both sides: it does not say who blocked whom.
      expect(refused.json()).toEqual({
        code: 'blocked',
        message: 'Messages and requests between these members are closed',
      });
    }
    expect(await messagesBetween(owner.user.id, renter.user.id)).toBe(before);
    // What was said stays readable on both sides.
    for (const [who, other] of [
      [renter, owner],
      [owner, renter],
    ] as const) {
      const thread = await t.app.inject({ url: `/api/messages?otherUserId=${other.user.id}`, ...as(who) });
      expect(thread.json<Message[]>().map((message) => message.content)).toEqual(['Hello before']);
      const list = await t.app.inject({ url: '/api/messages', ...as(who) });
      expect(list.json<Conversation[]>().map((row) => row.otherUser.id)).toEqual([other.user.id]);
    }
    expect((await unblock(owner, renter.user.id)).statusCode).toBe(204);
    expect(await relation(renter, owner.user.id)).toEqual({ blocked: false, closed: false });
    expect((await send(renter, owner.user.id, 'Hello again')).statusCode).toBe(201);
    expect((await send(owner, renter.user.id, 'Welcome back')).statusCode).toBe(201);
  });

  it('stays closed while the other still blocks, after one of two blocks is lifted', async () => {
    const [nora, omar] = await Promise.all([member(), member()]);
    await block(nora, omar.user.id);
    await block(omar, nora.user.id);
    await unblock(nora, omar.user.id);
    expect(await relation(nora, omar.user.id)).toEqual({ blocked: false, closed: true });
    expect((await send(nora, omar.user.id)).statusCode).toBe(403);
  });

  it('refuses a booking request either way, and unblocking lets it through', async () => {
    const [owner, renter] = await Promise.all([member(), member()]);
    const tent = await createItem(t.database.db, owner.user.id, { title: 'Tent' });
    const kayak = await createItem(t.database.db, renter.user.id, { title: 'Kayak' });
    expect((await block(owner, renter.user.id)).statusCode).toBe(201);
    const countOf = async () => (await t.database.db.select({ n: count() }).from(bookings))[0]!.n;
    const before = await countOf();
    for (const [who, itemId] of [
      [renter, tent.id],
      [owner, kayak.id],
    ] as const) {
      const refused = await request(who, itemId);
      expect(refused.statusCode, refused.body).toBe(403);
      expect(refused.json()).toMatchObject({ code: 'blocked' });
    }
    expect(await countOf()).toBe(before);
    expect((await unblock(owner, renter.user.id)).statusCode).toBe(204);
    const allowed = await request(renter, tent.id);
    expect(allowed.statusCode, allowed.body).toBe(201);
  });

  it('leaves a booking made before it as it is', async () => {
    const [owner, renter] = await Promise.all([member(), member()]);
    const tent = await createItem(t.database.db, owner.user.id);
    const confirmed = await createBooking(t.database.db, tent, renter.user.id, {
      startDate: day(20),
      endDate: day(22),
      status: 'confirmed',
    });
    expect((await block(owner, renter.user.id)).statusCode).toBe(201);
    const [row] = await t.database.db.select().from(bookings).where(eq(bookings.id, confirmed.id));
    expect(row!.status).toBe('confirmed');
    for (const who of [owner, renter]) {
      const page = await t.app.inject({ url: `/api/bookings/${confirmed.id}`, ...as(who) });
      expect(page.statusCode).toBe(200);
    }
  });
});

describe('the limit on blocks and unblocks', () => {
  it('refuses a member past it with 429, counting blocks and unblocks together', async () => {
    const limited = await createTestApp();
    try {
      const nora = await createSignedInUser(limited.app, limited.database.db);
      const omar = await createUser(limited.database.db);
      let last = 0;
      for (let i = 0; i < BLOCK_CHANGES_PER_HOUR; i++) {
        const res = await limited.app.inject({
          method: i % 2 === 0 ? 'POST' : 'DELETE',
          url: i % 2 === 0 ? '/api/blocks' : `/api/blocks/${omar.id}`,
          ...(i % 2 === 0 && { payload: { userId: omar.id } }),
          cookies: { [SESSION_COOKIE]: nora.cookie },
        });
        last = res.statusCode;
      }
      expect(last).toBe(204);
      const refused = await limited.app.inject({
        method: 'POST',
        url: '/api/blocks',
        payload: { userId: omar.id },
        cookies: { [SESSION_COOKIE]: nora.cookie },
      });
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toMatchObject({ code: 'rate_limited' });
      expect(refused.headers['retry-after']).toBeDefined();
    } finally {
      await limited.close();
    }
  });
});
