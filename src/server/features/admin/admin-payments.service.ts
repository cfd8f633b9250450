/**
 * An administrator's refund (docs/decisions/0045 and 0047, "Goodwill"): Ajjir's own money given
 * back to a renter, never the owner's earning nor the fees and VAT already booked, written as an
 * owed refund with its ledger entries and its sending job, in the transaction that records it in
 * the audit log; the job asks the gateway after commit, as for every refund.
 */
import { and, eq, isNotNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bookings, items, payments } from '../../db/schema';
import { AppError, notFound } from '../../http/errors';
import { lockItem, priceOfBooking } from '../bookings';
import { notify } from '../notifications';
import { oweGoodwillRefund, refundedSoFar } from '../payments';
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
  const refundId = await oweGoodwillRefund(tx, {
    bookingId: input.bookingId,
    paymentId: payment.id,
    note: input.reason,
    actorId: admin.id,
    amount: input.amount,
    key: input.key,
  });
  // The renter hears of it as of any refund of theirs; a retried request owes nothing new.
  await notify(tx, [
    {
      userId: booking.booking.renterId,
      type: 'refund_given',
      data: { bookingId: input.bookingId, itemTitle: booking.itemTitle, amount: input.amount },
      link: `/bookings/${input.bookingId}`,
    },
  ]);
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
