/**
 * EXPLAIN (ANALYZE, BUFFERS) of the very statements GET /api/items runs: the
 * route's listItems is called on a handle that logs its SQL, then each SELECT
 * is explained with its parameters written in as literals, in a transaction
 * with a search's settings (withSearchSettings).
 */
import { sql } from 'drizzle-orm';
import { type Db, selectRows } from '../../src/server/db/client';
import { listItems } from '../../src/server/features/items/items.queries';
import { withSearchSettings } from '../../src/server/features/items/items.search';
import { itemsQuerySchema } from '../../src/shared/schemas/items';

export interface Explained {
  name: string;
  query: string;
  statements: { role: 'page' | 'count'; sql: string; plan: string[]; executionMs: number }[];
  /** Node lines that read all of items (or bookings) without an index. */
  sequentialScans: string[];
  indexes: string[];
}

function literal(value: unknown): string {
  if (value === null || value === undefined) return 'NULL';
  if (typeof value === 'number' || typeof value === 'bigint') return String(value);
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (value instanceof Date) return `'${value.toISOString()}'`;
  return `'${String(value).replace(/'/g, "''")}'`;
}

export function inline(query: string, params: unknown[]): string {
  return query.replace(/\$(\d+)/g, (_, n: string) => literal(params[Number(n) - 1]));
}

type LoggingDb = (onQuery: (query: string, params: unknown[]) => void) => Db;

/** Every statement `run` sends to the database (BEGIN, set_config and COMMIT too), with its parameters. */
export async function captureStatements(
  loggingDb: LoggingDb,
  run: (db: Db) => Promise<unknown>,
): Promise<{ query: string; params: unknown[] }[]> {
  const statements: { query: string; params: unknown[] }[] = [];
  await run(loggingDb((query, params) => statements.push({ query, params })));
  return statements;
}

/** The SELECTs (WITH … SELECT too) `run` sends to the database, with their parameters written in. */
export async function captureSelects(
  loggingDb: LoggingDb,
  run: (db: Db) => Promise<unknown>,
): Promise<string[]> {
  return (await captureStatements(loggingDb, run))
    .filter(({ query }) => /^\s*(select|with)\b/i.test(query) && !query.includes('set_config'))
    .map(({ query, params }) => inline(query, params));
}

/** GET /api/items's listItems for a query string, as the route parses it. */
export const listItemsFor = (queryString: string) => (db: Db) =>
  listItems(db, itemsQuerySchema.parse(Object.fromEntries(new URLSearchParams(queryString))));

/** The SELECTs listItems runs for this query string (page, then count). */
export function capture(loggingDb: LoggingDb, queryString: string): Promise<string[]> {
  return captureSelects(loggingDb, listItemsFor(queryString));
}

export async function explain(
  db: Db,
  loggingDb: LoggingDb,
  name: string,
  queryString: string,
): Promise<Explained> {
  return explainStatements(db, name, queryString, await capture(loggingDb, queryString));
}

/** EXPLAIN (ANALYZE, BUFFERS) of captured statements: the first is the page, the others counts. */
export async function explainStatements(
  db: Db,
  name: string,
  query: string,
  statements: string[],
): Promise<Explained> {
  const result: Explained = { name, query, statements: [], sequentialScans: [], indexes: [] };
  for (const [index, statement] of statements.entries()) {
    // In a search's own transaction settings (trigram threshold, page costs), as listItems runs it.
    const plan = await withSearchSettings(db, async (tx) => {
      const rows = await selectRows<{ 'QUERY PLAN': string }>(
        tx,
        sql.raw(`EXPLAIN (ANALYZE, BUFFERS) ${statement}`),
      );
      return rows.map((row) => row['QUERY PLAN']);
    });
    const executionMs = Number(/Execution Time: ([\d.]+)/.exec(plan.join('\n'))?.[1] ?? Number.NaN);
    result.statements.push({ role: index === 0 ? 'page' : 'count', sql: statement, plan, executionMs });
    for (const line of plan) {
      const seq = /Seq Scan on (items|bookings)\b/.exec(line);
      if (seq) result.sequentialScans.push(`${index === 0 ? 'page' : 'count'}: ${withoutCost(line.trim())}`);
      const used = /Index (?:Only )?Scan (?:Backward )?using (\w+)|Bitmap Index Scan on (\w+)/.exec(line);
      const indexName = used?.[1] ?? used?.[2];
      if (indexName && !result.indexes.includes(indexName)) result.indexes.push(indexName);
    }
  }
  return result;
}

/** The plan without costs and widths: node, actual time and rows, conditions, buffers. */
export function condensed(plan: string[]): string[] {
  return plan.filter((line) => !/^\s*(Planning:|Planning Time)/.test(line)).map(withoutCost);
}

const withoutCost = (line: string) => line.replace(/\(cost=[^)]*\) /, '');
