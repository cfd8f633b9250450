/**
 * Listing totals stop at LISTING_COUNT_CAP (docs/performance.md): exact up to
 * it, blocked owners' listings left out on either side of it, and past it the
 * cap with X-Total-Count-Capped, while paging goes on.
 */

import type { Item } from '@shared/api-types';
import { LISTING_COUNT_CAP, TOTAL_CAPPED_HEADER } from '@shared/constants';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createItem, createUser } from '../../test/fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let ownerId: string;

/** `count` tents of the owner's in category 1, Riyadh, in one statement. */
async function addTents(owner: string, count: number) {
  await t.database.db.execute(sql`
    INSERT INTO items (owner_id, category_id, title, description, daily_rate, condition, city, latitude, longitude)
    SELECT ${owner}, 1, 'Bulk tent ' || g, 'A tent for the count.', 100, 'good', 'Riyadh', 24.7136, 46.6753
    FROM generate_series(1, ${count}) AS g`);
}

beforeAll(async () => {
  t = await createTestApp();
  ownerId = (await createUser(t.database.db)).id;
  const blocked = await createUser(t.database.db, { suspendedAt: new Date() });
  await addTents(ownerId, LISTING_COUNT_CAP - 1);
  await addTents(blocked.id, 2);
  await createItem(t.database.db, ownerId, { title: 'A drill', categoryId: 2 });
}, 60_000);
afterAll(() => t.close());

const totalOf = async (query: string) => {
  const res = await t.app.inject(`/api/items?${query}`);
  expect(res.statusCode).toBe(200);
  return {
    total: Number(res.headers['x-total-count']),
    capped: res.headers[TOTAL_CAPPED_HEADER] === 'true',
    rows: res.json<Item[]>().length,
  };
};

describe('listing totals', () => {
  it('are exact up to the cap, leaving out blocked owners’ listings even when the rows pass it', async () => {
    // 1,000 listed, and 2 more of a blocked owner: the rows matching pass the cap, the listings do not.
    expect(await totalOf('limit=1')).toEqual({ total: LISTING_COUNT_CAP, capped: false, rows: 1 });
    expect(await totalOf('categoryId=2')).toEqual({ total: 1, capped: false, rows: 1 });
    expect(await totalOf('categoryId=1&limit=5')).toEqual({
      total: LISTING_COUNT_CAP - 1,
      capped: false,
      rows: 5,
    });
  });

  it('stop at the cap past it, with X-Total-Count-Capped, and the pages go on', async () => {
    await addTents(ownerId, 1);
    expect(await totalOf('limit=1')).toEqual({ total: LISTING_COUNT_CAP, capped: true, rows: 1 });
    expect(await totalOf(`limit=24&offset=${LISTING_COUNT_CAP - 10}`)).toEqual({
      total: LISTING_COUNT_CAP,
      capped: true,
      rows: 11,
    });
    // A search counts its matches exactly, in the statement that ranks them.
    const drill = await totalOf('searchTerm=drill');
    expect(drill).toEqual({ total: 1, capped: false, rows: 1 });
  });
});
