/**
 * Fills a PostgreSQL database for `npm run bench` (docs/performance.md):
 *
 *   npm run bench:seed -- --items 100000 [--database-url postgres://…/ajjir_bench]
 *
 * The database (BENCH_DATABASE_URL, or postgres://postgres@127.0.0.1:5432/ajjir_bench) is dropped
 * and created again; its name must start with ajjir_bench, so that no other database is ever
 * touched. Then: migrations, the demo (seedDemo), and generated data in SQL (INSERT … SELECT over
 * generate_series, deterministic): --items listings in all, accounts (items / 20, at least 2,000),
 * confirmed, completed, pending, declined, cancelled and expired rentals, conversations, and
 * about fifty conversations for the demo renter sara@ajjir.sa. The listings' secondary indexes
 * are dropped while they are inserted and built again afterwards (far quicker than keeping
 * GIN indexes up to date row by row). Ends with VACUUM ANALYZE and CHECKPOINT.
 */
import { cpus, totalmem } from 'node:os';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { type Db, openPostgres, selectRows } from '../../src/server/db/client';
import { seedDemo } from '../../src/server/db/seed/demo';
import { generateConversations, generateRentals, generateSaraConversations } from './activity';
import { benchDatabaseUrl, recreateDatabase } from './database';
import { GENERATED_USERS, generate } from './generate';

const { values: args } = parseArgs({
  options: {
    items: { type: 'string', default: '100000' },
    'database-url': { type: 'string' },
  },
});
const totalItems = Number(args.items);
if (!Number.isInteger(totalItems) || totalItems < 100 || totalItems > 10_000_000) {
  console.error('Usage: npm run bench:seed -- --items 100000 [--database-url postgres://…/ajjir_bench]');
  process.exit(2);
}
const url = benchDatabaseUrl(args['database-url']);

const started = performance.now();
let phase = started;
const seconds = (from: number) => ((performance.now() - from) / 1000).toFixed(1);
const timings: [string, string][] = [];
const done = (what: string) => {
  timings.push([what, seconds(phase)]);
  console.log(`${what}: ${seconds(phase)} s`);
  phase = performance.now();
};

const users = Math.max(GENERATED_USERS, Math.round(totalItems / 20));
console.log(
  `Seeding ${new URL(url).pathname.slice(1)} on ${new URL(url).host}: ${totalItems.toLocaleString('en')} items`,
);
console.log(`(${cpus().length} cores, ${(totalmem() / 2 ** 30).toFixed(0)} GB RAM, Node ${process.version})`);

await recreateDatabase(url);
// Two connections insert two chunks at a time (two cores); the index builds use them too.
const database = openPostgres(url, 2);
try {
  const db = database.db;
  await database.migrate();
  await seedDemo(db);
  done('migrations and demo');

  const indexes = await dropItemIndexes(db);
  done(`dropped ${indexes.length} secondary indexes of items`);

  const generated = await generate(db, totalItems, () => {}, { users, concurrency: 2 });
  done(`${generated.items.toLocaleString('en')} items and ${users.toLocaleString('en')} generated accounts`);

  await rebuildIndexes(db, indexes);
  done(`rebuilt the ${indexes.length} indexes of items`);

  const made = generated.items - (await demoItems(db));
  const options = {
    items: made,
    users,
    rentals: Math.round(totalItems / 4),
    conversations: Math.round(totalItems / 25),
    saraConversations: 50,
  };
  await generateRentals(db, options);
  done('rentals');
  await generateConversations(db, options);
  await generateSaraConversations(db, options);
  done('conversations');

  await db.execute(sql`VACUUM ANALYZE`);
  await db.execute(sql`CHECKPOINT`);
  done('VACUUM ANALYZE and CHECKPOINT');

  console.log();
  console.log(await summary(db));
  console.log(`Total: ${seconds(started)} s`);
} finally {
  await database.close();
}

/** The demo's own items (not generated). */
async function demoItems(db: Db): Promise<number> {
  const [row] = await selectRows<{ n: number }>(
    db,
    sql`SELECT count(*)::int AS n FROM items WHERE owner_id NOT IN (SELECT id FROM users WHERE username LIKE 'bench\\_user\\_%')`,
  );
  return row!.n;
}

/** Drops the indexes of items that no constraint needs, answering their definitions. */
async function dropItemIndexes(db: Db): Promise<{ name: string; definition: string }[]> {
  const indexes = await selectRows<{ name: string; definition: string }>(
    db,
    sql`SELECT c.relname AS name, pg_get_indexdef(i.indexrelid) AS definition
        FROM pg_index i JOIN pg_class c ON c.oid = i.indexrelid
        WHERE i.indrelid = 'items'::regclass
          AND NOT EXISTS (SELECT 1 FROM pg_constraint k WHERE k.conindid = i.indexrelid)`,
  );
  for (const { name } of indexes) await db.execute(sql.raw(`DROP INDEX ${pg.escapeIdentifier(name)}`));
  return indexes;
}

/** Builds the indexes again, two at a time (one per connection), the big GIN ones first. */
async function rebuildIndexes(db: Db, indexes: { name: string; definition: string }[]): Promise<void> {
  const queue = [...indexes].sort(
    (a, b) => Number(/USING gin/.test(b.definition)) - Number(/USING gin/.test(a.definition)),
  );
  const worker = async () => {
    for (let next = queue.shift(); next; next = queue.shift()) {
      const definition = next.definition;
      await db.transaction(async (tx) => {
        await tx.execute(sql`SET LOCAL maintenance_work_mem = '512MB'`);
        await tx.execute(sql`SET LOCAL max_parallel_maintenance_workers = 0`);
        await tx.execute(sql.raw(definition));
      });
    }
  };
  await Promise.all([worker(), worker()]);
}

async function summary(db: Db): Promise<string> {
  type Summary = Record<
    | 'users'
    | 'items'
    | 'listed'
    | 'bookings'
    | 'by_status'
    | 'messages'
    | 'sara_messages'
    | 'database_size'
    | 'items_size',
    string | number
  >;
  const [s] = await selectRows<Summary>(
    db,
    sql`SELECT (SELECT count(*)::int FROM users) AS users,
               (SELECT count(*)::int FROM items) AS items,
               (SELECT count(*)::int FROM items WHERE is_available AND deleted_at IS NULL) AS listed,
               (SELECT count(*)::int FROM bookings) AS bookings,
               (SELECT string_agg(status || ' ' || n, ', ' ORDER BY n DESC)
                  FROM (SELECT status::text, count(*)::int AS n FROM bookings GROUP BY 1) AS s) AS by_status,
               (SELECT count(*)::int FROM messages) AS messages,
               (SELECT count(*)::int FROM messages m JOIN users u ON u.id IN (m.sender_id, m.receiver_id)
                  WHERE u.email = 'sara@ajjir.sa') AS sara_messages,
               pg_size_pretty(pg_database_size(current_database())) AS database_size,
               pg_size_pretty(pg_total_relation_size('items')) AS items_size`,
  );
  const x = s!;
  const n = (value: string | number) => Number(value).toLocaleString('en');
  return [
    `- users: ${n(x.users)}`,
    `- items: ${n(x.items)} (${n(x.listed)} listed); items table with indexes: ${x.items_size}`,
    `- bookings: ${n(x.bookings)} (${x.by_status})`,
    `- messages: ${n(x.messages)} (${n(x.sara_messages)} of sara@ajjir.sa)`,
    `- database: ${x.database_size}`,
  ].join('\n');
}
