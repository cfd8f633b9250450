/**
 * Migrations must be safe while the previous release still serves: in a rolling upgrade the first
 * new process migrates (under the advisory lock, db/client.ts) while old processes keep reading and
 * writing the same tables. The rules are in docs/operations.md ("Migrations while the previous
 * version serves"); this enforces the mechanical ones on every migration after the reviewed
 * baseline: no DROP TABLE, DROP COLUMN, RENAME, ALTER COLUMN … TYPE, SET NOT NULL, or ADD COLUMN …
 * NOT NULL without a DEFAULT, unless the statement is preceded by
 *   -- safe-while-serving: <why the running version cannot notice>
 * It also checks the journal the migrator reads, since a file it does not list never runs.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { migrationsFolder } from './paths';

/** Reviewed before these rules existed (0012 drops and re-creates an index, for one): not re-checked. */
const BASELINE = [
  '0000_extensions.sql',
  '0001_initial_schema.sql',
  '0002_booking_overlap_and_categories.sql',
  '0003_rate_limits.sql',
  '0004_items_listing.sql',
  '0005_items_search.sql',
  '0006_items_category_city.sql',
  '0007_bookings_life.sql',
  '0008_blocked_dates_no_overlap.sql',
  '0009_live_events.sql',
  '0010_notification_types.sql',
  '0011_reviews_two_way.sql',
  '0012_administration.sql',
  '0013_blocked_users.sql',
];

const ESCAPE = /^--\s*safe-while-serving:\s*\S/;

interface Statement {
  /** The statement as written, for messages. */
  text: string;
  /** Upper case, one space between words, comments out, strings '' and quoted names "_". */
  code: string;
  /** The -- comments between the previous statement and this one. */
  comments: string[];
  line: number;
}

/**
 * Splits SQL into statements at semicolons outside strings, quoted names, dollar-quoted bodies and
 * comments. Dollar-quoted bodies (functions, DO blocks) are kept as code: a DROP inside one drops.
 */
function splitStatements(sql: string): Statement[] {
  const statements: Statement[] = [];
  let text = '';
  let code = '';
  let comments: string[] = [];
  let line = 1;
  let startLine = 1;
  const finish = () => {
    if (code.trim() !== '') {
      statements.push({
        text: text.trim(),
        code: code.replace(/\s+/g, ' ').trim().toUpperCase(),
        comments,
        line: startLine,
      });
    }
    text = '';
    code = '';
    comments = [];
  };
  let i = 0;
  while (i < sql.length) {
    const rest = sql.slice(i);
    const char = sql[i] as string;
    let token: string;
    if (rest.startsWith('--')) {
      token = /^--[^\n]*/.exec(rest)?.[0] ?? '--';
      if (code.trim() === '') comments.push(token);
      code += ' ';
    } else if (rest.startsWith('/*')) {
      const end = rest.indexOf('*/');
      token = end === -1 ? rest : rest.slice(0, end + 2);
      code += ' ';
    } else if (char === "'") {
      token = /^'(?:[^']|'')*'?/.exec(rest)?.[0] ?? "'";
      code += "''";
    } else if (char === '"') {
      token = /^"(?:[^"]|"")*"?/.exec(rest)?.[0] ?? '"';
      code += '"_"';
    } else if (/^\$[A-Za-z_]?[A-Za-z0-9_]*\$/.test(rest)) {
      const tag = /^\$[A-Za-z_]?[A-Za-z0-9_]*\$/.exec(rest)?.[0] as string;
      const end = rest.indexOf(tag, tag.length);
      token = end === -1 ? rest : rest.slice(0, end + tag.length);
      code += ` ${token.slice(tag.length, token.length - (end === -1 ? 0 : tag.length))} `;
    } else if (char === ';') {
      finish();
      i += 1;
      continue;
    } else {
      token = char;
      if (code.trim() === '' && /\S/.test(char)) startLine = line;
      code += char;
    }
    // The statement's text starts with its code: comments before it are kept apart.
    if (code.trim() !== '') text += token;
    line += token.split('\n').length - 1;
    i += token.length;
  }
  finish();
  return statements;
}

/** The actions of an ALTER TABLE (ADD …, DROP …, ALTER COLUMN …), split at top-level commas. */
function alterTableActions(code: string): string[] {
  const match = /^ALTER TABLE (IF EXISTS )?(ONLY )?("_"|[\w.]+)(\."_"|\.\w+)? (\* )?/.exec(code);
  if (!match) return [];
  const actions: string[] = [];
  let depth = 0;
  let current = '';
  for (const char of code.slice(match[0].length)) {
    if (char === '(') depth += 1;
    if (char === ')') depth -= 1;
    if (char === ',' && depth === 0) {
      actions.push(current.trim());
      current = '';
    } else {
      current += char;
    }
  }
  actions.push(current.trim());
  return actions;
}

/** A new NOT NULL column without a value for the rows there are, or for the old version's INSERTs. */
function addsNotNullWithoutDefault(action: string): boolean {
  if (!/^ADD /.test(action) || /^ADD (CONSTRAINT|PRIMARY|UNIQUE|CHECK|FOREIGN|EXCLUDE)\b/.test(action))
    return false;
  // Parenthesized parts are expressions (CHECK (x IS NOT NULL), GENERATED … AS (…)), not the column's nullability.
  let outside = action;
  while (/\([^()]*\)/.test(outside)) outside = outside.replace(/\([^()]*\)/g, ' ');
  return (
    /\bNOT NULL\b/.test(outside) && !/\b(DEFAULT|GENERATED|SMALLSERIAL|SERIAL|BIGSERIAL)\b/.test(outside)
  );
}

const FORBIDDEN: { form: string; matches: (code: string) => boolean }[] = [
  { form: 'DROP TABLE', matches: (code) => /\bDROP TABLE\b/.test(code) },
  {
    form: 'DROP COLUMN',
    // COLUMN is optional in ALTER TABLE … DROP name.
    matches: (code) =>
      /\bDROP COLUMN\b/.test(code) ||
      alterTableActions(code).some((action) => /^DROP (?!CONSTRAINT\b)/.test(action)),
  },
  { form: 'RENAME', matches: (code) => /\bRENAME\b/.test(code) },
  {
    form: 'ALTER COLUMN … TYPE',
    matches: (code) => /\bALTER (COLUMN )?("_"|\w+) (SET DATA )?TYPE\b/.test(code),
  },
  { form: 'SET NOT NULL', matches: (code) => /\bSET NOT NULL\b/.test(code) },
  {
    form: 'ADD COLUMN … NOT NULL without DEFAULT',
    matches: (code) => alterTableActions(code).some(addsNotNullWithoutDefault),
  },
];

/** What in this migration could break the version still serving, unless marked safe-while-serving. */
function unsafeWhileServing(sql: string): string[] {
  return splitStatements(sql).flatMap((statement) => {
    if (statement.comments.some((comment) => ESCAPE.test(comment))) return [];
    return FORBIDDEN.filter(({ matches }) => matches(statement.code)).map(
      ({ form }) => `line ${statement.line}: ${form}: ${statement.text.replace(/\s+/g, ' ').slice(0, 100)}`,
    );
  });
}

describe('unsafeWhileServing', () => {
  it.each([
    ['DROP TABLE', 'DROP TABLE "rate_limits";'],
    ['DROP TABLE', 'DROP TABLE IF EXISTS old_things CASCADE;'],
    ['DROP COLUMN', 'ALTER TABLE "items" DROP COLUMN "legacy_price";'],
    ['DROP COLUMN', 'ALTER TABLE items DROP legacy_price;'],
    ['DROP COLUMN', 'ALTER TABLE "items" ADD COLUMN "x" text, DROP COLUMN IF EXISTS "y";'],
    ['RENAME', 'ALTER TABLE "items" RENAME COLUMN "title" TO "name";'],
    ['RENAME', 'ALTER TABLE "items" RENAME TO "listings";'],
    ['RENAME', "ALTER TYPE \"booking_status\" RENAME VALUE 'active' TO 'ongoing';"],
    ['ALTER COLUMN … TYPE', 'ALTER TABLE "items" ALTER COLUMN "price" SET DATA TYPE numeric(12, 2);'],
    ['ALTER COLUMN … TYPE', 'ALTER TABLE items ALTER COLUMN price TYPE bigint USING price::bigint;'],
    ['ALTER COLUMN … TYPE', 'ALTER TABLE items ALTER price TYPE bigint;'],
    ['SET NOT NULL', 'ALTER TABLE "users" ALTER COLUMN "phone" SET NOT NULL;'],
    ['ADD COLUMN … NOT NULL without DEFAULT', 'ALTER TABLE "items" ADD COLUMN "deposit" integer NOT NULL;'],
    [
      'ADD COLUMN … NOT NULL without DEFAULT',
      'ALTER TABLE items ADD deposit integer NOT NULL CHECK (deposit >= 0);',
    ],
    [
      'ADD COLUMN … NOT NULL without DEFAULT',
      'ALTER TABLE "items" ADD COLUMN "a" integer DEFAULT 0 NOT NULL, ADD COLUMN "b" text NOT NULL;',
    ],
    ['DROP TABLE', 'DO $$ BEGIN EXECUTE \'x\'; DROP TABLE "old"; END $$;'],
  ])('refuses %s: %s', (form, sql) => {
    const problems = unsafeWhileServing(sql);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain(`: ${form}: `);
  });

  it('honours a safe-while-serving comment with a reason, for the statement it precedes only', () => {
    const escaped = [
      '-- The old release stopped reading this table in 0.9 (docs/decisions/0030).',
      '-- safe-while-serving: nothing reads rate_limits since release 0.9',
      'DROP TABLE "rate_limits";--> statement-breakpoint',
      'ALTER TABLE "items" DROP COLUMN "legacy_price";',
    ].join('\n');
    expect(unsafeWhileServing(escaped)).toEqual([
      'line 4: DROP COLUMN: ALTER TABLE "items" DROP COLUMN "legacy_price"',
    ]);
    expect(unsafeWhileServing('-- safe-while-serving:\nDROP TABLE "rate_limits";')).toHaveLength(1);
    expect(unsafeWhileServing('-- safe while serving: trust me\nDROP TABLE "rate_limits";')).toHaveLength(1);
  });

  it.each([
    'ALTER TABLE "items" ADD COLUMN "deposit" integer;',
    'ALTER TABLE "items" ADD COLUMN "deposit" integer DEFAULT 0 NOT NULL;',
    'ALTER TABLE "items" ADD COLUMN "deposit" integer NOT NULL DEFAULT 0;',
    'ALTER TABLE "items" ADD COLUMN "checked" integer CHECK ("checked" IS NOT NULL OR "x" > 0);',
    'ALTER TABLE "users" ADD COLUMN "search" text GENERATED ALWAYS AS (lower("name")) STORED NOT NULL;',
    'ALTER TABLE "items" ADD CONSTRAINT "items_price" CHECK ("price" IS NOT NULL) NOT VALID;',
    'ALTER TABLE "notifications" DROP CONSTRAINT "notifications_type";',
    'ALTER TABLE "users" ALTER COLUMN "phone" DROP NOT NULL;',
    'ALTER TABLE "users" ALTER COLUMN "phone" SET DEFAULT \'\';',
    'CREATE TABLE "deposits" ("id" uuid PRIMARY KEY NOT NULL, "amount" integer NOT NULL);',
    'CREATE INDEX IF NOT EXISTS "items_created_idx" ON "items" USING btree ("created_at");',
    'DROP INDEX IF EXISTS "items_old_idx";',
    'ALTER TYPE "notification_type" ADD VALUE \'deposit_paid\';',
    'UPDATE "items" SET "note" = \'rename; drop table; set not null\' WHERE "renamed_at" IS NULL;',
    'UPDATE items SET renamed_at = now() WHERE id IN (SELECT id FROM items LIMIT 1000);',
    '-- DROP TABLE "items"; in a comment\nSELECT 1;',
  ])('accepts %s', (sql) => {
    expect(unsafeWhileServing(sql)).toEqual([]);
  });

  it('splits at semicolons outside strings, quoted names, comments and dollar-quoted bodies', () => {
    const statements = splitStatements(
      [
        'INSERT INTO t VALUES (\'a;b\', "c;d");',
        '/* one; */ CREATE FUNCTION f() RETURNS int AS $body$ SELECT 1; $body$ LANGUAGE sql;',
        '-- last; one',
        'SELECT 2',
      ].join('\n'),
    );
    expect(statements.map((statement) => [statement.line, statement.code])).toEqual([
      [1, 'INSERT INTO T VALUES (\'\', "_")'],
      [2, 'CREATE FUNCTION F() RETURNS INT AS SELECT 1; LANGUAGE SQL'],
      [4, 'SELECT 2'],
    ]);
    expect(statements[2]?.comments).toEqual(['-- last; one']);
  });
});

interface Journal {
  entries: { idx: number; tag: string; when: number }[];
}

describe('the migrations folder', () => {
  const files = readdirSync(migrationsFolder)
    .filter((name) => name.endsWith('.sql'))
    .sort();
  const journal = JSON.parse(
    readFileSync(join(migrationsFolder, 'meta', '_journal.json'), 'utf8'),
  ) as Journal;
  const newest = BASELINE.at(-1) as string;
  const added = files.filter((name) => !BASELINE.includes(name));

  it('still holds the reviewed baseline, unrenamed', () => {
    expect(files.slice(0, BASELINE.length)).toEqual(BASELINE);
  });

  it(`numbers every migration after the baseline's newest (${newest})`, () => {
    for (const name of added) expect(name > newest, name).toBe(true);
  });

  it('lists every file in the journal the migrator reads, in order', () => {
    expect(journal.entries.map((entry) => `${entry.tag}.sql`)).toEqual(files);
    expect(journal.entries.map((entry) => entry.idx)).toEqual(files.map((_, index) => index));
  });

  it("dates each journal entry after the previous one (the migrator skips any older than the database's last)", () => {
    const whens = journal.entries.map((entry) => entry.when);
    for (let i = 1; i < whens.length; i++) {
      expect(whens[i], journal.entries[i]?.tag).toBeGreaterThan(whens[i - 1] as number);
    }
  });

  it.each(added.length > 0 ? added : ['(none after the baseline yet)'])(
    'keeps %s safe while the previous version serves',
    (name) => {
      if (!name.endsWith('.sql')) return;
      expect(unsafeWhileServing(readFileSync(join(migrationsFolder, name), 'utf8'))).toEqual([]);
    },
  );
});
