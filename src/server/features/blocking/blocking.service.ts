/**
 * Members block members (docs/decisions/0065-members-block-members.md). A block is the blocker's
 * own: nobody is told, nothing public changes. While it stands, neither of the two can message the
 * other and neither can request the other's items; the conversation stays readable on both sides.
 * Bookings made before it keep their own rules (money and rentals are not a block's to end).
 */

import type { BlockedMember, BlockRelation } from '@shared/api-types';
import { and, eq, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { memberBlocks, users } from '../../db/schema';
import { AppError, fieldError, notFound } from '../../http/errors';
import { blockedMemberOf, blockedMemberRow } from './blocking.queries';

/** The refusal of a message or a request across a block, worded the same to both sides. */
const blockedError = () => new AppError('blocked', 'Messages and requests between these members are closed');

/** Whether either of the two blocked the other. */
async function isBlockedBetween(db: Db, one: string, other: string): Promise<boolean> {
  const [row] = await db
    .select({ one: sql<number>`1` })
    .from(memberBlocks)
    .where(
      or(
        and(eq(memberBlocks.blockerId, one), eq(memberBlocks.blockedId, other)),
        and(eq(memberBlocks.blockerId, other), eq(memberBlocks.blockedId, one)),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/**
 * Refuses a message or a booking request between two members when either blocked the other
 * (403 `blocked`). A block made while the message is being stored may miss it: that message was
 * sent before the block, as far as either can tell.
 */
export async function refuseIfBlocked(db: Db, actorId: string, otherId: string): Promise<void> {
  if (await isBlockedBetween(db, actorId, otherId)) throw blockedError();
}

/** What stands between the viewer and another member (GET /api/blocks/{userId}). */
export async function relationBetween(db: Db, viewerId: string, otherId: string): Promise<BlockRelation> {
  const rows = await db
    .select({ blockerId: memberBlocks.blockerId })
    .from(memberBlocks)
    .where(
      or(
        and(eq(memberBlocks.blockerId, viewerId), eq(memberBlocks.blockedId, otherId)),
        and(eq(memberBlocks.blockerId, otherId), eq(memberBlocks.blockedId, viewerId)),
      ),
    );
  return { blocked: rows.some((row) => row.blockerId === viewerId), closed: rows.length > 0 };
}

/**
 * The viewer blocks a member: someone else, who exists and is not blocked by an administrator
 * (those are out of the marketplace: 404, as everywhere). Blocking again changes nothing and
 * answers the block as it stands, so two presses at once make one block. `created` says which.
 */
export async function blockMember(
  db: Db,
  blockerId: string,
  blockedId: string,
): Promise<{ block: BlockedMember; created: boolean }> {
  if (blockerId === blockedId) throw fieldError('userId', 'block_self');
  const [member] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, blockedId), isNull(users.suspendedAt)));
  if (!member) throw notFound('User not found');
  const inserted = await db
    .insert(memberBlocks)
    .values({ blockerId, blockedId })
    .onConflictDoNothing()
    .returning({ blockedId: memberBlocks.blockedId });
  const row = await blockedMemberRow(db, blockerId, blockedId);
  // Unblocked again between the two statements by another request of the same member.
  if (!row) throw notFound('User not found');
  return { block: blockedMemberOf(row), created: inserted.length > 0 };
}

/** The viewer unblocks a member; unblocking someone not blocked changes nothing. */
export async function unblockMember(db: Db, blockerId: string, blockedId: string): Promise<boolean> {
  const removed = await db
    .delete(memberBlocks)
    .where(and(eq(memberBlocks.blockerId, blockerId), eq(memberBlocks.blockedId, blockedId)))
    .returning({ blockedId: memberBlocks.blockedId });
  return removed.length > 0;
}
