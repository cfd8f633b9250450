/**
 * Two server processes over one database, each keeping public reads for 60 s: a listing edited
 * through one is shown fresh by the other within a second, because the first tells the second
 * over the cluster bus to empty its caches. Over PostgreSQL NOTIFY (on PGlite, two apps in one
 * process), and over Redis pub/sub when REDIS_URL is set.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import type { Item } from '@shared/api-types';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import type { Database } from '../db/client';
import { items } from '../db/schema';
import { SESSION_COOKIE } from '../features/auth/sessions';
import { READ_CACHE_CHANNEL } from '../http/read-cache';
import { createItem, createSignedInUser } from '../test/fixtures';
import { createTestDatabase, type TestDatabase, testConfig } from '../test/test-app';

const redisUrl = process.env.REDIS_URL;
const onPostgres = process.env.TEST_DB === 'postgres';

const buses: [string, string | undefined][] = [
  ['PostgreSQL NOTIFY', undefined],
  ...(redisUrl ? [['Redis pub/sub', redisUrl] as [string, string]] : []),
];

/**
 * How long a clear may take to reach the other process before the test gives up: a bound for a
 * bus that lost it, not a guess of its speed (docs/decisions/0037). Well inside the apps' 60 s read
 * cache, so a fresh answer within it is the bus's doing, not the copy expiring.
 */
const CLEAR_ARRIVES_BOUND_MS = 20_000;

/** What `read` answers, read again until `accept` takes it or `timeoutMs` has passed. */
async function pollUntil<T>(
  read: () => Promise<T>,
  accept: (value: T) => boolean,
  timeoutMs: number,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let value = await read();
  while (!accept(value) && Date.now() < deadline) {
    await sleep(20);
    value = await read();
  }
  return value;
}

describe.each(buses)('read caches across server processes, over %s', (_, busRedisUrl) => {
  let testDatabase: TestDatabase;
  let otherDatabase: Database;
  /** The process the owner edits through, and the one a visitor reads from. */
  let editedThrough: FastifyInstance;
  let readFrom: FastifyInstance;

  const appOn = async (database: Database) => {
    const app = await buildApp({
      config: testConfig({ readCacheSeconds: 60, redisUrl: busRedisUrl }),
      database,
      logger: false,
    });
    await app.ready();
    return app;
  };

  beforeAll(async () => {
    testDatabase = await createTestDatabase();
    // On PostgreSQL a second pool and LISTEN connection, as another process has; PGlite has one process.
    otherDatabase = testDatabase.reopen?.() ?? testDatabase.database;
    editedThrough = await appOn(testDatabase.database);
    readFrom = await appOn(otherDatabase);
  });
  afterAll(async () => {
    await editedThrough.close();
    await readFrom.close();
    if (otherDatabase !== testDatabase.database) await otherDatabase.close();
    await testDatabase.drop();
  });

  it('an edit through one process shows on the other before its cached copy would expire', async () => {
    const db = testDatabase.database.db;
    const owner = await createSignedInUser(editedThrough, db);
    const item = await createItem(db, owner.user.id, { title: 'Before the edit' });
    const itemTitle = async () => (await readFrom.inject(`/api/items/${item.id}`)).json<Item>().title;
    const listedTitles = async () =>
      (await readFrom.inject('/api/items?limit=50')).json<Item[]>().map((listed) => listed.title);

    expect(await itemTitle()).toBe('Before the edit');
    expect(await listedTitles()).toContain('Before the edit');
    // Kept: a change behind the apps' backs does not show, so a fresh answer below is the bus's doing.
    await db.update(items).set({ title: 'Changed in SQL' }).where(eq(items.id, item.id));
    expect(await itemTitle()).toBe('Before the edit');
    expect(await listedTitles()).toContain('Before the edit');

    const edit = await editedThrough.inject({
      method: 'PATCH',
      url: `/api/items/${item.id}`,
      payload: { title: 'After the edit' },
      cookies: { [SESSION_COOKIE]: owner.cookie },
    });
    expect(edit.statusCode).toBe(200);

    expect(await pollUntil(itemTitle, (title) => title === 'After the edit', CLEAR_ARRIVES_BOUND_MS)).toBe(
      'After the edit',
    );
    expect(
      await pollUntil(listedTitles, (titles) => titles.includes('After the edit'), CLEAR_ARRIVES_BOUND_MS),
    ).toContain('After the edit');
  });

  // PGlite's NOTIFY is in-process: there is no connection to cut.
  it.runIf(busRedisUrl || onPostgres)(
    'a process whose bus connection was cut empties its caches once it is back (a clear may have been missed)',
    async () => {
      const db = testDatabase.database.db;
      const owner = await createSignedInUser(editedThrough, db);
      const item = await createItem(db, owner.user.id, { title: 'Kept' });
      const itemTitle = async () => (await readFrom.inject(`/api/items/${item.id}`)).json<Item>().title;
      expect(await itemTitle()).toBe('Kept');
      await db.update(items).set({ title: 'Changed while cut off' }).where(eq(items.id, item.id));
      if (busRedisUrl) {
        readFrom.redis!.subscriber.disconnect(true);
      } else {
        await db.execute(
          sql`SELECT pg_terminate_backend(pid, 5000) FROM pg_stat_activity
              WHERE datname = current_database() AND query = ${`LISTEN "${READ_CACHE_CHANNEL}"`}`,
        );
      }
      expect(await pollUntil(itemTitle, (title) => title !== 'Kept', CLEAR_ARRIVES_BOUND_MS)).toBe(
        'Changed while cut off',
      );
    },
  );

  it('a read through the editing process is fresh at once, as before', async () => {
    const db = testDatabase.database.db;
    const owner = await createSignedInUser(readFrom, db);
    const item = await createItem(db, owner.user.id, { title: 'Local before' });
    expect((await readFrom.inject(`/api/items/${item.id}`)).json<Item>().title).toBe('Local before');
    const edit = await readFrom.inject({
      method: 'PATCH',
      url: `/api/items/${item.id}`,
      payload: { title: 'Local after' },
      cookies: { [SESSION_COOKIE]: owner.cookie },
    });
    expect(edit.statusCode).toBe(200);
    expect((await readFrom.inject(`/api/items/${item.id}`)).json<Item>().title).toBe('Local after');
  });
});

if (!redisUrl) {
  it.skip('REDIS_URL is not set: clearing read caches over Redis pub/sub is not tested', () => {});
}
