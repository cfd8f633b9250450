/**
 * After every money scenario a test asks: are the books still sound? (ledger/invariants.ts)
 *   await expectLedgerSound(t.database.db);
 */
import { expect } from 'vitest';
import type { Db } from '../db/client';
import { checkLedger } from '../features/payments/ledger/invariants';

/** Fails the test with the ledger's problems listed, if it has any. Answers how many transactions it holds. */
export async function expectLedgerSound(db: Db): Promise<number> {
  const { transactions, problems } = await checkLedger(db);
  expect(problems, 'the ledger breaks its invariants').toEqual([]);
  return transactions;
}
