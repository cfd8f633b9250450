/**
 * Cancellation policies (docs/product.md, "Payments"): how much of what a
 * renter paid comes back when the booking ends before the rental, by who
 * ended it and how long before the pickup day began.
 *
 *   flexible  full refund until 24 hours before pickup, then 50 %
 *   moderate  full refund until 3 days before pickup, then 50 %
 *   strict    50 % until 7 days before pickup, then nothing
 *
 * The owner declining or cancelling, a request that expires or is never
 * paid, and Ajjir removing the listing always refund in full. So does a
 * renter withdrawing a request the owner has not yet accepted: nothing was
 * set aside for them yet.
 */
import { pickupMoment } from './bookings';
import { CANCELLATION_RULES, type CancellationPolicy } from './constants';

export { CANCELLATION_RULES };

const HOUR_MS = 60 * 60 * 1000;

/** Why a paid booking ended before its rental: who ended it decides what comes back. */
export type EndingKind =
  | 'renter_cancelled'
  | 'renter_withdrew'
  | 'owner_declined'
  | 'owner_cancelled'
  | 'expired'
  | 'listing_removed';

/** The share of the payment (basis points) a renter gets back. */
export function refundBasisPoints(options: {
  policy: CancellationPolicy;
  kind: EndingKind;
  startDate: string;
  now: Date;
}): number {
  if (options.kind !== 'renter_cancelled') return 10_000;
  const rule = CANCELLATION_RULES[options.policy];
  const deadline = pickupMoment(options.startDate).getTime() - rule.hoursBefore * HOUR_MS;
  return options.now.getTime() <= deadline ? rule.before : rule.after;
}

/**
 * Whether a renter cancelling a confirmed booking at `now` gets less than everything back under its
 * policy: what the booking records as a late cancellation (`cancelled_late`).
 */
export function cancelsLate(options: { policy: CancellationPolicy; startDate: string; now: Date }): boolean {
  return refundBasisPoints({ ...options, kind: 'renter_cancelled' }) < 10_000;
}

/** The moment the renter's better refund ends under a policy (for "full refund until …"). */
export function policyDeadline(policy: CancellationPolicy, startDate: string): Date {
  return new Date(pickupMoment(startDate).getTime() - CANCELLATION_RULES[policy].hoursBefore * HOUR_MS);
}
