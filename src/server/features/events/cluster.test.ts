/**
 * Two server processes on one PostgreSQL: a message posted to the first
 * reaches a live stream held by the second within a second, because every
 * process LISTENs on the same channel (docs/decisions/0021). On PGlite there
 * is only ever one process, so this file runs on PostgreSQL only.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { databaseUrl } from '../../test/postgres';
import { openSse, type SseConnection } from './sse-client';

const onPostgres = process.env.TEST_DB === 'postgres';
const serverUrl = process.env.TEST_DATABASE_URL ?? '';
const name = `ajjir_cluster_${process.pid}_${randomBytes(3).toString('hex')}`;
const servers: ChildProcess[] = [];
const streams: SseConnection[] = [];

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject()));
    });
  });
}

async function startServer(): Promise<string> {
  const port = await freePort();
  const server = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: {
      ...process.env,
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATABASE_URL: databaseUrl(serverUrl, name),
      SESSION_SECRET: 'cluster-test-secret-0123456789abcdef',
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  servers.push(server);
  const base = `http://127.0.0.1:${port}`;
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const ready = await fetch(`${base}/readyz`).catch(() => null);
    if (ready?.ok) return base;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`server on ${port} did not start`);
}

async function register(base: string, username: string): Promise<{ id: string; cookie: string }> {
  const res = await fetch(`${base}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      email: `${username}@example.sa`,
      password: 'cluster-pass-1',
      username,
      firstName: 'Cluster',
      lastName: username,
      accountType: 'individual',
    }),
  });
  expect(res.status, await res.clone().text()).toBe(201);
  const cookie = (res.headers.get('set-cookie') ?? '').split(';')[0]!;
  return { id: ((await res.json()) as { user: { id: string } }).user.id, cookie };
}

describe.runIf(onPostgres)('two server processes on one PostgreSQL', () => {
  let first: string;
  let second: string;
  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${inject('postgresTemplate')}`);
    await admin.end();
    [first, second] = await Promise.all([startServer(), startServer()]);
  }, 60_000);

  afterAll(async () => {
    for (const stream of streams) stream.close();
    for (const server of servers) server.kill('SIGTERM');
    await Promise.all(servers.map((server) => new Promise((resolve) => server.once('exit', resolve))));
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  });

  it('a message posted to the first reaches a stream on the second within a second', async () => {
    const sender = await register(first, `sender${randomBytes(3).toString('hex')}`);
    const receiver = await register(second, `receiver${randomBytes(3).toString('hex')}`);
    const live = await openSse(`${second}/api/events`, { cookie: receiver.cookie });
    streams.push(live);
    expect(live.status).toBe(200);

    const sentAt = performance.now();
    const posted = await fetch(`${first}/api/messages`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: sender.cookie },
      body: JSON.stringify({ receiverId: receiver.id, content: 'مرحبا من الخادم الأول' }),
    });
    expect(posted.status, await posted.clone().text()).toBe(201);
    const { id } = (await posted.json()) as { id: string };
    const arrived = await live.next(
      (event) => event.type === 'message.new' && JSON.parse(event.data).message.id === id,
      1000,
    );
    expect(arrived.receivedAt - sentAt).toBeLessThan(1000);
    expect(JSON.parse(arrived.data).message.content).toBe('مرحبا من الخادم الأول');
  });
});

describe.skipIf(onPostgres)('two server processes (PGlite)', () => {
  it.skip('runs on PostgreSQL only: an embedded database belongs to one process', () => {});
});
