/** Answers about members blocking members (docs/decisions/0065-members-block-members.md). */
import { z } from 'zod';
import { userSummary } from './users';
import { timestamp, type Wire } from './wire';

/** One member the viewer blocked, and since when (GET /api/blocks, POST /api/blocks). */
export const blockedMember = z.object({
  user: userSummary,
  blockedAt: timestamp,
});
export type BlockedMember = Wire<typeof blockedMember>;

/**
 * GET /api/blocks/{userId}: what stands between the viewer and another member. `blocked`: the
 * viewer blocked them. `closed`: messages and requests between the two are closed, by either one's
 * block; the blocked side is told no more than that (decision 0065).
 */
export const blockRelation = z.object({
  blocked: z.boolean(),
  closed: z.boolean(),
});
export type BlockRelation = Wire<typeof blockRelation>;
