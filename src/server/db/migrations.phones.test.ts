/**
 * Migration 0033 keeps members' phones in one spelling, E.164 (docs/decisions/0061-saudi-mobile-
 * numbers.md): run as a rolling upgrade runs it, on a database the previous release left (up to
 * migration 0032) with phones written the ways that release took them, on PGlite and, with
 * TEST_DATABASE_URL, on PostgreSQL.
 */
import { rmSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateTo, migrationsUpTo } from '../test/migration-steps';
import { createEmptyDatabase } from '../test/test-app';
import { type Database, selectRows } from './client';

const STORED = {
  local: '0551234567',
  spaced: '055 123 4567',
  international: '+966 55 123 4568',
  noPlus: '966551234569',
  zeros: '00966551234560',
  bracketed: '(055) 123-4561',
  short: '551234562',
  junk: '12345',
  landline: '0112345678',
  foreign: '+971551234567',
  empty: '',
};

let database: Database;
let drop: () => Promise<void>;
let previousFolder: string;

async function phonesByName(): Promise<Record<string, string | null>> {
  const rows = await selectRows<{ username: string; phone: string | null }>(
    database.db,
    sql`SELECT username, phone FROM users WHERE username LIKE 'phone_%'`,
  );
  return Object.fromEntries(rows.map((row) => [row.username.slice('phone_'.length), row.phone]));
}

beforeAll(async () => {
  ({ database, drop } = await createEmptyDatabase());
  previousFolder = migrationsUpTo('0032_no_shows');
  await migrateTo(database, previousFolder);
  for (const [name, phone] of Object.entries(STORED)) {
    await database.db.execute(sql`
      INSERT INTO users (username, email, password_hash, first_name, last_name, phone)
      VALUES (${`phone_${name}`}, ${`${name}@example.sa`}, 'x', 'Phone', 'Owner', ${phone})`);
  }
  await database.migrate();
});

afterAll(async () => {
  rmSync(previousFolder, { recursive: true, force: true });
  await drop();
});

describe('migration 0033 (docs/decisions/0061)', () => {
  it('rewrites Saudi mobiles in E.164 and clears what cannot be texted', async () => {
    expect(await phonesByName()).toEqual({
      local: '+966551234567',
      spaced: '+966551234567',
      international: '+966551234568',
      noPlus: '+966551234569',
      zeros: '+966551234560',
      bracketed: '+966551234561',
      short: '+966551234562',
      junk: null,
      landline: null,
      foreign: null,
      empty: null,
    });
  });

  it('refuses any other spelling from now on', async () => {
    await expect(
      database.db.execute(sql`UPDATE users SET phone = '0551234567' WHERE username = 'phone_local'`),
    ).rejects.toThrow();
    expect((await phonesByName()).local).toBe('+966551234567');
  });
});
