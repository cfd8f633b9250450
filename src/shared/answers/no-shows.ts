/** Answers about no-show cases (docs/decisions/0060-no-shows.md). */
import { z } from 'zod';
import { NO_SHOW_CASE_KINDS, NO_SHOW_OUTCOMES } from '../no-shows';
import { rentalSummary } from './claims';
import { timestamp, type Wire } from './wire';

/** One side's account of what happened: words and photos, when given. */
export const noShowStatement = z.object({
  statement: z.string().nullable(),
  photos: z.array(z.string()),
  at: timestamp.nullable(),
});

/** A case, as its two parties and administrators read it. */
export const noShowCase = z.object({
  kind: z.enum(NO_SHOW_CASE_KINDS),
  openedAt: timestamp,
  /** A renter's report: the owner's time to answer; unanswered by then, the renter is refunded in full. */
  ownerAnswerDueAt: timestamp.nullable(),
  /** With Ajjir's team since, and to be decided by (else the renter is refunded in full). */
  queuedAt: timestamp.nullable(),
  decideBy: timestamp.nullable(),
  renter: noShowStatement,
  owner: noShowStatement,
  outcome: z.enum(NO_SHOW_OUTCOMES).nullable(),
  closedAt: timestamp.nullable(),
  /** The administrator's reason; null when the clock or a party ended the case. */
  decisionNote: z.string().nullable(),
  /** Ended by the clock: the owner did not answer in time, or nobody decided in time. */
  lapse: z.enum(['owner_silent', 'undecided']).nullable(),
});
export type NoShowCase = Wire<typeof noShowCase>;

/** GET /api/bookings/{id}/no-show: the booking's case, if any, and what the reader may do now. */
export const noShowState = z.object({
  case: noShowCase.nullable(),
  /** The renter may report that the owner did not hand over. */
  mayReport: z.boolean(),
  /** The reader may give their account (the owner answering a report, or either side of an unconfirmed booking). */
  mayState: z.boolean(),
});
export type NoShowState = Wire<typeof noShowState>;

/** A case waiting for an administrator, with the rental it is about. */
export const noShowSummary = z.object({
  case: noShowCase,
  booking: rentalSummary,
});
export type NoShowSummary = Wire<typeof noShowSummary>;

/** GET /api/admin/no-shows: the cases waiting for a decision, oldest first. */
export const noShowQueue = z.object({ cases: z.array(noShowSummary), total: z.number().int() });
export type NoShowQueue = Wire<typeof noShowQueue>;
