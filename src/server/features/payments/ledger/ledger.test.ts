/**
 * The ledger on a real database: what postTransaction writes and refuses (a key reused for other
 * entries), what the database itself refuses (an unbalanced transaction or a balance beyond its bound
 * at commit, any change to a written row, a time other than its own), and the balances of one
 * booking's whole life, figured by hand.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Db, selectRows } from '../../../db/client';
import { bookings, LEDGER_ACCOUNTS, ledgerEntries, ledgerTransactions } from '../../../db/schema';
import { expectLedgerSound } from '../../../test/ledger-invariants';
import { createTestDatabase, type TestDatabase } from '../../../test/test-app';
import { accountTotals, escrowOf, feesEarnedByDay, ownerBalances, refundsOwedOf } from './balances';
import { checkLedger } from './invariants';
import { LedgerKeyReusedError, postTransaction } from './ledger';
import * as movements from './movements';
import { createPaidBooking, createPayout, postBackdated } from './test-fixtures';

let t: TestDatabase;
let db: Db;
beforeAll(async () => {
  t = await createTestDatabase();
  db = t.database.db;
});
afterAll(() => t.drop());

/** The words of an error and of what caused it (drizzle wraps the driver's error). */
function textOf(error: unknown): string {
  const parts: string[] = [];
  for (let at: unknown = error; at instanceof Error; at = at.cause) parts.push(at.message);
  return parts.join(' / ');
}

async function failureOf(attempt: Promise<unknown>): Promise<string> {
  try {
    await attempt;
  } catch (error) {
    return textOf(error);
  }
  throw new Error('expected a failure, but it succeeded');
}

async function entriesOfKey(key: string) {
  return db
    .select({ account: ledgerEntries.account, amount: ledgerEntries.amountHalalas })
    .from(ledgerEntries)
    .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
    .where(eq(ledgerTransactions.key, key))
    .orderBy(ledgerEntries.id);
}

describe('postTransaction', () => {
  it('writes a balanced transaction and its entries', async () => {
    const { booking, payment, price } = await createPaidBooking(db);
    const posting = movements.charge({
      paymentId: payment.id,
      bookingId: booking.id,
      amount: price.total,
      deposit: 0,
    });
    const { key } = posting;
    const posted = await db.transaction((tx) => postTransaction(tx, posting));
    expect(posted).toBe(true);
    expect(await entriesOfKey(key)).toEqual([
      { account: 'gateway', amount: price.total },
      { account: 'escrow', amount: -price.total },
    ]);
    expect(await escrowOf(db, booking.id)).toBe(price.total);
    await expectLedgerSound(db);
  });

  it('posts nothing for the same posting made again, and answers false', async () => {
    const { booking, payment, price } = await createPaidBooking(db);
    const posting = movements.charge({
      paymentId: payment.id,
      bookingId: booking.id,
      amount: price.total,
      deposit: 0,
    });
    expect(await db.transaction((tx) => postTransaction(tx, posting))).toBe(true);
    expect(await db.transaction((tx) => postTransaction(tx, posting))).toBe(false);
    // The same entries in another order are the same posting.
    const reordered = { ...posting, lines: [...posting.lines].reverse() };
    expect(await db.transaction((tx) => postTransaction(tx, reordered))).toBe(false);
    expect(await entriesOfKey(posting.key)).toHaveLength(2);
    expect(await escrowOf(db, booking.id)).toBe(price.total);
  });

  it('refuses a key posted before with other entries or another kind, and writes nothing', async () => {
    const { booking, payment, price } = await createPaidBooking(db);
    const posting = movements.charge({
      paymentId: payment.id,
      bookingId: booking.id,
      amount: price.total,
      deposit: 0,
    });
    await db.transaction((tx) => postTransaction(tx, posting));
    const otherAmount = movements.charge({
      paymentId: payment.id,
      bookingId: booking.id,
      amount: 1,
      deposit: 0,
    });
    const otherKind = { ...posting, kind: 'settle' as const };
    for (const reused of [otherAmount, otherKind]) {
      await expect(db.transaction((tx) => postTransaction(tx, reused))).rejects.toThrow(LedgerKeyReusedError);
    }
    expect(await entriesOfKey(posting.key)).toHaveLength(2);
    expect(await escrowOf(db, booking.id)).toBe(price.total);
  });

  it('refuses, before writing anything, lines that do not make a transaction', async () => {
    const { booking } = await createPaidBooking(db);
    const refused = [
      [
        { account: 'gateway', amount: 100 },
        { account: 'escrow', amount: -99, bookingId: booking.id },
      ],
      [
        { account: 'gateway', amount: 0 },
        { account: 'escrow', amount: 0, bookingId: booking.id },
      ],
      [
        { account: 'gateway', amount: 10.5 },
        { account: 'escrow', amount: -10.5, bookingId: booking.id },
      ],
      [{ account: 'gateway', amount: 0 }],
    ] as const;
    for (const [index, lines] of refused.entries()) {
      const key = `refused:${booking.id}:${index}`;
      await expect(
        db.transaction((tx) => postTransaction(tx, { key, kind: 'charge', lines: [...lines] })),
      ).rejects.toThrow(Error);
      expect(await db.select().from(ledgerTransactions).where(eq(ledgerTransactions.key, key))).toEqual([]);
    }
  });
});

describe('the database', () => {
  it('refuses an unbalanced transaction at commit, written around postTransaction', async () => {
    const { booking } = await createPaidBooking(db);
    const key = `unbalanced:${booking.id}`;
    const failure = await failureOf(
      db.transaction(async (tx) => {
        const [row] = await tx
          .insert(ledgerTransactions)
          .values({ key, kind: 'charge', bookingId: booking.id })
          .returning({ id: ledgerTransactions.id });
        const transactionId = row?.id ?? 0;
        await tx.insert(ledgerEntries).values([
          { transactionId, account: 'gateway', amountHalalas: 1_000 },
          { transactionId, account: 'escrow', bookingId: booking.id, amountHalalas: -900 },
        ]);
        // Until commit an unbalanced state is allowed: entries go in one by one.
        const [inside] = await tx.select().from(ledgerTransactions).where(eq(ledgerTransactions.key, key));
        expect(inside).toBeDefined();
      }),
    );
    expect(failure).toMatch(/does not balance \(off by 100 halalas\)/);
    expect(await db.select().from(ledgerTransactions).where(eq(ledgerTransactions.key, key))).toEqual([]);
    expect(await escrowOf(db, booking.id)).toBe(0);
  });

  it('lets a transaction balance over several statements before commit', async () => {
    const { booking, price } = await createPaidBooking(db);
    const key = `stepwise:${booking.id}`;
    await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(ledgerTransactions)
        .values({ key, kind: 'charge', bookingId: booking.id })
        .returning({ id: ledgerTransactions.id });
      const transactionId = row?.id ?? 0;
      await tx
        .insert(ledgerEntries)
        .values({ transactionId, account: 'gateway', amountHalalas: price.total });
      await tx
        .insert(ledgerEntries)
        .values({ transactionId, account: 'escrow', bookingId: booking.id, amountHalalas: -price.total });
    });
    expect(await escrowOf(db, booking.id)).toBe(price.total);
  });

  it('refuses any change to, or removal of, a written ledger row', async () => {
    const { booking, payment, price } = await createPaidBooking(db);
    const posting = movements.charge({
      paymentId: payment.id,
      bookingId: booking.id,
      amount: price.total,
      deposit: 0,
    });
    const { key } = posting;
    await db.transaction((tx) => postTransaction(tx, posting));
    const attempts = [
      db.update(ledgerEntries).set({ amountHalalas: 1 }).where(eq(ledgerEntries.bookingId, booking.id)),
      db.delete(ledgerEntries).where(eq(ledgerEntries.bookingId, booking.id)),
      db.update(ledgerTransactions).set({ kind: 'settle' }).where(eq(ledgerTransactions.key, key)),
      db.delete(ledgerTransactions).where(eq(ledgerTransactions.key, key)),
      db.execute(sql`TRUNCATE ledger_entries, ledger_transactions`),
    ];
    for (const attempt of attempts) {
      expect(await failureOf(attempt)).toMatch(/rows are never changed or removed/);
    }
    expect(await entriesOfKey(key)).toEqual([
      { account: 'gateway', amount: price.total },
      { account: 'escrow', amount: -price.total },
    ]);
  });

  it('dates every ledger row itself, whatever an insert says', async () => {
    const { booking, price } = await createPaidBooking(db);
    const key = `dated:${booking.id}`;
    const claimed = new Date('2001-01-01T00:00:00Z');
    await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(ledgerTransactions)
        .values({ key, kind: 'charge', bookingId: booking.id, createdAt: claimed })
        .returning({ id: ledgerTransactions.id });
      await tx.insert(ledgerEntries).values([
        { transactionId: row?.id ?? 0, account: 'gateway', amountHalalas: price.total, createdAt: claimed },
        {
          transactionId: row?.id ?? 0,
          account: 'escrow',
          bookingId: booking.id,
          amountHalalas: -price.total,
          createdAt: claimed,
        },
      ]);
    });
    const rows = await selectRows<{ before: boolean }>(
      db,
      sql`SELECT t.created_at < now() - interval '1 day' AS before FROM ledger_transactions t WHERE t.key = ${key}
        UNION ALL SELECT e.created_at < now() - interval '1 day' FROM ledger_entries e
        JOIN ledger_transactions t ON t.id = e.transaction_id WHERE t.key = ${key}`,
    );
    expect(rows).toEqual([{ before: false }, { before: false }, { before: false }]);
  });

  it('refuses at commit a booking held below zero, an owner paid out more than they have, and goodwill paid back twice', async () => {
    const { owner, booking, payment, price } = await createPaidBooking(db);
    const charge = movements.charge({
      paymentId: payment.id,
      bookingId: booking.id,
      amount: price.total,
      deposit: 0,
    });
    await db.transaction((tx) => postTransaction(tx, charge));
    const tooMuchBack = movements.refundOwed({
      refundId: '00000000-0000-4000-8000-0000000000aa',
      paymentId: payment.id,
      bookingId: booking.id,
      amount: price.total + 1,
    });
    expect(
      await failureOf(db.transaction((tx) => postTransaction(tx, { ...tooMuchBack, refundId: undefined }))),
    ).toMatch(/escrow of booking .* beyond its bound/);
    const payout = await createPayout(db, owner.id, 100);
    const unearned = movements.payoutRequested({ payoutId: payout.id, ownerId: owner.id, amount: 100 });
    expect(await failureOf(db.transaction((tx) => postTransaction(tx, unearned)))).toMatch(
      /owner of owner .* below zero/,
    );
    const reimbursedUngiven = movements.settle({
      bookingId: booking.id,
      ownerId: owner.id,
      ownerEarning: 0,
      platformFees: 0,
      vat: 0,
      goodwillReimbursed: 500,
    });
    expect(await failureOf(db.transaction((tx) => postTransaction(tx, reimbursedUngiven!)))).toMatch(
      /goodwill of booking .* beyond its bound/,
    );
    // Nothing of the three was written.
    expect(await escrowOf(db, booking.id)).toBe(price.total);
    expect(await ownerBalances(db, owner.id)).toEqual({ available: 0, inTransit: 0, paidOut: 0 });
    await expectLedgerSound(db);
  });
});

describe("a booking's whole life", () => {
  it('leaves the balances figured by hand, and the books sound at every step', async () => {
    // Rows written before this moment belong to the tests above; the totals below count from here.
    const [{ start } = { start: '' }] = await selectRows<{ start: string }>(
      db,
      sql`SELECT to_char(clock_timestamp() AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS start`,
    );
    const from = new Date(start);
    const { owner, booking, payment, price } = await createPaidBooking(db, { status: 'confirmed' });
    // 2 days × 120.00: rental 240.00 + 36.00 VAT (Ajjir the deemed supplier), service fee 12.00 +
    // 1.80 VAT, commission 24.00 + 3.60 VAT.
    expect(price).toMatchObject({
      rental: 24_000,
      rentalVat: 3_600,
      serviceFee: 1_200,
      serviceFeeVat: 180,
      total: 28_980,
    });
    expect(price).toMatchObject({ commission: 2_400, commissionVat: 360, ownerEarning: 21_240 });
    const ownerId = owner.id;
    const post = (input: Parameters<typeof postTransaction>[1]) =>
      db.transaction((tx) => postTransaction(tx, input));

    await post(
      movements.charge({ paymentId: payment.id, bookingId: booking.id, amount: 28_980, deposit: 0 }),
    );
    expect(await escrowOf(db, booking.id)).toBe(28_980);
    expect(await ownerBalances(db, ownerId)).toEqual({ available: 0, inTransit: 0, paidOut: 0 });
    await expectLedgerSound(db);

    await db
      .update(bookings)
      .set({ status: 'completed', completedAt: new Date() })
      .where(eq(bookings.id, booking.id));
    const settled = movements.settle({
      bookingId: booking.id,
      ownerId,
      ownerEarning: 21_240,
      platformFees: 1_200 + 2_400,
      vat: 3_600 + 180 + 360,
      goodwillReimbursed: 0,
    });
    if (!settled) throw new Error('nothing to settle');
    await post(settled);
    expect(await escrowOf(db, booking.id)).toBe(0);
    expect(await ownerBalances(db, ownerId)).toEqual({ available: 21_240, inTransit: 0, paidOut: 0 });
    await expectLedgerSound(db);

    const first = await createPayout(db, ownerId, 20_000);
    await post(movements.payoutRequested({ payoutId: first.id, ownerId, amount: 20_000 }));
    expect(await ownerBalances(db, ownerId)).toEqual({ available: 1_240, inTransit: 20_000, paidOut: 0 });
    await expectLedgerSound(db);

    await post(movements.payoutFailed({ payoutId: first.id, ownerId, amount: 20_000 }));
    expect(await ownerBalances(db, ownerId)).toEqual({ available: 21_240, inTransit: 0, paidOut: 0 });
    await expectLedgerSound(db);

    const second = await createPayout(db, ownerId, 21_240);
    await post(movements.payoutRequested({ payoutId: second.id, ownerId, amount: 21_240 }));
    expect(await ownerBalances(db, ownerId)).toEqual({ available: 0, inTransit: 21_240, paidOut: 0 });
    await post(movements.payoutPaid({ payoutId: second.id, ownerId, amount: 21_240 }));
    expect(await ownerBalances(db, ownerId)).toEqual({ available: 0, inTransit: 0, paidOut: 21_240 });
    await expectLedgerSound(db);

    // The bank sends it back (a closed account): at the gateway again, and in the balance again.
    await post(movements.payoutReturned({ payoutId: second.id, ownerId, amount: 21_240 }));
    expect(await ownerBalances(db, ownerId)).toEqual({ available: 21_240, inTransit: 0, paidOut: 0 });
    await expectLedgerSound(db);
    const third = await createPayout(db, ownerId, 21_240);
    await post(movements.payoutRequested({ payoutId: third.id, ownerId, amount: 21_240 }));
    await post(movements.payoutPaid({ payoutId: third.id, ownerId, amount: 21_240 }));
    expect(await ownerBalances(db, ownerId)).toEqual({ available: 0, inTransit: 0, paidOut: 21_240 });
    await expectLedgerSound(db);

    // What stays at the gateway is the platform's fees and the VAT Ajjir owes: 36.00 + 41.40.
    const to = new Date(Date.now() + 60_000);
    expect(await accountTotals(db, { from, to })).toEqual({
      gateway: 28_980 - 21_240,
      bank: 0,
      gateway_fees: 0,
      escrow: 0,
      deposits: 0,
      refunds_owed: 0,
      goodwill: 0,
      owner: 0,
      platform_fees: -3_600,
      vat: -4_140,
      payouts_in_transit: 0,
    });
    const [today] = await selectRows<{ day: string }>(
      db,
      sql`SELECT to_char((now() AT TIME ZONE 'Asia/Riyadh')::date, 'YYYY-MM-DD') AS day`,
    );
    expect(await feesEarnedByDay(db, { from, to })).toEqual([{ day: today?.day, fees: 3_600, vat: 4_140 }]);
  });

  it('holds a refund as owed until the gateway has made it', async () => {
    const { booking, payment, price } = await createPaidBooking(db, { status: 'confirmed' });
    const post = (input: Parameters<typeof postTransaction>[1]) =>
      db.transaction((tx) => postTransaction(tx, input));
    await post(
      movements.charge({ paymentId: payment.id, bookingId: booking.id, amount: price.total, deposit: 0 }),
    );
    const refund = { refundId: booking.id, paymentId: payment.id, bookingId: booking.id, amount: 10_000 };
    // The refund's row is another table's: the posting names none here.
    await post({ ...movements.refundOwed(refund), refundId: undefined });
    expect(await escrowOf(db, booking.id)).toBe(price.total - 10_000);
    expect(await refundsOwedOf(db, booking.id)).toBe(10_000);
    await post({ ...movements.refundSent(refund), refundId: undefined });
    expect(await refundsOwedOf(db, booking.id)).toBe(0);
    expect(await escrowOf(db, booking.id)).toBe(price.total - 10_000);
    await expectLedgerSound(db);
  });

  it('answers zero for a booking or owner the ledger has never seen, and nothing for an empty range', async () => {
    const { owner, booking } = await createPaidBooking(db);
    expect(await escrowOf(db, booking.id)).toBe(0);
    expect(await refundsOwedOf(db, booking.id)).toBe(0);
    expect(await ownerBalances(db, owner.id)).toEqual({ available: 0, inTransit: 0, paidOut: 0 });
    const range = { from: new Date('2001-01-01T00:00:00Z'), to: new Date('2001-01-02T00:00:00Z') };
    expect(Object.values(await accountTotals(db, range))).toEqual(LEDGER_ACCOUNTS.map(() => 0));
    expect(await feesEarnedByDay(db, range)).toEqual([]);
  });
});

describe('feesEarnedByDay', () => {
  it('counts by the day in Riyadh, which begins at 21:00 UTC the day before', async () => {
    // Written at past moments, around the trigger that dates ledger rows (test-fixtures.ts).
    const write = async (key: string, at: string, fees: number, vat: number) =>
      db.transaction((tx) =>
        postBackdated(
          tx,
          {
            key,
            kind: 'settle',
            lines: [
              { account: 'gateway', amount: fees + vat },
              { account: 'platform_fees', amount: -fees },
              { account: 'vat', amount: -vat },
            ],
          },
          new Date(at),
        ),
      );
    await write('fees:a', '2011-03-01T20:59:59Z', 1_000, 150); // 23:59:59 on 1 March in Riyadh
    await write('fees:b', '2011-03-01T21:00:00Z', 2_000, 300); // 00:00 on 2 March in Riyadh
    await write('fees:c', '2011-03-02T08:00:00Z', 400, 60);
    const range = { from: new Date('2011-03-01T00:00:00Z'), to: new Date('2011-03-03T00:00:00Z') };
    expect(await feesEarnedByDay(db, range)).toEqual([
      { day: '2011-03-01', fees: 1_000, vat: 150 },
      { day: '2011-03-02', fees: 2_400, vat: 360 },
    ]);
    // [from, to): an entry at `to` is the next range's.
    expect(await feesEarnedByDay(db, { from: range.from, to: new Date('2011-03-01T21:00:00Z') })).toEqual([
      { day: '2011-03-01', fees: 1_000, vat: 150 },
    ]);
    expect(await accountTotals(db, range)).toMatchObject({
      gateway: 3_910,
      platform_fees: -3_400,
      vat: -510,
    });
    expect((await checkLedger(db)).problems).toEqual([]);
  });
});
