import type { Item } from '@shared/api-types';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createItem, createSignedInUser, createUser } from '../../test/fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';
import { SESSION_COOKIE } from '../auth/sessions';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const as = (cookie: string) => ({ cookies: { [SESSION_COOKIE]: cookie } });
const favourites = async (cookie: string) =>
  (await t.app.inject({ url: '/api/favorites', ...as(cookie) })).json<Item[]>().map((item) => item.title);

describe('favourites', () => {
  it('are for signed-in people', async () => {
    expect((await t.app.inject('/api/favorites')).statusCode).toBe(401);
    const item = await createItem(t.database.db, (await createUser(t.database.db)).id);
    expect((await t.app.inject({ method: 'PUT', url: `/api/favorites/${item.id}` })).statusCode).toBe(401);
  });

  it('are added once, listed newest first, and removed', async () => {
    const owner = await createUser(t.database.db);
    const tent = await createItem(t.database.db, owner.id, { title: 'Tent' });
    const drill = await createItem(t.database.db, owner.id, { title: 'Drill' });
    const { cookie } = await createSignedInUser(t.app, t.database.db);
    const put = (id: string) => t.app.inject({ method: 'PUT', url: `/api/favorites/${id}`, ...as(cookie) });
    expect((await put(tent.id)).statusCode).toBe(204);
    expect((await put(drill.id)).statusCode).toBe(204);
    expect((await put(tent.id)).statusCode).toBe(204); // again: no duplicate
    expect(await favourites(cookie)).toEqual(['Drill', 'Tent']);
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/favorites/${drill.id}`,
      ...as(cookie),
    });
    expect(removed.statusCode).toBe(204);
    expect(await favourites(cookie)).toEqual(['Tent']);
  });

  it('refuse an unknown or removed item, or a blocked owner’s, with 404, and keep each person’s own', async () => {
    const owner = await createUser(t.database.db);
    const removed = await createItem(t.database.db, owner.id, { deletedAt: new Date() });
    const blockedOwner = await createUser(t.database.db, { suspendedAt: new Date() });
    const blockedOwners = await createItem(t.database.db, blockedOwner.id);
    const mine = await createSignedInUser(t.app, t.database.db);
    const theirs = await createSignedInUser(t.app, t.database.db);
    for (const id of ['8a3c2d1e-0000-4000-8000-000000000000', removed.id, blockedOwners.id, 'nonsense']) {
      expect(
        (await t.app.inject({ method: 'PUT', url: `/api/favorites/${id}`, ...as(mine.cookie) })).statusCode,
      ).toBe(404);
    }
    const item = await createItem(t.database.db, owner.id, { title: 'Camera' });
    await t.app.inject({ method: 'PUT', url: `/api/favorites/${item.id}`, ...as(mine.cookie) });
    expect(await favourites(theirs.cookie)).toEqual([]);
  });

  it('merge what a visitor saved on the device, skipping unknown ids and duplicates', async () => {
    const owner = await createUser(t.database.db);
    const a = await createItem(t.database.db, owner.id, { title: 'A' });
    const b = await createItem(t.database.db, owner.id, { title: 'B' });
    const { cookie } = await createSignedInUser(t.app, t.database.db);
    await t.app.inject({ method: 'PUT', url: `/api/favorites/${a.id}`, ...as(cookie) });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/favorites/merge',
      payload: { itemIds: [a.id, b.id, b.id, '8a3c2d1e-0000-4000-8000-000000000000'] },
      ...as(cookie),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().itemIds.sort()).toEqual([a.id, b.id].sort());
    expect((await favourites(cookie)).sort()).toEqual(['A', 'B']);
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/favorites/merge',
      payload: { itemIds: ['x'] },
      ...as(cookie),
    });
    expect(bad.statusCode).toBe(400);
  });
});
