/** Answers that read the session say so to every cache on the way (http/private-answers.ts). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '../features/auth/sessions';
import { createBooking, createItem, createSignedInUser } from '../test/fixtures';
import { createTestApp, type TestApp } from '../test/test-app';

let t: TestApp;
let owner: Awaited<ReturnType<typeof createSignedInUser>>;
let renter: Awaited<ReturnType<typeof createSignedInUser>>;
let itemId: string;
let bookingId: string;

beforeAll(async () => {
  t = await createTestApp({ readCacheSeconds: 60 });
  owner = await createSignedInUser(t.app, t.database.db);
  renter = await createSignedInUser(t.app, t.database.db);
  const item = await createItem(t.database.db, owner.user.id);
  itemId = item.id;
  bookingId = (await createBooking(t.database.db, item, renter.user.id)).id;
});
afterAll(() => t.close());

const as = (cookie: string) => ({ cookies: { [SESSION_COOKIE]: cookie } });
const isPrivate = (res: { headers: Record<string, unknown> }) => {
  expect(res.headers['cache-control']).toBe('private, no-store');
  expect(String(res.headers.vary).toLowerCase()).toMatch(/(^|,\s*)cookie(\s*,|$)/);
};

describe('answers that read the session', () => {
  it('are private, no-store and vary with the cookie, signed in or not, whatever the route says', async () => {
    const urls = () => [
      `/api/users/${owner.user.id}`,
      `/api/users/${owner.user.id}/items`,
      `/api/bookings/${bookingId}`,
      '/api/auth/me',
      '/api/counts',
    ];
    for (const url of urls()) {
      isPrivate(await t.app.inject({ url, ...as(renter.cookie) }));
      isPrivate(await t.app.inject({ url }));
    }
  });

  it('are private when refused, and when a public read looked at the viewer', async () => {
    isPrivate(await t.app.inject({ method: 'PATCH', url: `/api/items/${itemId}`, payload: {} }));
    isPrivate(await t.app.inject({ url: `/api/bookings/${bookingId}`, ...as(owner.cookie) }));
  });

  it("are private when the route's schema refuses the input, before any handler runs", async () => {
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/items',
      payload: { title: 1 },
      ...as(owner.cookie),
    });
    expect(refused.statusCode).toBe(400);
    isPrivate(refused);
  });

  it('leave the answers that are the same for everyone public', async () => {
    for (const url of ['/api/categories', '/api/items?limit=1', `/api/items/${itemId}`, '/api/config']) {
      const res = await t.app.inject({ url, ...as(renter.cookie) });
      expect(res.headers['cache-control'], url).toMatch(/^public, /);
    }
  });
});
