/**
 * One database handle for the whole app: an embedded PGlite under DATA_DIR when
 * no DATABASE_URL is given, a node-postgres pool when it is. Both speak the
 * same SQL and run the same migrations; the rest of the code sees only `Db`.
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { cube } from '@electric-sql/pglite/contrib/cube';
import { earthdistance } from '@electric-sql/pglite/contrib/earthdistance';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { type SQL, sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { migrationsFolder } from './paths';
import * as schema from './schema';
import { watchTransactions } from './transaction-scope';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  /**
   * Where public reads go (listings, item pages, categories): a pool of its own to the read replica
   * (DATABASE_REPLICA_URL), else `db` itself. A replica may be some milliseconds behind the primary;
   * those reads are already allowed to be READ_CACHE_SECONDS stale (http/read-cache.ts), so this
   * promises nothing new. Read it through `onReplica` (db/replica.ts), which falls back to the
   * primary when the replica cannot be reached; what a user reads of their own stays on `db`.
   */
  readDb: Db;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  close(): Promise<void>;
  /** PGlite only: the whole data directory as a tarball (test templates, backups). */
  dump?(): Promise<Blob>;
  /**
   * LISTEN on a channel: `onNotice` gets each NOTIFY payload, from this process
   * or (PostgreSQL) any other one. Answers a function that stops listening.
   * `onResumed` is called when LISTEN is back after its connection dropped
   * (PostgreSQL only): whatever was NOTIFYed meanwhile was missed.
   */
  listen(
    channel: string,
    onNotice: (payload: string) => void,
    onResumed?: () => void,
  ): Promise<() => Promise<void>>;
  /** PostgreSQL only: the primary's pool as it is now, for /metrics (http/metrics.ts). */
  poolStats?(): PoolCounts;
  /** With a read replica only: its pool as it is now. */
  replicaPoolStats?(): PoolCounts;
}

export interface PoolCounts {
  total: number;
  idle: number;
  waiting: number;
}

export const PGLITE_EXTENSIONS = { btree_gist, pg_trgm, cube, earthdistance };

const drizzleOptions = { schema, casing: 'snake_case' } as const;

/** A PGlite database; `source` is a data directory, or a dump to start from (tests). */
export async function openPglite(
  source: { dataDir: string } | { loadDataDir: Blob | File },
): Promise<Database> {
  let client: PGlite;
  let unlock = () => {};
  if ('dataDir' in source) {
    mkdirSync(source.dataDir, { recursive: true });
    unlock = lockDataDir(source.dataDir);
    try {
      client = await PGlite.create(source.dataDir, { extensions: PGLITE_EXTENSIONS });
    } catch (error) {
      unlock();
      throw error;
    }
  } else {
    client = await PGlite.create({ loadDataDir: source.loadDataDir, extensions: PGLITE_EXTENSIONS });
  }
  const db = watchTransactions(drizzlePglite({ client, ...drizzleOptions }));
  return {
    db: db as unknown as Db,
    readDb: db as unknown as Db,
    kind: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder }),
    close: async () => {
      await client.close();
      unlock();
    },
    dump: () => client.dumpDataDir('none'),
    listen: (channel, onNotice) => client.listen(channel, onNotice),
  };
}

export class DataDirInUseError extends Error {}

/**
 * An embedded database is one process's memory written to a folder: a second
 * process opening the same folder (a second server, `npm run admin:create`
 * while the server runs) would work on a stale copy and overwrite the other's
 * writes. A lock file beside the folder, naming the process, refuses that;
 * a lock left by a process that no longer runs is taken over.
 */
function lockDataDir(dataDir: string): () => void {
  const file = `${dataDir}.lock`;
  try {
    writeFileSync(file, String(process.pid), { flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    const holder = Number(readFileSync(file, 'utf8').trim());
    if (isRunning(holder)) {
      throw new DataDirInUseError(
        `The embedded database in ${dataDir} is open in another process (pid ${holder}). ` +
          'Stop that process first, or use PostgreSQL (DATABASE_URL), which many processes can share.',
      );
    }
    writeFileSync(file, String(process.pid));
  }
  let held = true;
  const release = () => {
    if (!held) return;
    held = false;
    rmSync(file, { force: true });
    process.off('exit', release);
  };
  process.on('exit', release);
  return release;
}

function isRunning(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it runs, as another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * How long a read waits for a connection to the replica before it is read from the primary instead
 * (db/replica.ts): a replica that drops packets would otherwise hold each read for minutes.
 */
const REPLICA_CONNECT_TIMEOUT_MS = 2000;

/**
 * How long PostgreSQL lets a transaction sit idle (no statement running) before it ends the
 * session: far above any transaction of ours, which never waits on anything but the database.
 */
const IDLE_IN_TRANSACTION_MS = 30_000;

const countsOf = (pool: pg.Pool): PoolCounts => ({
  total: pool.totalCount,
  idle: pool.idleCount,
  waiting: pool.waitingCount,
});

/**
 * A pool on `connectionString`, and a second one of the same size on `replicaUrl` when given.
 * Their statements are cancelled after `statementTimeoutMs` (0: never): no request may hold a
 * connection and a core for long, and the error handler answers a cancelled one 503
 * (docs/decisions/0031-bounded-public-queries.md). LISTEN and migrations have connections of their own.
 */
export function openPostgres(
  connectionString: string,
  poolSize = 10,
  replicaUrl?: string,
  statementTimeoutMs = 0,
): Database {
  const timeout = {
    ...(statementTimeoutMs > 0 && { statement_timeout: statementTimeoutMs }),
    // A transaction left open (a bug, or a call to a slow service made inside one) is ended by the
    // server rather than holding its locks and its connection for good (transaction-scope.ts).
    idle_in_transaction_session_timeout: IDLE_IN_TRANSACTION_MS,
  };
  const pool = openPool({ connectionString, max: poolSize, ...timeout });
  const replica = replicaUrl
    ? openPool({
        connectionString: replicaUrl,
        max: poolSize,
        connectionTimeoutMillis: REPLICA_CONNECT_TIMEOUT_MS,
        ...timeout,
      })
    : undefined;
  const db = watchTransactions(drizzleNodePg({ client: pool, ...drizzleOptions }));
  return {
    db: db as unknown as Db,
    readDb: (replica
      ? watchTransactions(drizzleNodePg({ client: replica, ...drizzleOptions }))
      : db) as unknown as Db,
    kind: 'postgres',
    migrate: () => migratePostgres(connectionString),
    close: async () => {
      await Promise.all([pool.end(), replica?.end()]);
    },
    listen: (channel, onNotice, onResumed) => listenPostgres(connectionString, channel, onNotice, onResumed),
    poolStats: () => countsOf(pool),
    ...(replica && { replicaPoolStats: () => countsOf(replica) }),
  };
}

function openPool(options: pg.PoolConfig): pg.Pool {
  const pool = new pg.Pool(options);
  // An idle client that loses its connection must not crash the process.
  pool.on('error', () => {});
  return pool;
}

const RELISTEN_DELAY_MS = 1000;

/**
 * LISTEN holds a connection of its own (a pooled one would be handed to
 * others). If the connection drops, it is opened again after a pause, and
 * `onResumed` tells the listener that NOTIFYs may have been missed meanwhile
 * (the live hub then replays them from the stored events; read caches empty).
 */
async function listenPostgres(
  connectionString: string,
  channel: string,
  onNotice: (payload: string) => void,
  onResumed: () => void = () => {},
): Promise<() => Promise<void>> {
  let client: pg.Client | undefined;
  let stopped = false;
  let connectedBefore = false;
  const reconnect = (): void => {
    if (stopped) return;
    setTimeout(() => void connect().catch(reconnect), RELISTEN_DELAY_MS).unref();
  };
  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString });
    next.on('notification', (message) => {
      if (message.channel === channel && message.payload !== undefined) onNotice(message.payload);
    });
    next.on('error', () => {
      next.end().catch(() => {});
      reconnect();
    });
    await next.connect();
    await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    client = next;
    if (stopped) {
      await next.end().catch(() => {});
      return;
    }
    // Called once LISTEN is in place, so nothing NOTIFYed from now on is missed. Listeners log
    // their own failures; one must not make this connection look failed (it would be opened twice).
    if (connectedBefore) {
      try {
        onResumed();
      } catch {}
    }
    connectedBefore = true;
  };
  await connect();
  return async () => {
    stopped = true;
    await client?.end().catch(() => {});
  };
}

/**
 * Several server processes may start at once against one PostgreSQL: an
 * advisory lock on a dedicated connection lets exactly one of them migrate.
 */
async function migratePostgres(connectionString: string): Promise<void> {
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    await client.query('SELECT pg_advisory_lock(7319001)');
    await migrateNodePg(drizzleNodePg({ client, ...drizzleOptions }), { migrationsFolder });
  } finally {
    await client.query('SELECT pg_advisory_unlock(7319001)').catch(() => {});
    await client.end();
  }
}

export function openDatabase(config: {
  databaseUrl: string | undefined;
  databasePoolSize?: number;
  databaseReplicaUrl?: string | undefined;
  databaseStatementTimeoutMs?: number;
  dataDir: string;
}): Promise<Database> {
  if (config.databaseUrl) {
    return Promise.resolve(
      openPostgres(
        config.databaseUrl,
        config.databasePoolSize,
        config.databaseReplicaUrl,
        config.databaseStatementTimeoutMs,
      ),
    );
  }
  // PGlite runs each statement to its end: it is one thread with no timer to cancel it, so it has
  // no statement timeout; the bounds on the queries themselves are what keep it responsive.
  return openPglite({ dataDir: join(config.dataDir, 'pglite') });
}

export async function ping(db: Db): Promise<void> {
  await db.execute(sql`SELECT 1`);
}

/**
 * Runs raw SQL and answers its rows. Both drivers (PGlite and node-postgres)
 * answer `{ rows }`; Db's generic type does not say so, so it is said once here.
 */
export async function selectRows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/**
 * The first of `rows`, for a statement that must yield one (`insert … returning()`, an update
 * of a row known to exist, an aggregate): throws an Error naming `what` when there is none, so a
 * broken invariant fails loudly here rather than as `undefined` further on.
 */
export function oneRow<T>(rows: readonly T[], what: string): T {
  const [row] = rows;
  if (row === undefined) throw new Error(`Expected ${what}, but the statement returned no row`);
  return row;
}
