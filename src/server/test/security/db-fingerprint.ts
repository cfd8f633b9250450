/**
 * A fingerprint of every table (its row count and a hash of its rows), taken in
 * one query, so a test can say that a refused request stored nothing at all.
 */
import { sql } from 'drizzle-orm';
import { type Db, selectRows } from '../../db/client';

/** Written by refused requests on purpose: the rate limits count refusals (failed sign-ins and the like). */
const WRITTEN_WHEN_REFUSED = new Set(['rate_limits']);

/** What identifies a row where a request may touch the rest: a session slides its expiry on use. */
const ROW_TEXT: Record<string, string> = { sessions: "t.id_hash || '/' || t.user_id::text" };

export type Fingerprint = Record<string, string>;

export async function fingerprinter(db: Db): Promise<() => Promise<Fingerprint>> {
  const rows = await selectRows<{ name: string }>(
    db,
    sql`SELECT table_name AS name FROM information_schema.tables
        WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY table_name`,
  );
  const tables = rows.map((row) => row.name).filter((name) => !WRITTEN_WHEN_REFUSED.has(name));
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
