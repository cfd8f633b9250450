/**
 * Inputs of hand-over and return records (docs/decisions/0059-handover-and-return-records.md),
 * shared by the server (at the edge) and the forms. Messages are keys of VALIDATION_MESSAGES.
 */
import { z } from 'zod';
import {
  CONDITION_NOTE_MAX,
  HANDOVER_STAGES,
  MAX_CONDITION_PHOTOS,
  OBJECTION_TEXT_MAX,
  OBJECTION_TEXT_MIN,
} from '../handover';
import { hasVisibleText } from '../validation';
import { paging } from './admin';
import { memberText } from './auth';
import { imageUrlSchema } from './items';

const stage = z.enum(HANDOVER_STAGES, 'handover_stage_invalid');

/** POST /api/bookings/{id}/handover/reports: a note, photos, or both, about the item's condition. */
export const conditionReportSchema = z
  .object({
    stage,
    note: memberText('too_long').max(CONDITION_NOTE_MAX, 'too_long').default(''),
    photos: z.array(imageUrlSchema).max(MAX_CONDITION_PHOTOS, 'too_many_images').default([]),
  })
  .refine((report) => hasVisibleText(report.note) || report.photos.length > 0, {
    message: 'condition_report_empty',
    path: ['photos'],
  });
export type ConditionReportInput = z.input<typeof conditionReportSchema>;

/** POST /api/bookings/{id}/handover/answer: the other side acknowledges, or objects with words. */
export const handoverAnswerSchema = z.discriminatedUnion(
  'answer',
  [
    z.object({ stage, answer: z.literal('acknowledge') }),
    z.object({
      stage,
      answer: z.literal('object'),
      text: memberText('claim_text_required')
        .refine(hasVisibleText, { message: 'claim_text_required', abort: true })
        .min(OBJECTION_TEXT_MIN, 'claim_text_too_short')
        .max(OBJECTION_TEXT_MAX, 'too_long'),
    }),
  ],
  'handover_answer_invalid',
);
export type HandoverAnswerInput = z.input<typeof handoverAnswerSchema>;

/** GET /api/admin/objections: a page of the objections waiting. */
export const objectionQueueQuerySchema = z.object(paging);

/**
 * POST /api/admin/objections/{bookingId}/resolve: the stage, what both sides are told, and for an
 * objection to a hand-over of a rental still out, whether it ends the rental with everything back
 * (`in_full`: the item was not handed over, or not as listed).
 */
export const objectionResolutionSchema = z.object({
  stage,
  refund: z.enum(['none', 'in_full'], 'objection_refund_invalid').default('none'),
  note: memberText('claim_text_required')
    .refine(hasVisibleText, { message: 'claim_text_required', abort: true })
    .min(OBJECTION_TEXT_MIN, 'claim_text_too_short')
    .max(OBJECTION_TEXT_MAX, 'too_long'),
});
export type ObjectionResolutionInput = z.input<typeof objectionResolutionSchema>;
