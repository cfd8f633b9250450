/**
 * Every public listing read does bounded work (docs/decisions/0031-bounded-public-queries.md):
 * pages only so deep, a search that asks for no word finds nothing, a common word ranks at most
 * LISTING_COUNT_CAP + 1 matches, one cache entry per canonical query, a per-address limit on the
 * listing and item reads that reach the database.
 */

import type { Item } from '@shared/api-types';
import { LISTING_COUNT_CAP, TOTAL_CAPPED_HEADER } from '@shared/constants';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createItem, createUser } from '../../test/fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let ownerId: string;

beforeAll(async () => {
  // A factor that leaves 3 uncached listing reads and 6 uncached item reads a minute per address.
  t = await createTestApp({ readCacheSeconds: 60, rateLimitFactor: 0.01 });
  ownerId = (await createUser(t.database.db)).id;
  await createItem(t.database.db, ownerId, { title: 'Canon camera kit', dailyRate: '10.00' });
  await createItem(t.database.db, ownerId, { title: 'Family tent', dailyRate: '20.00' });
});
afterAll(() => t.close());

/** Each request from an address of its own, so the per-address limit is tested apart. */
let address = 0;
const list = (query: string, remoteAddress = `10.0.${Math.floor(++address / 250)}.${address % 250}`) =>
  t.app.inject({ url: `/api/items?${query}`, remoteAddress });
const titles = (res: { json: <T>() => T }) => res.json<Item[]>().map((item) => item.title);

describe('deep pages', () => {
  it.each(['offset=1001', 'offset=5000&limit=100', 'offset=99999&searchTerm=tent'])(
    'refuses %s with a 400 the client translates',
    async (query) => {
      const res = await list(query);
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual([expect.objectContaining({ path: 'offset', code: 'page_too_deep' })]);
    },
  );

  it('answers the deepest page still counted', async () => {
    const res = await list(`offset=${LISTING_COUNT_CAP}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([]);
  });
});

describe('a term with no word to find', () => {
  it.each(['-tent', '-"family tent" -camera', 'camera or -tent', '-zzz or -yyy', '!!! ...', 'ال'])(
    '%s matches nothing rather than every listing',
    async (term) => {
      const res = await list(`searchTerm=${encodeURIComponent(term)}`);
      expect(res.statusCode).toBe(200);
      // `camera or -tent` still finds what is spelled like camera; the negation adds nothing.
      expect(titles(res)).toEqual(term.startsWith('camera') ? ['Canon camera kit'] : []);
    },
  );

  it('still leaves words out of a term that has one to find', async () => {
    expect(titles(await list('searchTerm=tent -camera'))).toEqual(['Family tent']);
    expect(titles(await list('searchTerm=kit -tent'))).toEqual(['Canon camera kit']);
  });
});

describe('a common word', () => {
  it('ranks at most the cap, and says there are more', async () => {
    await t.database.db.execute(sql`INSERT INTO items
      (owner_id, category_id, title, description, daily_rate, condition, city)
      SELECT ${ownerId}, 1, 'Lantern ' || n, 'A camping lantern', 5, 'good', 'Riyadh'
      FROM generate_series(1, ${LISTING_COUNT_CAP + 5}) AS n`);
    const res = await list('searchTerm=lantern&limit=5');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toHaveLength(5);
    expect(res.headers['x-total-count']).toBe(String(LISTING_COUNT_CAP));
    expect(res.headers[TOTAL_CAPPED_HEADER]).toBe('true');
    await t.database.db.execute(sql`DELETE FROM items WHERE title LIKE 'Lantern %'`);
    t.app.readCaches.clear();
  });
});

describe('the read cache key', () => {
  it('is one entry for queries that ask the same thing', async () => {
    t.app.readCaches.clear();
    for (const query of [
      'minPrice=10&maxPrice=20',
      'minPrice=10.000001&maxPrice=19.9999999',
      'maxPrice=20.00&minPrice=10&limit=24&offset=0&sort=newest',
    ]) {
      expect(titles(await list(query))).toEqual(['Family tent', 'Canon camera kit']);
    }
    expect(t.app.readCaches.lists.size).toBe(1);
    // Both mention a tent (the fixture's description): the title's match ranks first.
    for (const query of [
      'searchTerm=tent',
      'searchTerm=%20tent%20%20&sort=relevance',
      'searchTerm=tent&limit=24',
    ]) {
      expect(titles(await list(query))).toEqual(['Family tent', 'Canon camera kit']);
    }
    expect(t.app.readCaches.lists.size).toBe(2);
    for (const query of [
      'sort=distance&lat=24.71361&lng=46.67531',
      'sort=distance&lat=24.713612&lng=46.675309',
    ]) {
      expect((await list(query)).statusCode).toBe(200);
    }
    expect(t.app.readCaches.lists.size).toBe(3);
  });
});

describe('reads per address', () => {
  it('refuses the uncached reads of one address past its limit, and answers what is cached', async () => {
    t.app.readCaches.clear();
    const from = '192.0.2.7';
    for (const city of ['Riyadh', 'Jeddah', 'Dammam']) {
      expect((await list(`city=${city}`, from)).statusCode).toBe(200);
    }
    const refused = await list('city=Abha', from);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'rate_limited' });
    expect(refused.headers['retry-after']).toBeDefined();
    // Kept answers cost no database work: still answered.
    expect((await list('city=Riyadh', from)).statusCode).toBe(200);
    // Another address is not affected.
    expect((await list('city=Abha', '192.0.2.8')).statusCode).toBe(200);
  });
});

describe('item pages per address', () => {
  it('refuses the uncached item reads of one address past its limit, and answers what is cached', async () => {
    t.app.readCaches.clear();
    const from = '192.0.2.9';
    const open = (id: string, remoteAddress = from) =>
      t.app.inject({ url: `/api/items/${id}`, remoteAddress });
    const [listed] = (await list('sort=newest')).json<Item[]>();
    if (!listed) throw new Error('No listing to open');
    expect((await open(listed.id)).statusCode).toBe(200);
    // Ids that name nothing are read from the database every time: five more fill the six allowed.
    for (let i = 0; i < 5; i += 1) {
      expect((await open(crypto.randomUUID())).statusCode).toBe(404);
    }
    const refused = await open(crypto.randomUUID());
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'rate_limited' });
    expect(refused.headers['retry-after']).toBeDefined();
    // The listed item is kept: still answered, at no database cost.
    expect((await open(listed.id)).statusCode).toBe(200);
    expect((await open(crypto.randomUUID(), '192.0.2.10')).statusCode).toBe(404);
  });
});

describe('an IPv6 network as one address', () => {
  it('counts every address of one /64 together, and the next /64 apart', async () => {
    t.app.readCaches.clear();
    const open = (remoteAddress: string) =>
      t.app.inject({ url: `/api/items/${crypto.randomUUID()}`, remoteAddress });
    for (let i = 1; i <= 6; i += 1) expect((await open(`2001:db8:1:2::${i}`)).statusCode).toBe(404);
    expect((await open('2001:db8:1:2:ffff:ffff:ffff:ffff')).statusCode).toBe(429);
    expect((await open('2001:db8:1:3::1')).statusCode).toBe(404);
  });
});
