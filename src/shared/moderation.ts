/**
 * Reports and moderation (docs/product.md, "Reports and moderation"; docs/decisions/0064): what
 * members may report and why, the one-open-report rule, the daily limit, and when a listing is held
 * for review before anyone at Ajjir has looked at it.
 */

/** What can be reported: a listing, a member's profile, a message, a review. */
export const REPORT_TARGETS = ['item', 'user', 'message', 'review'] as const;
export type ReportTarget = (typeof REPORT_TARGETS)[number];

/** Why: fraud or a scam, a prohibited item, offensive content, wrong category or spam, safety, other. */
export const REPORT_REASONS = ['fraud', 'prohibited', 'offensive', 'spam', 'safety', 'other'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

/** A report is open until an administrator acts on its target (actioned) or finds nothing (dismissed). */
export const REPORT_STATUSES = ['open', 'actioned', 'dismissed'] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];

/** What an administrator does with a reported target; each closes every open report on it. */
export const MODERATION_ACTIONS = ['dismiss', 'hide', 'restore', 'warn', 'block'] as const;
export type ModerationAction = (typeof MODERATION_ACTIONS)[number];

/**
 * The moderation screen's two views: the open reports to decide, and what is hidden now (listings,
 * reviews and messages), where a hide is undone whether or not reports are still open.
 */
export const MODERATION_VIEWS = ['open', 'hidden'] as const;
export type ModerationView = (typeof MODERATION_VIEWS)[number];

/** Why a listing is hidden: reports reached the threshold, an administrator hid it, or its words. */
export const HIDDEN_REASONS = ['reports', 'moderator', 'words'] as const;
export type HiddenReason = (typeof HIDDEN_REASONS)[number];

/** The optional words of a report. */
export const REPORT_DETAILS_MAX_LENGTH = 1000;
/** Reports one member may file in a day (a limit against using reports to harass). */
export const REPORTS_PER_DAY = 10;
/**
 * A listing is hidden until reviewed once its open reports weigh this much: three members, where
 * a member with a verified identity weighs two (they answer for it under their own name).
 */
export const AUTO_HIDE_WEIGHT = 3;
export const VERIFIED_REPORTER_WEIGHT = 2;

/** How much one reporter's report weighs toward the threshold. */
export function reportWeight(reporter: { identityVerifiedAt: Date | string | null }): number {
  return reporter.identityVerifiedAt ? VERIFIED_REPORTER_WEIGHT : 1;
}

/** Whether the open reports on a listing hold it for review (weights of distinct reporters). */
export function reachesAutoHide(weights: readonly number[]): boolean {
  return weights.reduce((sum, weight) => sum + weight, 0) >= AUTO_HIDE_WEIGHT;
}

/** Which actions apply to a target: a profile is not hidden (its owner is warned or blocked). */
export function actionsFor(target: ReportTarget, hidden: boolean): ModerationAction[] {
  const base: ModerationAction[] = ['dismiss'];
  if (target !== 'user') base.push(hidden ? 'restore' : 'hide');
  base.push('warn', 'block');
  return base;
}
