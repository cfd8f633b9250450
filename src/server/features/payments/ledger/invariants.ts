/**
 * What must always hold of the books (docs/decisions/0044-payments.md, "The ledger"), checked in
 * SQL over the whole ledger: by the tests after every money scenario, and by the administrators'
 * reconciliation. One statement, so every check reads the same snapshot even while money moves.
 */
import { sql } from 'drizzle-orm';
import { type Db, selectRows } from '../../../db/client';

export interface LedgerCheck {
  /** How many transactions the ledger holds. */
  transactions: number;
  /** Each broken rule, in words naming the transaction, booking or owner; none when the books are sound. */
  problems: string[];
}

/**
 * - every transaction has two entries or more, and they sum to zero;
 * - nothing held for a booking (escrow, refunds owed) or an owner (balance, payouts in transit) is
 *   below zero, and no booking's goodwill was paid back more than it was given (the database
 *   refuses these at commit too: migration 0022);
 * - an owner's balance is their settled earnings, less their payouts, plus their failed and
 *   returned payouts: no other kind of transaction touches it, and each touches it one way only;
 * - nothing reaches an owner for a booking still under way (awaiting payment, pending, confirmed,
 *   active): only a completed, cancelled, declined or expired booking is settled;
 * - a returned rental's earning reaches its owner only once its claim window has closed
 *   (`release_due_at`, docs/decisions/0056): never on the tap that marked it returned;
 * - a deposit is held whole or not at all (docs/decisions/0057-deposits.md): never a part of it,
 *   never by a booking that ended before its rental, and it reaches an owner (kept for a claim)
 *   only on a returned rental, exactly what its settled claim kept (0058);
 * - a booking that ended is settled whole: nothing is left in its escrow or deposits, except a
 *   returned rental's with a claim not yet settled, or whose claim window is still open (or closed less than a day ago, its job not yet run:
 *   later than that, it is reported, since no money may stay in escrow forever).
 */
export async function checkLedger(db: Db): Promise<LedgerCheck> {
  const rows = await selectRows<{ problem: string | null; transactions: string | null }>(
    db,
    sql`
      WITH sums AS (
        SELECT t.id, t.key, count(e.id) AS entries, coalesce(sum(e.amount_halalas), 0) AS total
        FROM ledger_transactions t
        LEFT JOIN ledger_entries e ON e.transaction_id = t.id
        GROUP BY t.id
      ),
      owner_entries AS (
        SELECT e.user_id, e.amount_halalas AS amount, t.id AS transaction_id, t.kind, t.booking_id
        FROM ledger_entries e
        JOIN ledger_transactions t ON t.id = e.transaction_id
        WHERE e.account = 'owner'
      )
      SELECT NULL AS problem, count(*)::text AS transactions FROM sums
      UNION ALL
      SELECT format('transaction %s (%s) sums to %s halalas, not 0', id, key, total), NULL
      FROM sums WHERE total <> 0
      UNION ALL
      SELECT format('transaction %s (%s) has %s entries; a transaction has two or more', id, key, entries), NULL
      FROM sums WHERE entries < 2
      UNION ALL
      SELECT format('%s balance of booking %s is %s halalas, below zero', account, booking_id, -sum(amount_halalas)), NULL
      FROM ledger_entries
      WHERE account IN ('escrow', 'deposits', 'refunds_owed')
      GROUP BY account, booking_id
      HAVING sum(amount_halalas) > 0
      UNION ALL
      SELECT format('goodwill of booking %s was paid back %s halalas more than it was given', booking_id, -sum(amount_halalas)), NULL
      FROM ledger_entries
      WHERE account = 'goodwill'
      GROUP BY booking_id
      HAVING sum(amount_halalas) < 0
      UNION ALL
      SELECT format('%s balance of owner %s is %s halalas, below zero', account, user_id, -sum(amount_halalas)), NULL
      FROM ledger_entries
      WHERE account IN ('owner', 'payouts_in_transit')
      GROUP BY account, user_id
      HAVING sum(amount_halalas) > 0
      UNION ALL
      SELECT format(
        'owner balance of owner %s is %s halalas, but settlements and deposits kept less payouts plus failed and returned payouts make %s',
        user_id, -sum(amount), sum(expected)
      ), NULL
      FROM (
        SELECT user_id, amount, CASE
          WHEN kind IN ('settle', 'deposit_kept') AND amount < 0 THEN -amount
          WHEN kind = 'payout' AND amount > 0 THEN -amount
          WHEN kind IN ('payout_failed', 'payout_returned') AND amount < 0 THEN -amount
          ELSE 0
        END AS expected
        FROM owner_entries
      ) AS owner_movements
      GROUP BY user_id
      HAVING -sum(amount) <> sum(expected)
      UNION ALL
      SELECT format(
        'owner %s is credited by transaction %s (%s) for booking %s, which is %s',
        o.user_id, o.transaction_id, o.kind, coalesce(o.booking_id::text, '(none)'), coalesce(b.status::text, 'not named')
      ), NULL
      FROM owner_entries o
      LEFT JOIN bookings b ON b.id = o.booking_id
      WHERE (o.kind = 'settle' AND (b.id IS NULL OR b.status NOT IN ('completed', 'cancelled', 'declined', 'expired')))
        OR (o.kind = 'deposit_kept' AND (b.id IS NULL OR b.status <> 'completed'))
      UNION ALL
      SELECT format(
        'owner %s is credited by transaction %s for booking %s before its claim window closed at %s',
        o.user_id, o.transaction_id, o.booking_id, b.release_due_at
      ), NULL
      FROM owner_entries o
      JOIN ledger_transactions t ON t.id = o.transaction_id
      JOIN bookings b ON b.id = o.booking_id
      WHERE o.kind = 'settle' AND b.status = 'completed' AND t.created_at < b.release_due_at
      UNION ALL
      SELECT format('booking %s is %s, yet its %s still holds %s halalas', b.id, b.status, e.account, -sum(e.amount_halalas)), NULL
      FROM ledger_entries e
      JOIN bookings b ON b.id = e.booking_id
      WHERE e.account IN ('escrow', 'deposits')
        AND (
          b.status IN ('cancelled', 'declined', 'expired')
          OR (b.status = 'completed' AND (b.release_due_at IS NULL OR b.release_due_at < now() - interval '1 day')
            -- A claim being answered or decided holds the rental's money until it is settled.
            AND NOT EXISTS (SELECT 1 FROM claims c WHERE c.booking_id = b.id AND c.status <> 'settled'))
        )
      GROUP BY b.id, b.status, e.account
      HAVING sum(e.amount_halalas) <> 0
      UNION ALL
      SELECT format('booking %s holds %s halalas of deposit, but its deposit is %s', b.id, -sum(e.amount_halalas), b.deposit_halalas), NULL
      FROM ledger_entries e
      JOIN bookings b ON b.id = e.booking_id
      WHERE e.account = 'deposits'
      GROUP BY b.id, b.deposit_halalas
      HAVING -sum(e.amount_halalas) NOT IN (0, b.deposit_halalas)
      UNION ALL
      SELECT format(
        'booking %s kept %s halalas of its deposit for the owner, but its claim kept %s',
        coalesce(c.booking_id, kept.booking_id), coalesce(kept.amount, 0), coalesce(c.kept_halalas, 0)
      ), NULL
      FROM (SELECT booking_id, kept_halalas FROM claims WHERE status = 'settled') c
      FULL JOIN (
        SELECT t.booking_id, sum(e.amount_halalas) AS amount
        FROM ledger_transactions t JOIN ledger_entries e ON e.transaction_id = t.id
        WHERE t.kind = 'deposit_kept' AND e.account = 'deposits'
        GROUP BY t.booking_id
      ) kept ON kept.booking_id = c.booking_id
      WHERE coalesce(kept.amount, 0) <> coalesce(c.kept_halalas, 0)
    `,
  );
  let transactions = 0;
  const problems: string[] = [];
  for (const row of rows) {
    if (row.transactions !== null) transactions = Number(row.transactions);
    if (row.problem !== null) problems.push(row.problem);
  }
  return { transactions, problems };
}
