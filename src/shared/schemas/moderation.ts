/**
 * Inputs of reports and moderation (docs/decisions/0064-reports-and-moderation.md), shared by the
 * server (at the edge) and the forms. Messages are keys of VALIDATION_MESSAGES.
 */
import { z } from 'zod';
import {
  MODERATION_ACTIONS,
  MODERATION_VIEWS,
  REPORT_DETAILS_MAX_LENGTH,
  REPORT_REASONS,
  REPORT_TARGETS,
} from '../moderation';
import { paging } from './admin';
import { memberText, optionalText } from './auth';

/** POST /api/reports: what is reported, why, and optional words. */
export const createReportSchema = z.object({
  targetType: z.enum(REPORT_TARGETS, 'invalid'),
  targetId: z.uuid('id_invalid'),
  reason: z.enum(REPORT_REASONS, 'invalid'),
  details: optionalText(REPORT_DETAILS_MAX_LENGTH),
});
export type CreateReportInput = z.infer<typeof createReportSchema>;

/**
 * GET /api/admin/moderation: the open queue, grouped by target, newest report first; or, with
 * view=hidden, what is hidden now, most recently hidden first.
 */
export const moderationQueueQuery = z.object({
  view: z.enum(MODERATION_VIEWS, 'invalid').default('open'),
  targetType: z.enum(REPORT_TARGETS, 'invalid').optional(),
  ...paging,
});

/** The path of one reported target: /api/admin/moderation/{targetType}/{targetId}. */
export const moderationTargetParams = z.object({
  targetType: z.enum(REPORT_TARGETS, 'invalid'),
  targetId: z.uuid('id_invalid'),
});

/** POST /api/admin/moderation/{targetType}/{targetId}/decision: an action and its reason (audited). */
export const moderationDecisionSchema = z.object({
  action: z.enum(MODERATION_ACTIONS, 'invalid'),
  reason: memberText('required').trim().min(3, 'required').max(500, 'too_long'),
});
export type ModerationDecisionInput = z.infer<typeof moderationDecisionSchema>;
