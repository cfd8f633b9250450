/**
 * The server benchmark of docs/performance.md, on the database `npm run bench:seed` filled:
 *
 *   npm run bench [-- --connections 50 --duration 10 --warmup 3 --database-url … --pool 10]
 *
 * Builds the server if dist/server is missing or stale, starts it as `npm start` does
 * (NODE_ENV=production) on a free loopback port, signs in as the demo renter sara, then loads
 * each hot path with autocannon (the same number of connections for the same time, after a
 * warm-up): home items, categories, browse with an Arabic and an English term, with
 * category + city + price, by distance, page 10, an item page (10,000 ids in turn), `me`,
 * the conversation list and sending a message. In the same run: a trivial route of the same
 * server (/healthz, the runtime's ceiling), the search statements run straight through a
 * pg.Pool (the database's ceiling), the same searches with the server's caches turned off
 * (READ_CACHE_SECONDS=0, every request reaching the database), the server's peak RSS, live
 * delivery with 1,000 open streams, and cold start on an empty data directory (PGlite, demo
 * seed). Writes docs/benchmarks/server-N-listings.md for this data size (--no-write: print only);
 * docs/performance.md explains the figures and links to it.
 * Run it under `flock /tmp/ajjir-bench.lock` when other work shares the machine.
 */
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { type Db, oneRow } from '../../src/server/db/client';
import * as schema from '../../src/server/db/schema';
import { SESSION_COOKIE } from '../../src/server/features/auth/sessions';
import type { SseConnection } from '../../src/server/features/events/sse-client';
import { watchOtherCpu } from './cpu';
import { benchDatabaseUrl } from './database';
import { captureStatements, type Explained, explain, listItemsFor } from './explain';
import { elementAt, valueAt } from './lists';
import { type Delivery, openStreams, timeDeliveries } from './live';
import { databaseCeiling, type LoadResult, load, type Target } from './load';
import { stats } from './measure';
import { type BenchReport, type PathResult, renderReport, resultsDocument, resultsFileOf } from './report';
import {
  ensureServerBuild,
  type RunningServer,
  rssOf,
  sampler,
  startServer,
  UNUSED_PAYMENTS_ENV,
} from './server';
import { createSession as createBenchSession, tokenHash } from './sessions';

const { values: args } = parseArgs({
  options: {
    connections: { type: 'string', default: '50' },
    duration: { type: 'string', default: '10' },
    warmup: { type: 'string', default: '3' },
    pool: { type: 'string' },
    'node-options': { type: 'string' },
    'database-url': { type: 'string' },
    listeners: { type: 'string', default: '1000' },
    messages: { type: 'string', default: '200' },
    only: { type: 'string' },
    'no-write': { type: 'boolean', default: false },
    'skip-live': { type: 'boolean', default: false },
    'skip-cold': { type: 'boolean', default: false },
    'skip-uncached': { type: 'boolean', default: false },
  },
});
const connections = Number(args.connections);
const durationSeconds = Number(args.duration);
const warmupSeconds = Number(args.warmup);
const listenerCount = Number(args.listeners);
const messageCount = Number(args.messages);
const only = args.only?.split(',');
const url = benchDatabaseUrl(args['database-url']);
const log = (line = '') => console.log(line);

const SESSION_SECRET = randomBytes(32).toString('hex');
const HEADERS = { 'accept-encoding': 'br, gzip', 'accept-language': 'ar' };
const RIYADH = { lat: 24.7136, lng: 46.6753 };
const ARABIC_TERM = 'خيمة';
const ENGLISH_TERM = 'camera';

interface BenchPath {
  key: string;
  name: string;
  /** What is requested, for the table. */
  request: string;
  kind: PathResult['kind'];
  target: Target;
  /** Search and browse: the query string, for the database's ceiling and the plans. */
  query?: string;
}

const pool = new pg.Pool({ connectionString: url, max: 4 });
const drizzleOptions = { schema, casing: 'snake_case' } as const;
const db = drizzle({ client: pool, ...drizzleOptions }) as unknown as Db;
const loggingDb = (onQuery: (query: string, params: unknown[]) => void) =>
  drizzle({ client: pool, ...drizzleOptions, logger: { logQuery: onQuery } }) as unknown as Db;
const rows = async <T>(text: string, values: unknown[] = []) => (await pool.query(text, values)).rows as T[];

let server: (RunningServer & { readyMs: number }) | undefined;
/** The running server's pid, read when asked: the server is started again with its caches off. */
const serverPid = (): number => {
  if (!server) throw new Error('the server is not running');
  return server.pid;
};
const dataDir = mkdtempSync(join(tmpdir(), 'ajjir-bench-server-'));
const createdSessions: string[] = [];
const runStartedAt = new Date();
process.on('SIGINT', () => {
  void server?.stop().finally(() => process.exit(130));
});

try {
  const [data] = await rows<{
    items: number;
    listed: number;
    users: number;
    bookings: number;
    messages: number;
  }>(
    `SELECT (SELECT count(*)::int FROM items) AS items,
            (SELECT count(*)::int FROM items WHERE is_available AND deleted_at IS NULL) AS listed,
            (SELECT count(*)::int FROM users) AS users, (SELECT count(*)::int FROM bookings) AS bookings,
            (SELECT count(*)::int FROM messages) AS messages`,
  ).catch((error: Error) => {
    throw new Error(`${error.message}: run \`npm run bench:seed -- --items 100000\` first (${url})`);
  });
  if (!data || data.items < 1000) throw new Error(`Too few items in ${url}: run npm run bench:seed first`);
  await vacuumWrittenTables();
  ensureServerBuild(log);

  const postgres = oneRow(await rows<{ version: string }>('SELECT version()'), 'the server version');
  const sara = await rows<{ id: string }>(`SELECT id FROM users WHERE email = 'sara@ajjir.sa'`);
  const saraId = oneRow(sara, "sara's account").id;
  const itemIds = (
    await rows<{ id: string }>(
      `SELECT i.id FROM items i JOIN users u ON u.id = i.owner_id
       WHERE i.is_available AND i.deleted_at IS NULL AND u.suspended_at IS NULL ORDER BY i.id LIMIT 10000`,
    )
  ).map((row) => row.id);
  const partners = (
    await rows<{ id: string }>(
      `SELECT DISTINCT u.id FROM messages m
       JOIN users u ON u.id = CASE WHEN m.sender_id = $1 THEN m.receiver_id ELSE m.sender_id END
       WHERE $1 IN (m.sender_id, m.receiver_id) AND u.suspended_at IS NULL ORDER BY u.id`,
      [saraId],
    )
  ).map((row) => row.id);

  const poolSize = args.pool ?? '10';
  const serverEnv = {
    ...UNUSED_PAYMENTS_ENV,
    NODE_ENV: 'production',
    DATABASE_URL: url,
    DATABASE_POOL_SIZE: poolSize,
    SESSION_SECRET,
    SEED_DEMO: 'false',
    RATE_LIMIT_FACTOR: '1000',
    LOG_LEVEL: 'warn',
    DATA_DIR: dataDir,
    ...(args['node-options'] && { NODE_OPTIONS: args['node-options'] }),
  };
  server = await startServer(serverEnv);
  const rss = sampler(() => rssOf(serverPid()));
  log(`Server ready at ${server.base} (pid ${server.pid}) in ${Math.round(server.readyMs)} ms`);
  const saraCookie = await signIn(server.base, 'sara@ajjir.sa', 'demo1234');
  const signedIn = { ...HEADERS, cookie: saraCookie };

  let item = 0;
  let receiver = 0;
  const items = (query: string) => `/api/items?${query}`;
  const paths: BenchPath[] = [
    {
      key: 'home',
      name: 'home items',
      request: 'GET /api/items?limit=4',
      kind: 'cacheable',
      target: { path: items('limit=4'), headers: HEADERS },
      query: 'limit=4',
    },
    {
      key: 'categories',
      name: 'categories',
      request: 'GET /api/categories',
      kind: 'cacheable',
      target: { path: '/api/categories', headers: HEADERS },
    },
    ...(
      [
        [
          'arabic',
          `browse, Arabic term (${ARABIC_TERM})`,
          `searchTerm=${encodeURIComponent(ARABIC_TERM)}&limit=24`,
        ],
        ['english', `browse, English term (${ENGLISH_TERM})`, `searchTerm=${ENGLISH_TERM}&limit=24`],
        [
          'filters',
          'browse, category + city + price',
          'categoryId=1&city=Riyadh&minPrice=50&maxPrice=300&limit=24',
        ],
        [
          'distance',
          'browse, nearest first (Riyadh)',
          `sort=distance&lat=${RIYADH.lat}&lng=${RIYADH.lng}&limit=24`,
        ],
        ['page10', 'browse, page 10', 'limit=24&offset=216'],
      ] as const
    ).map(
      ([key, name, query]): BenchPath => ({
        key,
        name,
        request: `GET /api/items?${decodeURIComponent(query)}`,
        kind: 'search',
        target: { path: items(query), headers: HEADERS },
        query,
      }),
    ),
    {
      key: 'item',
      name: 'item page',
      request: `GET /api/items/:id (${itemIds.length.toLocaleString('en')} ids in turn)`,
      kind: 'cacheable',
      target: { path: () => ({ path: `/api/items/${itemIds[item++ % itemIds.length]}` }), headers: HEADERS },
    },
    {
      key: 'me',
      name: 'me (signed in)',
      request: 'GET /api/auth/me',
      kind: 'signed-in',
      target: { path: '/api/auth/me', headers: signedIn },
    },
    {
      key: 'conversations',
      name: 'conversation list',
      request: 'GET /api/messages (sara)',
      kind: 'signed-in',
      target: { path: '/api/messages', headers: signedIn },
    },
    {
      key: 'send',
      name: 'send a message',
      request: `POST /api/messages (${partners.length} receivers in turn)`,
      kind: 'write',
      target: {
        method: 'POST',
        headers: { ...signedIn, 'content-type': 'application/json' },
        path: () => ({
          path: '/api/messages',
          body: JSON.stringify({
            receiverId: partners[receiver++ % partners.length],
            content: 'هل هو متاح نهاية الأسبوع؟',
          }),
        }),
      },
    },
  ];
  const selected = paths.filter((path) => !only || only.includes(path.key));
  const loadOptions = { connections, durationSeconds, warmupSeconds };

  log(
    `Loading each path: ${connections} connections, ${warmupSeconds} s warm-up, ${durationSeconds} s measured`,
  );
  const [loadBefore = 0] = loadavg();
  const otherCpu = watchOtherCpu(() => [serverPid()]);
  const hello = await load(server.base, { path: '/healthz', headers: HEADERS }, loadOptions);
  log(`  hello: ${hello.requestsPerSecond.toFixed(0)} req/s, p99 ${hello.p99} ms`);
  const results: PathResult[] = [];
  const resultOf = (key: string): PathResult => {
    const found = results.find((result) => result.key === key);
    if (!found) throw new Error(`no result for ${key}`);
    return found;
  };
  for (const path of selected) {
    const pathRss = sampler(() => rssOf(serverPid()));
    const result = await load(server.base, path.target, loadOptions);
    pathRss.stop();
    check(path.name, result);
    log(
      `  ${path.name}: ${result.requestsPerSecond.toFixed(0)} req/s, p50 ${result.p50} ms, p99 ${result.p99} ms, RSS ${(pathRss.peak() / 2 ** 20).toFixed(0)} MB`,
    );
    results.push({
      key: path.key,
      name: path.name,
      request: path.request,
      kind: path.kind,
      result,
      peakRss: pathRss.peak(),
    });
  }

  const othersDuringLoad = otherCpu.share();
  log(`  other processes used ${(100 * othersDuringLoad).toFixed(1)} % of the machine meanwhile`);

  // The database's ceiling for each search: its statements (BEGIN … COMMIT, as the server sends
  // them), as many workers as connections, on a pool as large as the server's.
  const ceilingPool = new pg.Pool({ connectionString: url, max: Number(poolSize) });
  for (const path of selected) {
    if (!path.query || path.kind !== 'search') continue;
    const statements = await captureStatements(loggingDb, listItemsFor(path.query));
    const ceiling = await databaseCeiling(ceilingPool, statements, {
      workers: connections,
      seconds: durationSeconds,
    });
    resultOf(path.key).ceiling = ceiling;
    log(
      `  database ceiling, ${path.name}: ${ceiling.requestsPerSecond.toFixed(0)} req/s, p99 ${ceiling.p99.toFixed(1)} ms`,
    );
  }
  await ceilingPool.end();
  const loadRss = rss.peak();

  // The same searches with every cache of the server off: what each costs when it is not a repeat.
  if (!args['skip-uncached']) {
    await server.stop();
    server = await startServer({ ...serverEnv, READ_CACHE_SECONDS: '0' });
    const uncachedRss = sampler(() => rssOf(serverPid()));
    for (const path of selected.filter((p) => p.kind === 'search' || p.key === 'home')) {
      const result = await load(server.base, path.target, loadOptions);
      check(`${path.name} (uncached)`, result);
      resultOf(path.key).uncached = result;
      log(`  uncached ${path.name}: ${result.requestsPerSecond.toFixed(0)} req/s, p99 ${result.p99} ms`);
    }
    uncachedRss.stop();
    await server.stop();
    server = await startServer(serverEnv);
  }
  rss.stop();

  // Live delivery with many open streams: 10 per account (the server's limit), from 100+ accounts.
  let live: BenchReport['live'];
  if (!args['skip-live']) {
    const accounts = Math.ceil(listenerCount / 10);
    const listenerIds = (
      await rows<{ id: string }>(
        `SELECT id FROM users WHERE username LIKE 'bench\\_user\\_%' AND suspended_at IS NULL
         ORDER BY username LIMIT $1`,
        [accounts],
      )
    ).map((row) => row.id);
    const cookies = new Map<string, string>();
    for (const userId of listenerIds) cookies.set(userId, await createSession(userId));
    const liveRss = sampler(() => rssOf(serverPid()));
    const listenerAt = (i: number) => elementAt(listenerIds, i % listenerIds.length);
    const streams = await openStreams(
      server.base,
      Array.from({ length: listenerCount }, (_, i) => valueAt(cookies, listenerAt(i))),
    );
    const byUser = new Map<string, SseConnection[]>();
    streams.forEach((stream, i) => {
      const userId = listenerAt(i);
      byUser.set(userId, [...(byUser.get(userId) ?? []), stream]);
    });
    const saraLive = await signIn(server.base, 'sara@ajjir.sa', 'demo1234');
    const deliveries: Delivery[] = await timeDeliveries(
      server.base,
      saraLive,
      [...byUser].map(([userId, own]) => ({ userId, streams: own })),
      messageCount,
    );
    for (const stream of streams) stream.close();
    liveRss.stop();
    const first = stats(deliveries.map((d) => d.first));
    const all = stats(deliveries.map((d) => d.all));
    live = {
      listeners: streams.length,
      accounts: listenerIds.length,
      messages: deliveries.length,
      first: { p50: first.median, p99: first.p99, max: first.max },
      all: { p50: all.median, p99: all.p99, max: all.max },
      peakRss: liveRss.peak(),
    };
    log(
      `  live delivery to ${streams.length} listeners: p50 ${all.median.toFixed(1)} ms, p99 ${all.p99.toFixed(1)} ms`,
    );
  }
  await server.stop();
  server = undefined;

  // Cold start: an empty data directory, embedded PGlite, migrations and the demo seed.
  const coldStarts: number[] = [];
  if (!args['skip-cold']) {
    for (let i = 0; i < 3; i++) {
      const dir = mkdtempSync(join(tmpdir(), 'ajjir-cold-'));
      try {
        const cold = await startServer({
          NODE_ENV: 'production',
          SESSION_SECRET,
          SEED_DEMO: 'true',
          DEMO_SITE: 'true',
          LOG_LEVEL: 'warn',
          DATA_DIR: dir,
        });
        coldStarts.push(cold.readyMs);
        await cold.stop();
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    }
    log(`  cold start: ${coldStarts.map((ms) => `${(ms / 1000).toFixed(2)} s`).join(', ')}`);
  }

  // Plans of the searches, as listItems runs them.
  const plans: Explained[] = [];
  for (const path of selected) {
    if (path.query) plans.push(await explain(db, loggingDb, path.name, path.query));
  }

  const report: BenchReport = {
    date: new Date().toISOString().slice(0, 10),
    machine: {
      cores: cpus().length,
      cpu: cpus()[0]?.model ?? 'unknown',
      memoryGb: Math.round(totalmem() / 2 ** 30),
      node: process.version,
      postgres: postgres.version.replace(/ on .*/, ''),
      loadBefore,
      othersDuringLoad,
    },
    command: `npm run bench -- --connections ${connections} --duration ${durationSeconds} --warmup ${warmupSeconds}${args.pool ? ` --pool ${args.pool}` : ''}${args['database-url'] ? ` --database-url ${args['database-url']}` : ''}`,
    data,
    poolSize: Number(poolSize),
    connections,
    durationSeconds,
    hello,
    paths: results,
    peakRss: loadRss,
    live,
    coldStarts,
    plans,
  };
  const markdown = renderReport(report);
  if (args['no-write'] || only) {
    log();
    log(markdown);
  } else {
    const file = join(import.meta.dirname, '..', '..', resultsFileOf(data.items));
    mkdirSync(join(file, '..'), { recursive: true });
    writeFileSync(file, resultsDocument(markdown));
    // In the repository's format (Biome aligns the tables), so `npm run check` stays green.
    execFileSync(join(import.meta.dirname, '..', '..', 'node_modules', '.bin', 'biome'), [
      'format',
      '--write',
      file,
    ]);
    log(`Wrote ${resultsFileOf(data.items)}`);
  }
} finally {
  await server?.stop();
  await cleanUp().catch((error: unknown) => console.error('clean-up failed:', error));
  await pool.end();
  rmSync(dataDir, { recursive: true, force: true });
}

/** A load whose answers were not all 2xx measured something else: stop. */
function check(name: string, result: LoadResult): void {
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(
      `${name}: ${result.non2xx} answers were not 2xx and ${result.errors} requests failed\n${server?.output() ?? ''}`,
    );
  }
}

async function signIn(base: string, email: string, password: string): Promise<string> {
  const res = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  const [cookie = ''] = (res.headers.get('set-cookie') ?? '').split(';');
  if (res.status !== 200 || !cookie.startsWith(`${SESSION_COOKIE}=`)) {
    throw new Error(`sign-in as ${email} answered ${res.status}: ${await res.text()}`);
  }
  createdSessions.push(cookie.slice(SESSION_COOKIE.length + 1));
  return cookie;
}

/** A session made in SQL (sessions.ts in this folder), remembered for the clean-up. */
async function createSession(userId: string): Promise<string> {
  const { token, cookie } = await createBenchSession(pool, userId, 'npm run bench');
  createdSessions.push(token);
  return cookie;
}

/** Takes out what the run wrote, so that every run measures the same data. */
async function cleanUp(): Promise<void> {
  const hashes = createdSessions.map(tokenHash);
  await pool.query('DELETE FROM sessions WHERE id_hash = ANY($1)', [hashes]);
  await pool.query(
    `DELETE FROM messages WHERE created_at >= $1
       AND sender_id = (SELECT id FROM users WHERE email = 'sara@ajjir.sa')`,
    [runStartedAt],
  );
  await pool.query('DELETE FROM notifications WHERE created_at >= $1', [runStartedAt]);
  await pool.query('DELETE FROM live_events WHERE created_at >= $1', [runStartedAt]);
  await pool.query('DELETE FROM rate_limits WHERE window_started_at >= $1', [runStartedAt]);
  await vacuumWrittenTables();
}

/**
 * The tables the run writes to, vacuumed: rows a run deleted leave dead index entries, which the
 * next run's reads would step over (sara's conversation list read 6,000 dead rows for 500 live).
 */
async function vacuumWrittenTables(): Promise<void> {
  await pool.query('VACUUM (ANALYZE) messages, notifications, live_events, rate_limits, sessions');
}
