/**
 * Test data for money: a booking priced as `requestBooking` prices one (priceBreakdown, stored in
 * the columns bookings_price_adds_up checks) and its payment at the gateway. Tests only.
 */
import { randomBytes } from 'node:crypto';
import { chargedDays } from '@shared/bookings';
import type { BookingStatus } from '@shared/constants';
import { DEFAULT_FEE_RATES, type PriceBreakdown, priceBreakdown, type RentalVatBy } from '@shared/money';
import { fromHalalas } from '@shared/pricing';
import { sql } from 'drizzle-orm';
import { type Db, oneRow } from '../../../db/client';
import { type bookings, ledgerEntries, ledgerTransactions, payments, payouts } from '../../../db/schema';
import { createBooking, createItem, createUser } from '../../../test/fixtures';
import { priceColumnsOf } from '../../bookings';
import { assertBalanced, type LedgerPosting, postTransaction } from './ledger';
import * as movements from './movements';

const unique = () => randomBytes(6).toString('hex');

export interface PaidBooking {
  owner: Awaited<ReturnType<typeof createUser>>;
  renter: Awaited<ReturnType<typeof createUser>>;
  item: Awaited<ReturnType<typeof createItem>>;
  booking: Awaited<ReturnType<typeof createBooking>>;
  payment: typeof payments.$inferSelect;
  price: PriceBreakdown;
}

/** The VAT registration the fixtures give an owner who charges VAT on the rental. */
export const OWNER_VAT = { name: 'مؤسسة الخيمة للتأجير', vatNumber: '311111111111113' };

/**
 * A new owner, item, renter and booking of 120.00 a day from 2030-01-10 to 2030-01-12 (two days:
 * 240.00 + 36.00 VAT on the rental, Ajjir the deemed supplier, + 12.00 fee + 1.80 VAT = 289.80
 * paid, 212.40 the owner's), and its paid payment. Give `owner` to put several bookings on one
 * owner, `rentalVatBy` for another supplier of the rental ('owner': registered as OWNER_VAT).
 */
export async function createPaidBooking(
  db: Db,
  options: {
    status?: BookingStatus;
    owner?: PaidBooking['owner'];
    dailyRateHalalas?: number;
    rentalVatBy?: RentalVatBy;
    /** The renter (a new one unless given). */
    renter?: PaidBooking['renter'];
    /** The refundable deposit paid with it (docs/decisions/0057-deposits.md). */
    depositHalalas?: number;
    /** Columns of the booking beyond its price (a return's `completedAt`, `releaseDueAt`). */
    booking?: Partial<typeof bookings.$inferInsert>;
  } = {},
): Promise<PaidBooking> {
  const rentalVatBy = options.rentalVatBy ?? 'platform';
  const owner = options.owner ?? (await createUser(db));
  const renter = options.renter ?? (await createUser(db, { firstName: 'سارة', lastName: 'العتيبي' }));
  const dailyRateHalalas = options.dailyRateHalalas ?? 12_000;
  const item = await createItem(db, owner.id, { dailyRate: fromHalalas(dailyRateHalalas) });
  const startDate = '2030-01-10';
  const endDate = '2030-01-12';
  const price = priceBreakdown(
    {
      dailyRateHalalas,
      days: chargedDays(startDate, endDate),
      weeklyDiscountPercent: 0,
      monthlyDiscountPercent: 0,
      rentalVatBy,
      depositHalalas: options.depositHalalas ?? 0,
    },
    DEFAULT_FEE_RATES,
  );
  const booking = await createBooking(db, item, renter.id, {
    startDate,
    endDate,
    status: options.status ?? 'pending',
    dailyRate: fromHalalas(dailyRateHalalas),
    ...priceColumnsOf(price, rentalVatBy === 'owner' ? OWNER_VAT : null),
    cancellationPolicy: 'flexible',
    ...options.booking,
  });
  const gatewayInvoiceId = `inv_${unique()}`;
  const payment = oneRow(
    await db
      .insert(payments)
      .values({
        bookingId: booking.id,
        payerId: renter.id,
        amountHalalas: price.charged,
        status: 'paid',
        gatewayInvoiceId,
        gatewayUrl: `https://sandbox.example/invoices/${gatewayInvoiceId}`,
        gatewayPaymentId: `pay_${unique()}`,
        method: 'mada',
        cardLast4: '1111',
        paidAt: new Date(),
      })
      .returning(),
    'the payment',
  );
  return { owner, renter, item, booking, payment, price };
}

/** `createPaidBooking`, and the charge the ledger books for its payment. */
export async function createChargedBooking(
  db: Db,
  options: Parameters<typeof createPaidBooking>[1] = {},
): Promise<PaidBooking> {
  const paid = await createPaidBooking(db, options);
  await db.transaction((tx) =>
    postTransaction(
      tx,
      movements.charge({
        paymentId: paid.payment.id,
        bookingId: paid.booking.id,
        amount: paid.price.charged,
        deposit: paid.price.deposit,
      }),
    ),
  );
  return paid;
}

/** A payout row for `ownerId`, for a ledger transaction to name. */
export async function createPayout(db: Db, ownerId: string, amount: number) {
  return oneRow(
    await db
      .insert(payouts)
      .values({
        key: `payout:${unique()}`,
        ownerId,
        amountHalalas: amount,
        iban: 'SA0380000000608010167519',
        holderName: 'Test Owner',
      })
      .returning(),
    'the payout',
  );
}

/** The ledger's triggers a test may turn off for one transaction (migrations 0019, 0022). */
type LedgerTrigger =
  | 'ledger_transactions_time_from_database'
  | 'ledger_entries_time_from_database'
  | 'ledger_entries_within_bounds';

const TABLE_OF: Record<LedgerTrigger, string> = {
  ledger_transactions_time_from_database: 'ledger_transactions',
  ledger_entries_time_from_database: 'ledger_entries',
  ledger_entries_within_bounds: 'ledger_entries',
};

/**
 * A ledger transaction written with some of the database's own checks turned off for the length of
 * `tx`, as only the tables' owner can (the application never does): to date it in the past (the
 * report tests' days), or to plant a state the checks exist to refuse (the invariant tests). Its
 * entries must still sum to zero.
 */
export async function postAroundChecks(
  tx: Db,
  posting: LedgerPosting,
  options: { at?: Date; off: readonly LedgerTrigger[] },
): Promise<void> {
  assertBalanced(posting.lines);
  const alter = (action: 'ENABLE' | 'DISABLE', trigger: LedgerTrigger) =>
    tx.execute(sql.raw(`ALTER TABLE ${TABLE_OF[trigger]} ${action} TRIGGER ${trigger}`));
  for (const trigger of options.off) await alter('DISABLE', trigger);
  const [written] = await tx
    .insert(ledgerTransactions)
    .values({
      key: posting.key,
      kind: posting.kind,
      bookingId: posting.bookingId ?? null,
      paymentId: posting.paymentId ?? null,
      refundId: posting.refundId ?? null,
      payoutId: posting.payoutId ?? null,
      ...(options.at && { createdAt: options.at }),
    })
    .returning({ id: ledgerTransactions.id });
  const id = oneRow(written ? [written] : [], 'the ledger transaction').id;
  await tx.insert(ledgerEntries).values(
    posting.lines.map((line) => ({
      transactionId: id,
      account: line.account,
      userId: line.userId ?? null,
      bookingId: line.bookingId ?? null,
      amountHalalas: line.amount,
      ...(options.at && { createdAt: options.at }),
    })),
  );
  // A table with deferred checks still pending cannot be altered: they run now (a turned-off one
  // does not), then the triggers are on again before the transaction ends.
  await tx.execute(sql`SET CONSTRAINTS ALL IMMEDIATE`);
  for (const trigger of options.off) await alter('ENABLE', trigger);
  await tx.execute(sql`SET CONSTRAINTS ALL DEFERRED`);
}

/** A ledger transaction dated `at`, as if posted then (the database dates every row itself otherwise). */
export function postBackdated(tx: Db, posting: LedgerPosting, at: Date): Promise<void> {
  return postAroundChecks(tx, posting, {
    at,
    off: ['ledger_transactions_time_from_database', 'ledger_entries_time_from_database'],
  });
}
