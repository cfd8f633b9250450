import { randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { SESSION_COOKIE } from '../features/auth/sessions';
import { liveEvent, publish } from '../features/events/publish';
import { openSse } from '../features/events/sse-client';
import { createItem, createSignedInUser, createUser } from '../test/fixtures';
import { createTestApp, type TestApp } from '../test/test-app';
import { STATIC_ROUTE, UNMATCHED_ROUTE } from './metrics';

const TOKEN = 'a-metrics-token-0123456789';

/** One sample of the exposition: `name{labels} value`. */
interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

function parse(text: string): Sample[] {
  const samples: Sample[] = [];
  for (const line of text.split('\n')) {
    const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match) continue;
    const labels: Record<string, string> = {};
    for (const [, key, value] of (match[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)) {
      labels[key!] = value!;
    }
    samples.push({ name: match[1]!, labels, value: Number(match[3]) });
  }
  return samples;
}

/** The samples named `name` whose labels include `labels`. */
const samplesOf = (samples: Sample[], name: string, labels: Record<string, string> = {}) =>
  samples.filter(
    (sample) =>
      sample.name === name && Object.entries(labels).every(([key, value]) => sample.labels[key] === value),
  );

/** The one sample's value, 0 when there is none yet (a counter not yet incremented). */
const valueIn = (samples: Sample[], name: string, labels: Record<string, string> = {}) =>
  samplesOf(samples, name, labels).reduce((total, sample) => total + sample.value, 0);

async function scrape(app: FastifyInstance): Promise<Sample[]> {
  const res = await app.inject({ url: '/metrics' });
  expect(res.statusCode, res.body).toBe(200);
  return parse(res.body);
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

describe('GET /metrics, request metrics', () => {
  it('labels requests with the route pattern, never the path they asked for', async () => {
    const owner = await createUser(t.database.db);
    const item = await createItem(t.database.db, owner.id);
    const missing = randomUUID();
    const before = await scrape(t.app);
    expect((await t.app.inject({ url: `/api/items/${item.id}` })).statusCode).toBe(200);
    expect((await t.app.inject({ url: `/api/items/${item.id}` })).statusCode).toBe(200);
    expect((await t.app.inject({ url: `/api/items/${missing}` })).statusCode).toBe(404);

    const res = await t.app.inject({ url: '/metrics' });
    const after = parse(res.body);
    const route = { method: 'GET', route: '/api/items/:id' };
    const counted = (status: string) =>
      valueIn(after, 'http_requests_total', { ...route, status }) -
      valueIn(before, 'http_requests_total', { ...route, status });
    expect(counted('200')).toBe(2);
    expect(counted('404')).toBe(1);
    expect(res.body).not.toContain(item.id);
    expect(res.body).not.toContain(missing);
  });

  it('folds every path no route matches into one label', async () => {
    const marker = randomUUID();
    const paths = [`/no-such-page-${marker}`, `/api/no-such-thing-${marker}`, `/assets/app-${marker}.js`];
    const before = await scrape(t.app);
    for (const url of paths) expect((await t.app.inject({ url })).statusCode).toBe(404);
    await t.app.inject({
      method: 'POST',
      url: `/api/${marker}`,
      headers: { 'sec-fetch-site': 'same-origin' },
    });

    const res = await t.app.inject({ url: '/metrics' });
    const after = parse(res.body);
    const unmatched = { route: UNMATCHED_ROUTE, status: '404' };
    expect(
      valueIn(after, 'http_requests_total', { ...unmatched, method: 'GET' }) -
        valueIn(before, 'http_requests_total', { ...unmatched, method: 'GET' }),
    ).toBe(3);
    expect(valueIn(after, 'http_requests_total', { ...unmatched, method: 'POST' })).toBeGreaterThanOrEqual(1);
    expect(res.body).not.toContain(marker);
    // Every label is a registered route's pattern, or one of the two folded values.
    const registered = new Set(samplesOf(after, 'http_requests_total').map((sample) => sample.labels.route));
    for (const route of registered) {
      expect(route === UNMATCHED_ROUTE || route === STATIC_ROUTE || route?.startsWith('/'), route).toBe(true);
      expect(route).not.toMatch(/[0-9a-f]{8}-[0-9a-f]{4}-/);
    }
  });

  it('times requests in buckets from 5 ms to 10 s, with a count and a sum', async () => {
    for (let i = 0; i < 3; i += 1) await t.app.inject({ url: '/healthz' });
    const samples = await scrape(t.app);
    const route = { method: 'GET', route: '/healthz' };
    const buckets = samplesOf(samples, 'http_request_duration_seconds_bucket', route);
    expect(buckets.map((bucket) => bucket.labels.le)).toEqual([
      '0.005',
      '0.01',
      '0.025',
      '0.05',
      '0.1',
      '0.25',
      '0.5',
      '1',
      '2.5',
      '5',
      '10',
      '+Inf',
    ]);
    const cumulative = buckets.map((bucket) => bucket.value);
    expect(cumulative).toEqual([...cumulative].sort((a, b) => a - b));
    const count = valueIn(samples, 'http_request_duration_seconds_count', route);
    expect(count).toBeGreaterThanOrEqual(3);
    expect(cumulative.at(-1)).toBe(count);
    expect(count).toBe(valueIn(samples, 'http_requests_total', { ...route, status: '200' }));
    expect(valueIn(samples, 'http_request_duration_seconds_sum', route)).toBeGreaterThan(0);
  });

  it('answers fresh numbers each time, uncached, in the text format', async () => {
    const first = await t.app.inject({ url: '/metrics' });
    await t.app.inject({ url: '/healthz' });
    const second = await t.app.inject({ url: '/metrics' });
    expect(second.headers['cache-control']).toBe('no-store');
    expect(second.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4; charset=utf-8$/);
    const healthz = { method: 'GET', route: '/healthz', status: '200' };
    expect(valueIn(parse(second.body), 'http_requests_total', healthz)).toBe(
      valueIn(parse(first.body), 'http_requests_total', healthz) + 1,
    );
    // Scrapes are counted under their route like any other request.
    expect(valueIn(parse(second.body), 'http_requests_total', { route: '/metrics' })).toBeGreaterThan(0);
  });

  it('includes the process’s metrics: CPU, memory, event-loop lag, GC', async () => {
    const res = await t.app.inject({ url: '/metrics' });
    for (const type of [
      '# TYPE process_cpu_seconds_total counter',
      '# TYPE process_resident_memory_bytes gauge',
      '# TYPE nodejs_heap_size_used_bytes gauge',
      '# TYPE nodejs_eventloop_lag_seconds gauge',
      '# TYPE nodejs_eventloop_lag_p99_seconds gauge',
      '# TYPE nodejs_gc_duration_seconds histogram',
    ]) {
      expect(res.body).toContain(type);
    }
  });
});

describe('GET /metrics, the database pool', () => {
  it('reports the PostgreSQL pool as it is when scraped, and nothing on PGlite', async () => {
    const pool = (samples: Sample[]) => ({
      total: valueIn(samples, 'db_pool_connections'),
      idle: valueIn(samples, 'db_pool_idle_connections'),
      waiting: valueIn(samples, 'db_pool_waiting_queries'),
    });
    if (t.database.kind === 'pglite') {
      const res = await t.app.inject({ url: '/metrics' });
      expect(res.body).not.toMatch(/^db_pool_/m);
      expect(res.body).not.toMatch(/^db_replica_pool_/m);
      expect(res.body).not.toContain('# TYPE db_pool_');
      return;
    }
    let busy: ReturnType<typeof pool> | undefined;
    // A transaction holds one connection while the scrape reads the pool.
    await t.database.db.transaction(async (tx) => {
      await tx.execute(sql`SELECT 1`);
      busy = pool(await scrape(t.app));
    });
    const idle = pool(await scrape(t.app));
    expect(busy!.total).toBeGreaterThanOrEqual(1);
    expect(busy!.total - busy!.idle).toBeGreaterThanOrEqual(1);
    expect(idle.total).toBeGreaterThanOrEqual(1);
    expect(idle.idle).toBe(idle.total);
    expect(idle.waiting).toBe(0);
    // No replica configured: no replica pool (db/replica.test.ts has one).
    expect((await t.app.inject({ url: '/metrics' })).body).not.toMatch(/^db_replica_pool_/m);
  });
});

describe('GET /metrics, live-event streams', () => {
  let base: string;
  beforeAll(async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.server.address();
    base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  });

  const openStream = async (cookie: string) => {
    const connection = await openSse(`${base}/api/events`, { cookie: `${SESSION_COOKIE}=${cookie}` });
    expect(connection.status).toBe(200);
    await connection.next((event) => event.type === 'counts');
    return connection;
  };

  it('counts the streams open in this process: 0, 1 while one is open, 0 once it closes', async () => {
    const streams = async () => valueIn(await scrape(t.app), 'live_event_streams');
    expect(await streams()).toBe(0);
    const { cookie } = await createSignedInUser(t.app, t.database.db);
    const connection = await openStream(cookie);
    try {
      expect(await streams()).toBe(1);
    } finally {
      connection.close();
    }
    // The stream's end reaches the server after the client closes it: a hang bound, not a speed.
    await vi.waitFor(async () => expect(await streams()).toBe(0), { timeout: 20_000, interval: 20 });
  });

  it('counts a stream the server ends, but keeps its lifetime out of the response times', async () => {
    const events = { method: 'GET', route: '/api/events', status: '200' };
    const before = valueIn(await scrape(t.app), 'http_requests_total', events);
    const { user, cookie } = await createSignedInUser(t.app, t.database.db);
    const connection = await openStream(cookie);
    await t.database.db.transaction((tx) =>
      publish(tx, [liveEvent(user.id, 'session.ended', { reason: 'suspended' })]),
    );
    await connection.ended;
    await vi.waitFor(async () =>
      expect(valueIn(await scrape(t.app), 'http_requests_total', events)).toBe(before + 1),
    );
    const samples = await scrape(t.app);
    expect(samplesOf(samples, 'http_request_duration_seconds_count', { route: '/api/events' })).toEqual([]);
  });
});

describe('GET /metrics, access', () => {
  let guarded: TestApp;
  let closed: TestApp;
  /** A built client, as production has: its files and the catch-all serving its pages. */
  let clientDir: string;
  beforeAll(async () => {
    clientDir = mkdtempSync(join(tmpdir(), 'ajjir-metrics-client-'));
    mkdirSync(join(clientDir, 'assets'));
    writeFileSync(join(clientDir, 'index.html'), '<!doctype html><html><head></head><body></body></html>');
    writeFileSync(join(clientDir, 'assets', 'app-1a2b3c.js'), 'console.log(1);');
    [guarded, closed] = await Promise.all([
      createTestApp({ env: 'production', metricsToken: TOKEN, clientDir }),
      createTestApp({ env: 'production', clientDir }),
    ]);
  });
  afterAll(async () => {
    await Promise.all([guarded?.close(), closed?.close()]);
    rmSync(clientDir, { recursive: true, force: true });
  });

  const metricsWith = (app: FastifyInstance, authorization?: string) =>
    app.inject({ url: '/metrics', headers: authorization === undefined ? {} : { authorization } });

  it('asks for the token when one is set, in the app’s error shape', async () => {
    const wrong = `${TOKEN.slice(0, -1)}x`;
    for (const authorization of [
      undefined,
      '',
      `Bearer ${wrong}`,
      `Bearer ${TOKEN}x`,
      TOKEN,
      `Basic ${TOKEN}`,
    ]) {
      const res = await metricsWith(guarded.app, authorization);
      expect(res.statusCode, String(authorization)).toBe(401);
      expect(res.json()).toEqual({ code: 'unauthorized', message: expect.any(String) });
      expect(res.headers['www-authenticate']).toBe('Bearer realm="metrics"');
      expect(res.body).not.toContain('http_requests_total');
    }
  });

  it('answers with the token', async () => {
    for (const authorization of [`Bearer ${TOKEN}`, `bearer ${TOKEN}`]) {
      const res = await metricsWith(guarded.app, authorization);
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('# TYPE http_requests_total counter');
    }
  });

  it('folds the client’s files into one label, and the pages of its catch-all with unknown paths', async () => {
    const pages = { method: 'GET', route: UNMATCHED_ROUTE, status: '200' };
    const files = { method: 'GET', route: STATIC_ROUTE, status: '200' };
    const before = parse((await metricsWith(guarded.app, `Bearer ${TOKEN}`)).body);
    expect((await guarded.app.inject({ url: '/assets/app-1a2b3c.js' })).statusCode).toBe(200);
    const page = await guarded.app.inject({ url: '/item/1a2b3c' });
    expect([page.statusCode, page.headers['content-type']]).toEqual([200, 'text/html; charset=utf-8']);

    const res = await metricsWith(guarded.app, `Bearer ${TOKEN}`);
    const after = parse(res.body);
    expect(valueIn(after, 'http_requests_total', files) - valueIn(before, 'http_requests_total', files)).toBe(
      1,
    );
    expect(valueIn(after, 'http_requests_total', pages) - valueIn(before, 'http_requests_total', pages)).toBe(
      1,
    );
    expect(res.body).not.toContain('1a2b3c');
  });

  it('keeps each app’s numbers to itself', async () => {
    for (let i = 0; i < 5; i += 1) await closed.app.inject({ url: '/healthz' });
    const samples = parse((await metricsWith(guarded.app, `Bearer ${TOKEN}`)).body);
    expect(samplesOf(samples, 'http_requests_total', { route: '/healthz' })).toEqual([]);
  });

  it('is not there in production without a token: a 404, as for an unknown API path', async () => {
    const unknown = await closed.app.inject({ url: '/api/no-such-route' });
    const res = await closed.app.inject({ url: '/metrics' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      ...unknown.json(),
      message: unknown.json().message.replace('/api/no-such-route', '/metrics'),
    });
    expect(res.body).not.toContain('http_requests_total');
    // Not the client's page either, which the catch-all answers for its own pages.
    expect((await closed.app.inject({ url: '/browse' })).statusCode).toBe(200);
    expect((await metricsWith(closed.app, `Bearer ${TOKEN}`)).statusCode).toBe(404);
  });

  it('needs its token outside production too, unless the public address is this machine', async () => {
    const staging = await createTestApp({ publicUrl: 'https://staging.ajjir.example' });
    try {
      expect(staging.app.config.env).toBe('test');
      const res = await staging.app.inject({ url: '/metrics' });
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain('http_requests_total');
    } finally {
      await staging.close();
    }
  });

  it('is open on a developer’s machine without a token', async () => {
    expect(t.app.config.metricsToken).toBeUndefined();
    expect(t.app.config.env).toBe('test');
    expect((await t.app.inject({ url: '/metrics' })).statusCode).toBe(200);
  });
});
