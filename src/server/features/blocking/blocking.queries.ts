/**
 * Reading a member's blocks (docs/decisions/0065-members-block-members.md): the blocker's own list,
 * newest first, in keyset pages on member_blocks_blocker_time_idx.
 */

import type { BlockedMember } from '@shared/api-types';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { memberBlocks, users } from '../../db/schema';
import { verifiedBadgesOf } from '../auth';

const columns = {
  blockedAt: memberBlocks.createdAt,
  id: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  accountType: users.accountType,
  companyName: users.companyName,
  profilePicture: users.profilePicture,
  identityVerifiedAt: users.identityVerifiedAt,
  phoneVerifiedAt: users.phoneVerifiedAt,
  businessVerifiedAt: users.businessVerifiedAt,
};

type Row = {
  blockedAt: Date;
  id: string;
  firstName: string;
  lastName: string;
  accountType: BlockedMember['user']['accountType'];
  companyName: string | null;
  profilePicture: string | null;
  identityVerifiedAt: Date | null;
  phoneVerifiedAt: Date | null;
  businessVerifiedAt: Date | null;
};

export function blockedMemberOf(row: Row): BlockedMember {
  const { blockedAt, identityVerifiedAt, phoneVerifiedAt, businessVerifiedAt, ...person } = row;
  return {
    user: {
      ...person,
      verified: verifiedBadgesOf({ identityVerifiedAt, phoneVerifiedAt, businessVerifiedAt }),
    },
    blockedAt: blockedAt.toISOString(),
  };
}

/** One block with the member it names, or undefined. */
export async function blockedMemberRow(
  db: Db,
  blockerId: string,
  blockedId: string,
): Promise<Row | undefined> {
  const [row] = await db
    .select(columns)
    .from(memberBlocks)
    .innerJoin(users, eq(users.id, memberBlocks.blockedId))
    .where(and(eq(memberBlocks.blockerId, blockerId), eq(memberBlocks.blockedId, blockedId)));
  return row;
}

/**
 * One page of the members the viewer blocked, newest first, after the row of the member `before`
 * (a member not in the list gives an empty page). Members an administrator blocked stay in the
 * list: the viewer's block of them is still theirs to lift.
 */
export async function blockedMembersPage(
  db: Db,
  options: { blockerId: string; before?: string; limit: number },
): Promise<{ rows: BlockedMember[]; hasMore: boolean }> {
  const { blockerId, before, limit } = options;
  const cursor = before
    ? sql`(${memberBlocks.createdAt}, ${memberBlocks.blockedId}) < (
        SELECT c.created_at, c.blocked_id FROM member_blocks c
        WHERE c.blocker_id = ${blockerId} AND c.blocked_id = ${before})`
    : undefined;
  const rows = await db
    .select(columns)
    .from(memberBlocks)
    .innerJoin(users, eq(users.id, memberBlocks.blockedId))
    .where(and(eq(memberBlocks.blockerId, blockerId), cursor))
    .orderBy(desc(memberBlocks.createdAt), desc(memberBlocks.blockedId))
    .limit(limit + 1);
  return { rows: rows.slice(0, limit).map(blockedMemberOf), hasMore: rows.length > limit };
}
