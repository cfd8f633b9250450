/**
 * The books (docs/decisions/0044-payments.md, "The ledger"): every movement of money is one
 * transaction of entries summing to zero, debits positive and credits negative, written in the
 * database transaction that changes what the money is for. The database refuses an unbalanced
 * transaction at commit and any change to a written row (migration 0019); this refuses them earlier,
 * with the caller's mistake named.
 */
import type { Db } from '../../../db/client';
import { type LedgerAccount, type LedgerKind, ledgerEntries, ledgerTransactions } from '../../../db/schema';

/** One entry of a transaction: a debit is positive, a credit negative, in halalas. */
export interface LedgerLine {
  account: LedgerAccount;
  amount: number;
  /** The owner, for `owner` and `payouts_in_transit`. */
  userId?: string;
  /** The booking, for `escrow` and `refunds_owed`. */
  bookingId?: string;
}

export interface LedgerPosting {
  /** Once per event ("charge:<payment id>"): a second posting with the same key posts nothing. */
  key: string;
  kind: LedgerKind;
  bookingId?: string;
  paymentId?: string;
  refundId?: string;
  payoutId?: string;
  lines: LedgerLine[];
}

const PER_OWNER: readonly LedgerAccount[] = ['owner', 'payouts_in_transit'];
const PER_BOOKING: readonly LedgerAccount[] = ['escrow', 'refunds_owed'];

/** Throws an Error naming what is wrong with `lines`, unless they make a transaction. */
export function assertBalanced(lines: readonly LedgerLine[]): void {
  if (lines.length < 2)
    throw new Error(`A ledger transaction needs two entries or more, not ${lines.length}`);
  let sum = 0;
  for (const line of lines) {
    if (!Number.isSafeInteger(line.amount) || line.amount === 0) {
      throw new Error(`A ledger entry's amount is a non-zero whole number of halalas, not ${line.amount}`);
    }
    if (PER_OWNER.includes(line.account) && !line.userId) {
      throw new Error(`A ${line.account} entry names its owner`);
    }
    if (PER_BOOKING.includes(line.account) && !line.bookingId) {
      throw new Error(`A ${line.account} entry names its booking`);
    }
    sum += line.amount;
  }
  if (sum !== 0) throw new Error(`A ledger transaction's entries sum to zero, these to ${sum}`);
}

/**
 * Posts one transaction and its entries, in `tx`: call it inside the database transaction that makes
 * the change the money follows, so both are written or neither. Answers false, posting nothing, when
 * a transaction with this key was posted before (a retried or repeated event); a concurrent posting
 * of the same key waits for the first to commit and then posts nothing.
 */
export async function postTransaction(tx: Db, input: LedgerPosting): Promise<boolean> {
  assertBalanced(input.lines);
  const [posted] = await tx
    .insert(ledgerTransactions)
    .values({
      key: input.key,
      kind: input.kind,
      bookingId: input.bookingId ?? null,
      paymentId: input.paymentId ?? null,
      refundId: input.refundId ?? null,
      payoutId: input.payoutId ?? null,
    })
    .onConflictDoNothing({ target: ledgerTransactions.key })
    .returning({ id: ledgerTransactions.id });
  if (!posted) return false;
  // Entries take created_at from now(), the database transaction's start, as the transaction did:
  // an entry falls on the same day as its transaction in every report.
  await tx.insert(ledgerEntries).values(
    input.lines.map((line) => ({
      transactionId: posted.id,
      account: line.account,
      userId: line.userId ?? null,
      bookingId: line.bookingId ?? null,
      amountHalalas: line.amount,
    })),
  );
  return true;
}
