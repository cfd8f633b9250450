/**
 * The administrators' money tables (GET /api/admin/payments, /refunds, /payouts) and one
 * booking's money with its ledger (GET /api/admin/bookings/{id}/money). Newest first, a page of at
 * most 100 rows (the shared `paging`), each list reading its table's created_at index.
 */
import type {
  AdminBookingMoney,
  AdminPaymentRow,
  AdminPayoutRow,
  AdminRefundRow,
  LedgerTransactionView,
} from '@shared/api-types';
import type {
  AdminPaymentsQuery,
  AdminPayoutsQuery,
  AdminRefundsQuery,
} from '@shared/schemas/admin-payments';
import { and, asc, count, desc, eq, inArray } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import {
  bookings,
  items,
  ledgerEntries,
  ledgerTransactions,
  payments,
  payouts,
  refunds,
  users,
} from '../../db/schema';
import { bookingMoneyOf, refundedSoFar } from '../payments';
import { riyadhFrom, riyadhUntil } from './admin-sql';

type Page<T> = { rows: T[]; total: number };

/** Who a row names, from the users table. */
const person = { id: users.id, firstName: users.firstName, lastName: users.lastName };

const bookingRefColumns = { id: bookings.id, status: bookings.status, itemTitle: items.title };

/** One page of payments, newest first, and how many match in all. */
export async function listAdminPayments(db: Db, query: AdminPaymentsQuery): Promise<Page<AdminPaymentRow>> {
  const conditions = and(
    query.status ? eq(payments.status, query.status) : undefined,
    query.bookingId ? eq(payments.bookingId, query.bookingId) : undefined,
    query.from ? riyadhFrom(payments.createdAt, query.from) : undefined,
    query.to ? riyadhUntil(payments.createdAt, query.to) : undefined,
  );
  const [rows, [counted]] = await Promise.all([
    db
      .select({ payment: payments, booking: bookingRefColumns, renter: person })
      .from(payments)
      .innerJoin(bookings, eq(bookings.id, payments.bookingId))
      .innerJoin(items, eq(items.id, bookings.itemId))
      .innerJoin(users, eq(users.id, payments.payerId))
      .where(conditions)
      .orderBy(desc(payments.createdAt), desc(payments.id))
      .limit(query.limit)
      .offset(query.offset),
    db.select({ total: count() }).from(payments).where(conditions),
  ]);
  return {
    rows: rows.map(({ payment, booking, renter }) => ({
      id: payment.id,
      status: payment.status,
      amount: payment.amountHalalas,
      refunded: payment.refundedHalalas,
      method: payment.method,
      last4: payment.cardLast4,
      booking,
      renter,
      createdAt: payment.createdAt.toISOString(),
      paidAt: payment.paidAt?.toISOString() ?? null,
    })),
    total: counted?.total ?? 0,
  };
}

const actors = alias(users, 'actors');
const actor = { id: actors.id, firstName: actors.firstName, lastName: actors.lastName };

function refundRows(db: Db) {
  return (
    db
      .select({ refund: refunds, booking: bookingRefColumns, actor })
      .from(refunds)
      .innerJoin(bookings, eq(bookings.id, refunds.bookingId))
      .innerJoin(items, eq(items.id, bookings.itemId))
      // The actor's account may be gone (actor_id set null), and the system decides some refunds.
      .leftJoin(actors, eq(actors.id, refunds.actorId))
  );
}

type RefundJoined = Awaited<ReturnType<ReturnType<typeof refundRows>['execute']>>[number];

function toRefundRow({ refund, booking, actor }: RefundJoined): AdminRefundRow {
  return {
    id: refund.id,
    amount: refund.amountHalalas,
    reason: refund.reason,
    note: refund.note,
    secondPaymentId: refund.gatewayPaymentId,
    actor: actor?.id ? actor : null,
    status: refund.status,
    lastError: refund.lastError,
    booking,
    createdAt: refund.createdAt.toISOString(),
    doneAt: refund.doneAt?.toISOString() ?? null,
  };
}

/** One page of refunds, newest first. */
export async function listAdminRefunds(db: Db, query: AdminRefundsQuery): Promise<Page<AdminRefundRow>> {
  const conditions = and(
    query.status ? eq(refunds.status, query.status) : undefined,
    query.reason ? eq(refunds.reason, query.reason) : undefined,
  );
  const [rows, [counted]] = await Promise.all([
    refundRows(db)
      .where(conditions)
      .orderBy(desc(refunds.createdAt), desc(refunds.id))
      .limit(query.limit)
      .offset(query.offset),
    db.select({ total: count() }).from(refunds).where(conditions),
  ]);
  return { rows: rows.map(toRefundRow), total: counted?.total ?? 0 };
}

/** One refund as the tables show it. */
export async function findAdminRefund(db: Db, id: string): Promise<AdminRefundRow | undefined> {
  const [row] = await refundRows(db).where(eq(refunds.id, id));
  return row && toRefundRow(row);
}

/** One page of payouts, newest first. */
export async function listAdminPayouts(db: Db, query: AdminPayoutsQuery): Promise<Page<AdminPayoutRow>> {
  const conditions = query.status ? eq(payouts.status, query.status) : undefined;
  const [rows, [counted]] = await Promise.all([
    db
      .select({ payout: payouts, owner: { ...person, companyName: users.companyName } })
      .from(payouts)
      .innerJoin(users, eq(users.id, payouts.ownerId))
      .where(conditions)
      .orderBy(desc(payouts.createdAt), desc(payouts.id))
      .limit(query.limit)
      .offset(query.offset),
    db.select({ total: count() }).from(payouts).where(conditions),
  ]);
  return {
    rows: rows.map(({ payout, owner }) => ({
      id: payout.id,
      number: payout.number,
      owner,
      amount: payout.amountHalalas,
      ibanLast4: payout.iban.slice(-4),
      status: payout.status,
      failureReason: payout.failureReason,
      createdAt: payout.createdAt.toISOString(),
      updatedAt: payout.updatedAt.toISOString(),
    })),
    total: counted?.total ?? 0,
  };
}

/** The booking's ledger transactions, oldest first, each with its entries. */
export async function ledgerOfBooking(db: Db, bookingId: string): Promise<LedgerTransactionView[]> {
  const transactions = await db
    .select()
    .from(ledgerTransactions)
    .where(eq(ledgerTransactions.bookingId, bookingId))
    .orderBy(asc(ledgerTransactions.id));
  if (transactions.length === 0) return [];
  const entries = await db
    .select()
    .from(ledgerEntries)
    .where(
      inArray(
        ledgerEntries.transactionId,
        transactions.map((transaction) => transaction.id),
      ),
    )
    .orderBy(asc(ledgerEntries.id));
  return transactions.map((transaction) => ({
    id: transaction.id,
    kind: transaction.kind,
    key: transaction.key,
    createdAt: transaction.createdAt.toISOString(),
    entries: entries
      .filter((entry) => entry.transactionId === transaction.id)
      .map((entry) => ({ account: entry.account, amount: entry.amountHalalas })),
  }));
}

/** What a refund may still give back of a payment: its amount less every refund owed or made. */
export async function refundableOf(db: Db, payment: { id: string; amountHalalas: number }): Promise<number> {
  return payment.amountHalalas - (await refundedSoFar(db, payment.id));
}

const owners = alias(users, 'owners');
const owner = { id: owners.id, firstName: owners.firstName, lastName: owners.lastName };

/** Everything money about one booking, for an administrator; undefined when there is no such booking. */
export async function findAdminBookingMoney(
  db: Db,
  bookingId: string,
  admin: { id: string },
): Promise<AdminBookingMoney | undefined> {
  const [row] = await db
    .select({
      booking: bookings,
      itemTitle: items.title,
      renter: person,
      owner,
      payment: payments,
    })
    .from(bookings)
    .innerJoin(items, eq(items.id, bookings.itemId))
    .innerJoin(users, eq(users.id, bookings.renterId))
    .innerJoin(owners, eq(owners.id, bookings.ownerId))
    .leftJoin(payments, eq(payments.bookingId, bookings.id))
    .where(eq(bookings.id, bookingId));
  if (!row) return undefined;
  const [money, refundList, ledger, refundable] = await Promise.all([
    bookingMoneyOf(db, bookingId, { id: admin.id, isAdmin: true }),
    refundRows(db).where(eq(refunds.bookingId, bookingId)).orderBy(asc(refunds.createdAt)),
    ledgerOfBooking(db, bookingId),
    row.payment?.paidAt ? refundableOf(db, row.payment) : Promise.resolve(0),
  ]);
  if (!money) return undefined;
  const { booking, payment } = row;
  return {
    money,
    booking: {
      id: booking.id,
      itemTitle: row.itemTitle,
      renter: row.renter,
      owner: row.owner,
      startDate: booking.startDate,
      endDate: booking.endDate,
    },
    gatewayInvoiceId: payment?.gatewayInvoiceId ?? null,
    gatewayPaymentId: payment?.gatewayPaymentId ?? null,
    refundable,
    refunds: refundList.map(toRefundRow),
    ledger,
  };
}
