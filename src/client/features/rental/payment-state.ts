/**
 * Whether a booking's price was paid through Ajjir. Every booking has a price (docs/decisions/
 * 0046-one-money-model.md), but bookings made before payments went past the payment step without a
 * payment: their money changed hands between the two people, and nothing comes back through Ajjir.
 */
import type { Booking } from '@shared/api-types';
import { systemReasonOf } from '@shared/bookings';
import type { BookingStatus } from '@shared/constants';

/**
 * paid: through Ajjir; due: an unpaid request that can still be paid; unpaid: a request that ended
 * before it was paid; outside: made before payments, paid to the owner directly.
 */
export type PaymentState = 'paid' | 'due' | 'unpaid' | 'outside';

/** Statuses a request reaches only once paid (docs/product.md, "Statuses"). */
const PAID_TO_REACH = new Set<BookingStatus>(['pending', 'confirmed', 'active', 'completed', 'declined']);

/** The state of a booking whose payment is known: `paidAt` null when it has none. */
export function paymentStateOf(
  booking: Pick<Booking, 'status' | 'cancelledLate' | 'statusReason'>,
  paidAt: string | null,
): PaymentState {
  if (paidAt) return 'paid';
  if (booking.status === 'awaiting_payment') return 'due';
  const pastPayment =
    PAID_TO_REACH.has(booking.status) ||
    // Cancelled late: it had been confirmed. Expired unanswered: it had reached the owner.
    (booking.status === 'cancelled' && booking.cancelledLate === true) ||
    (booking.status === 'expired' && systemReasonOf(booking.statusReason) === 'expired');
  return pastPayment ? 'outside' : 'unpaid';
}
