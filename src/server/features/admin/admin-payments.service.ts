/**
 * An administrator's refund (docs/decisions/0045): a goodwill amount out of Ajjir's fees and
 * their VAT, written as an owed refund with its ledger entries and credit note, in the
 * transaction that records it in the audit log; the gateway is asked after commit, as for every
 * refund (docs/decisions/0044-payments.md, "Refunds are owed first, then made").
 */
import { splitAmount } from '@shared/money';
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bookings, items, payments, refunds } from '../../db/schema';
import { AppError, notFound } from '../../http/errors';
import { priceOfBooking } from '../bookings/bookings.queries';
import { lockItem } from '../bookings/calendar';
import { oweRefund, refundedSoFar } from '../payments/booking-money';
import { writeAudit } from './audit';

export interface ManualRefund {
  bookingId: string;
  amount: number;
  reason: string;
  /** Makes the refund once however often it is asked for (the request's Idempotency-Key, or a fresh id). */
  key: string;
}

/** Owes the refund and audits it, in `tx`; answers the refund's id. */
export async function oweManualRefund(tx: Db, admin: { id: string }, input: ManualRefund): Promise<string> {
  const [booking] = await tx
    .select({ booking: bookings, itemTitle: items.title })
    .from(bookings)
    .innerJoin(items, eq(items.id, bookings.itemId))
    .where(eq(bookings.id, input.bookingId));
  if (!booking) throw notFound('Booking not found');
  // The item, the booking, then the payment, in the order a booking's change takes them (it decides
  // its own refund under the payment's lock): in another order the two would wait on each other.
  await lockItem(tx, booking.booking.itemId);
  await tx
    .select({ id: bookings.id })
    .from(bookings)
    .where(eq(bookings.id, input.bookingId))
    .for('no key update');
  // The payment's row is the lock: refunds of one payment are decided one after the other, so two
  // at once cannot both fit in what is left.
  const [payment] = await tx
    .select()
    .from(payments)
    .where(and(eq(payments.bookingId, input.bookingId), isNotNull(payments.paidAt)))
    .for('no key update');
  const price = priceOfBooking(booking.booking);
  if (!payment || !price) {
    throw new AppError('booking_changed', 'This booking has no paid payment to refund');
  }
  const left = Math.min(payment.amountHalalas, price.total) - (await refundedSoFar(tx, payment.id));
  if (input.amount > left) {
    throw new AppError(
      'refund_too_large',
      `At most ${Math.max(left, 0)} halalas of this payment are left to refund`,
    );
  }
  const refundId = await oweRefund(tx, {
    bookingId: input.bookingId,
    paymentId: payment.id,
    reason: 'admin',
    note: input.reason,
    actorId: admin.id,
    fromFees: true,
    split: splitAmount(price, input.amount),
    key: input.key,
  });
  await writeAudit(tx, {
    adminId: admin.id,
    action: 'payment.refund',
    targetType: 'booking',
    targetId: input.bookingId,
    targetLabel: booking.itemTitle,
    reason: input.reason,
    details: { amount: input.amount, refundId, paymentId: payment.id },
  });
  return refundId;
}
