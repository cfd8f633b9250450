/** The admin listings table (GET /api/admin/items): every listing not removed, whoever owns it. */

import type { AdminItem } from '@shared/api-types';
import { todayInRiyadh } from '@shared/bookings';
import type { AdminItemsQuery } from '@shared/schemas/admin';
import { and, count, desc, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { displayNameColumns } from '../../db/display-name-columns';
import { bookings, categories, items, users } from '../../db/schema';
import { analyseTerm, type SearchTerm, searchTerm, withSearchSettings } from '../items';

/** Statuses of a booking a removal touches while it is not over (AdminItem.upcomingBookings). */
const UPCOMING_STATUSES = sql`('pending', 'confirmed', 'active')`;

/** Bookings of the row's item not yet over, counted per row of the page (bookings_item_idx). */
const upcomingBookings = (today: string) =>
  sql<number>`(SELECT count(*) FROM ${bookings}
    WHERE ${bookings.itemId} = ${items.id} AND ${bookings.status} IN ${UPCOMING_STATUSES}
      AND ${bookings.endDate} >= ${today})`.mapWith(Number);

function selectAdminItems(db: Db, today: string) {
  return db
    .select({
      id: items.id,
      title: items.title,
      description: items.description,
      dailyRate: items.dailyRate,
      isAvailable: items.isAvailable,
      images: items.images,
      city: items.city,
      createdAt: items.createdAt,
      owner: {
        id: users.id,
        ...displayNameColumns,
        suspendedAt: users.suspendedAt,
      },
      category: { id: categories.id, name: categories.name },
      upcomingBookings: upcomingBookings(today),
    })
    .from(items)
    .innerJoin(users, eq(users.id, items.ownerId))
    .innerJoin(categories, eq(categories.id, items.categoryId));
}

type AdminItemRow = Awaited<ReturnType<ReturnType<typeof selectAdminItems>['execute']>>[number];

function toAdminItem({ owner, createdAt, ...row }: AdminItemRow): AdminItem {
  const { suspendedAt, ...ownerFields } = owner;
  return {
    ...row,
    createdAt: createdAt.toISOString(),
    owner: { ...ownerFields, suspended: suspendedAt !== null },
  };
}

/**
 * One page of listings and how many there are. Without a term, newest first
 * (items_created_idx, backwards); with one, the marketplace's own search over
 * title and description, best match first.
 */
export async function listAdminItems(
  db: Db,
  query: AdminItemsQuery,
): Promise<{ rows: AdminItem[]; total: number }> {
  const newest = [desc(items.createdAt), desc(items.id)];
  const run = async (tx: Db, search: SearchTerm | undefined) => {
    const conditions = and(isNull(items.deletedAt), search?.condition);
    const order: SQL[] = search ? [sql`${search.rank} DESC`, ...newest] : newest;
    const rows = await selectAdminItems(tx, todayInRiyadh())
      .where(conditions)
      .orderBy(...order)
      .limit(query.limit)
      .offset(query.offset);
    const [counted] = await tx.select({ total: count() }).from(items).where(conditions);
    return { rows: rows.map(toAdminItem), total: counted?.total ?? 0 };
  };
  const term = query.search;
  if (!term) return run(db, undefined);
  return withSearchSettings(db, async (tx) => {
    // A term with nothing to look for (only words left out) finds nothing, as the marketplace's does.
    const search = searchTerm(term, await analyseTerm(tx, term));
    return search ? run(tx, search) : { rows: [], total: 0 };
  });
}
