/**
 * A fresh, migrated database and an app on it, for one test file:
 *   const t = await createTestApp(); … t.app.inject(…) … await t.close();
 * The database is PGlite or PostgreSQL depending on the vitest project.
 */
import { randomBytes } from 'node:crypto';
import { cpSync, readFileSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp } from '../app';
import { type AppConfig, loadConfig } from '../config/config';
import { type Database, openPglite, openPostgres } from '../db/client';
import { databaseUrl } from './postgres';

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  close(): Promise<void>;
}

export interface TestDatabase {
  database: Database;
  /**
   * PostgreSQL only: another handle on the same database, as a second server process would have
   * (its own pool and LISTEN connections). Close it before `drop`.
   */
  reopen?: () => Database;
  drop(): Promise<void>;
}

export async function createTestDatabase(): Promise<TestDatabase> {
  if (process.env.TEST_DB === 'postgres') return createPostgresDatabase();
  const dump = new Blob([readFileSync(inject('pgliteTemplate'))]);
  const database = await openPglite({ loadDataDir: dump });
  return { database, drop: () => database.close() };
}

/**
 * PGlite only: a migrated data directory at `dataDir` (as DATA_DIR/pglite holds it), for code that
 * opens the embedded database itself. A copy of the template's files: no initdb, no migrations.
 */
export function createPgliteDataDir(dataDir: string): void {
  cpSync(inject('pgliteTemplateDir'), dataDir, { recursive: true });
}

async function createPostgresDatabase(): Promise<TestDatabase> {
  const serverUrl = process.env.TEST_DATABASE_URL!;
  const name = `ajjir_t_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name} TEMPLATE ${inject('postgresTemplate')}`);
  await admin.end();
  const url = databaseUrl(serverUrl, name);
  const database = openPostgres(url, 5);
  const drop = async () => {
    await database.close();
    const cleanup = new pg.Client({ connectionString: serverUrl });
    await cleanup.connect();
    await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await cleanup.end();
  };
  return { database, reopen: () => openPostgres(url, 5), drop };
}

export function testConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  return loadConfig(
    { NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: '/tmp/ajjir-test-unused' },
    { sessionSecret: 'test-secret-that-is-long-enough-0123456789', seedDemo: false, ...overrides },
  );
}

export async function createTestApp(overrides: Partial<AppConfig> = {}): Promise<TestApp> {
  const { database, drop } = await createTestDatabase();
  const app = await buildApp({
    config: testConfig(overrides),
    database,
    logger: process.env.TEST_LOG ? { level: 'error' } : false,
  });
  await app.ready();
  return {
    app,
    database,
    close: async () => {
      await app.close();
      await drop();
    },
  };
}
