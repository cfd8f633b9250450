/** An owner's earnings screen: balances from the ledger, each paid rental's line, payouts, the account. */
import type { Earnings } from '@shared/api-types';
import { and, desc, eq, isNotNull, sql } from 'drizzle-orm';
import type { PayoutPolicy } from '../../config/config';
import type { Db } from '../../db/client';
import { bookings, claims, invoices, items, payments, payoutAccounts, payouts } from '../../db/schema';
import { ownerSettledSql } from '../bookings';
import { earningHoldOf, earningStateOf, payoutsCovering } from './earning-states';
import { ownerBalances } from './ledger/balances';
import { payoutBlockersOf } from './payout-rules';
import { payoutAccountOf, payoutSummaryOf } from './payouts.service';

/** The newest lines and payouts the screen lists; the figures above them count everything. */
const LINES_SHOWN = 100;
const PAYOUTS_SHOWN = 50;

/** Ajjir's invoice to the owner for its commission on this booking, issued when it was settled. */
const commissionInvoiceId = sql<string | null>`(
  SELECT min(${invoices.id}::text) FROM ${invoices}
  WHERE ${invoices.bookingId} = ${bookings.id} AND ${invoices.supply} = 'commission'
)`;

/**
 * The rentals whose earning the owner has or will have: settled (released after the claim window, or
 * ended with money kept), or accepted, paid and held (confirmed, under way, returned with the claim
 * window open: docs/decisions/0056). A request not yet accepted is not counted: the owner may still
 * decline it, and then none of it is theirs.
 */
const HELD = sql`(${bookings.status} IN ('confirmed', 'active') OR (${bookings.status} = 'completed' AND ${ownerSettledSql} IS NULL))`;
const EARNING = sql`(${ownerSettledSql} IS NOT NULL OR ${HELD})`;

export async function earningsOf(db: Db, ownerId: string, policy: PayoutPolicy): Promise<Earnings> {
  const paidBookings = and(eq(bookings.ownerId, ownerId), isNotNull(payments.paidAt));
  const [balances, rows, [held], payoutRows, [account], blockers, covering] = await Promise.all([
    ownerBalances(db, ownerId),
    db
      .select({
        booking: bookings,
        itemTitle: items.title,
        settled: ownerSettledSql,
        commissionInvoiceId,
        claim: { status: claims.status, answerDueAt: claims.answerDueAt, disputedAt: claims.disputedAt },
      })
      .from(bookings)
      .innerJoin(payments, eq(payments.bookingId, bookings.id))
      .innerJoin(items, eq(items.id, bookings.itemId))
      .leftJoin(claims, eq(claims.bookingId, bookings.id))
      .where(and(paidBookings, EARNING))
      .orderBy(desc(bookings.startDate), desc(bookings.id))
      .limit(LINES_SHOWN),
    db
      .select({ total: sql<string>`coalesce(sum(${bookings.ownerEarningHalalas}), 0)` })
      .from(bookings)
      .innerJoin(payments, eq(payments.bookingId, bookings.id))
      .where(and(paidBookings, HELD)),
    db
      .select()
      .from(payouts)
      .where(eq(payouts.ownerId, ownerId))
      .orderBy(desc(payouts.createdAt))
      .limit(PAYOUTS_SHOWN),
    db.select().from(payoutAccounts).where(eq(payoutAccounts.userId, ownerId)),
    payoutBlockersOf(db, ownerId, policy),
    payoutsCovering(db, ownerId),
  ]);
  const lines = rows.map(({ booking, itemTitle, settled, commissionInvoiceId, claim }) => ({
    bookingId: booking.id,
    itemTitle,
    startDate: booking.startDate,
    endDate: booking.endDate,
    bookingStatus: booking.status,
    amount: settled === null ? (booking.ownerEarningHalalas ?? 0) : Number(settled),
    ...earningStateOf(settled !== null, covering.get(booking.id)),
    commissionInvoiceId,
    ...earningHoldOf(booking, settled !== null, policy.claimWindowHours, claim),
  }));
  return {
    pending: Number(held?.total ?? 0),
    available: balances.available,
    inTransit: balances.inTransit,
    paidOut: balances.paidOut,
    lines,
    payouts: payoutRows.map(payoutSummaryOf),
    account: account ? payoutAccountOf(account, policy) : null,
    blockers,
  };
}
