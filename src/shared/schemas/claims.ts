/**
 * Inputs of claims against a deposit (docs/decisions/0058-claims-and-disputes.md), shared by the
 * server (at the edge) and the forms. Amounts are whole halalas (the forms read riyals typed in
 * either digits); messages are keys of VALIDATION_MESSAGES.
 */
import { z } from 'zod';
import { CLAIM_REASONS, CLAIM_TEXT_MAX, CLAIM_TEXT_MIN, MAX_CLAIM_PHOTOS } from '../claims';
import { hasVisibleText } from '../validation';
import { paging } from './admin';
import { memberText } from './auth';
import { imageUrlSchema } from './items';

/** Larger than any deposit: the server then says what the deposit allows (claim_above_deposit). */
const CLAIM_AMOUNT_MAX = 100_000_000;

const amount = z
  .number('claim_amount_invalid')
  .int('claim_amount_invalid')
  .min(1, 'claim_amount_invalid')
  .max(CLAIM_AMOUNT_MAX, 'claim_amount_invalid');

const words = memberText('claim_text_required')
  .refine(hasVisibleText, { message: 'claim_text_required', abort: true })
  .min(CLAIM_TEXT_MIN, 'claim_text_too_short')
  .max(CLAIM_TEXT_MAX, 'too_long');

const photos = z.array(imageUrlSchema).max(MAX_CLAIM_PHOTOS, 'too_many_images').default([]);

/** POST /api/bookings/{id}/claim: the owner claims from the deposit. */
export const claimSchema = z.object({
  reason: z.enum(CLAIM_REASONS, 'claim_reason_invalid'),
  amount,
  description: words,
  photos,
});
export type ClaimInput = z.input<typeof claimSchema>;

/** POST /api/bookings/{id}/claim/answer: the renter accepts the claim, or disputes it with words and photos. */
export const claimAnswerSchema = z.discriminatedUnion(
  'answer',
  [
    z.object({ answer: z.literal('accept') }),
    z.object({ answer: z.literal('dispute'), text: words, photos }),
  ],
  'claim_answer_invalid',
);
export type ClaimAnswerInput = z.input<typeof claimAnswerSchema>;

/** POST /api/admin/claims/{id}/decision: what is kept of the deposit (0 to the claim), and why. */
export const claimDecisionSchema = z.object({
  amount: z
    .number('claim_amount_invalid')
    .int('claim_amount_invalid')
    .min(0, 'claim_amount_invalid')
    .max(CLAIM_AMOUNT_MAX, 'claim_amount_invalid'),
  reason: words,
});
export type ClaimDecisionInput = z.input<typeof claimDecisionSchema>;

/** GET /api/admin/claims: the disputes waiting for a decision, a page at a time. */
export const disputeQueueQuerySchema = z.object(paging);
