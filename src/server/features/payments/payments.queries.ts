/** Reading money: a booking's payment, refunds and invoices, as its two parties and administrators see them. */
import type { BookingMoney, PaymentSummary } from '@shared/api-types';
import { CLAIM_WINDOW_HOURS } from '@shared/bookings';
import { refundBasisPoints } from '@shared/cancellation';
import { ENDED_EARLY_STATUSES, ownerShareOf, settlement } from '@shared/money';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bookings, claims, payments, refunds } from '../../db/schema';
import { priceOfBooking, reachedOwnerSql } from '../bookings';
import { type Covering, earningHoldOf, earningStateOf, payoutsCovering } from './earning-states';
import { invoicesOfBooking } from './invoices/invoices';
import { depositOf, settledEarningOf } from './ledger/balances';

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

/** The owner is not told how the renter paid: the card's brand and last digits are the renter's. */
function paymentSummaryFor(
  payment: typeof payments.$inferSelect,
  viewer: { isRenter: boolean; isAdmin: boolean },
): PaymentSummary {
  const summary = paymentSummaryOf(payment);
  return viewer.isRenter || viewer.isAdmin ? summary : { ...summary, method: null, last4: null };
}

/** A booking's money for one of its parties or an administrator; undefined for anyone else. */
export async function bookingMoneyOf(
  db: Db,
  bookingId: string,
  viewer: Viewer,
  /** Hours after a return before the owner's earning is released (config: CLAIM_WINDOW_HOURS). */
  claimWindowHours = CLAIM_WINDOW_HOURS,
): Promise<BookingMoney | undefined> {
  const [row] = await db
    .select({
      booking: bookings,
      payment: payments,
      reachedOwner: reachedOwnerSql.mapWith(Boolean),
      claim: { status: claims.status, answerDueAt: claims.answerDueAt, disputedAt: claims.disputedAt },
    })
    .from(bookings)
    .leftJoin(payments, eq(payments.bookingId, bookings.id))
    .leftJoin(claims, eq(claims.bookingId, bookings.id))
    .where(eq(bookings.id, bookingId));
  if (!row) return undefined;
  const { booking, payment, reachedOwner, claim } = row;
  const isRenter = booking.renterId === viewer.id;
  // A request that never reached its owner is its renter's alone (bookings.queries.ts, visibleTo).
  const isOwner = booking.ownerId === viewer.id && reachedOwner;
  if (!isRenter && !isOwner && !viewer.isAdmin) return undefined;
  const [refundRows, invoices, settled, covering, deposit] = await Promise.all([
    db.select().from(refunds).where(eq(refunds.bookingId, bookingId)).orderBy(asc(refunds.createdAt)),
    invoicesOfBooking(db, bookingId),
    settledEarningOf(db, bookingId),
    payoutsCovering(db, booking.ownerId, [bookingId]),
    depositOf(db, bookingId),
  ]);
  const price = priceOfBooking(booking);
  return {
    bookingId,
    status: booking.status,
    price,
    payment: payment ? paymentSummaryFor(payment, { isRenter, isAdmin: viewer.isAdmin }) : null,
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
    deposit:
      payment?.paidAt && booking.depositHalalas > 0 ? { amount: booking.depositHalalas, ...deposit } : null,
    ownerEarning:
      isOwner || viewer.isAdmin
        ? ownerEarningOf(booking, payment, settled, covering.get(bookingId), { claimWindowHours, claim })
        : null,
  };
}

/**
 * What the renter would get back by cancelling now, the deposit with it: only for a paid booking
 * they may still cancel.
 */
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
  // The deposit comes back whole whatever the policy keeps of the rental (docs/decisions/0057).
  return { amount: settlement(price, basisPoints).refund.total + price.deposit, basisPoints };
}

/**
 * What the owner receives from this booking: held while the rental is ahead or under way, once
 * settled (the ledger's settle transaction) in their balance, in a payout or paid out
 * (earning-states.ts), nothing if it ended with everything refunded.
 */
function ownerEarningOf(
  booking: typeof bookings.$inferSelect,
  payment: typeof payments.$inferSelect | null,
  settled: number | null,
  covering: Covering | undefined,
  hold: { claimWindowHours: number; claim: Parameters<typeof earningHoldOf>[3] },
): BookingMoney['ownerEarning'] {
  const price = priceOfBooking(booking);
  if (!price || !payment?.paidAt) return null;
  const amount = ownerShareOf({ status: booking.status, ownerEarning: price.ownerEarning }, settled);
  const ended = (ENDED_EARLY_STATUSES as readonly string[]).includes(booking.status);
  if (settled === null && ended)
    return { amount, state: 'none', paidOutAt: null, heldFor: null, heldUntil: null };
  return {
    amount,
    ...earningStateOf(settled !== null, covering),
    ...earningHoldOf(booking, settled !== null, hold.claimWindowHours, hold.claim),
  };
}
