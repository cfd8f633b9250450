/** Answers about hand-over and return records (docs/decisions/0059-handover-and-return-records.md). */
import { z } from 'zod';
import { HANDOVER_ANSWERS, HANDOVER_STAGES } from '../handover';
import { rentalSummary } from './claims';
import { timestamp, type Wire } from './wire';

const side = z.enum(['owner', 'renter']);

/** One condition record: who added it (and as which side), their note and photos, the server's time. */
export const conditionReport = z.object({
  id: z.string(),
  role: side,
  authorName: z.string(),
  note: z.string().nullable(),
  photos: z.array(z.string()),
  createdAt: timestamp,
});

/** Who confirmed a stage and when; the other side's answer, due by `answerDueAt`. */
export const handoverConfirmation = z.object({
  by: side,
  at: timestamp,
  /** A return the renter confirmed before the rental's last day. */
  early: z.boolean(),
  answerDueAt: timestamp,
  answer: z.enum(HANDOVER_ANSWERS).nullable(),
  answeredAt: timestamp.nullable(),
  /** Acknowledged by silence: nobody answered by `answerDueAt`. */
  silent: z.boolean(),
  objection: z.string().nullable(),
});

export const handoverStageRecord = z.object({
  stage: z.enum(HANDOVER_STAGES),
  confirmation: handoverConfirmation.nullable(),
  reports: z.array(conditionReport),
});

/**
 * GET /api/bookings/{id}/handover: both stages, side by side, for the booking's parties and
 * administrators; what the reader may do now.
 */
export const handoverRecords = z.object({
  stages: z.array(handoverStageRecord),
  /** The stages the reader may add a condition record to now. */
  mayReport: z.array(z.enum(HANDOVER_STAGES)),
  /** The stage whose confirmation the reader may acknowledge or object to now. */
  mayAnswer: z.enum(HANDOVER_STAGES).nullable(),
  /** The owner must add a photo before handing over (the booking has a deposit, none added yet). */
  handoverPhotoRequired: z.boolean(),
});
export type HandoverRecords = Wire<typeof handoverRecords>;

/** An objection waiting for an administrator, with the rental it is about (docs/decisions/0059). */
export const objectionSummary = z.object({
  stage: z.enum(HANDOVER_STAGES),
  /** Who confirmed the stage, and when; who objected (the other side), when, and their words. */
  confirmedBy: side,
  confirmedAt: timestamp,
  objectedAt: timestamp,
  /** When administrators aim to have resolved it: the disputes' target (shared/claims.ts). */
  decideBy: timestamp,
  objection: z.string(),
  /** An objection to the hand-over of a rental still out: upholding it may end it with everything back. */
  refundable: z.boolean(),
  booking: rentalSummary,
});
export type ObjectionSummary = Wire<typeof objectionSummary>;

/** GET /api/admin/objections: objections not yet resolved, oldest first. */
export const objectionQueue = z.object({ objections: z.array(objectionSummary), total: z.number().int() });
export type ObjectionQueue = Wire<typeof objectionQueue>;
