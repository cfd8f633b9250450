/**
 * Reliability under load (docs/security.md): a mixed workload against the production
 * server on the database `npm run bench:seed` filled, at rising concurrency until errors appear or
 * the p99 passes --max-p99, each level for --duration seconds:
 *
 *   npm run loadtest [-- --levels 10,25,50,100,200 --duration 10 --max-p99 500 --database-url … --json f]
 *   npm run loadtest -- --processes 1,3 --levels 50 --duration 10     (one process against three)
 *
 * Every request is drawn from the mix below: browse and search (several filters and terms), item
 * pages (10,000 ids), sign-ins, booking requests (100 renters, items and future dates drawn at
 * random) and messages (100 senders to the demo renter). A refusal the rules call for (409: the
 * dates are taken) is an answer, counted apart; an error is a 5xx, another 4xx, a reset connection
 * or a timeout. Prints a table per level and the highest level held (no error, p99 within the
 * bound). With --processes, the same load runs against 1, 3… server processes behind the
 * round-robin proxy of the cluster test (src/server/test/reliability/round-robin-proxy.ts), the proxy
 * in front of one process too, so the two differ only in the number of processes. Afterwards it deletes what it wrote and vacuums. Run it under `flock
 * /tmp/ajjir-bench.lock` when other work shares the machine.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import {
  type RoundRobinProxy,
  startRoundRobinProxy,
} from '../../src/server/test/reliability/round-robin-proxy';
import { addDays, BOOKING_HORIZON_DAYS, todayInRiyadh } from '../../src/shared/bookings';
import { benchDatabaseUrl } from './database';
import { elementAt } from './lists';
import { type LoadResult, load, type NextRequest } from './load';
import { ensureServerBuild, startServer, UNUSED_PAYMENTS_ENV } from './server';
import { createSession, tokenHash } from './sessions';

const { values: args } = parseArgs({
  options: {
    levels: { type: 'string', default: '10,25,50,100,200' },
    duration: { type: 'string', default: '10' },
    'max-p99': { type: 'string', default: '500' },
    'database-url': { type: 'string' },
    /** Server processes behind a round-robin proxy, e.g. 1,3; without it, one process and no proxy. */
    processes: { type: 'string' },
    /** Where to write the outcome as a check for the test summary (scripts/test-summary.mjs). */
    json: { type: 'string' },
  },
});
const levels = args.levels.split(',').map(Number);
const durationSeconds = Number(args.duration);
const maxP99 = Number(args['max-p99']);
const url = benchDatabaseUrl(args['database-url']);
const pool = new pg.Pool({ connectionString: url, max: 4 });
const rows = async <T>(text: string, values: unknown[] = []) => (await pool.query(text, values)).rows as T[];

/** The share of each kind of request, out of 100. */
const MIX = [
  ['browse', 25],
  ['search', 20],
  ['item', 25],
  ['sign-in', 5],
  ['booking', 10],
  ['message', 15],
] as const;
type Kind = (typeof MIX)[number][0];
const TERMS = ['خيمة', 'خيمه', 'كاميرا', 'مكيف', 'camera', 'tent', 'drill', 'projector', 'شواية', 'bike'];
const BROWSE = [
  'limit=24',
  'limit=24&offset=48',
  'categoryId=1&limit=24',
  'city=Jeddah&sort=price-low&limit=24',
  'categoryId=4&city=Riyadh&minPrice=50&maxPrice=300&limit=24',
  'sort=distance&lat=24.7136&lng=46.6753&limit=24',
  'sort=rating&limit=24',
];

const pick = <T>(list: readonly T[]): T => elementAt(list, Math.floor(Math.random() * list.length));
/** A day `offset` days after tomorrow (Riyadh): booking requests stay within the booking horizon. */
const day = (offset: number) => addDays(todayInRiyadh(), 1 + offset);

function drawKind(): Kind {
  let roll = Math.random() * 100;
  for (const [kind, share] of MIX) {
    roll -= share;
    if (roll < 0) return kind;
  }
  return 'browse';
}

const startedAt = new Date();
const sessions: string[] = [];
const dataDir = mkdtempSync(join(tmpdir(), 'ajjir-loadtest-'));

/** A session made in SQL (sessions.ts in this folder), remembered for the clean-up. */
async function sessionCookie(userId: string): Promise<string> {
  const { token, cookie } = await createSession(pool, userId, 'npm run loadtest');
  sessions.push(token);
  return cookie;
}

try {
  ensureServerBuild(console.log);
  const [sara] = await rows<{ id: string }>(`SELECT id FROM users WHERE email = 'sara@ajjir.sa'`);
  if (!sara) throw new Error(`No demo data in ${url}: run npm run bench:seed first`);
  const itemRows = await rows<{
    id: string;
    owner_id: string;
    min_days: number;
    max_days: number | null;
    pickup: string[];
  }>(
    `SELECT i.id, i.owner_id, i.min_rental_days AS min_days, i.max_rental_days AS max_days,
       i.pickup_options AS pickup
     FROM items i JOIN users u ON u.id = i.owner_id
     WHERE i.is_available AND i.deleted_at IS NULL AND u.suspended_at IS NULL ORDER BY i.id LIMIT 10000`,
  );
  const people = await rows<{ id: string }>(
    `SELECT id FROM users WHERE username LIKE 'bench\\_user\\_%' AND suspended_at IS NULL ORDER BY username LIMIT 100`,
  );
  const cookies = await Promise.all(people.map((person) => sessionCookie(person.id)));

  const json = (cookie: string) => ({
    'content-type': 'application/json',
    cookie,
    'accept-encoding': 'br, gzip',
  });
  const requestOf: Record<Kind, () => NextRequest> = {
    browse: () => ({ path: `/api/items?${pick(BROWSE)}` }),
    search: () => ({ path: `/api/items?searchTerm=${encodeURIComponent(pick(TERMS))}&limit=24` }),
    item: () => ({ path: `/api/items/${pick(itemRows).id}` }),
    'sign-in': () => ({
      method: 'POST',
      path: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'sara@ajjir.sa', password: 'demo1234' }),
    }),
    booking: () => {
      const renter = Math.floor(Math.random() * people.length);
      let item = pick(itemRows);
      while (item.owner_id === elementAt(people, renter).id) item = pick(itemRows);
      // A stay the listing allows (its minimum to its maximum days, at most a week; charged days are
      // end − start, chargedDays), handed over a way it offers, on a random day ahead.
      // Within the booking horizon (shared/bookings.ts), the whole stay included.
      const start = Math.floor(Math.random() * (BOOKING_HORIZON_DAYS - 10));
      const longest = Math.max(item.min_days, Math.min(item.max_days ?? 7, 7));
      const days = item.min_days + Math.floor(Math.random() * (longest - item.min_days + 1));
      return {
        method: 'POST',
        path: '/api/bookings',
        headers: json(elementAt(cookies, renter)),
        body: JSON.stringify({
          itemId: item.id,
          startDate: day(start),
          endDate: day(start + days),
          pickupMethod: item.pickup[0],
        }),
      };
    },
    message: () => ({
      method: 'POST',
      path: '/api/messages',
      headers: json(pick(cookies)),
      body: JSON.stringify({
        receiverId: sara.id,
        content: 'هل هو متاح نهاية الأسبوع؟ Is it free this weekend?',
      }),
    }),
  };

  const sessionSecret = randomBytes(32).toString('hex');
  const startServers = (count: number) =>
    Promise.all(
      Array.from({ length: count }, () =>
        startServer({
          ...UNUSED_PAYMENTS_ENV,
          NODE_ENV: 'production',
          DATABASE_URL: url,
          SESSION_SECRET: sessionSecret,
          SEED_DEMO: 'false',
          RATE_LIMIT_FACTOR: '1000',
          LOG_LEVEL: 'warn',
          DATA_DIR: dataDir,
          ...(process.env.REDIS_URL ? { REDIS_URL: process.env.REDIS_URL } : {}),
        }),
      ),
    );
  const runLevels = async (base: string) => {
    const levelResults: { connections: number; result: LoadResult }[] = [];
    console.log(`Mixed load on ${base}: ${MIX.map(([kind, share]) => `${kind} ${share} %`).join(', ')}`);
    for (const connections of levels) {
      const result = await load(
        base,
        { path: () => requestOf[drawKind()](), headers: { 'accept-encoding': 'br, gzip' } },
        { connections, durationSeconds, warmupSeconds: 2 },
      );
      levelResults.push({ connections, result });
      console.log(`  ${connections} connections: ${summary(result)}`);
      if (errorsOf(result) > 0 || result.p99 > maxP99) break;
    }
    return levelResults;
  };

  if (args.processes) {
    for (const count of args.processes.split(',').map(Number)) {
      const servers = await startServers(count);
      let proxy: RoundRobinProxy | undefined;
      try {
        proxy = await startRoundRobinProxy(servers.map((server) => server.base));
        console.log(`\n${count} server process(es) behind the round-robin proxy`);
        console.log(`\n${table(await runLevels(proxy.url))}`);
      } finally {
        await proxy?.close();
        await Promise.all(servers.map((server) => server.stop()));
      }
    }
  } else {
    await runOneServer();
  }

  async function runOneServer(): Promise<void> {
    const server = elementAt(await startServers(1), 0);
    let results: { connections: number; result: LoadResult }[] = [];
    try {
      results = await runLevels(server.base);
    } finally {
      await server.stop();
    }
    console.log(`\n${table(results)}`);
    const held = results.filter(({ result }) => errorsOf(result) === 0 && result.p99 <= maxP99).at(-1);
    console.log(
      held
        ? `\nHeld: ${held.connections} connections, ${Math.round(held.result.requestsPerSecond)} req/s, no error, p99 ${held.result.p99} ms.`
        : '\nNo level was held without errors.',
    );
    if (!held) process.exitCode = 1;
    if (args.json) {
      const detail = held
        ? `${held.connections} connections, ${Math.round(held.result.requestsPerSecond)} req/s, p99 ${held.result.p99} ms`
        : 'no level without errors';
      writeFileSync(
        args.json,
        JSON.stringify({ checks: [{ name: 'mixed load, no error', ok: Boolean(held), detail }] }),
      );
    }
  }
} finally {
  await cleanUp().catch((error: unknown) => console.error('clean-up failed:', error));
  await pool.end();
  rmSync(dataDir, { recursive: true, force: true });
}

/** 409 is the rules refusing taken dates: an answer. Anything else that is not 2xx is an error. */
function errorsOf(result: LoadResult): number {
  const refusals = result.statusCounts['409'] ?? 0;
  return result.errors + result.non2xx - refusals;
}

function summary(result: LoadResult): string {
  return `${Math.round(result.requestsPerSecond)} req/s, p50 ${result.p50} ms, p99 ${result.p99} ms, ${errorsOf(result)} errors`;
}

function table(results: { connections: number; result: LoadResult }[]): string {
  const lines = [
    '| connections | req/s | p50 ms | p99 ms | answers by status | errors |',
    '| ---: | ---: | ---: | ---: | --- | ---: |',
  ];
  for (const { connections, result } of results) {
    const statuses = Object.entries(result.statusCounts)
      .map(([code, count]) => `${code}: ${count.toLocaleString('en')}`)
      .join(', ');
    lines.push(
      `| ${connections} | ${Math.round(result.requestsPerSecond).toLocaleString('en')} | ${result.p50} | ${result.p99} | ${statuses} | ${errorsOf(result)} |`,
    );
  }
  return lines.join('\n');
}

/** Takes out what the run wrote, so that every run starts from the same data. */
async function cleanUp(): Promise<void> {
  // The sessions made here and those the sign-ins made (the bench database has no other visitors).
  const hashes = sessions.map(tokenHash);
  await pool.query('DELETE FROM sessions WHERE id_hash = ANY($1) OR created_at >= $2', [hashes, startedAt]);
  await pool.query('DELETE FROM messages WHERE created_at >= $1', [startedAt]);
  await pool.query('DELETE FROM notifications WHERE created_at >= $1', [startedAt]);
  await pool.query('DELETE FROM live_events WHERE created_at >= $1', [startedAt]);
  await pool.query('DELETE FROM bookings WHERE created_at >= $1', [startedAt]);
  await pool.query('DELETE FROM rate_limits WHERE window_started_at >= $1', [startedAt]);
  await pool.query('VACUUM (ANALYZE) messages, notifications, live_events, rate_limits, sessions, bookings');
}
