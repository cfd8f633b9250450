/**
 * A fresh, migrated database and an app on it, for one test file:
 *   const t = await createTestApp(); … t.app.inject(…) … await t.close();
 * The database is PGlite or PostgreSQL depending on the vitest project.
 */

import { randomBytes } from 'node:crypto';
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import { type RunningSandbox, SANDBOX_KEYS, startMoyasarSandbox } from '../../sandboxes/moyasar/sandbox';
import { buildApp } from '../app';
import { type AppConfig, loadConfig } from '../config/config';
import { type Database, openPglite, openPostgres } from '../db/client';
import { bookings, jobs } from '../db/schema';
import { createMoyasarGateway } from '../features/payments/gateway/moyasar-client';
import { NAFATH_CALLBACK_PATH } from '../features/verification/providers';
import { databaseUrl } from './postgres';
import { startVerificationSandboxes, type VerificationSandboxControls } from './verification';

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  /** The Moyasar-compatible sandbox this app's gateway talks to over HTTP (features/payments/sandbox). */
  sandbox: RunningSandbox;
  /** The Nafath, SMS and Wathq sandboxes this app's verification talks to (test/verification.ts). */
  verification: VerificationSandboxControls;
  /** The sandbox's clock: the real time, but for what a test makes at a moment of its choosing. */
  sandboxClock: SandboxClock;
  /**
   * Where the sandbox sends webhooks: nowhere until a test makes the app listen (`listenForWebhooks`),
   * as most tests talk to the app through `inject` only.
   */
  listenForWebhooks(): Promise<void>;
  /**
   * Runs the jobs that are due until none is (the app's worker is not started in tests, so what a
   * change enqueued runs when the test says): refunds, payouts, mail, webhooks. Answers how many ran.
   */
  drainJobs(): Promise<number>;
  /**
   * Makes the queued jobs of these queues due now (a retry's backoff, a payout's next look, a
   * deadline), then drains: what a test would otherwise wait minutes for. Answers how many ran.
   */
  runJobsNow(...queues: string[]): Promise<number>;
  /**
   * The claim windows of returned rentals close now, as if their time had passed (the clock moves,
   * not the rule): each release's due moment becomes now, and the release jobs run. Answers how
   * many jobs ran.
   */
  closeClaimWindows(): Promise<number>;
  close(): Promise<void>;
}

export interface SandboxClock {
  now(): Date;
  /**
   * Runs `work` with the clock held at `moment`: what the sandbox makes meanwhile (a payment, a
   * refund) is dated then, as Moyasar dates what it made on a past day. One hold at a time: the
   * first to end would let the clock go under the others.
   */
  heldAt<T>(moment: Date, work: () => Promise<T>): Promise<T>;
}

function sandboxClock(): SandboxClock {
  let held: Date | null = null;
  return {
    now: () => held ?? new Date(),
    heldAt: async (moment, work) => {
      if (held) throw new Error(`The sandbox's clock is held at ${held.toISOString()} already`);
      held = moment;
      try {
        return await work();
      } finally {
        held = null;
      }
    },
  };
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

/**
 * A database on which no migration has run, of the project's kind: for the tests of the migrations
 * themselves, which bring it to an earlier schema first (db/migrations.money-backfill.test.ts).
 */
export async function createEmptyDatabase(): Promise<TestDatabase> {
  if (process.env.TEST_DB === 'postgres') return createPostgresDatabase(null);
  const dataDir = mkdtempSync(join(tmpdir(), 'ajjir-pglite-empty-'));
  const database = await openPglite({ dataDir });
  return {
    database,
    drop: async () => {
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A database copied from the migrated template, or (template null) an empty one. */
async function createPostgresDatabase(
  template: string | null = inject('postgresTemplate'),
): Promise<TestDatabase> {
  const serverUrl = process.env.TEST_DATABASE_URL!;
  const name = `ajjir_t_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
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

/** How long the test app's gateway waits for the sandbox before calling it unavailable. */
const GATEWAY_HANG_BOUND_MS = 60_000;

/** The webhook secret the test sandboxes and apps share. */
export const TEST_WEBHOOK_SECRET = 'test-webhook-secret-0123456789';

export async function createTestApp(overrides: Partial<AppConfig> = {}): Promise<TestApp> {
  const { database, drop } = await createTestDatabase();
  let webhookUrl = 'http://127.0.0.1:9/unused';
  let callbackUrl: string | undefined;
  const clock = sandboxClock();
  const sandbox = await startMoyasarSandbox({
    now: clock.now,
    payoutSettleMs: 0,
    webhookRetryDelaysMs: [50, 100, 200, 400, 800],
    webhook: { url: () => webhookUrl, secretToken: TEST_WEBHOOK_SECRET },
  });
  const verification = await startVerificationSandboxes(() => callbackUrl);
  const app = await buildApp({
    config: testConfig(overrides),
    verification: verification.providers,
    database,
    logger: process.env.TEST_LOG ? { level: 'error' } : false,
    payments: {
      gateway: createMoyasarGateway({
        apiUrl: sandbox.apiUrl,
        secretKey: SANDBOX_KEYS.secretKey,
        payoutAccountId: SANDBOX_KEYS.payoutAccountId,
        webhookSecret: TEST_WEBHOOK_SECRET,
        // A bound for a sandbox that never answers, not a guess at its speed: in this process, its
        // answers wait behind whatever the embedded database is doing (fifty checkouts at once).
        timeoutMs: GATEWAY_HANG_BOUND_MS,
      }),
    },
  });
  await app.ready();
  const runJobsNow = async (...queues: string[]): Promise<number> => {
    if (queues.length === 0) throw new Error('Name the queues whose jobs are to run now');
    await database.db
      .update(jobs)
      .set({ runAt: sql`now()` })
      .where(and(eq(jobs.state, 'queued'), inArray(jobs.queue, queues)));
    return app.jobs.drain();
  };
  return {
    app,
    database,
    sandbox,
    sandboxClock: clock,
    verification: verification.controls,
    listenForWebhooks: async () => {
      const address = await app.listen({ host: '127.0.0.1', port: 0 });
      webhookUrl = `${address}/api/payments/webhook`;
      callbackUrl = `${address}${NAFATH_CALLBACK_PATH}`;
    },
    drainJobs: () => app.jobs.drain(),
    runJobsNow,
    closeClaimWindows: async () => {
      await database.db
        .update(bookings)
        .set({ releaseDueAt: sql`now()` })
        .where(sql`${bookings.releaseDueAt} > now()`);
      return runJobsNow('earning.release');
    },
    close: async () => {
      await app.close();
      await sandbox.close();
      await verification.close();
      await drop();
    },
  };
}
