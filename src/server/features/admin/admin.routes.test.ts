/** Every /api/admin route: 401 signed out, 403 for anyone not an administrator, before anything else. */
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAuditLog, items, users } from '../../db/schema';
import { createItem, createSignedInUser, createUser } from '../../test/fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';
import { SESSION_COOKIE } from '../auth/sessions';

let t: TestApp;
let member: Awaited<ReturnType<typeof createSignedInUser>>;
let admin: Awaited<ReturnType<typeof createSignedInUser>>;
let targetId: string;
let itemId: string;

beforeAll(async () => {
  t = await createTestApp({ rateLimitFactor: 100 });
  member = await createSignedInUser(t.app, t.database.db);
  admin = await createSignedInUser(t.app, t.database.db, { isAdmin: true });
  const target = await createUser(t.database.db, { firstName: 'Target' });
  targetId = target.id;
  itemId = (await createItem(t.database.db, target.id)).id;
});
afterAll(() => t.close());

type Route = { method: 'GET' | 'PUT' | 'POST' | 'DELETE'; url: () => string; payload?: object };

const ROUTES: Route[] = [
  { method: 'GET', url: () => '/api/admin/stats' },
  { method: 'GET', url: () => '/api/admin/stats/series' },
  { method: 'GET', url: () => '/api/admin/users' },
  { method: 'GET', url: () => `/api/admin/users/${targetId}` },
  { method: 'PUT', url: () => `/api/admin/users/${targetId}`, payload: { firstName: 'Hacked' } },
  { method: 'POST', url: () => `/api/admin/users/${targetId}/suspend`, payload: { reason: 'Spam' } },
  { method: 'POST', url: () => `/api/admin/users/${targetId}/activate` },
  { method: 'GET', url: () => '/api/admin/items' },
  { method: 'DELETE', url: () => `/api/admin/items/${itemId}`, payload: { reason: 'Scam' } },
  { method: 'GET', url: () => '/api/admin/reports/best-selling?startDate=2030-01-01&endDate=2030-01-31' },
  { method: 'GET', url: () => '/api/admin/export/users?format=csv' },
  { method: 'GET', url: () => '/api/admin/export/items?format=json' },
  { method: 'GET', url: () => '/api/admin/audit' },
];

const call = (route: Route, cookie?: string, payload = route.payload) =>
  t.app.inject({
    method: route.method,
    url: route.url(),
    ...(payload && { payload }),
    cookies: cookie ? { [SESSION_COOKIE]: cookie } : {},
  });

/** What a refused call must leave as it was. */
async function snapshot() {
  const [target] = await t.database.db.select().from(users).where(eq(users.id, targetId));
  const [item] = await t.database.db.select().from(items).where(eq(items.id, itemId));
  const [audit] = await t.database.db.select({ n: count() }).from(adminAuditLog);
  return { target, item, audit };
}

describe('the administrators-only guard', () => {
  it.each(ROUTES.map((route) => [`${route.method} ${route.url()}`, route] as const))(
    '%s: 401 signed out, 403 signed in as a member, nothing changed',
    async (_name, route) => {
      const before = await snapshot();
      const signedOut = await call(route);
      expect(signedOut.statusCode).toBe(401);
      expect(signedOut.json().code).toBe('unauthorized');
      const refused = await call(route, member.cookie);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().code).toBe('forbidden');
      // Refused before its input is read: a bad body is still a 403.
      if (route.payload) expect((await call(route, member.cookie, { reason: 5 })).statusCode).toBe(403);
      expect(await snapshot()).toEqual(before);
    },
  );

  it('answers an administrator (and a malformed id is a 404, never a 500)', async () => {
    const res = await t.app.inject({ url: '/api/admin/stats', cookies: { [SESSION_COOKIE]: admin.cookie } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    for (const url of ['/api/admin/users/not-a-uuid', '/api/admin/users/not-a-uuid/activate']) {
      const method = url.endsWith('activate') ? 'POST' : 'GET';
      const res = await t.app.inject({ method, url, cookies: { [SESSION_COOKIE]: admin.cookie } });
      expect(res.statusCode, url).toBe(404);
    }
    const del = await t.app.inject({
      method: 'DELETE',
      url: '/api/admin/items/123',
      cookies: { [SESSION_COOKIE]: admin.cookie },
    });
    expect(del.json()).toMatchObject({ code: 'not_found', message: 'Item not found' });
  });
});
