/**
 * What typical search terms cost, one request at a time, on a database that already holds the
 * listings (docs/performance.md, "Search with the lexicon, at 100,000 listings"):
 *
 *   npx tsx scripts/bench-search-terms.ts --database-url postgres://…/ajjir_bench [--rounds 30]
 *   npx tsx scripts/bench-search-terms.ts --pglite /tmp/ajjir-bench-pglite [--items 100000]
 *
 * PostgreSQL: a database `npm run bench:seed` filled. PGlite: a data directory, filled the first
 * time (migrations, the demo, `--items` listings generated as bench:seed generates them, without
 * its rentals and conversations, VACUUM ANALYZE). Migrations run first either way, so a database follows the code it is measured with.
 * Each request goes through the whole app (`app.inject`, the read cache off, so every request
 * reaches the database); the terms take turns, one request each per round, after a warm-up round.
 * Also times the suggestions while typing (GET /api/search/suggestions), where the code has them.
 * Prints each term's matches, median and p95; `--json file` writes the samples, `--explain`
 * prints EXPLAIN (ANALYZE, BUFFERS) of every statement that reads listings, `--only a,b` keeps
 * the queries that contain a or b.
 */
import { writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import type pg from 'pg';
import { buildApp } from '../src/server/app';
import { loadConfig } from '../src/server/config/config';
import {
  type Database,
  type Db,
  oneRow,
  openPglite,
  openPostgres,
  selectRows,
} from '../src/server/db/client';
import * as schema from '../src/server/db/schema';
import { seedDemo } from '../src/server/db/seed/demo';
import { condensed, explain } from './bench/explain';
import { generate } from './bench/generate';
import { valueAt } from './bench/lists';
import { stats } from './bench/measure';

const { values: args } = parseArgs({
  options: {
    'database-url': { type: 'string' },
    pglite: { type: 'string' },
    items: { type: 'string', default: '100000' },
    rounds: { type: 'string', default: '30' },
    json: { type: 'string' },
    explain: { type: 'boolean', default: false },
    only: { type: 'string' },
  },
});
const rounds = Number(args.rounds);
if ((!args['database-url'] && !args.pglite) || !Number.isInteger(rounds) || rounds < 1) {
  console.error(
    'Usage: npx tsx scripts/bench-search-terms.ts (--database-url URL | --pglite DIR) [--rounds 30] [--json FILE] [--explain]',
  );
  process.exit(2);
}

/** Terms people type: a common word in both languages, a plural, a brand, a word and a place, typos. */
const TERMS = [
  'tent',
  'خيمة',
  'خيام',
  'سوني',
  'كاميرا جدة',
  'tnet',
  'بلستيشن',
  'camera',
  'مكيف',
  'اضاءة',
  'خيمة كبيرة',
  'camping chair',
  'جهاز لتنقية الهواء',
  'canon camera',
  'كاميرا كانون',
  'wedding dress',
];
const QUERIES = [
  ...TERMS.map((term) => `searchTerm=${encodeURIComponent(term)}&limit=24`),
  `searchTerm=${encodeURIComponent('خيمة')}&city=Riyadh&limit=24`,
  'searchTerm=tent&sort=price-low&limit=24',
].filter((query) => !args.only || args.only.split(',').some((o) => decodeURIComponent(query).includes(o)));
/** Prefixes as a search box sends them (scripts/bench-suggestions.mjs). */
const PREFIXES = ['كامي', 'خيم', 'دري', 'بلاي', 'جد', 'الري', 'tent', 'cam', 'drill', 'jedd'];
PREFIXES.push('ps', 'سون', 'ادو', 'مكي', 'bike', 'ايب', 'بشت', 'oud', 'خي', 'ca');

const HEADERS = { 'accept-encoding': 'br, gzip', 'accept-language': 'ar' };
/** The 1-minute load average: other work on the machine skews the figures. */
const oneMinuteLoad = () => (loadavg()[0] ?? 0).toFixed(2);
const drizzleOptions = { schema, casing: 'snake_case' } as const;

let database: Database;
let loggingDb: (onQuery: (query: string, params: unknown[]) => void) => Db;
let label: string;
if (args['database-url']) {
  database = openPostgres(args['database-url'], 10);
  const pool = (database.db as unknown as { $client: pg.Pool }).$client;
  loggingDb = (onQuery) =>
    drizzleNodePg({ client: pool, ...drizzleOptions, logger: { logQuery: onQuery } }) as unknown as Db;
  label = `PostgreSQL (${new URL(args['database-url']).pathname.slice(1)})`;
} else {
  if (!args.pglite) throw new Error('--database-url or --pglite <data directory> is required');
  database = await openPglite({ dataDir: args.pglite });
  const client = (database.db as unknown as { $client: PGlite }).$client;
  loggingDb = (onQuery) =>
    drizzlePglite({ client, ...drizzleOptions, logger: { logQuery: onQuery } }) as unknown as Db;
  label = `PGlite (${args.pglite})`;
}
const db = database.db;
const app = await (async () => {
  await database.migrate();
  const [{ n } = { n: 0 }] = await selectRows<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM items`);
  if (n === 0) {
    console.log(`Filling ${label} with ${Number(args.items).toLocaleString('en')} listings…`);
    await seedDemo(db);
    await generate(db, Number(args.items), (line) => console.log(line));
    await db.execute(sql`VACUUM ANALYZE`);
    await db.execute(sql`CHECKPOINT`);
  }
  const config = loadConfig(
    { NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: '/tmp/ajjir-bench-search-terms' },
    { sessionSecret: 'bench-secret-that-is-long-enough-0123456789', seedDemo: false, rateLimitFactor: 1000 },
  );
  const built = await buildApp({ config, database, logger: false });
  await built.ready();
  return built;
})();

try {
  const counts = oneRow(
    await selectRows<{ items: number; listed: number }>(
      db,
      sql`SELECT count(*)::int AS items,
        (count(*) FILTER (WHERE is_available AND deleted_at IS NULL))::int AS listed FROM items`,
    ),
    'the listing counts',
  );
  console.log(
    `${label}: ${counts.items.toLocaleString('en')} listings (${counts.listed.toLocaleString('en')} listed); ` +
      `${cpus().length} cores, Node ${process.version}, load average ${oneMinuteLoad()}`,
  );

  const timed = async (url: string) => {
    const started = process.hrtime.bigint();
    const res = await app.inject({ method: 'GET', url, headers: HEADERS });
    const ms = Number(process.hrtime.bigint() - started) / 1e6;
    return { ms, status: res.statusCode, total: Number(res.headers['x-total-count'] ?? Number.NaN) };
  };
  const suggestionsAnswer = (await timed('/api/search/suggestions?q=cam&language=en')).status;
  const suggestions = suggestionsAnswer === 200 && !args.only;
  const samples = new Map<string, { ms: number[]; total: number }>(
    QUERIES.map((q) => [q, { ms: [], total: 0 }]),
  );
  const suggestionMs: number[] = [];
  for (let round = -1; round < rounds; round++) {
    for (const query of QUERIES) {
      const { ms, status, total } = await timed(`/api/items?${query}`);
      if (status !== 200) throw new Error(`${query}: ${status}`);
      const sample = valueAt(samples, query);
      if (round >= 0) sample.ms.push(ms);
      sample.total = total;
    }
    if (suggestions) {
      // Each round asks a few prefixes, so that suggestions take turns with the searches.
      for (const [i, prefix] of PREFIXES.entries()) {
        if ((i + Math.max(round, 0)) % 4 !== 0) continue;
        for (const language of ['ar', 'en']) {
          const { ms, status } = await timed(
            `/api/search/suggestions?${new URLSearchParams({ q: prefix, language })}`,
          );
          if (status !== 200) throw new Error(`suggestions ${prefix}: ${status}`);
          if (round >= 0) suggestionMs.push(ms);
        }
      }
    }
  }

  const fmt = (value: number) => value.toFixed(value < 10 ? 2 : 1);
  console.log();
  console.log('| query | matches | median ms | p95 ms |');
  console.log('| --- | ---: | ---: | ---: |');
  for (const [query, { ms, total }] of samples) {
    const s = stats(ms);
    console.log(`| \`${decodeURIComponent(query)}\` | ${total} | ${fmt(s.median)} | ${fmt(s.p95)} |`);
  }
  if (suggestions) {
    const s = stats(suggestionMs);
    console.log(`| suggestions (${s.count}) | — | ${fmt(s.median)} | ${fmt(s.p95)} |`);
  }
  console.log(`\n(load average after: ${oneMinuteLoad()})`);
  if (args.json) {
    const out = Object.fromEntries([
      ...[...samples].map(([query, s]) => [decodeURIComponent(query), s]),
      ...(suggestions ? [['suggestions', { ms: suggestionMs, total: 0 }]] : []),
    ]);
    writeFileSync(args.json, JSON.stringify(out));
  }
  if (args.explain) {
    for (const query of QUERIES) {
      const explained = await explain(db, loggingDb, decodeURIComponent(query), query);
      // The statements that read listings (the lexicon's lookups are quick, and printed by time only).
      for (const statement of explained.statements) {
        const listings = statement.sql.includes('"items"');
        console.log(`\n### ${decodeURIComponent(query)}: ${statement.executionMs.toFixed(2)} ms\n`);
        if (!listings) continue;
        console.log('```');
        console.log(condensed(statement.plan).join('\n'));
        console.log('```');
      }
    }
  }
} finally {
  await app.close();
  await database.close();
}
