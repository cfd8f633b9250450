/**
 * What the renter sees on coming back from the payment page: the server has asked the gateway
 * (POST /api/bookings/{id}/payment/refresh) and answers the booking's status and the payment as
 * the gateway reports it (docs/decisions/0044-payments.md). The booking's status decides first,
 * since the server moves it in the same transaction as the charge.
 */
import type { PaymentRefresh } from '@shared/api-types';
import type { BookingStatus } from '@shared/constants';

export type ReturnOutcome =
  /** Paid: the request went to the owner (pending) or the booking is confirmed. */
  | 'paid'
  /** The gateway has not reported yet: ask again. */
  | 'waiting'
  /** The attempt failed: the gateway's message, and another try. */
  | 'failed'
  /** The time to pay ran out. */
  | 'lapsed'
  /** Declined or cancelled meanwhile. */
  | 'changed';

const PAID: readonly BookingStatus[] = ['pending', 'confirmed', 'active', 'completed'];
const FAILED_PAYMENT = ['failed'];

export function outcomeOf(refresh: PaymentRefresh): ReturnOutcome {
  if (PAID.includes(refresh.bookingStatus)) return 'paid';
  if (refresh.bookingStatus === 'expired') return 'lapsed';
  if (refresh.bookingStatus !== 'awaiting_payment') return 'changed';
  return refresh.payment && FAILED_PAYMENT.includes(refresh.payment.status) ? 'failed' : 'waiting';
}

/** A payment the gateway took after the request lapsed: the server refunds it in full. */
export function lapsedButCharged(refresh: PaymentRefresh): boolean {
  return refresh.bookingStatus === 'expired' && ['paid', 'refunded'].includes(refresh.payment?.status ?? '');
}

/**
 * While the gateway has not reported, the page asks again after these pauses (doubling, about half
 * a minute in all), then leaves it to the renter's "Check again".
 */
export const RETURN_POLL_DELAYS_MS = [2_000, 4_000, 8_000, 16_000] as const;

/** The pause before the next automatic check, after `checksSoFar` automatic ones; null when done. */
export function nextPollDelay(checksSoFar: number): number | null {
  return RETURN_POLL_DELAYS_MS[checksSoFar] ?? null;
}
