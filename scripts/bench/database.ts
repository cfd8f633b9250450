/**
 * A fresh database for one benchmark run, removed afterwards: an embedded
 * PGlite in a temporary folder, or, with BENCH_DATABASE_URL, a temporary
 * database ajjir_bench_<pid> on that PostgreSQL server (created and dropped
 * through the URL's own, maintenance, database).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { type Database, type Db, openPglite, openPostgres, selectRows } from '../../src/server/db/client';
import * as schema from '../../src/server/db/schema';
import { databaseUrl } from '../../src/server/test/postgres';

export interface BenchDatabase {
  database: Database;
  /** Where it lives, for the report. */
  label: string;
  /** DATA_DIR for the app's config (nothing is written there by GET /api/items). */
  dataDir: string;
  /** A second handle on the same connection(s) that reports every statement it runs. */
  loggingDb(onQuery: (query: string, params: unknown[]) => void): Db;
  drop(): Promise<void>;
  /** Closes without removing it (--keep, to look at the data afterwards). */
  close(): Promise<void>;
}

export async function openBenchDatabase(serverUrl: string | undefined): Promise<BenchDatabase> {
  const dataDir = mkdtempSync(join(tmpdir(), 'ajjir-bench-'));
  const removeDir = () => rmSync(dataDir, { recursive: true, force: true });
  const drizzleOptions = { schema, casing: 'snake_case' } as const;

  if (!serverUrl) {
    const database = await openPglite({ dataDir: join(dataDir, 'pglite') });
    const client = (database.db as unknown as { $client: PGlite }).$client;
    return {
      database,
      label: `PGlite (embedded, ${dataDir})`,
      dataDir,
      loggingDb: (onQuery) =>
        drizzlePglite({ client, ...drizzleOptions, logger: { logQuery: onQuery } }) as unknown as Db,
      drop: async () => {
        await database.close();
        removeDir();
      },
      close: () => database.close(),
    };
  }

  const name = `ajjir_bench_${process.pid}`;
  await recreateDatabase(databaseUrl(serverUrl, name));
  const database = openPostgres(databaseUrl(serverUrl, name));
  const pool = (database.db as unknown as { $client: pg.Pool }).$client;
  const host = new URL(serverUrl).host;
  return {
    database,
    label: `PostgreSQL (${host}, database ${name})`,
    dataDir,
    loggingDb: (onQuery) =>
      drizzleNodePg({ client: pool, ...drizzleOptions, logger: { logQuery: onQuery } }) as unknown as Db,
    drop: async () => {
      await database.close();
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
      removeDir();
    },
    close: async () => {
      await database.close();
      removeDir();
    },
  };
}

/** The database `npm run bench:seed` fills and `npm run bench` measures. */
export const DEFAULT_BENCH_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/ajjir_bench';

/** --database-url, else BENCH_DATABASE_URL, else the default; only databases named ajjir_bench…. */
export function benchDatabaseUrl(argument: string | undefined): string {
  const url = argument ?? process.env.BENCH_DATABASE_URL ?? DEFAULT_BENCH_DATABASE_URL;
  const name = databaseNameOf(url);
  if (!/^ajjir_bench\w*$/.test(name)) {
    throw new Error(`Refusing database "${name}": benchmark databases are named ajjir_bench… (${url})`);
  }
  return url;
}

const databaseNameOf = (url: string) => decodeURIComponent(new URL(url).pathname.slice(1));

/** Drops (if it exists) and creates the database of `url`, through the server's postgres database. */
export async function recreateDatabase(url: string): Promise<void> {
  const name = pg.escapeIdentifier(databaseNameOf(url));
  const admin = new pg.Client({ connectionString: databaseUrl(url, 'postgres') });
  await admin.connect();
  try {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
}

/** The server's version, for the report. */
export async function serverVersion(db: Db): Promise<string> {
  const [row] = await selectRows<{ version: string }>(db, sql`SELECT version() AS version`);
  return row?.version ?? 'unknown';
}
