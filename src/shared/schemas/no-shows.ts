/**
 * Inputs of no-show cases (docs/decisions/0060-no-shows.md), shared by the server (at the edge) and
 * the forms. Messages are keys of VALIDATION_MESSAGES.
 */
import { z } from 'zod';
import {
  MAX_NO_SHOW_PHOTOS,
  NO_SHOW_DECISIONS,
  NO_SHOW_STATEMENT_MAX,
  NO_SHOW_STATEMENT_MIN,
} from '../no-shows';
import { hasVisibleText } from '../validation';
import { paging } from './admin';
import { memberText } from './auth';
import { imageUrlSchema } from './items';

const photos = z.array(imageUrlSchema).max(MAX_NO_SHOW_PHOTOS, 'too_many_images').default([]);

/** Words a statement or a decision needs: some, and not too many. */
const requiredWords = memberText('claim_text_required')
  .refine(hasVisibleText, { message: 'claim_text_required', abort: true })
  .min(NO_SHOW_STATEMENT_MIN, 'claim_text_too_short')
  .max(NO_SHOW_STATEMENT_MAX, 'too_long');

/**
 * POST /api/bookings/{id}/no-show/report: the renter says the owner did not hand the item over;
 * words and photos are optional (the owner is the one asked for evidence).
 */
export const noShowReportSchema = z.object({
  statement: memberText('too_long')
    .max(NO_SHOW_STATEMENT_MAX, 'too_long')
    .refine((text) => !hasVisibleText(text) || text.trim().length >= NO_SHOW_STATEMENT_MIN, {
      message: 'claim_text_too_short',
    })
    .default(''),
  photos,
});
export type NoShowReportInput = z.input<typeof noShowReportSchema>;

/**
 * POST /api/bookings/{id}/no-show/statement: the owner's answer to a report, or either side's
 * account of a booking nobody confirmed; once each.
 */
export const noShowStatementSchema = z.object({ statement: requiredWords, photos });
export type NoShowStatementInput = z.input<typeof noShowStatementSchema>;

/** GET /api/admin/no-shows: a page of the cases waiting for a decision. */
export const noShowQueueQuerySchema = z.object(paging);

/** POST /api/admin/no-shows/{bookingId}/decision: what happened, and why, told to both sides. */
export const noShowDecisionSchema = z.object({
  decision: z.enum(NO_SHOW_DECISIONS, 'no_show_decision_invalid'),
  reason: requiredWords,
});
export type NoShowDecisionInput = z.input<typeof noShowDecisionSchema>;
