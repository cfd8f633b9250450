import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAuditLog, liveEvents, sessions, users } from '../../db/schema';
import { createItem, createSignedInUser, createUser, FIXTURE_PASSWORD, signIn } from '../../test/fixtures';
import { type AdminTestApp, as, createAdminTestApp, type SignedIn } from './admin.test-helpers';

let t: AdminTestApp;

beforeAll(async () => {
  t = await createAdminTestApp();
});
afterAll(() => t.close());

const suspend = (id: string, payload: object | undefined) =>
  t.asAdmin({ method: 'POST', url: `/api/admin/users/${id}/suspend`, ...(payload && { payload }) });
const activate = (id: string) => t.asAdmin({ method: 'POST', url: `/api/admin/users/${id}/activate` });
const storedUser = async (id: string) =>
  (await t.database.db.select().from(users).where(eq(users.id, id)))[0]!;
const login = (email: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password: FIXTURE_PASSWORD } });
const auditOf = (id: string, action: 'user.suspend' | 'user.activate') =>
  t.database.db
    .select()
    .from(adminAuditLog)
    .where(and(eq(adminAuditLog.targetId, id), eq(adminAuditLog.action, action)));

describe('POST /api/admin/users/{id}/suspend and /activate', () => {
  let person: SignedIn;
  let secondCookie: string;
  let itemId: string;

  beforeAll(async () => {
    person = await createSignedInUser(t.app, t.database.db, { firstName: 'Majed', lastName: 'Saleh' });
    secondCookie = await signIn(t.app, person.user.email);
    itemId = (await createItem(t.database.db, person.user.id, { title: 'Blocked owner’s drill' })).id;
  });

  it('wants a reason: missing or whitespace is 400 reason_required, and nothing changes', async () => {
    for (const payload of [undefined, {}, { reason: '   ' }]) {
      const res = await suspend(person.user.id, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual([
        { path: 'reason', code: 'reason_required', message: expect.any(String) },
      ]);
    }
    expect((await suspend(person.user.id, { reason: 'x'.repeat(501) })).statusCode).toBe(400);
    expect(await storedUser(person.user.id)).toMatchObject({ suspendedAt: null, suspensionReason: null });
    expect((await t.app.inject({ url: '/api/bookings', ...as(person.cookie) })).statusCode).toBe(200);
  });

  it('blocks: the account is signed out everywhere, hears of it live, and its listings leave the marketplace', async () => {
    const before = await t.app.inject({ url: '/api/items' });
    expect(before.json().map((item: { id: string }) => item.id)).toContain(itemId);

    const res = await suspend(person.user.id, { reason: '  Fake listings  ' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().user).toMatchObject({
      id: person.user.id,
      suspendedAt: expect.any(String),
      suspensionReason: 'Fake listings',
    });
    expect(res.json().user).not.toHaveProperty('passwordHash');

    // Both of the account's sessions are gone: its cookies sign nobody in.
    for (const cookie of [person.cookie, secondCookie]) {
      expect((await t.app.inject({ url: '/api/bookings', ...as(cookie) })).statusCode).toBe(401);
      expect((await t.app.inject({ url: '/api/auth/me', ...as(cookie) })).json().user).toBeNull();
    }
    expect(await t.database.db.select().from(sessions).where(eq(sessions.userId, person.user.id))).toEqual(
      [],
    );
    const told = await t.database.db.select().from(liveEvents).where(eq(liveEvents.userId, person.user.id));
    expect(told.map(({ type, data }) => ({ type, data }))).toContainEqual({
      type: 'session.ended',
      data: { reason: 'suspended' },
    });

    const listed = await t.app.inject({ url: '/api/items' });
    expect(listed.json().map((item: { id: string }) => item.id)).not.toContain(itemId);
    expect((await t.app.inject({ url: `/api/items/${itemId}` })).statusCode).toBe(404);

    const refused = await login(person.user.email);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'account_blocked', reason: 'Fake listings' });

    const [entry] = await auditOf(person.user.id, 'user.suspend');
    expect(entry).toMatchObject({
      adminId: t.admin.user.id,
      targetType: 'user',
      targetLabel: 'Majed Saleh',
      reason: 'Fake listings',
    });
  });

  it('answers 409 to blocking a blocked account, changing nothing', async () => {
    const before = await storedUser(person.user.id);
    const res = await suspend(person.user.id, { reason: 'Again' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ code: 'conflict', message: 'This account is already blocked' });
    expect(await storedUser(person.user.id)).toEqual(before);
    expect(await auditOf(person.user.id, 'user.suspend')).toHaveLength(1);
  });

  it('unblocks: sign-in works again and the listings come back', async () => {
    const res = await activate(person.user.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().user).toMatchObject({ suspendedAt: null, suspensionReason: null });
    expect((await login(person.user.email)).statusCode).toBe(200);
    const listed = await t.app.inject({ url: '/api/items' });
    expect(listed.json().map((item: { id: string }) => item.id)).toContain(itemId);
    expect((await t.app.inject({ url: `/api/items/${itemId}` })).statusCode).toBe(200);
    const [entry] = await auditOf(person.user.id, 'user.activate');
    expect(entry).toMatchObject({ reason: null, details: { formerReason: 'Fake listings' } });
  });

  it('answers 409 to unblocking an active account', async () => {
    const res = await activate(person.user.id);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ code: 'conflict', message: 'This account is not blocked' });
  });

  it('never blocks an administrator, oneself included (403 admin_protected)', async () => {
    const otherAdmin = await createSignedInUser(t.app, t.database.db, { isAdmin: true });
    for (const id of [otherAdmin.user.id, t.admin.user.id]) {
      const res = await suspend(id, { reason: 'Takeover' });
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe('admin_protected');
      expect((await storedUser(id)).suspendedAt).toBeNull();
    }
    expect(
      (await t.app.inject({ url: '/api/auth/me', ...as(otherAdmin.cookie) })).json().user,
    ).not.toBeNull();
    expect((await activate(otherAdmin.user.id)).statusCode).toBe(409);
  });

  it('answers 404 for an unknown account', async () => {
    const unknown = '5b1f8f9e-0000-4000-8000-000000000000';
    expect((await suspend(unknown, { reason: 'Spam' })).statusCode).toBe(404);
    expect((await activate(unknown)).statusCode).toBe(404);
  });

  it('blocks once when two administrators block at the same moment: one 200, one 409', async () => {
    const target = await createUser(t.database.db);
    const results = await Promise.all([
      suspend(target.id, { reason: 'First' }),
      suspend(target.id, { reason: 'Second' }),
    ]);
    expect(results.map((res) => res.statusCode).sort()).toEqual([200, 409]);
    expect(await auditOf(target.id, 'user.suspend')).toHaveLength(1);
  });
});

describe('an account its member closed (docs/decisions/0066-closed-accounts.md)', () => {
  it('shows as closed, and is neither edited nor blocked (409 account_closed), changing nothing', async () => {
    const person = await createSignedInUser(t.app, t.database.db, { firstName: 'Nawaf', lastName: 'Closed' });
    const closed = await t.app.inject({
      method: 'POST',
      url: '/api/account/close',
      payload: { currentPassword: FIXTURE_PASSWORD, confirm: true },
      ...as(person.cookie),
    });
    expect(closed.statusCode, closed.body).toBe(204);
    const before = await storedUser(person.user.id);

    const detail = await t.asAdmin({ url: `/api/admin/users/${person.user.id}` });
    expect(detail.json()).toMatchObject({ firstName: '', closedAt: before.closedAt!.toISOString() });
    const open = await t.asAdmin({ url: `/api/admin/users/${t.admin.user.id}` });
    expect(open.json().closedAt).toBeNull();

    const edit = await t.asAdmin({
      method: 'PUT',
      url: `/api/admin/users/${person.user.id}`,
      payload: { firstName: 'Nawaf' },
    });
    const block = await suspend(person.user.id, { reason: 'Reported before closing' });
    for (const res of [edit, block]) {
      expect(res.statusCode, res.body).toBe(409);
      expect(res.json().code).toBe('account_closed');
    }
    expect(await storedUser(person.user.id)).toEqual(before);
    expect(await auditOf(person.user.id, 'user.suspend')).toEqual([]);
  });
});
