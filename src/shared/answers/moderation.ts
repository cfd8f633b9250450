/**
 * Answers of reports and moderation (docs/decisions/0064-reports-and-moderation.md): the report a
 * member filed, and the administrators' queue of reported targets, each with its context.
 */
import { z } from 'zod';
import {
  HIDDEN_REASONS,
  MODERATION_ACTIONS,
  REPORT_REASONS,
  REPORT_STATUSES,
  REPORT_TARGETS,
} from '../moderation';
import { decimal, timestamp, type Wire } from './wire';

/** POST /api/reports: the report, open; the reporter is thanked and told the outcome later. */
export const filedReport = z.object({
  id: z.string(),
  targetType: z.enum(REPORT_TARGETS),
  targetId: z.string(),
  reason: z.enum(REPORT_REASONS),
  status: z.enum(REPORT_STATUSES),
  createdAt: timestamp,
});
export type FiledReport = Wire<typeof filedReport>;

/** A member as the queue shows them: who they are, whether blocked, and how often warned before. */
export const moderationMember = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  username: z.string(),
  profilePicture: z.string().nullable(),
  identityVerified: z.boolean(),
  blocked: z.boolean(),
  /** Closed their account (docs/decisions/0066): their content may be hidden, they are not warned or blocked. */
  closed: z.boolean(),
  /** Warnings and hides decided against them before (reports actioned). */
  priorActions: z.number(),
});
export type ModerationMember = Wire<typeof moderationMember>;

/** One message of the reported message's conversation. */
const contextMessage = z.object({
  id: z.string(),
  senderId: z.string(),
  content: z.string(),
  createdAt: timestamp,
  hidden: z.boolean(),
});

/** The reported thing, as it is now (null when it is gone). */
export const moderationContext = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('item'),
    title: z.string(),
    description: z.string(),
    image: z.string().nullable(),
    city: z.string(),
    dailyRate: decimal,
    removed: z.boolean(),
  }),
  z.object({
    kind: z.literal('user'),
    bio: z.string().nullable(),
    city: z.string().nullable(),
    joinedAt: timestamp,
  }),
  z.object({
    kind: z.literal('message'),
    content: z.string(),
    createdAt: timestamp,
    /** The other side of the conversation (the reporter, usually). */
    other: z.object({ id: z.string(), firstName: z.string(), lastName: z.string() }),
    /** The last few messages of the conversation up to the reported one, oldest first. */
    thread: z.array(contextMessage),
  }),
  z.object({
    kind: z.literal('review'),
    rating: z.number(),
    comment: z.string().nullable(),
    createdAt: timestamp,
    itemId: z.string().nullable(),
    itemTitle: z.string().nullable(),
    /** Whom the review is about. */
    reviewee: z.object({ id: z.string(), firstName: z.string(), lastName: z.string() }),
  }),
]);
export type ModerationContext = Wire<typeof moderationContext>;

/** One report of a case. A report without a reporter is the listing's words (shared/prohibited-items.ts). */
export const moderationReport = z.object({
  id: z.string(),
  reason: z.enum(REPORT_REASONS),
  details: z.string().nullable(),
  createdAt: timestamp,
  weight: z.number(),
  reporter: z
    .object({ id: z.string(), firstName: z.string(), lastName: z.string(), identityVerified: z.boolean() })
    .nullable(),
});
export type ModerationReport = Wire<typeof moderationReport>;

/** The last decision on a target's reports: what was done, why, and when. */
export const moderationLastDecision = z.object({
  action: z.enum(MODERATION_ACTIONS),
  note: z.string().nullable(),
  at: timestamp,
});
export type ModerationLastDecision = Wire<typeof moderationLastDecision>;

/**
 * GET /api/admin/moderation: one reported target with its open reports, newest report first (in
 * the hidden view, a hidden target, with the reports still open on it if any).
 */
export const moderationCase = z.object({
  targetType: z.enum(REPORT_TARGETS),
  targetId: z.string(),
  reportCount: z.number(),
  /** The reports' weight toward holding a listing (shared/moderation.ts). */
  weight: z.number(),
  reasons: z.array(z.object({ reason: z.enum(REPORT_REASONS), count: z.number() })),
  /** The newest open report's time; with none open (the hidden view), when the target was hidden. */
  latestAt: timestamp,
  lastDecision: moderationLastDecision.nullable(),
  reported: moderationMember,
  hidden: z.object({ at: timestamp, reason: z.enum(HIDDEN_REASONS).nullable() }).nullable(),
  context: moderationContext.nullable(),
  /** The newest reports (up to 20). */
  reports: z.array(moderationReport),
  /** What an administrator may do now. */
  actions: z.array(z.enum(MODERATION_ACTIONS)),
});
export type ModerationCase = Wire<typeof moderationCase>;

/** POST /api/admin/moderation/{targetType}/{targetId}/decision. */
export const moderationDecision = z.object({
  targetType: z.enum(REPORT_TARGETS),
  targetId: z.string(),
  action: z.enum(MODERATION_ACTIONS),
  /** Open reports closed by it (each reporter is told). */
  closedReports: z.number(),
});
export type ModerationDecision = Wire<typeof moderationDecision>;
