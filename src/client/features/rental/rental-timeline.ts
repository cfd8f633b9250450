/**
 * A booking's story so far, as steps: requested → paid → confirmed → handed over → returned, or
 * the step where it stopped (declined, expired, not paid in time, cancelled). It is read from the
 * booking's status, dates and history (when each status was reached, in the one booking's answer)
 * and, when loaded, its money (when it was paid, and why a refund was made, which tells who
 * cancelled and whether it had been confirmed).
 */
import type { Booking, RefundSummary } from '@shared/api-types';
import { systemReasonOf } from '@shared/bookings';
import type { BookingStatus } from '@shared/constants';
import { type PaymentState, paymentStateOf } from './payment-state';

export type ProgressStep = 'requested' | 'paid' | 'confirmed' | 'handedOver' | 'returned';
/** `notPickedUp` and `notHandedOver`: a confirmed booking ended as a no-show (docs/decisions/0060). */
export type StopStep = 'declined' | 'expired' | 'lapsed' | 'cancelled' | 'notPickedUp' | 'notHandedOver';
export type StepKey = ProgressStep | StopStep;

/** done: happened; current: what the booking waits for now; upcoming: later; stopped: where it ended. */
export type StepState = 'done' | 'current' | 'upcoming' | 'stopped';

/** Who ended a cancelled booking, when known. */
export type Canceller = 'renter' | 'owner' | 'ajjir';

export interface TimelineStep {
  key: StepKey;
  state: StepState;
  /** When it happened, where known (a timestamp). */
  at: string | null;
  /** The day it is planned for (the pickup and return days). */
  day: string | null;
  /** For a cancellation: who cancelled, when known. */
  by?: Canceller | null;
}

export interface TimelineMoney {
  /** When it was paid; null when the money is known and shows no payment; undefined when not loaded. */
  paidAt?: string | null;
  refunds?: readonly Pick<RefundSummary, 'reason'>[];
}

/** The status a booking takes on reaching each step after the payment. */
const STATUS_OF_STEP: Partial<Record<StepKey, BookingStatus>> = {
  confirmed: 'confirmed',
  handedOver: 'active',
  returned: 'completed',
  declined: 'declined',
  expired: 'expired',
  lapsed: 'expired',
  cancelled: 'cancelled',
};

/** When the booking last reached the status of a step, from its history, when the answer has one. */
function reachedAt(booking: Booking, key: StepKey): string | null {
  const status = STATUS_OF_STEP[key];
  return (status && booking.history?.findLast((event) => event.status === status)?.at) ?? null;
}

/** The last step of the way each live status has reached. */
const REACHED: Partial<Record<BookingStatus, ProgressStep>> = {
  awaiting_payment: 'requested',
  pending: 'paid',
  confirmed: 'confirmed',
  active: 'handedOver',
  completed: 'returned',
};

function cancellerOf(booking: Booking, refunds: TimelineMoney['refunds']): Canceller | null {
  const reasons = new Set((refunds ?? []).map((refund) => refund.reason));
  if (reasons.has('listing_removed') || systemReasonOf(booking.statusReason) === 'listingRemoved')
    return 'ajjir';
  if (reasons.has('owner_cancelled')) return 'owner';
  if (reasons.has('renter_cancelled') || reasons.has('renter_withdrew') || booking.cancelledLate)
    return 'renter';
  return null;
}

/** Where an ended booking stopped, and the last step it had reached before. */
function stopOf(
  booking: Booking,
  money: TimelineMoney,
  payment: PaymentState | null,
): { stop: StopStep; reached: ProgressStep } | null {
  const reasons = new Set((money.refunds ?? []).map((refund) => refund.reason));
  const system = systemReasonOf(booking.statusReason);
  // Known to have taken no money: a request that lapsed or was withdrawn before it was paid.
  const unpaid = payment === 'unpaid' || system === 'unpaid';
  switch (booking.status) {
    case 'declined':
      return { stop: 'declined', reached: 'paid' };
    case 'expired': {
      // A request lapses either unpaid (the payment window) or paid and unanswered before the pickup day.
      const unanswered =
        Boolean(money.paidAt) || payment === 'outside' || reasons.has('expired') || system === 'expired';
      return unpaid || !unanswered
        ? { stop: 'lapsed', reached: 'requested' }
        : { stop: 'expired', reached: 'paid' };
    }
    case 'cancelled': {
      if (unpaid) return { stop: 'cancelled', reached: 'requested' };
      if (system === 'renterNoShow') return { stop: 'notPickedUp', reached: 'confirmed' };
      if (system === 'ownerNoShow') return { stop: 'notHandedOver', reached: 'confirmed' };
      // An owner cancels only a confirmed booking; a renter's refund reason says which it was.
      const confirmed =
        booking.cancelledLate === true || reasons.has('owner_cancelled') || reasons.has('renter_cancelled');
      return { stop: 'cancelled', reached: confirmed ? 'confirmed' : 'paid' };
    }
    default:
      return null;
  }
}

export function timelineOf(booking: Booking, money: TimelineMoney = {}): TimelineStep[] {
  const payment = money.paidAt === undefined ? null : paymentStateOf(booking, money.paidAt);
  // Bookings made before payments were never paid through Ajjir: no payment step.
  const progress: ProgressStep[] =
    payment === 'outside'
      ? ['requested', 'confirmed', 'handedOver', 'returned']
      : ['requested', 'paid', 'confirmed', 'handedOver', 'returned'];
  const stopped = stopOf(booking, money, payment);
  const reached = stopped?.reached ?? REACHED[booking.status] ?? 'requested';
  const reachedIndex = progress.includes(reached) ? progress.indexOf(reached) : 0;

  const atOf = (key: ProgressStep): string | null => {
    if (key === 'requested') return booking.createdAt;
    if (key === 'paid') return money.paidAt ?? null;
    // Without a history (a list's answer), the last change of a live booking is the step it has
    // just reached.
    return reachedAt(booking, key) ?? (!stopped && key === reached ? booking.updatedAt : null);
  };
  const dayOf = (key: StepKey) =>
    key === 'handedOver' ? booking.startDate : key === 'returned' ? booking.endDate : null;

  const steps: TimelineStep[] = progress.map((key, index) => {
    const state: StepState =
      index <= reachedIndex ? 'done' : !stopped && index === reachedIndex + 1 ? 'current' : 'upcoming';
    return { key, state, at: state === 'done' ? atOf(key) : null, day: dayOf(key) };
  });
  if (!stopped) return steps;
  return [
    ...steps.slice(0, reachedIndex + 1),
    {
      key: stopped.stop,
      state: 'stopped',
      at: reachedAt(booking, stopped.stop) ?? booking.updatedAt,
      day: null,
      ...(stopped.stop === 'cancelled' && { by: cancellerOf(booking, money.refunds) }),
    },
  ];
}
