/**
 * GET /api/admin/reports/best-selling: the items whose rentals earned Ajjir the
 * most fees in the chosen days (Riyadh, both inclusive), as the ledger wrote
 * them (docs/decisions/0045), removed items included since their rentals happened
 * (docs/decisions/0024).
 */

import type { BestSellingRow } from '@shared/api-types';
import type { BestSellingQuery } from '@shared/schemas/admin';
import { sql } from 'drizzle-orm';
import { type Db, selectRows } from '../../db/client';
import { bookings, items, ledgerEntries, ledgerTransactions, users } from '../../db/schema';
import { money, riyadhDays } from './admin-sql';

/**
 * The fees the ledger earned in the days (platform_fees entries: a settlement credits them, an
 * administrator's refund out of the fees debits them) are summed per item first, through each
 * entry's transaction and its booking (ledger_entries_account_created_idx), and only the best
 * `limit` items are joined to their titles and owners. A booking counts once however many of its
 * transactions fall in the days.
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
        SELECT ${bookings.itemId} AS item_id, count(DISTINCT ${bookings.id})::int AS bookings_count,
          -sum(${ledgerEntries.amountHalalas}) / 100.0 AS revenue
        FROM ${ledgerEntries}
        INNER JOIN ${ledgerTransactions} ON ${ledgerTransactions.id} = ${ledgerEntries.transactionId}
        INNER JOIN ${bookings} ON ${bookings.id} = ${ledgerTransactions.bookingId}
        WHERE ${ledgerEntries.account} = 'platform_fees'
          AND ${riyadhDays(ledgerEntries.createdAt, query.startDate, query.endDate)}
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
