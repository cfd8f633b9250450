/**
 * The users and listings exports (GET /api/admin/export/…): every row, read
 * in pages by keyset so that a large table never sits in memory, written as
 * CSV (csv.ts) or as one JSON array. The columns are chosen one by one: never
 * a password hash, a token or a session (docs/decisions/0024).
 */

import type { ExportFormat } from '@shared/constants';
import { displayName } from '@shared/names';
import { asc, eq, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { categories, items, users } from '../../db/schema';
import { CSV_BOM, type CsvValue, csvLine } from './csv';

/** Rows read at a time. */
export const EXPORT_PAGE_SIZE = 500;

type ExportValue = CsvValue | string[];

/**
 * Where a page ends: the sort key as PostgreSQL wrote it. A timestamp goes
 * back as text, not as a JavaScript Date, which would drop its microseconds
 * and read a row twice.
 */
interface Cursor {
  at: string;
  id: string;
}

export interface ExportTable<Row> {
  /** Rows after the cursor (all from the start when null), in keyset order. */
  readPage(db: Db, after: Cursor | null): Promise<(Row & { cursor: string; id: string })[]>;
  /** The columns, in order: a name and how each row fills it. */
  columns: readonly (readonly [string, (row: Row) => ExportValue])[];
}

/** `(sortKey, id) > cursor`, which the (sort key, id) index answers. */
const after = (sortKey: AnyPgColumn, id: AnyPgColumn, cursor: Cursor | null) =>
  cursor ? sql`(${sortKey}, ${id}) > (${cursor.at}::timestamptz, ${cursor.id}::uuid)` : undefined;

/** A numeric column's text as a number (exact for money, ratings and coordinates). */
const numeric = (value: string | null) => (value === null ? null : Number(value));

const userColumns = {
  id: users.id,
  username: users.username,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  phone: users.phone,
  accountType: users.accountType,
  companyName: users.companyName,
  companyWebsite: users.companyWebsite,
  taxId: users.taxId,
  businessAddress: users.businessAddress,
  address: users.address,
  city: users.city,
  state: users.state,
  zipCode: users.zipCode,
  rating: users.rating,
  totalReviews: users.totalReviews,
  isAdmin: users.isAdmin,
  suspendedAt: users.suspendedAt,
  suspensionReason: users.suspensionReason,
  joinedAt: users.joinedAt,
};
/** A row of `columns` as selected: a column that is NOT NULL (through inner joins) cannot be null. */
type RowOf<Columns extends Record<string, AnyPgColumn>> = {
  [K in keyof Columns]: Columns[K]['_']['notNull'] extends true
    ? Columns[K]['_']['data']
    : Columns[K]['_']['data'] | null;
};
type UserExportRow = RowOf<typeof userColumns>;

export const usersExport: ExportTable<UserExportRow> = {
  readPage: (db, cursor) =>
    db
      .select({ ...userColumns, cursor: sql<string>`${users.joinedAt}::text` })
      .from(users)
      .where(after(users.joinedAt, users.id, cursor))
      .orderBy(asc(users.joinedAt), asc(users.id))
      .limit(EXPORT_PAGE_SIZE),
  columns: [
    ['id', (u) => u.id],
    ['username', (u) => u.username],
    ['firstName', (u) => u.firstName],
    ['lastName', (u) => u.lastName],
    ['email', (u) => u.email],
    ['phone', (u) => u.phone],
    ['accountType', (u) => u.accountType],
    ['companyName', (u) => u.companyName],
    ['companyWebsite', (u) => u.companyWebsite],
    ['taxId', (u) => u.taxId],
    ['businessAddress', (u) => u.businessAddress],
    ['address', (u) => u.address],
    ['city', (u) => u.city],
    ['state', (u) => u.state],
    ['zipCode', (u) => u.zipCode],
    ['rating', (u) => numeric(u.rating)],
    ['totalReviews', (u) => u.totalReviews],
    ['isAdmin', (u) => u.isAdmin],
    ['status', (u) => (u.suspendedAt ? 'blocked' : 'active')],
    ['suspendedAt', (u) => u.suspendedAt],
    ['suspensionReason', (u) => u.suspensionReason],
    ['joinedAt', (u) => u.joinedAt],
  ],
};

const itemColumns = {
  id: items.id,
  title: items.title,
  description: items.description,
  category: categories.name,
  dailyRate: items.dailyRate,
  deposit: items.deposit,
  condition: items.condition,
  city: items.city,
  state: items.state,
  latitude: items.latitude,
  longitude: items.longitude,
  minRentalDays: items.minRentalDays,
  maxRentalDays: items.maxRentalDays,
  pickupOptions: items.pickupOptions,
  rating: items.rating,
  totalReviews: items.totalReviews,
  isAvailable: items.isAvailable,
  ownerId: users.id,
  ownerFirstName: users.firstName,
  ownerLastName: users.lastName,
  ownerAccountType: users.accountType,
  ownerCompanyName: users.companyName,
  ownerUsername: users.username,
  createdAt: items.createdAt,
  deletedAt: items.deletedAt,
};
type ItemExportRow = RowOf<typeof itemColumns>;

/** Every listing, removed ones too (with their status). */
export const itemsExport: ExportTable<ItemExportRow> = {
  readPage: (db, cursor) =>
    db
      .select({ ...itemColumns, cursor: sql<string>`${items.createdAt}::text` })
      .from(items)
      .innerJoin(categories, eq(categories.id, items.categoryId))
      .innerJoin(users, eq(users.id, items.ownerId))
      .where(after(items.createdAt, items.id, cursor))
      .orderBy(asc(items.createdAt), asc(items.id))
      .limit(EXPORT_PAGE_SIZE),
  columns: [
    ['id', (i) => i.id],
    ['title', (i) => i.title],
    ['description', (i) => i.description],
    ['category', (i) => i.category],
    ['dailyRate', (i) => numeric(i.dailyRate)],
    ['deposit', (i) => numeric(i.deposit)],
    ['condition', (i) => i.condition],
    ['city', (i) => i.city],
    ['state', (i) => i.state],
    ['latitude', (i) => numeric(i.latitude)],
    ['longitude', (i) => numeric(i.longitude)],
    ['minRentalDays', (i) => i.minRentalDays],
    ['maxRentalDays', (i) => i.maxRentalDays],
    ['pickupOptions', (i) => i.pickupOptions ?? []],
    ['rating', (i) => numeric(i.rating)],
    ['totalReviews', (i) => i.totalReviews],
    ['status', (i) => (i.deletedAt ? 'removed' : i.isAvailable ? 'available' : 'unavailable')],
    ['ownerId', (i) => i.ownerId],
    [
      'ownerName',
      (i) =>
        displayName({
          firstName: i.ownerFirstName,
          lastName: i.ownerLastName,
          accountType: i.ownerAccountType,
          companyName: i.ownerCompanyName,
        }),
    ],
    ['ownerUsername', (i) => i.ownerUsername],
    ['createdAt', (i) => i.createdAt],
    ['removedAt', (i) => i.deletedAt],
  ],
};

/** Every row of the table, a page at a time. */
async function* pagesOf<Row>(db: Db, table: ExportTable<Row>) {
  let cursor: Cursor | null = null;
  for (;;) {
    const page = await table.readPage(db, cursor);
    if (page.length > 0) yield page;
    if (page.length < EXPORT_PAGE_SIZE) return;
    const last = page.at(-1);
    if (!last) return;
    cursor = { at: last.cursor, id: last.id };
  }
}

/** CSV has no lists: a listing's pickup options are joined with `|`. */
const csvValue = (value: ExportValue): CsvValue => (Array.isArray(value) ? value.join('|') : value);

/**
 * The whole export as text chunks, one per page read: CSV (its byte order
 * mark and header first), or a JSON array of objects, one a line.
 */
export async function* exportChunks<Row>(
  db: Db,
  table: ExportTable<Row>,
  format: ExportFormat,
): AsyncGenerator<string> {
  const names = table.columns.map(([name]) => name);
  const valuesOf = (row: Row) => table.columns.map(([, fill]) => fill(row));
  if (format === 'csv') {
    yield CSV_BOM + csvLine(names);
    for await (const page of pagesOf(db, table)) {
      yield page.map((row) => csvLine(valuesOf(row).map(csvValue))).join('');
    }
    return;
  }
  // `[`, then each object on a line of its own, commas between them, then `]`.
  const objectOf = (row: Row) => Object.fromEntries(table.columns.map(([name, fill]) => [name, fill(row)]));
  let separator = '\n';
  yield '[';
  for await (const page of pagesOf(db, table)) {
    yield separator + page.map((row) => JSON.stringify(objectOf(row))).join(',\n');
    separator = ',\n';
  }
  yield '\n]\n';
}
