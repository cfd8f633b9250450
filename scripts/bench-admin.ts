/**
 * The admin screens at marketplace scale: latency of every /api/admin read
 * through the whole app (app.inject), and the exports' memory while they
 * stream over a real socket.
 *   node --expose-gc --import tsx scripts/bench-admin.ts [--users 100000] [--items 100000] [--completed 200000] [--runs 40]
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres node --expose-gc --import tsx scripts/bench-admin.ts
 * Opens a fresh database (as bench-search.ts does), seeds the demo, grows it
 * with generated items (scripts/bench/generate.ts), accounts and completed
 * rentals over the past year, then measures and explains. Prints markdown;
 * removes the database at the end. See docs/benchmarks.md.
 */
import { request as httpRequest } from 'node:http';
import { cpus } from 'node:os';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/server/app';
import { loadConfig } from '../src/server/config/config';
import { type Db, oneRow, selectRows } from '../src/server/db/client';
import { seedDemo } from '../src/server/db/seed/demo';
import { bestSelling } from '../src/server/features/admin/admin-reports.queries';
import { listAdminUsers } from '../src/server/features/admin/admin-users.queries';
import { SESSION_COOKIE } from '../src/server/features/auth/sessions';
import { addDays, todayInRiyadh } from '../src/shared/bookings';
import { adminUsersQuerySchema, bestSellingQuerySchema } from '../src/shared/schemas/admin';
import { BOOKING_PRICE_COLUMNS, bookingPriceValues } from './bench/booking-price';
import { openBenchDatabase, serverVersion } from './bench/database';
import { captureSelects, condensed, explainStatements } from './bench/explain';
import { benchId, benchUserId, GENERATED_USERS, generate } from './bench/generate';
import { valueAt } from './bench/lists';
import { stats } from './bench/measure';
import { FIRST_NAMES, LAST_NAMES } from './bench/vocabulary';

const { values: args } = parseArgs({
  options: {
    users: { type: 'string', default: '100000' },
    items: { type: 'string', default: '100000' },
    completed: { type: 'string', default: '200000' },
    runs: { type: 'string', default: '40' },
  },
});
const [totalUsers, totalItems, completedRentals, runs] = [
  args.users,
  args.items,
  args.completed,
  args.runs,
].map(Number) as [number, number, number, number];
if (
  ![totalUsers, totalItems, completedRentals, runs].every((n) => Number.isInteger(n) && n >= 0) ||
  runs < 1
) {
  console.error('Usage: npx tsx scripts/bench-admin.ts [--users N] [--items N] [--completed N] [--runs N]');
  process.exit(2);
}

const log = (line = '') => console.log(line);
const started = performance.now();
const seconds = (from: number) => ((performance.now() - from) / 1000).toFixed(1);
const ms = (value: number) => value.toFixed(value < 10 ? 2 : 1);
const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);

const bench = await openBenchDatabase(process.env.BENCH_DATABASE_URL);
const { database } = bench;
let app: FastifyInstance | undefined;
try {
  log('# Administration at scale');
  log();
  log(`- database: ${bench.label}`);
  log(`- server: ${await serverVersion(database.db)}`);
  log(`- machine: ${cpus().length} cores (${cpus()[0]?.model ?? 'unknown'}), Node ${process.version}`);
  log();
  const phase = performance.now();
  await database.migrate();
  await seedDemo(database.db);
  await generate(database.db, totalItems, () => {});
  await generateUsers(database.db, totalUsers);
  await generateCompletedRentals(database.db, completedRentals);
  await database.db.execute(sql`VACUUM ANALYZE`);
  await database.db.execute(sql`CHECKPOINT`);
  log(`Data made in ${seconds(phase)} s: ${await dataCounts(database.db)}.`);

  const config = loadConfig(
    { NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: bench.dataDir },
    { sessionSecret: 'bench-secret-that-is-long-enough-0123456789', seedDemo: false, rateLimitFactor: 1000 },
  );
  app = await buildApp({ config, database, logger: false });
  await app.ready();
  const cookie = await signInAsAdmin(app);

  log();
  log(`## Reads (${runs} requests each after one warm-up round, interleaved; app.inject round trips)`);
  log();
  const today = todayInRiyadh();
  const someUser = await anyUserId(database.db);
  const reads: [string, string][] = [
    ['dashboard cards', '/api/admin/stats'],
    ['chart, 30 days by day', '/api/admin/stats/series'],
    [
      'chart, a year by week',
      `/api/admin/stats/series?startDate=${addDays(today, -364)}&endDate=${today}&interval=week`,
    ],
    ['users, first page', '/api/admin/users'],
    ['users, page 50', '/api/admin/users?offset=980'],
    ['users, blocked', '/api/admin/users?suspended=true'],
    ['users, search a name (Arabic)', `/api/admin/users?search=${encodeURIComponent('الغامدي')}`],
    ['users, search an e-mail part', '/api/admin/users?search=user.4242'],
    ['users, search with no match', '/api/admin/users?search=zzqx'],
    ['an account', `/api/admin/users/${someUser}`],
    ['listings, first page', '/api/admin/items'],
    ['listings, page 50', '/api/admin/items?offset=980'],
    ['listings, search (Arabic)', `/api/admin/items?search=${encodeURIComponent('خيمة')}`],
    ['listings, search (English)', '/api/admin/items?search=camera'],
    [
      'best-selling, last 30 days',
      `/api/admin/reports/best-selling?startDate=${addDays(today, -29)}&endDate=${today}`,
    ],
    [
      'best-selling, a year',
      `/api/admin/reports/best-selling?startDate=${addDays(today, -364)}&endDate=${today}`,
    ],
    ['audit log', '/api/admin/audit'],
  ];
  const samples = new Map<string, number[]>(reads.map(([name]) => [name, []]));
  for (let round = 0; round <= runs; round++) {
    for (const [name, url] of reads) {
      const t = process.hrtime.bigint();
      const res = await app.inject({
        url,
        cookies: { [SESSION_COOKIE]: cookie },
        headers: { 'accept-encoding': 'br, gzip' },
      });
      const elapsed = Number(process.hrtime.bigint() - t) / 1e6;
      if (res.statusCode !== 200)
        throw new Error(`${url} answered ${res.statusCode}: ${res.body.slice(0, 300)}`);
      if (round > 0) valueAt(samples, name).push(elapsed);
    }
  }
  log('| read | median ms | p95 ms | max ms |');
  log('| --- | ---: | ---: | ---: |');
  for (const [name, values] of samples) {
    const s = stats(values);
    log(`| ${name} | ${ms(s.median)} | ${ms(s.p95)} | ${ms(s.max)} |`);
  }

  log();
  log('## Exports, streamed over a socket');
  log();
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  log('| export | rows | size | time | live heap before → peak while streaming |');
  log('| --- | ---: | ---: | ---: | --- |');
  for (const [name, url, rowsOf] of [
    ['users, CSV', '/api/admin/export/users?format=csv', 'users'],
    ['users, JSON', '/api/admin/export/users?format=json', 'users'],
    ['listings, CSV', '/api/admin/export/items?format=csv', 'items'],
  ] as const) {
    const row = oneRow(
      await selectRows<{ n: number }>(database.db, sql`SELECT count(*)::int AS n FROM ${sql.raw(rowsOf)}`),
      'the row count',
    );
    const result = await download(`${address}${url}`, cookie);
    log(
      `| ${name} | ${row.n.toLocaleString('en')} | ${mb(result.bytes)} MB | ${(result.ms / 1000).toFixed(1)} s | ${mb(result.heapBefore)} → ${mb(result.heapPeak)} MB |`,
    );
  }

  log();
  log('## Plans');
  for (const [name, run] of [
    ['users search', (db: Db) => listAdminUsers(db, adminUsersQuerySchema.parse({ search: 'الغامدي' }))],
    [
      'best-selling, a year',
      (db: Db) =>
        bestSelling(db, bestSellingQuerySchema.parse({ startDate: addDays(today, -364), endDate: today })),
    ],
  ] as const) {
    const statements = await captureSelects(bench.loggingDb, run);
    const explained = await explainStatements(database.db, name, name, statements);
    for (const statement of explained.statements) {
      log();
      log(`### ${name}, ${statement.role} statement (${statement.executionMs.toFixed(1)} ms)`);
      log();
      log('```');
      log(condensed(statement.plan).join('\n'));
      log('```');
    }
  }
  log();
  log(`Total time: ${seconds(started)} s.`);
} finally {
  await app?.close();
  await bench.drop();
}

/** Accounts up to `total`, beyond the demo's and the item generator's, joined over two years; 1 in 50 blocked. */
async function generateUsers(db: Db, total: number): Promise<void> {
  const [{ n: existing } = { n: 0 }] = await selectRows<{ n: number }>(
    db,
    sql`SELECT count(*)::int AS n FROM users`,
  );
  const first = GENERATED_USERS + 1;
  const last = GENERATED_USERS + Math.max(0, total - existing);
  if (last < first) return;
  const names = (values: readonly string[]) => sql`${`{${values.map((v) => `"${v}"`).join(',')}}`}::text[]`;
  await db.execute(sql`
    INSERT INTO users (id, username, email, password_hash, first_name, last_name, city, joined_at,
                       suspended_at, suspension_reason)
    SELECT ${benchUserId('g')}, 'bench_user_' || g, 'bench.user.' || g || '@example.com',
           (SELECT password_hash FROM users ORDER BY joined_at LIMIT 1),
           (${names(FIRST_NAMES)})[1 + (g * 7) % cardinality(${names(FIRST_NAMES)})],
           (${names(LAST_NAMES)})[1 + (g * 13) % cardinality(${names(LAST_NAMES)})],
           'Riyadh', now() - (g % 730) * interval '1 day',
           CASE WHEN g % 50 = 0 THEN now() END, CASE WHEN g % 50 = 0 THEN 'Generated' END
    FROM generate_series(${first}::int, ${last}::int) AS g`);
}

/** Completed rentals of random generated items by random generated renters, over the past year. */
async function generateCompletedRentals(db: Db, total: number): Promise<void> {
  if (total === 0) return;
  await db.execute(sql`
    INSERT INTO bookings (item_id, renter_id, owner_id, start_date, end_date, status, daily_rate,
                          ${BOOKING_PRICE_COLUMNS}, created_at, updated_at, completed_at)
    SELECT i.id, ${benchUserId(`1 + (g * 31) % ${GENERATED_USERS}`)}, i.owner_id,
           (now() - (g % 365) * interval '1 day')::date - 3, (now() - (g % 365) * interval '1 day')::date,
           'completed', i.daily_rate, ${bookingPriceValues(sql`i.daily_rate`, sql`3`, sql`i.cancellation_policy`)},
           now() - (g % 365) * interval '1 day' - interval '5 days', now() - (g % 365) * interval '1 day',
           now() - (g % 365) * interval '1 day'
    FROM generate_series(1, ${total}::int) AS g
    JOIN items i ON i.id = ${benchId(`'bench-item-' || (1 + (g * 7919) % ${Math.max(1, totalItems - 200)})`)}
    WHERE i.owner_id <> ${benchUserId(`1 + (g * 31) % ${GENERATED_USERS}`)}`);
}

async function dataCounts(db: Db): Promise<string> {
  const row = oneRow(
    await selectRows<{ users: number; items: number; bookings: number; completed: number }>(
      db,
      sql`SELECT (SELECT count(*)::int FROM users) AS users, (SELECT count(*)::int FROM items) AS items,
                 (SELECT count(*)::int FROM bookings) AS bookings,
                 (SELECT count(*)::int FROM bookings WHERE status = 'completed') AS completed`,
    ),
    'the data counts',
  );
  const n = (value: number) => value.toLocaleString('en');
  return `${n(row.users)} users, ${n(row.items)} items, ${n(row.bookings)} bookings (${n(row.completed)} completed)`;
}

/** A demo owner's id: an account with some activity to show. */
async function anyUserId(db: Db): Promise<string> {
  const rows = await selectRows<{ id: string }>(db, sql`SELECT id FROM users WHERE username = 'fahad'`);
  return oneRow(rows, "fahad's account").id;
}

async function signInAsAdmin(app: FastifyInstance): Promise<string> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: 'admin@ajjir.sa', password: 'demo1234' },
  });
  const cookie = res.cookies.find((c) => c.name === SESSION_COOKIE);
  if (!cookie) throw new Error(`admin sign-in failed: ${res.statusCode} ${res.body}`);
  return cookie.value;
}

/**
 * Downloads a URL to nowhere, sampling this process's live heap (the server's)
 * as it streams: run with --expose-gc (see the usage line), and each sample
 * collects garbage first, so the peak is what the export holds, not what it
 * has left behind.
 */
function download(url: string, cookie: string) {
  const liveHeap = () => {
    global.gc?.();
    return process.memoryUsage().heapUsed;
  };
  const heapBefore = liveHeap();
  let heapPeak = heapBefore;
  const sampler = setInterval(() => {
    heapPeak = Math.max(heapPeak, liveHeap());
  }, 100);
  const t = performance.now();
  return new Promise<{ bytes: number; ms: number; heapBefore: number; heapPeak: number }>(
    (resolve, reject) => {
      const req = httpRequest(url, { headers: { cookie: `${SESSION_COOKIE}=${cookie}` } }, (res) => {
        let bytes = 0;
        res.on('data', (chunk: Buffer) => {
          bytes += chunk.length;
        });
        res.on('end', () => {
          clearInterval(sampler);
          if (res.statusCode !== 200) reject(new Error(`${url} answered ${res.statusCode}`));
          else resolve({ bytes, ms: performance.now() - t, heapBefore, heapPeak });
        });
      });
      req.on('error', reject);
      req.end();
    },
  );
}
