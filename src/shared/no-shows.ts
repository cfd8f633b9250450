/**
 * No-shows (docs/decisions/0060-no-shows.md): a confirmed rental whose item never changed hands.
 *
 * - The renter did not come: from the day after the pickup day, the owner marks it; the booking
 *   ends and the renter gets back the share a late cancellation would (the listing's policy) and
 *   the deposit whole.
 * - The owner did not hand over: from the pickup day, the renter reports it; the owner has
 *   OWNER_ANSWER_HOURS to answer with what happened (words and photos), else the renter is
 *   refunded in full. An answer sends the case to Ajjir's team.
 * - Nobody did anything: a booking still confirmed when the day after its last day has ended goes
 *   to Ajjir's team too, its money held.
 *
 * Ajjir's team decides a case within REVIEW_DAYS of receiving it; a case nobody decided by then
 * refunds the renter in full, so no payment is held for ever.
 */
import type { BookingStatus } from './constants';

/** Hours the owner has to answer a renter's report that the item was not handed over. */
export const OWNER_ANSWER_HOURS = 24;
/** Days Ajjir's team has to decide a case it received; undecided by then, the renter is refunded in full. */
export const REVIEW_DAYS = 7;
export const NO_SHOW_STATEMENT_MIN = 10;
export const NO_SHOW_STATEMENT_MAX = 1000;
export const MAX_NO_SHOW_PHOTOS = 6;

/** How a case began: the renter's report, or nobody confirming anything by the day after the last. */
export const NO_SHOW_CASE_KINDS = ['owner_reported', 'untouched'] as const;
export type NoShowCaseKind = (typeof NO_SHOW_CASE_KINDS)[number];

/** What an administrator decides: who failed to turn up, or that the rental did take place. */
export const NO_SHOW_DECISIONS = ['refund_in_full', 'renter_no_show', 'rental_took_place'] as const;
export type NoShowDecision = (typeof NO_SHOW_DECISIONS)[number];

/**
 * How a case ended: a decision (an administrator's, or the clock's `refund_in_full` when the owner
 * did not answer or nobody decided in time), or the owner handing the item over after all, or
 * cancelling (which refunds in full).
 */
export const NO_SHOW_OUTCOMES = [...NO_SHOW_DECISIONS, 'handed_over'] as const;
export type NoShowOutcome = (typeof NO_SHOW_OUTCOMES)[number];

/** The renter may report an owner who did not hand over from the pickup day, while it is confirmed. */
export function mayReportOwnerNoShow(booking: { status: BookingStatus; startDate: string }, today: string) {
  return booking.status === 'confirmed' && today >= booking.startDate;
}
