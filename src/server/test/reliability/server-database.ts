/**
 * The database a test's server process runs on: on PostgreSQL a database of its own, made from the
 * migrated template; on PGlite a migrated data directory in the test's DATA_DIR, so the server
 * starts without initdb (docs/decisions/0037). `drop` removes the PostgreSQL one afterwards.
 */
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import { databaseUrl } from '../postgres';
import { createPgliteDataDir } from '../test-app';

export interface ServerDatabase {
  /** What to add to the server's environment: DATABASE_URL on PostgreSQL, nothing on PGlite. */
  env: Record<string, string>;
  drop(): Promise<void>;
}

async function onPostgres(sqlText: string): Promise<void> {
  const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await admin.connect();
  try {
    await admin.query(sqlText);
  } finally {
    await admin.end();
  }
}

export async function serverDatabase(
  kind: 'pglite' | 'postgres',
  dataDir: string,
  prefix: string,
): Promise<ServerDatabase> {
  if (kind === 'pglite') {
    createPgliteDataDir(join(dataDir, 'pglite'));
    return { env: {}, drop: async () => {} };
  }
  const name = `${prefix}_${process.pid}_${randomBytes(3).toString('hex')}`;
  await onPostgres(`CREATE DATABASE ${name} TEMPLATE ${inject('postgresTemplate')}`);
  return {
    env: { DATABASE_URL: databaseUrl(process.env.TEST_DATABASE_URL ?? '', name) },
    drop: () => onPostgres(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}
