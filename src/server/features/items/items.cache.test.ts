/**
 * Public reads kept in memory (http/read-cache.ts, READ_CACHE_SECONDS): the
 * same answers as without the cache, ETags and 304s, and no stale listing
 * after a change made through the app.
 */
import { brotliDecompressSync } from 'node:zlib';
import type { Item } from '@shared/api-types';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { items } from '../../db/schema';
import { createItem, createSignedInUser } from '../../test/fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';
import { SESSION_COOKIE } from '../auth/sessions';

let t: TestApp;
let owner: Awaited<ReturnType<typeof createSignedInUser>>;
let admin: Awaited<ReturnType<typeof createSignedInUser>>;

beforeAll(async () => {
  t = await createTestApp({ readCacheSeconds: 60 });
  owner = await createSignedInUser(t.app, t.database.db);
  admin = await createSignedInUser(t.app, t.database.db, { isAdmin: true });
  for (let i = 0; i < 3; i++) await createItem(t.database.db, owner.user.id, { title: `Cached tent ${i}` });
});
afterAll(() => t.close());

const as = (cookie: string) => ({ cookies: { [SESSION_COOKIE]: cookie } });
const titles = (res: { json: <T>() => T }) => res.json<Item[]>().map((item) => item.title);

describe('cached public reads', () => {
  it('answer with an ETag and a public Cache-Control, and 304 without a body when the client has it', async () => {
    for (const url of ['/api/items?limit=2', '/api/categories']) {
      const first = await t.app.inject(url);
      expect(first.statusCode).toBe(200);
      expect(first.headers['cache-control']).toMatch(/^public, /);
      expect(first.headers.etag).toMatch(/^W\/"/);
      const again = await t.app.inject({ url, headers: { 'if-none-match': String(first.headers.etag) } });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe('');
      expect(again.headers.etag).toBe(first.headers.etag);
    }
  });

  it('keep the total and the answer, identical compressed or not, signed in or not', async () => {
    const plain = await t.app.inject('/api/items?limit=2');
    expect(plain.headers['x-total-count']).toBe('3');
    const compressed = await t.app.inject({
      url: '/api/items?limit=2',
      headers: { 'accept-encoding': 'br' },
      ...as(owner.cookie),
    });
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(compressed.headers.vary).toContain('accept-encoding');
    expect(compressed.headers['x-total-count']).toBe('3');
    expect(JSON.parse(brotliDecompressSync(compressed.rawPayload).toString())).toEqual(plain.json());
  });

  it('are kept: a change made behind the app’s back shows only when the cache is emptied', async () => {
    const [first] = (await t.app.inject('/api/items?limit=1')).json<Item[]>();
    await t.database.db.update(items).set({ title: 'Renamed in SQL' }).where(eq(items.id, first!.id));
    expect(titles(await t.app.inject('/api/items?limit=1'))).toEqual([first!.title]);
    t.app.readCaches.clear();
    expect(titles(await t.app.inject('/api/items?limit=1'))).toEqual(['Renamed in SQL']);
  });

  it('show an owner’s edit and removal at once, in lists and on the item page', async () => {
    const item = await createItem(t.database.db, owner.user.id, { title: 'Before the edit' });
    t.app.readCaches.clear();
    expect(titles(await t.app.inject('/api/items?limit=10'))).toContain('Before the edit');
    expect((await t.app.inject(`/api/items/${item.id}`)).json()).toMatchObject({ title: 'Before the edit' });

    const edit = await t.app.inject({
      method: 'PATCH',
      url: `/api/items/${item.id}`,
      payload: { title: 'After the edit' },
      ...as(owner.cookie),
    });
    expect(edit.statusCode).toBe(200);
    expect(titles(await t.app.inject('/api/items?limit=10'))).toContain('After the edit');
    expect((await t.app.inject(`/api/items/${item.id}`)).json()).toMatchObject({ title: 'After the edit' });

    const removal = await t.app.inject({
      method: 'DELETE',
      url: `/api/items/${item.id}`,
      ...as(owner.cookie),
    });
    expect(removal.statusCode).toBe(204);
    expect((await t.app.inject(`/api/items/${item.id}`)).statusCode).toBe(404);
    expect(titles(await t.app.inject('/api/items?limit=10'))).not.toContain('After the edit');
  });

  it('show an edit sent to a path spelt otherwise at once: the matched route empties the caches', async () => {
    const item = await createItem(t.database.db, owner.user.id, { title: 'Spelt before' });
    t.app.readCaches.clear();
    expect((await t.app.inject(`/api/items/${item.id}`)).json()).toMatchObject({ title: 'Spelt before' });
    const edit = await t.app.inject({
      method: 'PATCH',
      url: `/%61pi/%69tems/${item.id}`,
      payload: { title: 'Spelt after' },
      ...as(owner.cookie),
    });
    expect(edit.statusCode).toBe(200);
    expect((await t.app.inject(`/api/items/${item.id}`)).json()).toMatchObject({ title: 'Spelt after' });
  });

  it('drop a blocked owner’s items at once; the owner and administrators still see them, never cached', async () => {
    const blocked = await createSignedInUser(t.app, t.database.db);
    const item = await createItem(t.database.db, blocked.user.id, { title: 'Soon blocked' });
    t.app.readCaches.clear();
    expect((await t.app.inject(`/api/items/${item.id}`)).statusCode).toBe(200);
    expect(titles(await t.app.inject('/api/items?limit=10'))).toContain('Soon blocked');

    const suspend = await t.app.inject({
      method: 'POST',
      url: `/api/admin/users/${blocked.user.id}/suspend`,
      payload: { reason: 'spam' },
      ...as(admin.cookie),
    });
    expect(suspend.statusCode).toBe(200);
    expect((await t.app.inject(`/api/items/${item.id}`)).statusCode).toBe(404);
    expect(titles(await t.app.inject('/api/items?limit=10'))).not.toContain('Soon blocked');

    const byAdmin = await t.app.inject({ url: `/api/items/${item.id}`, ...as(admin.cookie) });
    expect(byAdmin.statusCode).toBe(200);
    expect(byAdmin.headers['cache-control']).toBe('private, no-store');
    expect((await t.app.inject(`/api/items/${item.id}`)).statusCode).toBe(404);
  });
});
