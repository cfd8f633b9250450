/**
 * What the ledger says is held, owed and earned: one statement each, over the indexes of
 * ledger_entries (schema.ts). Liabilities are credits, so a balance held for someone is the negated
 * sum of its entries. Amounts are halalas; PostgreSQL sums bigints as numeric, read here as numbers
 * (far below 2^53).
 */
import { SAUDI_TIME_ZONE } from '@shared/constants';
import { and, eq, sql } from 'drizzle-orm';
import { type Db, oneRow, selectRows } from '../../../db/client';
import { LEDGER_ACCOUNTS, type LedgerAccount, ledgerEntries, ledgerTransactions } from '../../../db/schema';

export interface OwnerBalances {
  /** Earned and not yet paid out: what a payout may take. */
  available: number;
  /** Sent to the gateway, not yet paid or failed. */
  inTransit: number;
  /** Paid to the owner's bank, all time (less what the bank sent back). */
  paidOut: number;
}

const moment = (at: Date) => sql`${at.toISOString()}::timestamptz`;

/** An owner's money in the ledger (ledger_entries_user_idx). */
export async function ownerBalances(db: Db, ownerId: string): Promise<OwnerBalances> {
  const row = oneRow(
    await selectRows<{ available: string; in_transit: string; paid_out: string }>(
      db,
      sql`
        SELECT
          -coalesce(sum(e.amount_halalas) FILTER (WHERE e.account = 'owner'), 0) AS available,
          -coalesce(sum(e.amount_halalas) FILTER (WHERE e.account = 'payouts_in_transit'), 0) AS in_transit,
          coalesce(sum(e.amount_halalas) FILTER (
            WHERE e.account = 'payouts_in_transit' AND t.kind = 'payout_paid'
          ), 0) + coalesce(sum(e.amount_halalas) FILTER (
            WHERE e.account = 'owner' AND t.kind = 'payout_returned'
          ), 0) AS paid_out
        FROM ledger_entries e
        JOIN ledger_transactions t ON t.id = e.transaction_id
        WHERE e.account IN ('owner', 'payouts_in_transit') AND e.user_id = ${ownerId}
      `,
    ),
    "an owner's balances",
  );
  return {
    available: Number(row.available),
    inTransit: Number(row.in_transit),
    paidOut: Number(row.paid_out),
  };
}

async function heldFor(
  db: Db,
  account: 'escrow' | 'deposits' | 'refunds_owed',
  bookingId: string,
): Promise<number> {
  const row = oneRow(
    await selectRows<{ held: string }>(
      db,
      sql`
        SELECT -coalesce(sum(amount_halalas), 0) AS held
        FROM ledger_entries
        WHERE booking_id = ${bookingId} AND account = ${account}
      `,
    ),
    `the ${account} of a booking`,
  );
  return Number(row.held);
}

/**
 * What the booking's settle transaction credited its owner (all of the earning after the rental, the
 * share kept after a late cancellation); null before it is settled.
 */
export async function settledEarningOf(db: Db, bookingId: string): Promise<number | null> {
  const [settled] = await db
    .select({
      earning: sql<string>`coalesce(-sum(${ledgerEntries.amountHalalas}) FILTER (WHERE ${ledgerEntries.account} = 'owner'), 0)`,
    })
    .from(ledgerTransactions)
    .innerJoin(ledgerEntries, eq(ledgerEntries.transactionId, ledgerTransactions.id))
    .where(and(eq(ledgerTransactions.bookingId, bookingId), eq(ledgerTransactions.kind, 'settle')))
    .groupBy(ledgerTransactions.id);
  return settled ? Number(settled.earning) : null;
}

/** What is still held for a booking: paid, not yet refunded, settled or decided to be refunded. */
export function escrowOf(db: Db, bookingId: string): Promise<number> {
  return heldFor(db, 'escrow', bookingId);
}

/** The renter's deposit still held for a booking: collected, not yet refunded or kept for a claim. */
export function depositHeldOf(db: Db, bookingId: string): Promise<number> {
  return heldFor(db, 'deposits', bookingId);
}

/** A booking's deposit in the ledger: what is held now, and what a claim kept for the owner. */
export async function depositOf(db: Db, bookingId: string): Promise<{ held: number; kept: number }> {
  const row = oneRow(
    await selectRows<{ held: string; kept: string }>(
      db,
      sql`
        SELECT -coalesce(sum(e.amount_halalas), 0) AS held,
          coalesce(sum(e.amount_halalas) FILTER (WHERE t.kind = 'deposit_kept'), 0) AS kept
        FROM ledger_entries e
        JOIN ledger_transactions t ON t.id = e.transaction_id
        WHERE e.booking_id = ${bookingId} AND e.account = 'deposits'
      `,
    ),
    'the deposit of a booking',
  );
  return { held: Number(row.held), kept: Number(row.kept) };
}

/** The refunds of a booking that are decided and not yet made by the gateway. */
export function refundsOwedOf(db: Db, bookingId: string): Promise<number> {
  return heldFor(db, 'refunds_owed', bookingId);
}

/**
 * The net movement of each account in [from, to), as the entries write it: debits positive, credits
 * negative (the gateway's takings positive, a liability's growth negative). Every account is named,
 * 0 when nothing moved; the values sum to zero. Reads ledger_entries_account_created_idx once per account.
 */
export async function accountTotals(
  db: Db,
  range: { from: Date; to: Date },
): Promise<Record<LedgerAccount, number>> {
  const accounts = sql.join(
    LEDGER_ACCOUNTS.map((account) => sql`${account}`),
    sql`, `,
  );
  const rows = await selectRows<{ account: LedgerAccount; total: string }>(
    db,
    sql`
      SELECT a.account, (
        SELECT coalesce(sum(e.amount_halalas), 0)
        FROM ledger_entries e
        WHERE e.account = a.account AND e.created_at >= ${moment(range.from)} AND e.created_at < ${moment(range.to)}
      ) AS total
      FROM unnest(ARRAY[${accounts}]::text[]) AS a(account)
    `,
  );
  const totals = Object.fromEntries(LEDGER_ACCOUNTS.map((account) => [account, 0])) as Record<
    LedgerAccount,
    number
  >;
  for (const row of rows) totals[row.account] = Number(row.total);
  return totals;
}

export interface FeesOfDay {
  /** A calendar day in Riyadh, YYYY-MM-DD. */
  day: string;
  /** Service fees and commissions earned that day. */
  fees: number;
  /** The VAT on them, owed to ZATCA. */
  vat: number;
}

/**
 * The platform's revenue by Riyadh day for the entries written in [from, to): the net credit to
 * platform_fees and to vat, as positive numbers. Days with neither are left out; oldest first.
 */
export async function feesEarnedByDay(db: Db, range: { from: Date; to: Date }): Promise<FeesOfDay[]> {
  const rows = await selectRows<{ day: string; fees: string; vat: string }>(
    db,
    sql`
      SELECT
        to_char((created_at AT TIME ZONE ${SAUDI_TIME_ZONE})::date, 'YYYY-MM-DD') AS day,
        -coalesce(sum(amount_halalas) FILTER (WHERE account = 'platform_fees'), 0) AS fees,
        -coalesce(sum(amount_halalas) FILTER (WHERE account = 'vat'), 0) AS vat
      FROM ledger_entries
      WHERE account IN ('platform_fees', 'vat')
        AND created_at >= ${moment(range.from)} AND created_at < ${moment(range.to)}
      GROUP BY 1
      ORDER BY 1
    `,
  );
  return rows.map((row) => ({ day: row.day, fees: Number(row.fees), vat: Number(row.vat) }));
}
