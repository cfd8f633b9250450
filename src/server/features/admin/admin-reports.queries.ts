/**
 * GET /api/admin/reports/best-selling: the items whose completed rentals
 * brought the most in the chosen days (Riyadh, both inclusive), removed
 * items included since their rentals happened (docs/decisions/0024).
 */

import type { BestSellingRow } from '@shared/api-types';
import type { BestSellingQuery } from '@shared/schemas/admin';
import { sql } from 'drizzle-orm';
import { type Db, selectRows } from '../../db/client';
import { bookings, items, users } from '../../db/schema';
import { money, riyadhDays } from './admin-sql';

/**
 * The completed rentals of the days are summed per item first (bookings_completed_idx),
 * and only the best `limit` items are joined to their titles and owners.
 */
export async function bestSelling(db: Db, query: BestSellingQuery): Promise<BestSellingRow[]> {
  const rows = await selectRows<{
    id: string;
    title: string;
    ownerId: string;
    firstName: string;
    lastName: string;
    companyName: string | null;
    bookingsCount: number;
    totalRevenue: string;
  }>(
    db,
    sql`WITH sold AS (
        SELECT ${bookings.itemId} AS item_id, count(*)::int AS bookings_count, sum(${bookings.totalCost}) AS revenue
        FROM ${bookings}
        WHERE ${bookings.status} = 'completed'
          AND ${riyadhDays(bookings.completedAt, query.startDate, query.endDate)}
        GROUP BY ${bookings.itemId}
        ORDER BY revenue DESC, bookings_count DESC, ${bookings.itemId}
        LIMIT ${query.limit}
      )
      SELECT ${items.id} AS "id", ${items.title} AS "title", ${users.id} AS "ownerId",
        ${users.firstName} AS "firstName", ${users.lastName} AS "lastName", ${users.companyName} AS "companyName",
        sold.bookings_count AS "bookingsCount", ${money(sql`sold.revenue`)} AS "totalRevenue"
      FROM sold
      INNER JOIN ${items} ON ${items.id} = sold.item_id
      INNER JOIN ${users} ON ${users.id} = ${items.ownerId}
      ORDER BY sold.revenue DESC, sold.bookings_count DESC, ${items.title}, ${items.id}`,
  );
  return rows.map(({ id, title, ownerId, firstName, lastName, companyName, ...totals }) => ({
    item: { id, title, owner: { id: ownerId, firstName, lastName, companyName } },
    ...totals,
  }));
}
