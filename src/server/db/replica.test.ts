/**
 * Public reads on the read replica, everything else on the primary, and the primary again when
 * the replica cannot be reached. No streaming replica runs beside the tests: the "replica" is a
 * second database copied from the same template, with rows the primary lacks (and one title of
 * its own), so every answer shows which database it was read from.
 */

import { randomBytes } from 'node:crypto';
import { type AddressInfo, createServer, type Socket } from 'node:net';
import type { Category, Item } from '@shared/api-types';
import { addDays, todayInRiyadh } from '@shared/bookings';
import { sql } from 'drizzle-orm';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { buildApp } from '../app';
import { SESSION_COOKIE } from '../features/auth/sessions';
import { pageMetaFor } from '../features/seo/seo';
import { createItem, createSignedInUser, createUser } from '../test/fixtures';
// A free port is one nothing listens on: connecting to it is refused at once.
import { freePort } from '../test/free-port';
import { databaseUrl } from '../test/postgres';
import { createTestDatabase, testConfig } from '../test/test-app';
import { type Database, type Db, openDatabase, openPostgres, selectRows } from './client';
import {
  isReplicaUnreachable,
  onReplica,
  REPLICA_PAUSE_MS,
  REPLICA_WARNING_INTERVAL_MS,
  type ReadHandles,
} from './replica';
import { categories, items, users } from './schema';

const onPostgres = process.env.TEST_DB === 'postgres';
const serverUrl = process.env.TEST_DATABASE_URL ?? '';

const withCode = (code: string, message = code) => Object.assign(new Error(message), { code });

describe('isReplicaUnreachable', () => {
  it.each([
    ['a refused connection', withCode('ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:5433')],
    ['a reset connection', withCode('ECONNRESET')],
    ['an unknown host', withCode('ENOTFOUND')],
    ['a server starting up', withCode('57P03', 'the database system is starting up')],
    ['a server shutting down', withCode('57P01', 'terminating connection due to administrator command')],
    ['too many connections', withCode('53300', 'sorry, too many clients already')],
    ['a broken connection (class 08)', withCode('08006')],
    ['refused credentials (class 28)', withCode('28P01', 'password authentication failed')],
    ['a conflict with recovery', withCode('40001', 'canceling statement due to conflict with recovery')],
    ['a pool that waited too long', new Error('timeout exceeded when trying to connect')],
    ['a connection lost mid-read', new Error('Connection terminated unexpectedly')],
    ['each address refusing', new AggregateError([withCode('ECONNREFUSED'), withCode('ECONNREFUSED')])],
    ['any of these inside Drizzle', new DrizzleQueryError('select 1', [], withCode('ECONNREFUSED'))],
  ])('is true for %s', (_name, error) => {
    expect(isReplicaUnreachable(error)).toBe(true);
  });

  it.each([
    ['a missing table', withCode('42P01', 'relation "x" does not exist')],
    ['a syntax error', withCode('42601', 'syntax error at or near "SELEC"')],
    ['a division by zero', withCode('22012', 'division by zero')],
    ['a cancelled statement', withCode('57014', 'canceling statement due to statement timeout')],
    ['a SQL error inside Drizzle', new DrizzleQueryError('select x', [], withCode('42703'))],
    ['a bug in our code', new TypeError("Cannot read properties of undefined (reading 'id')")],
    ['something not an error', 'ECONNREFUSED'],
  ])('is false for %s', (_name, error) => {
    expect(isReplicaUnreachable(error)).toBe(false);
  });
});

describe('onReplica', () => {
  // Stand-ins for the two handles: `read` is told which one it got.
  const primary = { name: 'primary' } as unknown as Db;
  const replicaHandles = () => {
    const warn = vi.fn();
    const handles: ReadHandles = {
      db: primary,
      readDb: { name: 'replica' } as unknown as Db,
      log: { warn, info: vi.fn() },
    };
    return { handles, warn };
  };
  const nameOf = (db: Db) => (db as unknown as { name: string }).name;
  const refusedOnReplica = vi.fn(async (db: Db) => {
    if (db !== primary) throw withCode('ECONNREFUSED');
    return nameOf(db);
  });

  afterEach(() => {
    vi.useRealTimers();
    refusedOnReplica.mockClear();
  });

  it('reads from the replica, and from the primary when there is none', async () => {
    const { handles } = replicaHandles();
    expect(await onReplica(handles, async (db) => nameOf(db))).toBe('replica');
    expect(await onReplica({ ...handles, readDb: primary }, async (db) => nameOf(db))).toBe('primary');
  });

  it('reads again from the primary when the replica cannot be reached', async () => {
    const { handles, warn } = replicaHandles();
    expect(await onReplica(handles, refusedOnReplica)).toBe('primary');
    expect(refusedOnReplica.mock.calls.map(([db]) => nameOf(db))).toEqual(['replica', 'primary']);
    expect(warn).toHaveBeenCalledOnce();
    expect(warn.mock.calls[0]?.[1]).toMatch(/read replica unreachable/);
  });

  it('lets a failing statement fail, without trying the primary', async () => {
    const { handles, warn } = replicaHandles();
    const read = vi.fn(async () => {
      throw withCode('42P01', 'relation "x" does not exist');
    });
    await expect(onReplica(handles, read)).rejects.toMatchObject({ code: '42P01' });
    expect(read).toHaveBeenCalledOnce();
    expect(warn).not.toHaveBeenCalled();
  });

  it('then keeps to the primary for a pause, and tries the replica again after it', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const { handles } = replicaHandles();
    await onReplica(handles, refusedOnReplica);
    refusedOnReplica.mockClear();
    await onReplica(handles, refusedOnReplica);
    expect(refusedOnReplica.mock.calls.map(([db]) => nameOf(db))).toEqual(['primary']);

    vi.advanceTimersByTime(REPLICA_PAUSE_MS);
    expect(await onReplica(handles, async (db) => nameOf(db))).toBe('replica');
    expect(handles.log.info).toHaveBeenCalledWith(expect.anything(), 'read replica reachable again');
  });

  it('warns at most once per interval while the replica stays unreachable', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const { handles, warn } = replicaHandles();
    const tries = REPLICA_WARNING_INTERVAL_MS / REPLICA_PAUSE_MS;
    for (let i = 0; i < tries; i += 1) {
      expect(await onReplica(handles, refusedOnReplica)).toBe('primary');
      vi.advanceTimersByTime(REPLICA_PAUSE_MS - 1);
      await onReplica(handles, refusedOnReplica);
      vi.advanceTimersByTime(1);
    }
    expect(warn).toHaveBeenCalledOnce();
    await onReplica(handles, refusedOnReplica);
    expect(warn).toHaveBeenCalledTimes(2);
    // Every read the primary answered since the first warning: one per pause, and one within it.
    expect(warn.mock.calls[1]?.[0]).toMatchObject({ failovers: tries * 2 });
  });
});

describe('without a replica', () => {
  it('reads where it writes: readDb is db', async () => {
    const { database, drop } = await createTestDatabase();
    try {
      expect(database.readDb).toBe(database.db);
    } finally {
      await drop();
    }
  });
});

/** A server that takes connections and never says a word, like a replica that hangs. */
async function silentServer(): Promise<{ port: number; close(): Promise<void> }> {
  const sockets = new Set<Socket>();
  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const close = () =>
    new Promise<void>((resolve) => {
      for (const socket of sockets) socket.destroy();
      server.close(() => resolve());
    });
  return { port, close };
}

async function createDatabaseFromTemplate(name: string): Promise<string> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name} TEMPLATE ${inject('postgresTemplate')}`);
  await admin.end();
  return databaseUrl(serverUrl, name);
}

async function dropDatabases(names: string[]): Promise<void> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  for (const name of names) await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.end();
}

/** An app on `database`, whose warnings are kept in `warnings`. */
async function appOn(database: Database, warnings: string[] = []): Promise<FastifyInstance> {
  const app = await buildApp({
    config: testConfig(),
    database,
    logger: { level: 'warn', stream: { write: (line: string) => warnings.push(line) } },
  });
  await app.ready();
  return app;
}

const titlesOf = (body: Item[]) => body.map((item) => item.title).sort();
const as = (cookie: string) => ({ cookies: { [SESSION_COOKIE]: cookie } });

describe.runIf(onPostgres)('a read replica (PostgreSQL)', () => {
  const suffix = `${process.pid}_${randomBytes(3).toString('hex')}`;
  const names = [`ajjir_primary_${suffix}`, `ajjir_replica_${suffix}`];
  let primaryUrl: string;
  let replicaUrl: string;
  // Direct handles on each database, to arrange rows and to see where writes landed.
  let primary: Database;
  let replica: Database;
  let database: Database;
  let app: FastifyInstance;
  let sharedItemId: string;

  beforeAll(async () => {
    [primaryUrl, replicaUrl] = (await Promise.all(names.map(createDatabaseFromTemplate))) as [string, string];
    primary = openPostgres(primaryUrl, 2);
    replica = openPostgres(replicaUrl, 2);
    // The same owner and listing in both; the replica has its own title, a listing and a category more.
    const owner = await createUser(primary.db);
    await replica.db.insert(users).values(owner);
    const shared = await createItem(primary.db, owner.id, { title: 'Primary title' });
    sharedItemId = shared.id;
    await createItem(replica.db, owner.id, { id: shared.id, title: 'Replica title' });
    await createItem(replica.db, owner.id, { title: 'Replica-only lantern' });
    await replica.db.insert(categories).values({
      id: 99,
      name: 'Replica only',
      nameAr: 'في النسخة فقط',
      slug: 'replica-only',
      icon: 'tent',
      color: 'primary',
      sortOrder: 99,
    });
    // A table the replica lacks: a statement on it fails there and would succeed on the primary.
    await primary.db.execute(sql`CREATE TABLE primary_only (n int)`);

    database = openPostgres(primaryUrl, 3, replicaUrl);
    app = await appOn(database);
  });

  afterAll(async () => {
    await app?.close();
    await Promise.all([database, primary, replica].map((each) => each?.close()));
    await dropDatabases(names);
  });

  it('answers search and browse, with their total, from the replica', async () => {
    const browse = await app.inject('/api/items');
    expect(browse.statusCode).toBe(200);
    expect(titlesOf(browse.json())).toEqual(['Replica title', 'Replica-only lantern']);
    expect(browse.headers['x-total-count']).toBe('2');

    const search = await app.inject('/api/items?searchTerm=lantern');
    expect(search.statusCode).toBe(200);
    expect(titlesOf(search.json())).toEqual(['Replica-only lantern']);
  });

  it('answers the item page, its HTML metadata and the sitemap from the replica', async () => {
    const page = await app.inject(`/api/items/${sharedItemId}`);
    expect(page.statusCode).toBe(200);
    expect(page.json<Item>().title).toBe('Replica title');

    // Its request is not read for an item page's metadata.
    const meta = await pageMetaFor(app)(`/item/${sharedItemId}`, {} as FastifyRequest);
    expect(meta?.title).toMatch(/^Replica title/);

    const [lantern] = await selectRows<{ id: string }>(
      replica.db,
      sql`SELECT id FROM ${items} WHERE title = 'Replica-only lantern'`,
    );
    expect((await app.inject('/sitemap.xml')).body).toContain(`/item/${lantern!.id}`);
  });

  it('answers categories from the replica', async () => {
    const res = await app.inject('/api/categories');
    expect(res.statusCode).toBe(200);
    expect(res.json<Category[]>().map((category) => category.slug)).toContain('replica-only');
  });

  it('writes to the primary, and reads what a user reads of their own there', async () => {
    const { user, cookie } = await createSignedInUser(app, primary.db);
    // The session lives on the primary only: read from the replica, the user would be signed out.
    const me = await app.inject({ url: '/api/auth/me', ...as(cookie) });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ user: { id: user.id } });

    const created = await app.inject({
      method: 'POST',
      url: '/api/items',
      payload: {
        title: 'Written to the primary',
        description: 'A folding table for six.',
        dailyRate: '40',
        categoryId: 1,
        condition: 'good',
        images: [],
        city: 'Riyadh',
      },
      ...as(cookie),
    });
    expect(created.statusCode, created.body).toBe(201);
    const { id } = created.json<Item>();
    const countIn = async (db: Db) =>
      (await selectRows<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM ${items} WHERE id = ${id}`))[0]
        ?.n;
    expect(await countIn(primary.db)).toBe(1);
    expect(await countIn(replica.db)).toBe(0);

    const own = await app.inject({ url: `/api/users/${user.id}/items`, ...as(cookie) });
    expect(titlesOf(own.json())).toEqual(['Written to the primary']);

    const booked = await app.inject({
      method: 'POST',
      url: '/api/bookings',
      payload: {
        itemId: sharedItemId,
        startDate: addDays(todayInRiyadh(), 30),
        endDate: addDays(todayInRiyadh(), 32),
      },
      ...as(cookie),
    });
    expect(booked.statusCode, booked.body).toBe(201);
    const bookings = await app.inject({ url: '/api/bookings?as=renter', ...as(cookie) });
    expect(bookings.json<{ id: string }[]>().map((booking) => booking.id)).toEqual([booked.json().id]);
  });

  it('lets a failing statement on the replica fail, without reading it from the primary', async () => {
    const read = (db: Db) => selectRows(db, sql`SELECT n FROM primary_only`);
    await expect(read(app.db)).resolves.toEqual([]);
    const failure = await onReplica(app, read).catch((error: unknown) => error);
    expect(isReplicaUnreachable(failure)).toBe(false);
    expect(failure).toMatchObject({ cause: { code: '42P01' } });
  });

  it('reports the replica in /readyz', async () => {
    const ready = await app.inject('/readyz');
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready', replica: 'ok' });
  });

  it('reports both pools in /metrics, the replica’s as db_replica_pool_*', async () => {
    await app.inject('/api/categories');
    const metrics = (await app.inject('/metrics')).body;
    expect(metrics).toMatch(/^db_pool_connections \d+$/m);
    expect(metrics).toMatch(/^db_replica_pool_connections [1-9]\d*$/m);
    expect(metrics).toMatch(/^db_replica_pool_waiting_queries 0$/m);
  });

  it('opens the replica named in the configuration, and closes both pools', async () => {
    const opened = await openDatabase({
      databaseUrl: primaryUrl,
      databaseReplicaUrl: replicaUrl,
      dataDir: '/tmp/unused',
    });
    const slugs = async (db: Db) =>
      (await db.select({ slug: categories.slug }).from(categories)).map((c) => c.slug);
    expect(await slugs(opened.readDb)).toContain('replica-only');
    expect(await slugs(opened.db)).not.toContain('replica-only');
    await opened.close();
    await expect(slugs(opened.readDb)).rejects.toThrow();
    await expect(slugs(opened.db)).rejects.toThrow();
  });

  describe('when the replica cannot be reached', () => {
    let down: Database;
    let downApp: FastifyInstance;
    const warnings: string[] = [];

    beforeAll(async () => {
      const unreachable = `postgres://postgres@127.0.0.1:${await freePort()}/ajjir_replica`;
      down = openPostgres(primaryUrl, 3, unreachable);
      downApp = await appOn(down, warnings);
    });

    afterAll(async () => {
      await downApp?.close();
      await down?.close();
    });

    it('answers public reads from the primary, with one warning', async () => {
      const browse = await downApp.inject('/api/items');
      expect(browse.statusCode).toBe(200);
      expect(titlesOf(browse.json())).toContain('Primary title');
      expect(titlesOf(browse.json())).not.toContain('Replica-only lantern');

      const page = await downApp.inject(`/api/items/${sharedItemId}`);
      expect(page.statusCode).toBe(200);
      expect(page.json<Item>().title).toBe('Primary title');

      const categoryList = await downApp.inject('/api/categories');
      expect(categoryList.statusCode).toBe(200);
      expect(categoryList.json<Category[]>().map((category) => category.slug)).not.toContain('replica-only');

      const replicaWarnings = warnings.filter((line) => line.includes('read replica unreachable'));
      expect(replicaWarnings).toHaveLength(1);
      expect(JSON.parse(replicaWarnings[0]!)).toMatchObject({ level: 40, err: { code: 'ECONNREFUSED' } });
    });

    it('stays ready, and says the replica is unreachable', async () => {
      const ready = await downApp.inject('/readyz');
      expect(ready.statusCode).toBe(200);
      expect(ready.json()).toEqual({ status: 'ready', replica: 'unreachable' });
    });
  });
});

describe.runIf(onPostgres)('a replica that does not answer (PostgreSQL)', () => {
  const name = `ajjir_silent_${process.pid}_${randomBytes(3).toString('hex')}`;
  let silent: Awaited<ReturnType<typeof silentServer>>;
  let database: Database;
  let app: FastifyInstance;
  const warnings: string[] = [];
  // Nothing here is timed: a busy machine is slow whatever the replica does. What is checked is
  // the cause of each answer (docs/decisions/0037-test-suite-time-budget.md).
  let hangingPool: pg.Pool;
  let hangingApp: FastifyInstance;

  beforeAll(async () => {
    silent = await silentServer();
    const primaryUrl = await createDatabaseFromTemplate(name);
    const silentUrl = `postgres://postgres@127.0.0.1:${silent.port}/ajjir_replica`;
    database = openPostgres(primaryUrl, 2, silentUrl);
    app = await appOn(database, warnings);
    // The same, but with no connection timeout: its attempt to reach the replica never ends, so
    // an answer from /readyz cannot have waited for it.
    hangingPool = new pg.Pool({ connectionString: silentUrl, max: 1 });
    hangingPool.on('error', () => {});
    hangingApp = await appOn({
      ...database,
      readDb: drizzleNodePg({ client: hangingPool }) as unknown as Db,
    });
  });

  afterAll(async () => {
    await app?.close();
    await hangingApp?.close();
    // The silent server's sockets go first: the pool's endless attempt ends with them.
    await silent?.close();
    await hangingPool?.end();
    await database?.close();
    await dropDatabases([name]);
  });

  it('answers /readyz without waiting for the replica, reporting it unreachable', async () => {
    const ready = await hangingApp.inject('/readyz');
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toMatchObject({ status: 'ready', replica: 'unreachable' });
    // Still trying: the answer came while the replica's connection was pending.
    expect(hangingPool.totalCount).toBe(1);
    expect(hangingPool.idleCount).toBe(0);
  });

  it('answers a public read from the primary once the connection attempt times out', async () => {
    const res = await app.inject('/api/categories');
    expect(res.statusCode).toBe(200);
    expect(res.json<Category[]>()).toHaveLength(12);
    // Read from the primary because the attempt on the replica ran out of time (db/client.ts's
    // connection timeout), not because it was refused: the silent server never answers.
    const replicaWarnings = warnings.filter((line) => line.includes('read replica unreachable'));
    expect(replicaWarnings).toHaveLength(1);
    expect(JSON.parse(replicaWarnings[0]!).err.message).toMatch(/connection timeout/);
  });
});

describe.skipIf(onPostgres)('a read replica (PGlite)', () => {
  it.skip('runs on PostgreSQL only: the embedded database has no replica (its readDb is its db)', () => {});
});
