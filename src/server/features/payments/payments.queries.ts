/** Reading money: a booking's payment, refunds and invoices, as its two parties and administrators see them. */
import type { BookingMoney, PaymentSummary } from '@shared/api-types';
import { refundBasisPoints } from '@shared/cancellation';
import { settlement } from '@shared/money';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bookings, ledgerEntries, ledgerTransactions, payments, refunds } from '../../db/schema';
import { priceOfBooking } from '../bookings/bookings.queries';
import { invoicesOfBooking } from './invoices/invoices';

export function paymentSummaryOf(payment: typeof payments.$inferSelect): PaymentSummary {
  return {
    id: payment.id,
    status: payment.status,
    amount: payment.amountHalalas,
    refunded: payment.refundedHalalas,
    method: payment.method,
    last4: payment.cardLast4,
    message: payment.message,
    paidAt: payment.paidAt?.toISOString() ?? null,
  };
}

type Viewer = { id: string; isAdmin: boolean };

/** A booking's money for one of its parties or an administrator; undefined for anyone else. */
export async function bookingMoneyOf(
  db: Db,
  bookingId: string,
  viewer: Viewer,
): Promise<BookingMoney | undefined> {
  const [row] = await db
    .select({ booking: bookings, payment: payments })
    .from(bookings)
    .leftJoin(payments, eq(payments.bookingId, bookings.id))
    .where(eq(bookings.id, bookingId));
  if (!row) return undefined;
  const { booking, payment } = row;
  const isRenter = booking.renterId === viewer.id;
  const isOwner = booking.ownerId === viewer.id && booking.status !== 'awaiting_payment';
  if (!isRenter && !isOwner && !viewer.isAdmin) return undefined;
  const [refundRows, invoices, settled] = await Promise.all([
    db.select().from(refunds).where(eq(refunds.bookingId, bookingId)).orderBy(asc(refunds.createdAt)),
    invoicesOfBooking(db, bookingId),
    settledEarningOf(db, bookingId),
  ]);
  const price = priceOfBooking(booking);
  return {
    bookingId,
    status: booking.status,
    price,
    payment: payment ? paymentSummaryOf(payment) : null,
    refunds: refundRows.map((refund) => ({
      id: refund.id,
      amount: refund.amountHalalas,
      reason: refund.reason,
      secondPayment: refund.gatewayPaymentId !== null,
      status: refund.status,
      createdAt: refund.createdAt.toISOString(),
      doneAt: refund.doneAt?.toISOString() ?? null,
    })),
    invoices,
    cancelRefund: isRenter ? cancelRefundOf(booking, payment) : null,
    ownerEarning: isOwner || viewer.isAdmin ? ownerEarningOf(booking, payment, settled) : null,
  };
}

/** What the renter would get back by cancelling now: only for a paid booking they may still cancel. */
function cancelRefundOf(
  booking: typeof bookings.$inferSelect,
  payment: typeof payments.$inferSelect | null,
): BookingMoney['cancelRefund'] {
  const price = priceOfBooking(booking);
  if (!price || !payment?.paidAt || !booking.cancellationPolicy) return null;
  if (booking.status !== 'pending' && booking.status !== 'confirmed') return null;
  const basisPoints = refundBasisPoints({
    policy: booking.cancellationPolicy,
    kind: booking.status === 'pending' ? 'renter_withdrew' : 'renter_cancelled',
    startDate: booking.startDate,
    now: new Date(),
  });
  return { amount: settlement(price, basisPoints).refund.total, basisPoints };
}

/**
 * What the owner earns from this booking: held while the rental is ahead or under way, available
 * once settled (the ledger's settle transaction), nothing if it ended with everything refunded.
 */
function ownerEarningOf(
  booking: typeof bookings.$inferSelect,
  payment: typeof payments.$inferSelect | null,
  settled: number | null,
): BookingMoney['ownerEarning'] {
  const price = priceOfBooking(booking);
  if (!price || !payment?.paidAt) return null;
  if (settled !== null) return { amount: settled, state: 'available' };
  const ended = ['declined', 'expired', 'cancelled'].includes(booking.status);
  return { amount: ended ? 0 : price.ownerEarning, state: ended ? 'none' : 'pending' };
}

/** What the booking's settle transaction credited the owner (a late cancellation: part); null before it. */
async function settledEarningOf(db: Db, bookingId: string): Promise<number | null> {
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
