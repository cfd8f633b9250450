/**
 * GET /api/admin/reports/best-selling: the items whose completed rentals
 * brought the most in the chosen days (Riyadh, both inclusive), removed
 * items included since their rentals happened (docs/decisions/0024).
 */
import { sql } from 'drizzle-orm';
import type { BestSellingRow } from '../../../shared/api-types';
import type { BestSellingQuery } from '../../../shared/schemas/admin';
import { type Db, selectRows } from '../../db/client';
import { bookings, items, users } from '../../db/schema';
import { money, riyadhDays } from './admin-sql';

export async function bestSelling(db: Db, query: BestSellingQuery): Promise<BestSellingRow[]> {
  const revenue = sql`sum(${bookings.totalCost})`;
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
    sql`SELECT ${items.id} AS "id", ${items.title} AS "title", ${users.id} AS "ownerId",
        ${users.firstName} AS "firstName", ${users.lastName} AS "lastName", ${users.companyName} AS "companyName",
        count(*)::int AS "bookingsCount", ${money(revenue)} AS "totalRevenue"
      FROM ${bookings}
      INNER JOIN ${items} ON ${items.id} = ${bookings.itemId}
      INNER JOIN ${users} ON ${users.id} = ${items.ownerId}
      WHERE ${bookings.status} = 'completed'
        AND ${riyadhDays(bookings.completedAt, query.startDate, query.endDate)}
      GROUP BY ${items.id}, ${users.id}
      ORDER BY ${revenue} DESC, count(*) DESC, ${items.title}, ${items.id}
      LIMIT ${query.limit}`,
  );
  return rows.map(({ id, title, ownerId, firstName, lastName, companyName, ...totals }) => ({
    item: { id, title, owner: { id: ownerId, firstName, lastName, companyName } },
    ...totals,
  }));
}
