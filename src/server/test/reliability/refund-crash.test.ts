/**
 * A process killed in the middle of a refund loses nothing and sends nothing twice
 * (docs/decisions/0047-money-architecture.md, "The job queue"). The server runs as a child process
 * on its own data (src/server/main.ts, its job worker started) and talks to a Moyasar sandbox in
 * this process over HTTP. The owner declines a paid request; the refund's job calls the gateway,
 * which holds the call; the process is killed with SIGKILL while it waits; then the gateway makes
 * the refund, its answer going nowhere. A new process on the same data takes the job over once its
 * lease lapses, finds the refund made at the gateway, and records it: one refund call in all, the
 * refund done, the ledger sound.
 *
 * Nothing here reads a clock: it waits for counts and states, with the test's timeout as the bound.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Booking, BookingMoney } from '@shared/api-types';
import { addDays, todayInRiyadh } from '@shared/bookings';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type RunningSandbox, SANDBOX_KEYS, startMoyasarSandbox } from '../../../sandboxes/moyasar/sandbox';
import { payOnPage } from '../../../sandboxes/moyasar/sandbox.test-helpers';
import { type Database, openPglite, openPostgres } from '../../db/client';
import { checkLedger } from '../../features/payments';
import { card, TEST_CARDS } from '../payments';
import { type ServerDatabase, serverDatabase } from './server-database';
import { type ServerProcess, startServer } from './server-process';

const kind = process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite';
/** A lease short enough for the test not to wait two minutes for the dead process's job. */
const LEASE_SECONDS = 3;

let dataDir = '';
let database: ServerDatabase | undefined;
let env: Record<string, string> = {};
let sandbox: RunningSandbox;
let server: ServerProcess | null = null;

interface Session {
  id: string;
  cookie: string;
}

async function signIn(base: string, email: string): Promise<Session> {
  const res = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify({ email, password: 'demo1234' }),
  });
  expect(res.status, await res.clone().text()).toBe(200);
  const cookie = res.headers.getSetCookie()[0]?.split(';')[0] ?? '';
  return { id: ((await res.json()) as { user: { id: string } }).user.id, cookie };
}

async function call<T>(base: string, session: Session, path: string, body?: unknown): Promise<T> {
  const res = await fetch(`${base}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'content-type': 'application/json', origin: base, cookie: session.cookie },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  expect(res.ok, `${path}: ${res.status} ${text}`).toBe(true);
  return JSON.parse(text) as T;
}

const refundCalls = () =>
  sandbox.control.calls().filter((each) => each.method === 'POST' && each.path.endsWith('/refund'));

async function openDirectly(): Promise<Database> {
  return kind === 'postgres'
    ? openPostgres(env.DATABASE_URL ?? '', 2)
    : openPglite({ dataDir: join(dataDir, 'pglite') });
}

describe(`a process killed in the middle of a refund (${kind})`, () => {
  beforeAll(async () => {
    sandbox = await startMoyasarSandbox({ payoutSettleMs: 0 });
    dataDir = mkdtempSync(join(tmpdir(), 'ajjir-refund-crash-'));
    env = {
      DATA_DIR: dataDir,
      SESSION_SECRET: 'refund-crash-test-secret-0123456789abcdef',
      SEED_DEMO: 'true',
      RATE_LIMIT_FACTOR: '1000',
      PAYMENTS: 'moyasar',
      MOYASAR_API_URL: sandbox.apiUrl,
      MOYASAR_SECRET_KEY: SANDBOX_KEYS.secretKey,
      MOYASAR_PUBLISHABLE_KEY: SANDBOX_KEYS.publishableKey,
      MOYASAR_WEBHOOK_SECRET: 'refund-crash-webhook-secret-0123',
      MOYASAR_PAYOUT_ACCOUNT_ID: SANDBOX_KEYS.payoutAccountId,
      JOB_LEASE_SECONDS: String(LEASE_SECONDS),
    };
    database = await serverDatabase(kind, dataDir, 'ajjir_refund_crash');
    Object.assign(env, database.env);
    server = await startServer(env);
    // Hang bounds (a start through tsx took over a minute on a busy machine: docs/decisions/0037).
  }, 300_000);

  afterAll(async () => {
    if (server && server.child.exitCode === null && server.child.signalCode === null) {
      server.child.kill('SIGKILL');
      await server.exited;
    }
    await sandbox?.close();
    await database?.drop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it('finds the refund made at the gateway, records it, and never asks for it again', async () => {
    const first = server as ServerProcess;
    const [sara, fahad] = await Promise.all([
      signIn(first.base, 'sara@ajjir.sa'),
      signIn(first.base, 'fahad@ajjir.sa'),
    ]);
    const listing = (await (await fetch(`${first.base}/api/items?limit=100`)).json()) as {
      id: string;
      ownerId: string;
      isAvailable: boolean;
      pickupOptions: string[];
    }[];
    const item = listing.find(
      (each) => each.ownerId === fahad.id && each.isAvailable && each.pickupOptions.includes('pickup'),
    );
    if (!item) throw new Error('The demo has no listing of Fahad’s to book');
    const start = addDays(todayInRiyadh(), 120);
    const booking = await call<Booking>(first.base, sara, '/api/bookings', {
      itemId: item.id,
      startDate: start,
      endDate: addDays(start, 2),
      pickupMethod: 'pickup',
    });
    const { url } = await call<{ url: string }>(first.base, sara, `/api/bookings/${booking.id}/checkout`, {});
    await payOnPage(url, card(TEST_CARDS.madaApproved), sandbox.url);
    await call(first.base, sara, `/api/bookings/${booking.id}/payment/refresh`, {});

    // The decline answers; the refund's job calls the gateway, which holds the call.
    let answer: () => void = () => {};
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    sandbox.control.failNext({ method: 'POST', path: /\/refund$/, until: answered });
    await call(first.base, fahad, `/api/bookings/${booking.id}/decline`, { reason: null });
    await vi.waitFor(() => expect(sandbox.control.held()).toBe(1), { timeout: 60_000 });

    first.child.kill('SIGKILL');
    expect((await first.exited).signal).toBe('SIGKILL');
    // The gateway makes the refund after all; its answer reaches nobody. The decline owes two
    // refunds (the rental's and the deposit, docs/decisions/0057): the one interrupted went first.
    answer();
    const paid = sandbox.control
      .payments()
      .find(
        (payment) => payment.amount === booking.price?.charged && url.includes(String(payment.invoice_id)),
      );
    await vi.waitFor(() =>
      expect(sandbox.control.payments().find((p) => p.id === paid?.id)?.refunded).toBeGreaterThan(0),
    );
    expect(refundCalls()).toHaveLength(1);

    // A new process on the same data takes the job over once its lease lapses.
    server = await startServer(env);
    const second = server;
    const sara2 = await signIn(second.base, 'sara@ajjir.sa');
    await vi.waitFor(
      async () => {
        const money = await call<BookingMoney>(second.base, sara2, `/api/bookings/${booking.id}/money`);
        expect(money.refunds.map((refund) => refund.status)).toEqual(['done', 'done']);
      },
      { timeout: 60_000, interval: 250 },
    );
    // The interrupted refund was found made and recorded, not asked again; the other made once.
    expect(refundCalls()).toHaveLength(2);
    expect(sandbox.control.payments().find((p) => p.id === paid?.id)?.refunded).toBe(paid?.amount);

    second.child.kill('SIGTERM');
    expect((await second.exited).code).toBe(0);
    const database = await openDirectly();
    try {
      expect((await checkLedger(database.db)).problems).toEqual([]);
    } finally {
      await database.close();
    }
  }, 360_000);
});
