/**
 * A fingerprint of tables (each one's row count and a hash of its rows), taken in one query, so a
 * test can say that a refused request stored nothing. Of every table, or of the few a route may
 * write: bad-input.test.ts takes the second around each request (cheaper, and a failure names the
 * route's own table) and the first around each route's whole run, which catches a write to a
 * table the route does not declare (docs/security.md, "Bad input").
 */
import { sql } from 'drizzle-orm';
import { type Db, selectRows } from '../../db/client';

/** Written by refused requests on purpose: the rate limits count refusals (failed sign-ins and the like). */
const WRITTEN_WHEN_REFUSED = new Set(['rate_limits']);

/** What identifies a row where a request may touch the rest: a session slides its expiry on use. */
const ROW_TEXT: Record<string, string> = { sessions: "t.id_hash || '/' || t.user_id::text" };

export type Fingerprint = Record<string, string>;

/** Every table a fingerprint can cover: the database's own, less those refusals write on purpose. */
export async function fingerprintedTables(db: Db): Promise<string[]> {
  const rows = await selectRows<{ name: string }>(
    db,
    sql`SELECT table_name AS name FROM information_schema.tables
        WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY table_name`,
  );
  return rows.map((row) => row.name).filter((name) => !WRITTEN_WHEN_REFUSED.has(name));
}

/**
 * A function that fingerprints `only` those tables (every table when absent). A name that is no
 * table is an error, not an empty fingerprint: a misspelt declaration would otherwise check nothing.
 */
export async function fingerprinter(db: Db, only?: readonly string[]): Promise<() => Promise<Fingerprint>> {
  const known = await fingerprintedTables(db);
  const unknown = (only ?? []).filter((name) => !known.includes(name));
  if (unknown.length > 0) throw new Error(`not tables a fingerprint covers: ${unknown.join(', ')}`);
  const tables = only ? known.filter((name) => only.includes(name)) : known;
  // A route that may write nothing is fingerprinted for free.
  if (tables.length === 0) return async () => ({});
  const columns = tables.map((name) => {
    const text = ROW_TEXT[name] ?? 't::text';
    return `(SELECT count(*)::text || ':' || coalesce(md5(string_agg(${text}, '|' ORDER BY ${text})), '')
      FROM "${name}" t) AS "${name}"`;
  });
  const query = sql.raw(`SELECT ${columns.join(',\n')}`);
  return async () => (await selectRows<Fingerprint>(db, query))[0]!;
}

/** The tables whose fingerprints differ. */
export function changedTables(before: Fingerprint, after: Fingerprint): string[] {
  return Object.keys(before).filter((name) => before[name] !== after[name]);
}
