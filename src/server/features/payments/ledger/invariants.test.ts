/**
 * checkLedger finds what must never be: each state below is planted on purpose (balanced, so the
 * database takes it; a balance beyond its bound with the database's own check turned off, as a flaw
 * in it would let through) and must be reported. Rows cannot be removed, so the problems add up in
 * this file's database; each test looks for its own.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../../db/client';
import { ledgerTransactions } from '../../../db/schema';
import { createTestDatabase, type TestDatabase } from '../../../test/test-app';
import { checkLedger } from './invariants';
import { type LedgerPosting, postTransaction } from './ledger';
import * as movements from './movements';
import { createChargedBooking, createPaidBooking, createPayout, postAroundChecks } from './test-fixtures';

let t: TestDatabase;
let db: Db;
beforeAll(async () => {
  t = await createTestDatabase();
  db = t.database.db;
});
afterAll(() => t.drop());

const post = (input: LedgerPosting) => db.transaction((tx) => postTransaction(tx, input));
/** A posting the database would refuse at commit, planted past its bound check. */
const plant = (input: LedgerPosting) =>
  db.transaction((tx) => postAroundChecks(tx, input, { off: ['ledger_entries_within_bounds'] }));

function settled(input: Parameters<typeof movements.settle>[0]): LedgerPosting {
  const posting = movements.settle(input);
  if (!posting) throw new Error('nothing to settle');
  return posting;
}

async function problemsNaming(text: string): Promise<string[]> {
  return (await checkLedger(db)).problems.filter((problem) => problem.includes(text));
}

const charged = (options: Parameters<typeof createChargedBooking>[1] = {}) =>
  createChargedBooking(db, options);

describe('checkLedger', () => {
  it('finds nothing wrong with an empty ledger or sound postings, and counts the transactions', async () => {
    expect(await checkLedger(db)).toEqual({ transactions: 0, problems: [] });
    const { booking, owner, price } = await charged({ status: 'completed' });
    await post(
      settled({
        bookingId: booking.id,
        ownerId: owner.id,
        ownerEarning: price.ownerEarning,
        platformFees: price.serviceFee + price.commission,
        // Ajjir the deemed supplier: the rental's VAT is its to pay, with the fees'.
        vat: price.rentalVat + price.serviceFeeVat + price.commissionVat,
        goodwillReimbursed: 0,
      }),
    );
    expect(await checkLedger(db)).toEqual({ transactions: 2, problems: [] });
  });

  it('reports money reaching an owner for a booking still pending', async () => {
    const { booking, owner, price } = await charged({ status: 'pending' });
    await post(
      settled({
        bookingId: booking.id,
        ownerId: owner.id,
        ownerEarning: price.total,
        platformFees: 0,
        vat: 0,
        goodwillReimbursed: 0,
      }),
    );
    expect(await problemsNaming(booking.id)).toEqual([
      expect.stringMatching(/credited by transaction \d+ \(settle\) for booking .*, which is pending/),
    ]);
  });

  it('reports a settlement that names no booking', async () => {
    const { booking, owner } = await charged({ status: 'completed' });
    const posting = settled({
      bookingId: booking.id,
      ownerId: owner.id,
      ownerEarning: 500,
      platformFees: 0,
      vat: 0,
      goodwillReimbursed: 0,
    });
    await post({ ...posting, key: `settle-unnamed:${booking.id}`, bookingId: undefined });
    expect(await problemsNaming(owner.id)).toEqual([
      expect.stringMatching(/for booking \(none\), which is not named/),
    ]);
  });

  it('reports escrow below zero: more refunded than was paid', async () => {
    const { booking, price } = await charged();
    const refund = {
      refundId: booking.id,
      paymentId: booking.id,
      bookingId: booking.id,
      amount: price.total + 1,
    };
    await plant({ ...movements.refundOwed(refund), refundId: undefined, paymentId: undefined });
    expect(await problemsNaming(booking.id)).toEqual([
      `escrow balance of booking ${booking.id} is -1 halalas, below zero`,
    ]);
  });

  it("reports an owner's balance below zero: paid out what was never earned", async () => {
    const { owner } = await createPaidBooking(db);
    const payout = await createPayout(db, owner.id, 700);
    await plant(movements.payoutRequested({ payoutId: payout.id, ownerId: owner.id, amount: 700 }));
    expect(await problemsNaming(owner.id)).toEqual([
      `owner balance of owner ${owner.id} is -700 halalas, below zero`,
    ]);
  });

  it("reports an owner's balance moved by anything but settlements and payouts", async () => {
    const { booking, owner } = await createPaidBooking(db, { status: 'completed' });
    // A charge that credits the owner directly, skipping escrow: balanced, and wrong.
    await post({
      key: `charge-to-owner:${booking.id}`,
      kind: 'charge',
      bookingId: booking.id,
      lines: [
        { account: 'gateway', amount: 900 },
        { account: 'owner', amount: -900, userId: owner.id },
      ],
    });
    expect(await problemsNaming(owner.id)).toEqual([
      `owner balance of owner ${owner.id} is 900 halalas, but settlements and deposits kept less payouts plus failed and returned payouts make 0`,
    ]);
  });

  it('reports goodwill paid back more than it was given', async () => {
    const { booking, owner } = await charged({ status: 'cancelled' });
    await plant(
      settled({
        bookingId: booking.id,
        ownerId: owner.id,
        ownerEarning: 0,
        platformFees: 0,
        vat: 0,
        goodwillReimbursed: 300,
      }),
    );
    expect(await problemsNaming(`goodwill of booking ${booking.id}`)).toEqual([
      `goodwill of booking ${booking.id} was paid back 300 halalas more than it was given`,
    ]);
  });

  it('reports a booking that ended with money still in its escrow', async () => {
    const { booking } = await charged({ status: 'declined' });
    expect(await problemsNaming(`booking ${booking.id} is declined`)).toEqual([
      expect.stringMatching(/yet its escrow still holds \d+ halalas/),
    ]);
  });

  it('reports a transaction without entries', async () => {
    const [row] = await db
      .insert(ledgerTransactions)
      .values({ key: 'empty', kind: 'charge' })
      .returning({ id: ledgerTransactions.id });
    expect(await problemsNaming('(empty)')).toEqual([
      `transaction ${row?.id} (empty) has 0 entries; a transaction has two or more`,
    ]);
  });
});
