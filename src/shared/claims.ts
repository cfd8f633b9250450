/**
 * Claims against a deposit (docs/decisions/0058-claims-and-disputes.md): after a return the owner
 * has the claim window (CLAIM_WINDOW_HOURS, shared/bookings.ts) to claim up to the deposit, with a
 * reason from a short list, words and photos; the renter has CLAIM_ANSWER_HOURS to accept or
 * dispute (silence accepts); a dispute goes to Ajjir's administrators, who decide an amount between
 * nothing and what was claimed, with a written reason.
 */
export const CLAIM_REASONS = ['damage', 'missing_parts', 'late_return', 'cleaning'] as const;
export type ClaimReason = (typeof CLAIM_REASONS)[number];

/** Hours the renter has to answer a claim; no answer by then accepts it. */
export const CLAIM_ANSWER_HOURS = 72;
/** Hours Ajjir's administrators aim to decide a dispute in: the queue shows each one's deadline. */
export const DISPUTE_DECISION_HOURS = 72;
/** The longest description of a claim, answer or decision. */
export const CLAIM_TEXT_MAX = 1000;
export const CLAIM_TEXT_MIN = 10;
/** Photos with a claim or an answer. */
export const MAX_CLAIM_PHOTOS = 6;

/**
 * Where a claim stands: `open` (the renter may answer), `disputed` (with Ajjir's administrators),
 * `settled` (its amount kept, the rest of the deposit returned).
 */
export const CLAIM_STATUSES = ['open', 'disputed', 'settled'] as const;
export type ClaimStatus = (typeof CLAIM_STATUSES)[number];

/** How a claim was settled: the renter accepted it, did not answer in time, or an administrator decided. */
export const CLAIM_SETTLED_BY = ['renter', 'silence', 'admin'] as const;
export type ClaimSettledBy = (typeof CLAIM_SETTLED_BY)[number];

/**
 * A late return's claim: the days it came back late at the booking's daily rate, never more than
 * the deposit (halalas).
 */
export function lateReturnAmount(input: { lateDays: number; dailyRate: number; deposit: number }): number {
  if (!Number.isSafeInteger(input.lateDays) || input.lateDays < 1)
    throw new RangeError(`Not a number of days: ${input.lateDays}`);
  return Math.min(input.lateDays * input.dailyRate, input.deposit);
}

/** When administrators aim to have decided a claim disputed at `disputedAt`. */
export function disputeDecideBy(disputedAt: Date): Date {
  return new Date(disputedAt.getTime() + DISPUTE_DECISION_HOURS * 3_600_000);
}
