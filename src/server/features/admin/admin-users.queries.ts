/** The admin users table and an account's page (GET /api/admin/users, /users/{id}). */

import type { AdminUser, AdminUserDetail } from '@shared/api-types';
import type { AdminUsersQuery } from '@shared/schemas/admin';
import { and, count, desc, eq, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import { type Db, oneRow, selectRows } from '../../db/client';
import { literalLike } from '../../db/like';
import { bookings, items, users } from '../../db/schema';
import { toUser } from '../auth';
import { findUserById, type UserRow } from '../users';
import { money } from './admin-sql';

/** A typed term as a LIKE pattern that matches it anywhere: `%`, `_` and `\` stand for themselves. */
function containsPattern(term: string): string {
  return `%${literalLike(term)}%`;
}

/**
 * Accounts whose names, company, username or e-mail contain the term,
 * without case and with Arabic spellings folded: `search_text` (migration
 * 0012) is that text through ajjir_search_normalize, and so is the term.
 * users_search_text_trgm_idx finds the candidates.
 */
function matchingUsers(term: string): SQL {
  return sql`${users}.search_text LIKE ajjir_search_normalize(${containsPattern(term)})`;
}

function usersConditions(query: AdminUsersQuery): SQL | undefined {
  return and(
    query.search ? matchingUsers(query.search) : undefined,
    query.suspended === 'true' ? isNotNull(users.suspendedAt) : undefined,
    query.suspended === 'false' ? isNull(users.suspendedAt) : undefined,
  );
}

/**
 * Newest first. With a term, the order is an expression the planner cannot
 * read from users_joined_at_idx, so it finds the few matches through the
 * trigram index and sorts them, rather than walking every account from the
 * newest and testing each (as items.queries.ts does for search).
 */
function newestFirst(searching: boolean): SQL[] {
  const joined = searching ? sql`(${users.joinedAt} + interval '0 seconds')` : sql`${users.joinedAt}`;
  return [sql`${joined} DESC`, desc(users.id)];
}

/** An account as administrators see it: the member's answer, and when they closed it. */
export function toAdminUser(row: UserRow): AdminUser {
  return { ...toUser(row), closedAt: row.closedAt?.toISOString() ?? null };
}

/** One page of accounts, newest first, and how many match in all. */
export async function listAdminUsers(
  db: Db,
  query: AdminUsersQuery,
): Promise<{ rows: AdminUser[]; total: number }> {
  const conditions = usersConditions(query);
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(users)
      .where(conditions)
      .orderBy(...newestFirst(query.search !== undefined))
      .limit(query.limit)
      .offset(query.offset),
    db.select({ total: count() }).from(users).where(conditions),
  ]);
  return { rows: rows.map(toAdminUser), total: counted?.total ?? 0 };
}

/** What an account has done, in one query of sub-selects (each reads an index on owner or renter). */
async function activityOf(db: Db, id: string): Promise<AdminUserDetail['stats']> {
  const rows = await selectRows<AdminUserDetail['stats']>(
    db,
    sql`SELECT
      (SELECT count(*) FROM ${items} WHERE ${items.ownerId} = ${id} AND ${items.deletedAt} IS NULL)::int AS "listings",
      (SELECT count(*) FROM ${items}
        WHERE ${items.ownerId} = ${id} AND ${items.deletedAt} IS NULL AND ${items.isAvailable})::int AS "activeListings",
      (SELECT count(*) FROM ${bookings} WHERE ${bookings.renterId} = ${id})::int AS "bookingsAsRenter",
      (SELECT count(*) FROM ${bookings} WHERE ${bookings.ownerId} = ${id})::int AS "bookingsAsOwner",
      (SELECT count(*) FROM ${bookings}
        WHERE ${bookings.ownerId} = ${id} AND ${bookings.status} = 'completed')::int AS "completedAsOwner",
      (SELECT ${money(sql`sum(${bookings.ownerEarningHalalas}) / 100.0`)} FROM ${bookings}
        WHERE ${bookings.ownerId} = ${id} AND ${bookings.status} = 'completed') AS "earnedAsOwner"`,
  );
  return oneRow(rows, "the user's statistics");
}

/** An account and what it has done. */
export async function findAdminUserDetail(db: Db, id: string): Promise<AdminUserDetail | undefined> {
  const [user, stats] = await Promise.all([findUserById(db, id), activityOf(db, id)]);
  return user && { ...toAdminUser(user), stats };
}

/** The account, locked until the transaction ends: two administrators acting on it go one after the other. */
export async function lockUser(tx: Db, id: string): Promise<UserRow | undefined> {
  const [user] = await tx.select().from(users).where(eq(users.id, id)).for('update');
  return user;
}
