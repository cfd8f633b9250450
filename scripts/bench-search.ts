/**
 * Search latency of GET /api/items, through the whole app (app.inject):
 *   npx tsx scripts/bench-search.ts [--items 100000] [--runs 200]
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx scripts/bench-search.ts
 * Opens a fresh database (PGlite in a temporary folder, or a temporary
 * database ajjir_bench_<pid> on the PostgreSQL server of BENCH_DATABASE_URL),
 * migrates and seeds the demo, measures a mix of real queries, then generates
 * items up to --items in SQL, runs VACUUM ANALYZE and CHECKPOINT, measures
 * again and explains the plans of representative queries. Prints markdown;
 * removes the database at the end
 * (--keep leaves it, to look into; --no-explain skips the plans).
 * See docs/benchmarks.md.
 */
import { cpus, loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/server/app';
import { loadConfig } from '../src/server/config/config';
import { oneRow, selectRows } from '../src/server/db/client';
import { seedDemo } from '../src/server/db/seed/demo';
import { openBenchDatabase, serverVersion } from './bench/database';
import { condensed, type Explained, explain } from './bench/explain';
import { generate } from './bench/generate';
import { kindTable, measure, queryTable, warmUp } from './bench/measure';
import { explainedQueries, queryMix } from './bench/queries';

const { values: args } = parseArgs({
  options: {
    items: { type: 'string', default: '100000' },
    runs: { type: 'string', default: '200' },
    'no-explain': { type: 'boolean', default: false },
    keep: { type: 'boolean', default: false },
  },
});
const totalItems = Number(args.items);
const runs = Number(args.runs);
if (!Number.isInteger(totalItems) || totalItems < 0 || !Number.isInteger(runs) || runs < 1) {
  console.error(
    'Usage: npx tsx scripts/bench-search.ts [--items 100000] [--runs 200] [--no-explain] [--keep]',
  );
  process.exit(2);
}

const started = performance.now();
const seconds = (from: number) => ((performance.now() - from) / 1000).toFixed(1);
const log = (line = '') => console.log(line);
/** The 1-minute load average: other work on the machine skews the figures. */
const load = () => (loadavg()[0] ?? 0).toFixed(2);

const bench = await openBenchDatabase(process.env.BENCH_DATABASE_URL);
const { database } = bench;
let app: FastifyInstance | undefined;
try {
  log(`# GET /api/items latency`);
  log();
  log(`- database: ${bench.label}`);
  log(`- server: ${await serverVersion(database.db)}`);
  log(`- machine: ${cpus().length} cores (${cpus()[0]?.model ?? 'unknown'}), Node ${process.version}`);
  log(`- ${runs} requests per query kind after warm-up, interleaved; times are app.inject round trips`);
  log();

  let phase = performance.now();
  await database.migrate();
  await seedDemo(database.db);
  log(`Migrated and seeded the demo in ${seconds(phase)} s.`);

  const config = loadConfig(
    { NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: bench.dataDir },
    { sessionSecret: 'bench-secret-that-is-long-enough-0123456789', seedDemo: false, rateLimitFactor: 1000 },
  );
  const ready = await buildApp({ config, database, logger: false });
  app = ready;
  await ready.ready();
  const mix = queryMix();

  const run = async (title: string) => {
    const counts = await dataCounts();
    log();
    log(`## ${title}: ${counts}`);
    log();
    const load0 = load();
    const t = performance.now();
    const warm = await warmUp(ready, mix);
    const samples = await measure(ready, mix, runs);
    log(kindTable(samples));
    log();
    log(`<details><summary>per query (matches = X-Total-Count)</summary>`);
    log();
    log(queryTable(samples));
    log();
    log(`</details>`);
    log();
    log(
      `(${warm} warm-up requests; measured in ${seconds(t)} s; load average before ${load0}, after ${load()})`,
    );
  };

  await run('Demo data');

  if (totalItems > 0) {
    log();
    log(`## Generating up to ${totalItems.toLocaleString('en')} items`);
    log();
    phase = performance.now();
    const made = await generate(database.db, totalItems, (line) => log(line));
    log(`Generated in ${made.seconds.toFixed(1)} s.`);
    phase = performance.now();
    await database.db.execute(sql`VACUUM ANALYZE`);
    // Written out now, so that no checkpoint of the generated rows runs during the measurements.
    await database.db.execute(sql`CHECKPOINT`);
    log(`VACUUM ANALYZE and CHECKPOINT in ${seconds(phase)} s.`);
    log();
    log(await generatedSummary());
    await run(`${totalItems.toLocaleString('en')} items`);

    if (!args['no-explain']) {
      log();
      log(`## Plans (${totalItems.toLocaleString('en')} items)`);
      const explained: Explained[] = [];
      for (const { name, query } of explainedQueries()) {
        explained.push(await explain(database.db, bench.loggingDb, name, query));
      }
      log();
      log('| query | page statement ms | count statement ms | indexes | sequential scan of items |');
      log('| --- | ---: | ---: | --- | --- |');
      for (const e of explained) {
        const [page, count] = e.statements;
        log(
          `| ${e.name} | ${page?.executionMs.toFixed(1)} | ${count?.executionMs.toFixed(1)} | ${e.indexes.join(', ')} | ${
            e.sequentialScans.map((line) => line.split(':')[0]).join(', ') || 'none'
          } |`,
        );
      }
      for (const e of explained) {
        log();
        log(`### ${e.name}: \`${decodeURIComponent(e.query)}\``);
        log();
        log(`indexes: ${e.indexes.join(', ') || 'none'}`);
        log(
          e.sequentialScans.length > 0
            ? `**sequential scans:** ${e.sequentialScans.join('; ')}`
            : 'no sequential scan of items or bookings',
        );
        for (const s of e.statements) {
          log();
          log(`${s.role} statement, executed in ${s.executionMs.toFixed(2)} ms:`);
          log();
          log('```');
          log(condensed(s.plan).join('\n'));
          log('```');
        }
      }
      if (process.env.BENCH_SHOW_SQL) {
        for (const e of explained) for (const s of e.statements) log(`\n-- ${e.name} ${s.role}\n${s.sql};`);
      }
    }
  }

  log();
  log(`Total time: ${seconds(started)} s.`);
} finally {
  await app?.close();
  if (args.keep) {
    await bench.close();
    console.log(`Kept: ${bench.label}`);
  } else {
    await bench.drop();
  }
}

async function dataCounts(): Promise<string> {
  const row = oneRow(
    await selectRows<{ items: number; listed: number; bookings: number }>(
      database.db,
      sql`SELECT count(*)::int AS items,
                 (count(*) FILTER (WHERE is_available AND deleted_at IS NULL))::int AS listed,
                 (SELECT count(*)::int FROM bookings) AS bookings
          FROM items`,
    ),
    'the data counts',
  );
  return `${row.items.toLocaleString('en')} items (${row.listed.toLocaleString('en')} listed), ${row.bookings.toLocaleString('en')} bookings`;
}

/** How the generated data came out, for the report. */
async function generatedSummary(): Promise<string> {
  const summary = await selectRows<Record<string, number>>(
    database.db,
    sql`SELECT (SELECT count(*)::int FROM users) AS users,
               (SELECT count(*)::int FROM users WHERE username LIKE 'bench\_user\_%') AS generated_users,
               count(*)::int AS items,
               (count(*) FILTER (WHERE title ~ '[ء-ي]'))::int AS arabic_titles,
               (count(*) FILTER (WHERE title ~ '[\\u064B-\\u065F\\u0670]'))::int AS with_tashkeel,
               (count(*) FILTER (WHERE NOT is_available))::int AS unavailable,
               (count(*) FILTER (WHERE deleted_at IS NOT NULL))::int AS removed,
               (count(*) FILTER (WHERE total_reviews > 0))::int AS rated,
               (count(*) FILTER (WHERE latitude IS NULL))::int AS without_position,
               (percentile_cont(0.5) WITHIN GROUP (ORDER BY daily_rate))::float8 AS median_rate,
               (count(*) FILTER (WHERE daily_rate < 300))::int AS under_300,
               min(daily_rate)::float8 AS min_rate, max(daily_rate)::float8 AS max_rate,
               (SELECT count(*)::int FROM bookings WHERE status = 'confirmed' AND start_date > current_date)
                 AS future_confirmed,
               (SELECT count(DISTINCT item_id)::int FROM bookings WHERE status = 'confirmed'
                  AND start_date > current_date) AS booked_items
        FROM items`,
  );
  const perCategory = await selectRows<{ id: number; n: number }>(
    database.db,
    sql`SELECT category_id AS id, count(*)::int AS n FROM items GROUP BY 1 ORDER BY 1`,
  );
  const perCity = await selectRows<{ city: string; n: number }>(
    database.db,
    sql`SELECT city, count(*)::int AS n FROM items GROUP BY 1 ORDER BY 2 DESC`,
  );
  const x = oneRow(summary, 'the summary of the generated data');
  return [
    `- users: ${x.users} (${x.generated_users} generated, one shared password hash)`,
    `- items: ${x.items}; Arabic titles ${x.arabic_titles}, with tashkeel ${x.with_tashkeel}; unavailable ${x.unavailable}, removed ${x.removed}; rated ${x.rated}; without a position ${x.without_position}`,
    `- daily rate: ${x.min_rate}–${x.max_rate} SAR, median ${x.median_rate}, under 300: ${x.under_300}`,
    `- confirmed future bookings: ${x.future_confirmed} on ${x.booked_items} items`,
    `- per category: ${perCategory.map((c) => `${c.id}: ${c.n}`).join(', ')}`,
    `- per city: ${perCity.map((c) => `${c.city} ${c.n}`).join(', ')}`,
  ].join('\n');
}
