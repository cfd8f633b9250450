import type { Booking } from '@shared/api-types';
import { refundBasisPoints } from '@shared/cancellation';
import { settlement } from '@shared/money';

/**
 * How a booking's money divides when its renter did not come (docs/decisions/0060-no-shows.md):
 * what a late cancellation by the renter would give back under the listing's policy (after the
 * pickup day, its `after` share), the deposit whole, and the owner's earning on the rest — the
 * server's own computation (money-effects.ts, `by_policy`), so the figures match to the halala.
 */
export function noShowSplit(
  booking: Pick<Booking, 'price' | 'cancellationPolicy' | 'startDate'>,
  at: Date = new Date(),
) {
  const basisPoints = refundBasisPoints({
    policy: booking.cancellationPolicy,
    kind: 'renter_cancelled',
    startDate: booking.startDate,
    now: at,
  });
  const split = settlement(booking.price, basisPoints);
  return {
    basisPoints,
    /** Of the rental's total (rental, fees and their VAT): back to the renter. */
    refund: split.refund.total,
    total: booking.price.total,
    /** Back to the renter whole. */
    deposit: booking.price.deposit,
    /** The owner's earning on what is kept, after Ajjir's commission. */
    keep: split.ownerEarning,
  };
}
