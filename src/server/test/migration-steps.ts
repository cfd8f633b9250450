/**
 * A database as a previous release left it, for the tests of a migration that rewrites rows: the
 * migrations folder cut at one migration, and the migrator run over it, on PGlite or PostgreSQL.
 */
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { Database } from '../db/client';
import { migrationsFolder } from '../db/paths';

interface Journal {
  entries: { idx: number; tag: string; when: number }[];
}

/** A copy of the migrations folder that ends at `last`: the schema the previous release ran on. */
export function migrationsUpTo(last: string): string {
  const folder = mkdtempSync(join(tmpdir(), 'ajjir-migrations-'));
  mkdirSync(join(folder, 'meta'));
  const journal = JSON.parse(
    readFileSync(join(migrationsFolder, 'meta', '_journal.json'), 'utf8'),
  ) as Journal;
  const end = journal.entries.findIndex((entry) => entry.tag === last);
  if (end === -1) throw new Error(`No migration ${last}`);
  const entries = journal.entries.slice(0, end + 1);
  for (const entry of entries) {
    copyFileSync(join(migrationsFolder, `${entry.tag}.sql`), join(folder, `${entry.tag}.sql`));
  }
  writeFileSync(join(folder, 'meta', '_journal.json'), JSON.stringify({ ...journal, entries }));
  return folder;
}

export async function migrateTo(database: Database, folder: string): Promise<void> {
  if (database.kind === 'pglite') {
    await migratePglite(database.db as unknown as PgliteDatabase, { migrationsFolder: folder });
  } else {
    await migrateNodePg(database.db as unknown as NodePgDatabase, { migrationsFolder: folder });
  }
}
