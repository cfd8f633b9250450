/** An owner's earnings screen: balances from the ledger, each paid rental's line, payouts, the account. */
import type { Earnings } from '@shared/api-types';
import { and, desc, eq, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  bookings,
  items,
  ledgerEntries,
  ledgerTransactions,
  payments,
  payoutAccounts,
  payouts,
} from '../../db/schema';
import { ownerBalances } from './ledger/balances';
import { payoutAccountOf, payoutSummaryOf } from './payouts.service';

/** The newest lines and payouts the screen lists; the figures above them count everything. */
const LINES_SHOWN = 100;
const PAYOUTS_SHOWN = 50;

/** What the settle transaction credited the owner for this booking, if it was settled. */
const settledEarning = sql<string | null>`(
  SELECT -sum(${ledgerEntries.amountHalalas})
  FROM ${ledgerTransactions}
  JOIN ${ledgerEntries} ON ${ledgerEntries.transactionId} = ${ledgerTransactions.id}
  WHERE ${ledgerTransactions.bookingId} = ${bookings.id}
    AND ${ledgerTransactions.kind} = 'settle' AND ${ledgerEntries.account} = 'owner'
)`;

const ENDED = sql`${bookings.status} IN ('declined', 'expired', 'cancelled')`;

export async function earningsOf(db: Db, ownerId: string): Promise<Earnings> {
  const paidBookings = and(eq(bookings.ownerId, ownerId), isNotNull(payments.paidAt));
  const [balances, rows, [held], payoutRows, [account]] = await Promise.all([
    ownerBalances(db, ownerId),
    db
      .select({
        booking: bookings,
        itemTitle: items.title,
        settled: settledEarning,
      })
      .from(bookings)
      .innerJoin(payments, eq(payments.bookingId, bookings.id))
      .innerJoin(items, eq(items.id, bookings.itemId))
      .where(paidBookings)
      .orderBy(desc(bookings.startDate), desc(bookings.id))
      .limit(LINES_SHOWN),
    db
      .select({ total: sql<string>`coalesce(sum(${bookings.ownerEarningHalalas}), 0)` })
      .from(bookings)
      .innerJoin(payments, eq(payments.bookingId, bookings.id))
      .where(and(paidBookings, sql`NOT ${ENDED}`, sql`${bookings.status} <> 'completed'`)),
    db
      .select()
      .from(payouts)
      .where(eq(payouts.ownerId, ownerId))
      .orderBy(desc(payouts.createdAt))
      .limit(PAYOUTS_SHOWN),
    db.select().from(payoutAccounts).where(eq(payoutAccounts.userId, ownerId)),
  ]);
  const lines = rows.flatMap(({ booking, itemTitle, settled }) => {
    const ended = ['declined', 'expired', 'cancelled', 'completed'].includes(booking.status);
    if (settled === null && ended) return [];
    return [
      {
        bookingId: booking.id,
        itemTitle,
        startDate: booking.startDate,
        endDate: booking.endDate,
        bookingStatus: booking.status,
        amount: settled === null ? (booking.ownerEarningHalalas ?? 0) : Number(settled),
        state: settled === null ? ('pending' as const) : ('available' as const),
      },
    ];
  });
  return {
    pending: Number(held?.total ?? 0),
    available: balances.available,
    inTransit: balances.inTransit,
    paidOut: balances.paidOut,
    lines,
    payouts: payoutRows.map(payoutSummaryOf),
    account: account ? payoutAccountOf(account) : null,
  };
}
