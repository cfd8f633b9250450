/**
 * The books (docs/decisions/0044-payments.md and 0047-money-architecture.md, "The ledger"): every
 * movement of money is one transaction of entries summing to zero, debits positive and credits
 * negative, built by movements.ts and posted here, in the database transaction that changes what
 * the money is for. The database refuses an unbalanced transaction and a balance beyond its bound
 * at commit, any change to a written row, and a time other than its own (migrations 0019, 0022);
 * this refuses them earlier, with the caller's mistake named.
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { type LedgerAccount, type LedgerKind, ledgerEntries, ledgerTransactions } from '../../../db/schema';

/** One entry of a transaction: a debit is positive, a credit negative, in halalas. */
export interface LedgerLine {
  account: LedgerAccount;
  amount: number;
  /** The owner, for `owner` and `payouts_in_transit`. */
  userId?: string;
  /** The booking, for `escrow`, `deposits`, `refunds_owed` and `goodwill`. */
  bookingId?: string;
}

export interface LedgerPosting {
  /** Once per event ("charge:<payment id>"): the same posting again posts nothing. */
  key: string;
  kind: LedgerKind;
  bookingId?: string;
  paymentId?: string;
  refundId?: string;
  payoutId?: string;
  lines: LedgerLine[];
}

const PER_OWNER: readonly LedgerAccount[] = ['owner', 'payouts_in_transit'];
const PER_BOOKING: readonly LedgerAccount[] = ['escrow', 'deposits', 'refunds_owed', 'goodwill'];

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
 * A key posted before with other entries or another kind: two different events were given the same
 * key, and the second would have been silently lost.
 */
export class LedgerKeyReusedError extends Error {
  constructor(key: string) {
    super(`Ledger key ${key} was posted before with other entries`);
    this.name = 'LedgerKeyReusedError';
  }
}

/** The lines as comparable text, in a fixed order. */
function fingerprintOf(
  kind: string,
  lines: readonly { account: string; amount: number; userId?: string | null; bookingId?: string | null }[],
): string {
  const each = lines.map(
    (line) => `${line.account}|${line.userId ?? ''}|${line.bookingId ?? ''}|${line.amount}`,
  );
  return `${kind}:${each.sort().join(',')}`;
}

/**
 * Posts one transaction and its entries, in `tx`: call it inside the database transaction that makes
 * the change the money follows, so both are written or neither. Answers false, posting nothing, when
 * this very posting was made before (a retried or repeated event); throws `LedgerKeyReusedError` when
 * its key was used for other entries. A concurrent posting of the same key waits for the first to
 * commit and is then compared with it.
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
  if (!posted) {
    await assertSamePosting(tx, input);
    return false;
  }
  // The database sets each row's time (ledger_*_time_from_database): the transaction's start,
  // the same for the transaction and its entries, so both fall on the same day in every report.
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

async function assertSamePosting(tx: Db, input: LedgerPosting): Promise<void> {
  const rows = await tx
    .select({
      kind: ledgerTransactions.kind,
      account: ledgerEntries.account,
      userId: ledgerEntries.userId,
      bookingId: ledgerEntries.bookingId,
      amount: ledgerEntries.amountHalalas,
    })
    .from(ledgerTransactions)
    .innerJoin(ledgerEntries, eq(ledgerEntries.transactionId, ledgerTransactions.id))
    .where(eq(ledgerTransactions.key, input.key));
  const kind = rows[0]?.kind ?? '';
  if (fingerprintOf(kind, rows) !== fingerprintOf(input.kind, input.lines)) {
    throw new LedgerKeyReusedError(input.key);
  }
}
