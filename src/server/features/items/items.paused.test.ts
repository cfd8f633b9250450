/**
 * A paused listing is private (docs/security.md): its owner and administrators see it, anyone
 * else gets the 404 of an item that does not exist, wherever it would appear.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Item } from '@shared/api-types';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reviews } from '../../db/schema';
import { createBooking, createItem, createSignedInUser, createUser } from '../../test/fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';
import { SESSION_COOKIE } from '../auth/sessions';

let t: TestApp;
let owner: { id: string; cookie: string };
let member: string;
let admin: string;
let pausedId: string;

const as = (cookie?: string) => (cookie ? { cookies: { [SESSION_COOKIE]: cookie } } : {});
const get = (url: string, cookie?: string) => t.app.inject({ url, ...as(cookie) });

beforeAll(async () => {
  const clientDir = mkdtempSync(join(tmpdir(), 'ajjir-paused-'));
  writeFileSync(
    join(clientDir, 'index.html'),
    '<!doctype html><html><head><title>shell</title></head></html>',
  );
  t = await createTestApp({ clientDir, publicUrl: 'https://ajjir.example' });
  const signedInOwner = await createSignedInUser(t.app, t.database.db);
  owner = { id: signedInOwner.user.id, cookie: signedInOwner.cookie };
  member = (await createSignedInUser(t.app, t.database.db)).cookie;
  admin = (await createSignedInUser(t.app, t.database.db, { isAdmin: true })).cookie;
  const paused = await createItem(t.database.db, owner.id, {
    title: 'Folding ladder kept private',
    isAvailable: false,
  });
  pausedId = paused.id;
});
afterAll(() => t.close());

describe('a paused listing', () => {
  it('answers 404 to a visitor and another member, whoever asked first', async () => {
    // The owner's read comes first: what they see must not be kept for the others.
    expect((await get(`/api/items/${pausedId}`, owner.cookie)).statusCode).toBe(200);
    for (const cookie of [undefined, member]) {
      const res = await get(`/api/items/${pausedId}`, cookie);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ code: 'not_found', message: 'Item not found' });
    }
  });

  it('is answered to its owner and to administrators, privately', async () => {
    for (const cookie of [owner.cookie, admin]) {
      const res = await get(`/api/items/${pausedId}`, cookie);
      expect(res.statusCode).toBe(200);
      expect(res.json<Item>()).toMatchObject({ id: pausedId, isAvailable: false });
      expect(res.headers['cache-control']).toBe('private, no-store');
    }
  });

  it('leaves the favourites of others, and cannot be added to them', async () => {
    const fan = await createSignedInUser(t.app, t.database.db);
    const listed = await createItem(t.database.db, owner.id, { title: 'Listed drill' });
    for (const id of [listed.id, pausedId]) {
      await t.app.inject({ method: 'POST', url: '/api/favorites/merge', payload: { itemIds: [id] } });
    }
    const put = await t.app.inject({ method: 'PUT', url: `/api/favorites/${pausedId}`, ...as(fan.cookie) });
    expect(put.statusCode).toBe(404);
    // Saved while it was listed, then paused: gone from the list.
    await t.app.inject({ method: 'PUT', url: `/api/favorites/${listed.id}`, ...as(fan.cookie) });
    await t.app.inject({
      method: 'PATCH',
      url: `/api/items/${listed.id}`,
      payload: { isAvailable: false },
      ...as(owner.cookie),
    });
    const favourites = await get('/api/favorites', fan.cookie);
    expect(favourites.json<Item[]>().map((item) => item.id)).toEqual([]);
    // Its owner keeps seeing their own saved paused listing.
    await t.app.inject({ method: 'PUT', url: `/api/favorites/${pausedId}`, ...as(owner.cookie) });
    expect((await get('/api/favorites', owner.cookie)).json<Item[]>().map((item) => item.id)).toContain(
      pausedId,
    );
  });

  it('is left out of its owner’s listings as others see them, and its calendar is private', async () => {
    const ofOwner = (cookie?: string) =>
      get(`/api/users/${owner.id}/items`, cookie).then((res) => res.json<Item[]>().map((item) => item.id));
    expect(await ofOwner(member)).not.toContain(pausedId);
    expect(await ofOwner(owner.cookie)).toContain(pausedId);
    expect((await get(`/api/items/${pausedId}/availability`, member)).statusCode).toBe(404);
    expect((await get(`/api/items/${pausedId}/availability`)).statusCode).toBe(404);
    expect((await get(`/api/items/${pausedId}/availability`, owner.cookie)).statusCode).toBe(200);
    expect((await get(`/api/items/${pausedId}/availability`, admin)).statusCode).toBe(200);
  });

  it('keeps its reviews to its owner and administrators, answered to others as for an unknown id', async () => {
    const db = t.database.db;
    const renter = await createUser(db);
    const item = await createItem(db, owner.id, { title: 'Tent reviewed, then paused' });
    const booking = await createBooking(db, item, renter.id, { status: 'completed' });
    await db.insert(reviews).values({
      bookingId: booking.id,
      itemId: item.id,
      reviewerId: renter.id,
      revieweeId: owner.id,
      type: 'renter_to_owner',
      rating: 4,
      comment: 'Clean and dry',
      publishedAt: new Date(),
    });
    const count = (cookie?: string) =>
      get(`/api/reviews?itemId=${item.id}`, cookie).then((res) => res.json<unknown[]>().length);
    expect(await count()).toBe(1);
    await t.app.inject({
      method: 'PATCH',
      url: `/api/items/${item.id}`,
      payload: { isAvailable: false },
      ...as(owner.cookie),
    });
    expect([await count(), await count(member)]).toEqual([0, 0]);
    expect([await count(owner.cookie), await count(admin)]).toEqual([1, 1]);
    // What the member wrote about the owner stays on the owner's profile.
    expect((await get(`/api/reviews?userId=${owner.id}`)).json<unknown[]>()).toHaveLength(1);
  });

  it('gives its page the site’s description, not its own title', async () => {
    const html = (await get(`/item/${pausedId}`)).body;
    expect(html).not.toContain('Folding ladder kept private');
    expect(html).not.toContain(`/api/items/${pausedId}`);
  });
});
