/**
 * The ledger on a real database: what postTransaction writes and refuses, what the database itself
 * refuses (an unbalanced transaction at commit, any change to a written row), and the balances of
 * one booking's whole life, figured by hand.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Db, selectRows } from '../../../db/client';
import { bookings, ledgerEntries, ledgerTransactions } from '../../../db/schema';
import { expectLedgerSound } from '../../../test/ledger-invariants';
import { createTestDatabase, type TestDatabase } from '../../../test/test-app';
import { accountTotals, escrowOf, feesEarnedByDay, ownerBalances, refundsOwedOf } from './balances';
import { checkLedger } from './invariants';
import { postTransaction } from './ledger';
import {
  chargeLines,
  payoutFailedLines,
  payoutLines,
  payoutPaidLines,
  refundOwedLines,
  refundSentLines,
  settleLines,
} from './movements';
import { createPaidBooking, createPayout } from './test-fixtures';

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
    const key = `charge:${payment.id}`;
    const posted = await db.transaction((tx) =>
      postTransaction(tx, {
        key,
        kind: 'charge',
        bookingId: booking.id,
        paymentId: payment.id,
        lines: chargeLines({ bookingId: booking.id, amount: price.total }),
      }),
    );
    expect(posted).toBe(true);
    expect(await entriesOfKey(key)).toEqual([
      { account: 'gateway', amount: price.total },
      { account: 'escrow', amount: -price.total },
    ]);
    expect(await escrowOf(db, booking.id)).toBe(price.total);
    await expectLedgerSound(db);
  });

  it('posts nothing for a key posted before, and answers false', async () => {
    const { booking, payment, price } = await createPaidBooking(db);
    const posting = {
      key: `charge:${payment.id}`,
      kind: 'charge' as const,
      bookingId: booking.id,
      paymentId: payment.id,
      lines: chargeLines({ bookingId: booking.id, amount: price.total }),
    };
    expect(await db.transaction((tx) => postTransaction(tx, posting))).toBe(true);
    expect(await db.transaction((tx) => postTransaction(tx, posting))).toBe(false);
    // Even with other lines: the key is the event, and the event is in the books once.
    const other = { ...posting, lines: chargeLines({ bookingId: booking.id, amount: 1 }) };
    expect(await db.transaction((tx) => postTransaction(tx, other))).toBe(false);
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
    const key = `charge:${payment.id}`;
    await db.transaction((tx) =>
      postTransaction(tx, {
        key,
        kind: 'charge',
        bookingId: booking.id,
        lines: chargeLines({ bookingId: booking.id, amount: price.total }),
      }),
    );
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
    // 2 days × 120.00: rental 240.00, service fee 12.00 + 1.80 VAT, commission 24.00 + 3.60 VAT.
    expect(price).toMatchObject({ rental: 24_000, serviceFee: 1_200, serviceFeeVat: 180, total: 25_380 });
    expect(price).toMatchObject({ commission: 2_400, commissionVat: 360, ownerEarning: 21_240 });
    const ownerId = owner.id;
    const post = (input: Parameters<typeof postTransaction>[1]) =>
      db.transaction((tx) => postTransaction(tx, input));

    await post({
      key: `charge:${payment.id}`,
      kind: 'charge',
      bookingId: booking.id,
      paymentId: payment.id,
      lines: chargeLines({ bookingId: booking.id, amount: 25_380 }),
    });
    expect(await escrowOf(db, booking.id)).toBe(25_380);
    expect(await ownerBalances(db, ownerId)).toEqual({ available: 0, inTransit: 0, paidOut: 0 });
    await expectLedgerSound(db);

    await db
      .update(bookings)
      .set({ status: 'completed', completedAt: new Date() })
      .where(eq(bookings.id, booking.id));
    await post({
      key: `settle:${booking.id}`,
      kind: 'settle',
      bookingId: booking.id,
      lines: settleLines({
        bookingId: booking.id,
        ownerId,
        ownerEarning: 21_240,
        platformFees: 1_200 + 2_400,
        vat: 180 + 360,
      }),
    });
    expect(await escrowOf(db, booking.id)).toBe(0);
    expect(await ownerBalances(db, ownerId)).toEqual({ available: 21_240, inTransit: 0, paidOut: 0 });
    await expectLedgerSound(db);

    const first = await createPayout(db, ownerId, 20_000);
    await post({
      key: `payout:${first.id}`,
      kind: 'payout',
      payoutId: first.id,
      lines: payoutLines({ ownerId, amount: 20_000 }),
    });
    expect(await ownerBalances(db, ownerId)).toEqual({ available: 1_240, inTransit: 20_000, paidOut: 0 });
    await expectLedgerSound(db);

    await post({
      key: `payout_failed:${first.id}`,
      kind: 'payout_failed',
      payoutId: first.id,
      lines: payoutFailedLines({ ownerId, amount: 20_000 }),
    });
    expect(await ownerBalances(db, ownerId)).toEqual({ available: 21_240, inTransit: 0, paidOut: 0 });
    await expectLedgerSound(db);

    const second = await createPayout(db, ownerId, 21_240);
    await post({
      key: `payout:${second.id}`,
      kind: 'payout',
      payoutId: second.id,
      lines: payoutLines({ ownerId, amount: 21_240 }),
    });
    expect(await ownerBalances(db, ownerId)).toEqual({ available: 0, inTransit: 21_240, paidOut: 0 });
    await post({
      key: `payout_paid:${second.id}`,
      kind: 'payout_paid',
      payoutId: second.id,
      lines: payoutPaidLines({ ownerId, amount: 21_240 }),
    });
    expect(await ownerBalances(db, ownerId)).toEqual({ available: 0, inTransit: 0, paidOut: 21_240 });
    await expectLedgerSound(db);

    // What stays at the gateway is the platform's fees and the VAT on them: 36.00 + 5.40.
    const to = new Date(Date.now() + 60_000);
    expect(await accountTotals(db, { from, to })).toEqual({
      gateway: 25_380 - 21_240,
      escrow: 0,
      refunds_owed: 0,
      owner: 0,
      platform_fees: -3_600,
      vat: -540,
      payouts_in_transit: 0,
    });
    const [today] = await selectRows<{ day: string }>(
      db,
      sql`SELECT to_char((now() AT TIME ZONE 'Asia/Riyadh')::date, 'YYYY-MM-DD') AS day`,
    );
    expect(await feesEarnedByDay(db, { from, to })).toEqual([{ day: today?.day, fees: 3_600, vat: 540 }]);
  });

  it('holds a refund as owed until the gateway has made it', async () => {
    const { booking, payment, price } = await createPaidBooking(db, { status: 'cancelled' });
    const post = (input: Parameters<typeof postTransaction>[1]) =>
      db.transaction((tx) => postTransaction(tx, input));
    await post({
      key: `charge:${payment.id}`,
      kind: 'charge',
      bookingId: booking.id,
      paymentId: payment.id,
      lines: chargeLines({ bookingId: booking.id, amount: price.total }),
    });
    await post({
      key: `refund_owed:${booking.id}`,
      kind: 'refund_owed',
      bookingId: booking.id,
      lines: refundOwedLines({ bookingId: booking.id, amount: 10_000 }),
    });
    expect(await escrowOf(db, booking.id)).toBe(price.total - 10_000);
    expect(await refundsOwedOf(db, booking.id)).toBe(10_000);
    await post({
      key: `refund_sent:${booking.id}`,
      kind: 'refund_sent',
      bookingId: booking.id,
      lines: refundSentLines({ bookingId: booking.id, amount: 10_000 }),
    });
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
    expect(Object.values(await accountTotals(db, range))).toEqual([0, 0, 0, 0, 0, 0, 0]);
    expect(await feesEarnedByDay(db, range)).toEqual([]);
  });
});

describe('feesEarnedByDay', () => {
  it('counts by the day in Riyadh, which begins at 21:00 UTC the day before', async () => {
    // Written with past moments directly (inserting is all the database lets anyone do).
    const write = async (key: string, at: string, fees: number, vat: number) =>
      db.transaction(async (tx) => {
        const [row] = await tx
          .insert(ledgerTransactions)
          .values({ key, kind: 'settle', createdAt: new Date(at) })
          .returning({ id: ledgerTransactions.id });
        const transactionId = row?.id ?? 0;
        await tx.insert(ledgerEntries).values([
          { transactionId, account: 'gateway', amountHalalas: fees + vat, createdAt: new Date(at) },
          { transactionId, account: 'platform_fees', amountHalalas: -fees, createdAt: new Date(at) },
          { transactionId, account: 'vat', amountHalalas: -vat, createdAt: new Date(at) },
        ]);
      });
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
