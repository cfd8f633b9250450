/**
 * Reports and moderation through the API (docs/decisions/0064-reports-and-moderation.md): members
 * report what they see, once per target and within a daily limit; three reporters (a verified one
 * counting double) hold a listing for review; administrators decide each reported target, the
 * reporters and the reported member are told, and every listing surface leaves a hidden listing out.
 */
import type { FiledReport, Item, Message, ModerationCase, Notification } from '@shared/api-types';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAuditLog, items, messages, notifications, reports, reviews, users } from '../../db/schema';
import {
  createBooking,
  createItem,
  createSignedInUser,
  createUser,
  FIXTURE_PASSWORD,
  itemInput,
} from '../../test/fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';
import { SESSION_COOKIE } from '../auth';

let t: TestApp;
let admin: { cookie: string; id: string };
const as = (cookie: string) => ({ cookies: { [SESSION_COOKIE]: cookie } });

beforeAll(async () => {
  t = await createTestApp();
  const signedIn = await createSignedInUser(t.app, t.database.db, { isAdmin: true });
  admin = { cookie: signedIn.cookie, id: signedIn.user.id };
});
afterAll(() => t.close());

const report = (cookie: string, payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/reports', payload, ...as(cookie) });
const decide = (targetType: string, targetId: string, payload: object, cookie = admin.cookie) =>
  t.app.inject({
    method: 'POST',
    url: `/api/admin/moderation/${targetType}/${targetId}/decision`,
    payload,
    ...as(cookie),
  });
const queue = async (query = '') => {
  const res = await t.app.inject({ url: `/api/admin/moderation${query}`, ...as(admin.cookie) });
  expect(res.statusCode).toBe(200);
  return { cases: res.json<ModerationCase[]>(), total: Number(res.headers['x-total-count']) };
};
const notificationsOf = (userId: string, type: string) =>
  t.database.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.type, type)));
const member = (overrides: Partial<typeof users.$inferInsert> = {}) =>
  createSignedInUser(t.app, t.database.db, overrides);
const itemRow = async (id: string) => (await t.database.db.select().from(items).where(eq(items.id, id)))[0]!;

describe('filing a report', () => {
  it('files a report once per target; a second is 409 already_reported, one’s own is 403', async () => {
    const owner = await member();
    const item = await createItem(t.database.db, owner.user.id);
    const reporter = await member();
    const first = await report(reporter.cookie, {
      targetType: 'item',
      targetId: item.id,
      reason: 'fraud',
      details: '  يطلب الدفع خارج أجّر  ',
    });
    expect(first.statusCode).toBe(201);
    expect(first.headers['cache-control']).toBe('private, no-store');
    const filed = first.json<FiledReport>();
    expect(filed).toMatchObject({ targetType: 'item', targetId: item.id, reason: 'fraud', status: 'open' });
    const [row] = await t.database.db.select().from(reports).where(eq(reports.id, filed.id));
    expect(row).toMatchObject({ reportedUserId: owner.user.id, details: 'يطلب الدفع خارج أجّر', weight: 1 });

    const again = await report(reporter.cookie, { targetType: 'item', targetId: item.id, reason: 'spam' });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('already_reported');

    const own = await report(owner.cookie, { targetType: 'item', targetId: item.id, reason: 'spam' });
    expect(own.statusCode).toBe(403);
    expect(own.json().code).toBe('report_own');
    const self = await report(owner.cookie, { targetType: 'user', targetId: owner.user.id, reason: 'spam' });
    expect(self.json().code).toBe('report_own');
  });

  it('answers 404 for what the reporter cannot see: a paused listing, a message to someone else, an unpublished review', async () => {
    const owner = await member();
    const reporter = await member();
    const paused = await createItem(t.database.db, owner.user.id, { isAvailable: false });
    expect(
      (await report(reporter.cookie, { targetType: 'item', targetId: paused.id, reason: 'spam' })).statusCode,
    ).toBe(404);
    const third = await createUser(t.database.db);
    const [elsewhere] = await t.database.db
      .insert(messages)
      .values({ senderId: owner.user.id, receiverId: third.id, content: 'مرحبا' })
      .returning();
    expect(
      (await report(reporter.cookie, { targetType: 'message', targetId: elsewhere!.id, reason: 'offensive' }))
        .statusCode,
    ).toBe(404);
    const item = await createItem(t.database.db, owner.user.id);
    const booking = await createBooking(t.database.db, item, third.id, { status: 'completed' });
    const [unpublished] = await t.database.db
      .insert(reviews)
      .values({
        bookingId: booking.id,
        itemId: item.id,
        reviewerId: third.id,
        revieweeId: owner.user.id,
        type: 'renter_to_owner',
        rating: 1,
      })
      .returning();
    expect(
      (
        await report(reporter.cookie, {
          targetType: 'review',
          targetId: unpublished!.id,
          reason: 'offensive',
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await report(reporter.cookie, {
          targetType: 'user',
          targetId: '00000000-0000-4000-8000-000000000000',
          reason: 'other',
        })
      ).statusCode,
    ).toBe(404);
  });

  it('refuses a signed-out reporter and limits a member to ten reports a day', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/reports',
      payload: { targetType: 'user', targetId: admin.id, reason: 'spam' },
    });
    expect(res.statusCode).toBe(401);
    const reporter = await member();
    const targets = await Promise.all(Array.from({ length: 11 }, () => createUser(t.database.db)));
    const codes: number[] = [];
    for (const target of targets) {
      codes.push(
        (await report(reporter.cookie, { targetType: 'user', targetId: target.id, reason: 'spam' }))
          .statusCode,
      );
    }
    expect(codes.slice(0, 10).every((code) => code === 201)).toBe(true);
    expect(codes[10]).toBe(429);
  });

  it('lets one of two identical reports sent at once in, and answers the other already_reported', async () => {
    const owner = await member();
    const reporter = await member();
    const target = await createUser(t.database.db);
    const [message] = await t.database.db
      .insert(messages)
      .values({ senderId: owner.user.id, receiverId: reporter.user.id, content: 'كلام مسيء' })
      .returning();
    const both = await Promise.all(
      [0, 1, 2].map(() =>
        report(reporter.cookie, { targetType: 'message', targetId: message!.id, reason: 'offensive' }),
      ),
    );
    expect(both.map((res) => res.statusCode).sort()).toEqual([201, 409, 409]);
    const rows = await t.database.db.select().from(reports).where(eq(reports.targetId, message!.id));
    expect(rows).toHaveLength(1);
    expect(target.id).toBeTruthy();
  });
});

describe('holding a listing for review', () => {
  it('hides a listing once three members report it, out of every surface, and tells its owner once', async () => {
    const owner = await member();
    const item = await createItem(t.database.db, owner.user.id, { title: `Reported camera ${Date.now()}` });
    const reporters = await Promise.all([member(), member(), member(), member()]);
    // The three at once: the listing's row lock counts them one at a time.
    const filed = await Promise.all(
      reporters
        .slice(0, 3)
        .map((r) => report(r.cookie, { targetType: 'item', targetId: item.id, reason: 'fraud' })),
    );
    expect(filed.map((res) => res.statusCode)).toEqual([201, 201, 201]);
    const row = await itemRow(item.id);
    expect(row).toMatchObject({ hiddenReason: 'reports', isAvailable: false });
    expect(row.hiddenAt).not.toBeNull();
    expect(await notificationsOf(owner.user.id, 'listing_hidden')).toHaveLength(1);

    // Nobody else sees it: its page, browse, search, the owner's public listings; the fourth cannot report it.
    expect((await t.app.inject({ url: `/api/items/${item.id}` })).statusCode).toBe(404);
    const browse = (await t.app.inject({ url: '/api/items?limit=100' })).json<Item[]>();
    expect(browse.some((listed) => listed.id === item.id)).toBe(false);
    const search = (await t.app.inject({ url: `/api/items?search=${encodeURIComponent(row.title)}` })).json<
      Item[]
    >();
    expect(search.some((listed) => listed.id === item.id)).toBe(false);
    const theirs = (await t.app.inject({ url: `/api/users/${owner.user.id}/items` })).json<Item[]>();
    expect(theirs).toEqual([]);
    expect(
      (await report(reporters[3]!.cookie, { targetType: 'item', targetId: item.id, reason: 'fraud' }))
        .statusCode,
    ).toBe(404);

    // Its owner sees it, with why, and cannot list it again while it is hidden.
    const own = await t.app.inject({ url: `/api/items/${item.id}`, ...as(owner.cookie) });
    expect(own.json<Item>().hiddenReason).toBe('reports');
    const relist = await t.app.inject({
      method: 'PATCH',
      url: `/api/items/${item.id}`,
      payload: { isAvailable: true },
      ...as(owner.cookie),
    });
    expect(relist.statusCode).toBe(409);
    expect(relist.json().code).toBe('listing_hidden');
    expect((await itemRow(item.id)).isAvailable).toBe(false);
  });

  it('counts a reporter with a verified identity twice', async () => {
    const owner = await member();
    const item = await createItem(t.database.db, owner.user.id);
    const verified = await member({ identityVerifiedAt: new Date() });
    const plain = await member();
    await report(verified.cookie, { targetType: 'item', targetId: item.id, reason: 'prohibited' });
    expect((await itemRow(item.id)).hiddenAt).toBeNull();
    await report(plain.cookie, { targetType: 'item', targetId: item.id, reason: 'prohibited' });
    expect((await itemRow(item.id)).hiddenReason).toBe('reports');
  });

  it('refuses a listing named by a clear prohibited word, and holds one with an unsure word in the queue', async () => {
    const owner = await member();
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/items',
      payload: itemInput({ title: 'ذخيرة صيد للبيع' }),
      ...as(owner.cookie),
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: 'prohibited_item', reason: 'weapons' });

    const held = await t.app.inject({
      method: 'POST',
      url: '/api/items',
      payload: itemInput({ title: 'مسدس قديم للتصوير', description: 'قطعة ديكور' }),
      ...as(owner.cookie),
    });
    expect(held.statusCode).toBe(201);
    const heldItem = held.json<Item>();
    expect(heldItem).toMatchObject({ isAvailable: false, hiddenReason: 'words' });
    const { cases } = await queue('?targetType=item');
    const heldCase = cases.find((c) => c.targetId === heldItem.id);
    expect(heldCase?.reports[0]).toMatchObject({ reporter: null, reason: 'prohibited', details: 'مسدس' });

    // A tool's name is no prohibited word; an edit that adds a clear word is refused.
    const tool = await t.app.inject({
      method: 'POST',
      url: '/api/items',
      payload: itemInput({ title: 'مسدس حراري بوش' }),
      ...as(owner.cookie),
    });
    expect(tool.json<Item>().hiddenReason).toBeNull();
    const edit = await t.app.inject({
      method: 'PATCH',
      url: `/api/items/${tool.json<Item>().id}`,
      payload: { description: 'ومعه ذخيرة' },
      ...as(owner.cookie),
    });
    expect(edit.json().code).toBe('prohibited_item');

    // Dismissing the hold lists it again and tells its owner.
    const dismissed = await decide('item', heldItem.id, {
      action: 'dismiss',
      reason: 'Decorative replica, fine',
    });
    expect(dismissed.statusCode).toBe(200);
    expect(await itemRow(heldItem.id)).toMatchObject({ hiddenAt: null, isAvailable: true });
    expect(await notificationsOf(owner.user.id, 'listing_restored')).toHaveLength(1);
  });
});

describe('the administrators’ queue and decisions', () => {
  it('shows reports grouped by target with context, and hiding closes them and tells everyone', async () => {
    const owner = await member();
    const item = await createItem(t.database.db, owner.user.id, { title: 'Fake PS5' });
    const [a, b] = await Promise.all([member(), member()]);
    await report(a.cookie, {
      targetType: 'item',
      targetId: item.id,
      reason: 'fraud',
      details: 'Asked for a transfer',
    });
    await report(b.cookie, { targetType: 'item', targetId: item.id, reason: 'spam' });
    const { cases, total } = await queue();
    expect(total).toBeGreaterThanOrEqual(1);
    const found = cases.find((c) => c.targetId === item.id)!;
    expect(found).toMatchObject({
      targetType: 'item',
      reportCount: 2,
      weight: 2,
      hidden: null,
      reported: { id: owner.user.id, blocked: false },
      context: { kind: 'item', title: 'Fake PS5', city: 'Riyadh' },
      actions: ['dismiss', 'hide', 'warn', 'block'],
    });
    expect(found.reasons.map((r) => r.reason).sort()).toEqual(['fraud', 'spam']);
    expect(found.reports[0]!.reporter?.id).toBe(b.user.id);

    const hidden = await decide('item', item.id, { action: 'hide', reason: 'Counterfeit console' });
    expect(hidden.statusCode).toBe(200);
    expect(hidden.json()).toMatchObject({ action: 'hide', closedReports: 2 });
    expect(await itemRow(item.id)).toMatchObject({ hiddenReason: 'moderator', isAvailable: false });
    const closed = await t.database.db.select().from(reports).where(eq(reports.targetId, item.id));
    expect(
      closed.every((r) => r.status === 'actioned' && r.decision === 'hide' && r.decidedBy === admin.id),
    ).toBe(true);
    const told = await notificationsOf(a.user.id, 'report_resolved');
    expect(told).toHaveLength(1);
    expect(told[0]!.data).toMatchObject({
      reportOutcome: 'actioned',
      targetType: 'item',
      itemTitle: 'Fake PS5',
    });
    const list = await t.app.inject({ url: '/api/notifications', ...as(a.cookie) });
    const text = list.json<{ notifications: Notification[] }>().notifications[0]!.text;
    expect(text.en).toContain('took action');
    expect((await notificationsOf(owner.user.id, 'listing_hidden'))[0]!.data).toMatchObject({
      hiddenReason: 'moderator',
      reason: 'Counterfeit console',
    });
    const [audit] = await t.database.db
      .select()
      .from(adminAuditLog)
      .where(and(eq(adminAuditLog.action, 'moderation.hide'), eq(adminAuditLog.targetId, item.id)));
    expect(audit).toMatchObject({ adminId: admin.id, targetType: 'item', reason: 'Counterfeit console' });
    expect((await queue()).cases.some((c) => c.targetId === item.id)).toBe(false);

    // Restoring it lists it again.
    expect(
      (await decide('item', item.id, { action: 'restore', reason: 'Owner sent the receipt' })).statusCode,
    ).toBe(200);
    expect(await itemRow(item.id)).toMatchObject({ hiddenAt: null, isAvailable: true });
    expect((await decide('item', item.id, { action: 'restore', reason: 'Again' })).json().code).toBe(
      'moderation_not_applicable',
    );
  });

  it('hides a review out of the lists and the ratings, and a message as removed', async () => {
    const owner = await member();
    const renter = await member();
    const item = await createItem(t.database.db, owner.user.id);
    const booking = await createBooking(t.database.db, item, renter.user.id, { status: 'completed' });
    const [review] = await t.database.db
      .insert(reviews)
      .values({
        bookingId: booking.id,
        itemId: item.id,
        reviewerId: renter.user.id,
        revieweeId: owner.user.id,
        type: 'renter_to_owner',
        rating: 1,
        comment: 'Insulting words',
        publishedAt: new Date(),
      })
      .returning();
    await t.database.db.update(items).set({ rating: '1.00', totalReviews: 1 }).where(eq(items.id, item.id));
    expect(
      (await report(owner.cookie, { targetType: 'review', targetId: review!.id, reason: 'offensive' }))
        .statusCode,
    ).toBe(201);
    expect((await decide('review', review!.id, { action: 'hide', reason: 'Insults' })).statusCode).toBe(200);
    const listed = await t.app.inject({ url: `/api/reviews?itemId=${item.id}` });
    expect(listed.json<unknown[]>()).toEqual([]);
    expect(await itemRow(item.id)).toMatchObject({ rating: '0.00', totalReviews: 0 });
    expect((await notificationsOf(renter.user.id, 'content_hidden'))[0]!.data).toMatchObject({
      targetType: 'review',
    });

    const [message] = await t.database.db
      .insert(messages)
      .values({ senderId: renter.user.id, receiverId: owner.user.id, content: 'رسالة مسيئة' })
      .returning();
    await report(owner.cookie, { targetType: 'message', targetId: message!.id, reason: 'offensive' });
    const { cases } = await queue('?targetType=message');
    const messageCase = cases.find((c) => c.targetId === message!.id)!;
    expect(messageCase.context).toMatchObject({ kind: 'message', content: 'رسالة مسيئة' });
    expect(messageCase.context?.kind === 'message' && messageCase.context.thread.at(-1)?.id).toBe(
      message!.id,
    );
    expect((await decide('message', message!.id, { action: 'hide', reason: 'Abuse' })).statusCode).toBe(200);
    const thread = await t.app.inject({
      url: `/api/messages?otherUserId=${renter.user.id}`,
      ...as(owner.cookie),
    });
    const shown = thread.json<Message[]>().find((m) => m.id === message!.id);
    expect(shown).toMatchObject({ removed: true, content: '' });
  });

  it('warns and blocks a reported member, and refuses actions that do not apply', async () => {
    const rude = await member();
    const reporter = await member();
    await report(reporter.cookie, { targetType: 'user', targetId: rude.user.id, reason: 'safety' });
    expect(
      (await decide('user', rude.user.id, { action: 'hide', reason: 'Not for profiles' })).json().code,
    ).toBe('moderation_not_applicable');
    expect(
      (await decide('user', rude.user.id, { action: 'warn', reason: 'Threats in messages' })).statusCode,
    ).toBe(200);
    expect((await notificationsOf(rude.user.id, 'member_warned'))[0]!.data).toMatchObject({
      reason: 'Threats in messages',
    });
    expect(
      (await decide('user', rude.user.id, { action: 'dismiss', reason: 'Nothing open' })).json().code,
    ).toBe('moderation_not_applicable');
    await report(reporter.cookie, { targetType: 'user', targetId: rude.user.id, reason: 'safety' });
    expect(
      (await decide('user', rude.user.id, { action: 'block', reason: 'Threats again' })).statusCode,
    ).toBe(200);
    const [blocked] = await t.database.db.select().from(users).where(eq(users.id, rude.user.id));
    expect(blocked?.suspendedAt).not.toBeNull();
    expect((await t.app.inject({ url: '/api/auth/me', ...as(rude.cookie) })).json().user).toBeNull();
    const actions = await t.database.db
      .select({ action: adminAuditLog.action })
      .from(adminAuditLog)
      .where(eq(adminAuditLog.targetId, rude.user.id));
    expect(actions.map((row) => row.action)).toEqual(
      expect.arrayContaining(['moderation.warn', 'moderation.block', 'user.suspend']),
    );
    expect((await decide('user', rude.user.id, { action: 'warn', reason: 'x' })).statusCode).toBe(400);
  });

  it('decides a race between two administrators once', async () => {
    const owner = await member();
    const item = await createItem(t.database.db, owner.user.id);
    const reporter = await member();
    await report(reporter.cookie, { targetType: 'item', targetId: item.id, reason: 'fraud' });
    const both = await Promise.all([
      decide('item', item.id, { action: 'hide', reason: 'Scam listing' }),
      decide('item', item.id, { action: 'dismiss', reason: 'Looks fine' }),
    ]);
    expect(both.map((res) => res.statusCode).sort()).toEqual([200, 409]);
    expect(await notificationsOf(reporter.user.id, 'report_resolved')).toHaveLength(1);
    const open = await t.database.db
      .select()
      .from(reports)
      .where(and(eq(reports.targetId, item.id), eq(reports.status, 'open')));
    expect(open).toEqual([]);
  });
});

describe('what is hidden now', () => {
  it('lists hidden listings and messages newest first, with the last decision, and undoes a hide', async () => {
    const owner = await member();
    const reporter = await member();
    const item = await createItem(t.database.db, owner.user.id, { title: `Hidden lantern ${Date.now()}` });
    await report(reporter.cookie, { targetType: 'item', targetId: item.id, reason: 'fraud' });
    expect(
      (await decide('item', item.id, { action: 'hide', reason: 'Asks for a transfer' })).statusCode,
    ).toBe(200);
    const [message] = await t.database.db
      .insert(messages)
      .values({ senderId: owner.user.id, receiverId: reporter.user.id, content: 'كلام مسيء' })
      .returning();
    await report(reporter.cookie, { targetType: 'message', targetId: message!.id, reason: 'offensive' });
    expect((await decide('message', message!.id, { action: 'hide', reason: 'Insults' })).statusCode).toBe(
      200,
    );
    // Removed by its owner after it was hidden: gone from the marketplace, so not listed.
    const removed = await createItem(t.database.db, owner.user.id);
    await t.database.db
      .update(items)
      .set({ hiddenAt: new Date(), hiddenReason: 'moderator', isAvailable: false, deletedAt: new Date() })
      .where(eq(items.id, removed.id));

    const { cases, total } = await queue('?view=hidden');
    expect(total).toBe((await queue('?view=hidden&limit=100')).cases.length);
    const ids = cases.map((c) => c.targetId);
    expect(ids).not.toContain(removed.id);
    // The message was hidden after the listing: it comes first.
    expect(ids.indexOf(message!.id)).toBeGreaterThanOrEqual(0);
    expect(ids.indexOf(message!.id)).toBeLessThan(ids.indexOf(item.id));
    const hiddenItem = cases.find((c) => c.targetId === item.id)!;
    const [row] = await t.database.db.select().from(items).where(eq(items.id, item.id));
    expect(hiddenItem).toMatchObject({
      targetType: 'item',
      reportCount: 0,
      reports: [],
      latestAt: row!.hiddenAt!.toISOString(),
      hidden: { reason: 'moderator' },
      lastDecision: { action: 'hide', note: 'Asks for a transfer' },
      // The listing's hide and the message's: two actions against this member.
      reported: { id: owner.user.id, priorActions: 2 },
      actions: ['restore'],
    });
    expect(
      (await queue('?view=hidden&targetType=message')).cases.every((c) => c.targetType === 'message'),
    ).toBe(true);
    expect(await queue('?view=hidden&targetType=user')).toEqual({ cases: [], total: 0 });

    // Restored with no report open: listed again, and out of the hidden view.
    expect((await decide('item', item.id, { action: 'restore', reason: 'Owner explained' })).statusCode).toBe(
      200,
    );
    expect(await itemRow(item.id)).toMatchObject({ hiddenAt: null, isAvailable: true });
    expect((await queue('?view=hidden&limit=100')).cases.some((c) => c.targetId === item.id)).toBe(false);
  });

  it('shows a listing held for its words with its open report and every decision', async () => {
    const owner = await member();
    const held = await t.app.inject({
      method: 'POST',
      url: '/api/items',
      payload: itemInput({ title: 'مسدس قديم للعرض', description: 'قطعة ديكور' }),
      ...as(owner.cookie),
    });
    const heldItem = held.json<Item>();
    const { cases } = await queue('?view=hidden&targetType=item&limit=100');
    expect(cases.find((c) => c.targetId === heldItem.id)).toMatchObject({
      reportCount: 1,
      hidden: { reason: 'words' },
      lastDecision: null,
      actions: ['dismiss', 'restore', 'warn', 'block'],
    });
  });
});

describe('a reported member who closed their account (docs/decisions/0066)', () => {
  it('is shown as closed; their message may be hidden or the reports dismissed, but they are not warned or blocked', async () => {
    const writer = await member();
    const reporter = await member();
    const closed = await t.app.inject({
      method: 'POST',
      url: '/api/account/close',
      payload: { currentPassword: FIXTURE_PASSWORD, confirm: true },
      ...as(writer.cookie),
    });
    expect(closed.statusCode, closed.body).toBe(204);
    // A booking's messages stay after the closing (decision 0066): one written as such a message.
    const [kept] = await t.database.db
      .insert(messages)
      .values({ senderId: writer.user.id, receiverId: reporter.user.id, content: 'Rude words again' })
      .returning();
    await report(reporter.cookie, { targetType: 'message', targetId: kept!.id, reason: 'offensive' });

    const found = (await queue('?targetType=message&limit=100')).cases.find((c) => c.targetId === kept!.id)!;
    expect(found.reported).toMatchObject({ id: writer.user.id, closed: true, firstName: '' });
    expect(found.actions).toEqual(['dismiss', 'hide']);
    for (const action of ['warn', 'block']) {
      const refused = await decide('message', kept!.id, { action, reason: 'Insults' });
      expect(refused.statusCode, refused.body).toBe(409);
      expect(refused.json().code).toBe('account_closed');
    }
    expect((await decide('message', kept!.id, { action: 'hide', reason: 'Insults' })).statusCode).toBe(200);
    // Nothing is told to an account nobody holds; the reporter hears the outcome.
    expect(await notificationsOf(writer.user.id, 'content_hidden')).toEqual([]);
    expect(await notificationsOf(reporter.user.id, 'report_resolved')).toHaveLength(1);
  });
});
