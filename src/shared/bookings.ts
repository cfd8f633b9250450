/**
 * The life of a booking: who may do what, from which status, and when. The
 * server enforces it; the client shows only the actions it would accept.
 *
 *   request ─▶ pending ─accept (owner)─▶ confirmed ─start (owner, from pickup day)─▶ active ─complete (either)─▶ completed
 *                │ └decline (owner)─▶ declined        │
 *                │ └(pickup day passes)─▶ expired     ├cancel (renter; owner with a reason)─▶ cancelled
 *                └cancel (renter)─▶ cancelled         └no_show (owner, after the pickup day)─▶ cancelled
 *
 * A renter's report that the owner did not hand over, and a booking nobody confirmed, are cases of
 * their own (shared/no-shows.ts).
 *
 * Dates are calendar days in Saudi Arabia (Asia/Riyadh), as 'YYYY-MM-DD';
 * both the pickup and the return day are the renter's (docs/decisions/0004).
 */
import type { Booking } from './api-types';
import { type BookingStatus, SAUDI_TIME_ZONE } from './constants';

export const BOOKING_ACTIONS = ['accept', 'decline', 'start', 'complete', 'cancel', 'no_show'] as const;
export type BookingAction = (typeof BOOKING_ACTIONS)[number];
export type BookingActor = 'renter' | 'owner';

/** The other side of a booking, as the given side sees it. */
export function otherParty(booking: Booking, side: BookingActor): Booking['owner'] {
  return side === 'renter' ? booking.owner : booking.renter;
}

interface Rule {
  from: readonly BookingStatus[];
  to: BookingStatus;
  /** Whether a reason must be given (a reason may always be given). */
  reasonRequired: boolean;
}

/** For each action, who may take it from which statuses. */
export const BOOKING_RULES: Record<BookingAction, Partial<Record<BookingActor, Rule>>> = {
  accept: { owner: { from: ['pending'], to: 'confirmed', reasonRequired: false } },
  decline: { owner: { from: ['pending'], to: 'declined', reasonRequired: false } },
  start: { owner: { from: ['confirmed'], to: 'active', reasonRequired: false } },
  // Either side confirms the return; the renter may confirm an early one (docs/decisions/0059).
  complete: {
    owner: { from: ['active'], to: 'completed', reasonRequired: false },
    renter: { from: ['active'], to: 'completed', reasonRequired: false },
  },
  cancel: {
    // An unpaid request, withdrawn before paying, took no money and held no days.
    renter: { from: ['awaiting_payment', 'pending', 'confirmed'], to: 'cancelled', reasonRequired: false },
    // An owner who cannot honour a confirmed booking says why; a request they do not want, they decline.
    owner: { from: ['confirmed'], to: 'cancelled', reasonRequired: true },
  },
  // The renter did not come: from the day after the pickup day (docs/decisions/0060-no-shows.md).
  no_show: { owner: { from: ['confirmed'], to: 'cancelled', reasonRequired: false } },
};

export type TransitionRefusal =
  /** This side may never take this action. */
  | { kind: 'not_yours' }
  /** Not from the booking's current status. */
  | { kind: 'wrong_status' }
  /** Handing over before the pickup day, or after the return day. */
  | { kind: 'not_today' }
  /** Saying the renter did not come before the pickup day has passed. */
  | { kind: 'too_early' }
  | { kind: 'reason_required' };

export type TransitionResult = { ok: true; to: BookingStatus } | { ok: false; refusal: TransitionRefusal };

/** Whether `actor` may take `action` now, and the status it leads to. */
export function checkTransition(options: {
  status: BookingStatus;
  action: BookingAction;
  actor: BookingActor;
  startDate: string;
  endDate: string;
  today: string;
  reason?: string | null;
}): TransitionResult {
  const rule = BOOKING_RULES[options.action][options.actor];
  if (!rule) return { ok: false, refusal: { kind: 'not_yours' } };
  if (!rule.from.includes(options.status)) return { ok: false, refusal: { kind: 'wrong_status' } };
  if (options.action === 'start' && (options.today < options.startDate || options.today > options.endDate)) {
    return { ok: false, refusal: { kind: 'not_today' } };
  }
  if (options.action === 'no_show' && options.today <= options.startDate) {
    return { ok: false, refusal: { kind: 'too_early' } };
  }
  if (rule.reasonRequired && !options.reason?.trim())
    return { ok: false, refusal: { kind: 'reason_required' } };
  return { ok: true, to: rule.to };
}

/** The actions one side can take on a booking today, in the order the client shows them. */
export function availableActions(booking: {
  status: BookingStatus;
  startDate: string;
  endDate: string;
  actor: BookingActor;
  today: string;
}): BookingAction[] {
  return BOOKING_ACTIONS.filter((action) => {
    const result = checkTransition({ ...booking, action, reason: 'given' });
    return result.ok;
  });
}

/** Today's date in Saudi Arabia, 'YYYY-MM-DD'. */
export function todayInRiyadh(now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: SAUDI_TIME_ZONE }).format(now);
}

/** 'YYYY-MM-DD' plus `days`. */
export function addDays(date: string, days: number): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

const MS_PER_DAY = 86_400_000;

/** Whole days from one date to another (both 'YYYY-MM-DD'). */
export function daysBetween(start: string, end: string): number {
  return Math.round((Date.parse(`${end}T00:00:00Z`) - Date.parse(`${start}T00:00:00Z`)) / MS_PER_DAY);
}

/**
 * The days a rental is charged for: the days between pickup and return
 * (docs/product.md, "Limits"), and one for a rental that starts and ends the same day.
 */
export function chargedDays(start: string, end: string): number {
  return Math.max(1, daysBetween(start, end));
}

/** Saudi Arabia has no daylight saving: midnight there is 21:00 UTC the day before. */
const RIYADH_OFFSET_MS = 3 * 60 * 60 * 1000;

/** The moment the pickup day begins in Riyadh: cancellation policies count back from it (shared/cancellation.ts). */
export function pickupMoment(startDate: string): Date {
  return new Date(Date.parse(`${startDate}T00:00:00Z`) - RIYADH_OFFSET_MS);
}

/**
 * How long after a return the owner may claim against it (docs/product.md, "When an owner is
 * paid"): the owner's earning is released when this window closes without a claim.
 */
export const CLAIM_WINDOW_HOURS = 48;

/**
 * When an owner's earning of a returned rental is released: the claim window after the return, and
 * never counted from before the rental's last day begins (a return on the first day of a week's
 * rental releases nothing until the week has run).
 */
export function earningReleaseMoment(
  returnedAt: Date,
  endDate: string,
  claimWindowHours = CLAIM_WINDOW_HOURS,
): Date {
  const from = Math.max(returnedAt.getTime(), pickupMoment(endDate).getTime());
  return new Date(from + claimWindowHours * 60 * 60 * 1000);
}

/** Whether two inclusive date ranges share a day. */
export function rangesOverlap(a: { start: string; end: string }, b: { start: string; end: string }): boolean {
  return a.start <= b.end && b.start <= a.end;
}

/**
 * The longest rental the platform takes, whatever the owner allows, and how
 * far ahead a rental may end: a booking holds a listing, so neither may be
 * without limit (docs/decisions/0033). The database checks the length too
 * (bookings_length_within_max).
 */
export const MAX_RENTAL_DAYS = 30;
export const BOOKING_HORIZON_DAYS = 365;

/** The last day a rental may end (and an owner's blocked range may start) when it is `today` in Riyadh. */
export function lastBookableDay(today: string): string {
  return addDays(today, BOOKING_HORIZON_DAYS);
}

interface RentalLengths {
  minRentalDays: number;
  maxRentalDays: number | null;
}

/** The lengths a renter may book: the owner's, with the platform's maximum over any longer or missing one. */
export function bookableLengths(item: RentalLengths): { minRentalDays: number; maxRentalDays: number } {
  return {
    minRentalDays: item.minRentalDays,
    maxRentalDays: Math.min(item.maxRentalDays ?? MAX_RENTAL_DAYS, MAX_RENTAL_DAYS),
  };
}

export type RentalLengthProblem = 'rental_too_short' | 'rental_too_long';

/** Whether a rental from `start` to `end` is shorter or longer than the owner (or the platform) accepts. */
export function rentalLengthProblem(
  item: RentalLengths,
  start: string,
  end: string,
): RentalLengthProblem | null {
  const days = chargedDays(start, end);
  const lengths = bookableLengths(item);
  if (days < lengths.minRentalDays) return 'rental_too_short';
  if (days > lengths.maxRentalDays) return 'rental_too_long';
  return null;
}

/** Whether `day` falls in one of the ranges (inclusive). */
export function isDayHeld(day: string, held: readonly { startDate: string; endDate: string }[]): boolean {
  return held.some((range) => range.startDate <= day && day <= range.endDate);
}

/**
 * The return days a renter may choose once pickup is `start`: from the
 * minimum length to the maximum (`maxRentalDays` null: no limit), never past
 * `lastDay` (the booking horizon) and never across a held day (a booking or
 * a blocked day), since a rental holds every day in between. Null when
 * `start` itself is held or no return day is left.
 */
export function returnDayBounds(
  lengths: RentalLengths,
  start: string,
  held: readonly { startDate: string; endDate: string }[],
  lastDay: string,
): { earliest: string; latest: string } | null {
  if (isDayHeld(start, held)) return null;
  // A same-day rental is charged one day, so a minimum of one allows it.
  const earliest = addDays(start, lengths.minRentalDays <= 1 ? 0 : lengths.minRentalDays);
  let latest = lengths.maxRentalDays === null ? lastDay : addDays(start, lengths.maxRentalDays);
  if (lastDay < latest) latest = lastDay;
  for (const range of held) {
    if (range.startDate <= start) continue;
    const dayBefore = addDays(range.startDate, -1);
    if (dayBefore < latest) latest = dayBefore;
  }
  if (latest < earliest) return null;
  return { earliest, latest };
}

/**
 * The reasons the system itself gives when it declines or expires a request.
 * They are stored in English like any reason; the client shows them in the
 * reader's language (`bookings.systemReasons.{key}`), since no person wrote them.
 */
export const SYSTEM_STATUS_REASONS = {
  datesTaken: 'Another request for these dates was accepted',
  expired: 'Not answered before the pickup day',
  /** An administrator removed the listing (a booking ahead of it is cancelled, its request declined). */
  listingRemoved: 'The listing was removed by Ajjir',
  /** The owner blocked days a pending request asked for (the words stored before this was a system reason). */
  ownerBlocked: 'The owner blocked these dates',
  /** Not paid within PAYMENT_WINDOW_MINUTES of the request, or replaced by a newer request. */
  unpaid: 'Not paid in time',
  /** The owner, or Ajjir's team, found the renter did not come for the pickup (docs/decisions/0060). */
  renterNoShow: 'The renter did not come for the pickup',
  /** The owner did not hand the item over: unanswered, undecided in time, or so decided (0060). */
  ownerNoShow: 'The item was not handed over',
} as const;
export type SystemStatusReason = keyof typeof SYSTEM_STATUS_REASONS;

/** Which system reason a stored reason is, if it is one. */
export function systemReasonOf(reason: string | null): SystemStatusReason | null {
  for (const [key, text] of Object.entries(SYSTEM_STATUS_REASONS)) {
    if (reason === text) return key as SystemStatusReason;
  }
  return null;
}
