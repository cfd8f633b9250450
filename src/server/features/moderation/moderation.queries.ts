/**
 * The administrators' moderation queue (docs/decisions/0064-reports-and-moderation.md): open reports
 * grouped by what they report, the most recently reported first, each target shown in place with
 * its context (the listing card, the message in its conversation, the review with its listing, the
 * profile), the member it belongs to, and the reports themselves. A page of targets is one grouped
 * query on reports_open_created_idx / reports_queue_idx; the contexts are read per target (a page
 * is at most 100).
 */
import type {
  ModerationCase,
  ModerationContext,
  ModerationMember,
  ModerationReport,
} from '@shared/api-types';
import { actionsFor, type HiddenReason, type ReportReason, type ReportTarget } from '@shared/moderation';
import { and, desc, eq, inArray, or, sql } from 'drizzle-orm';
import { type Db, selectRows } from '../../db/client';
import { items, messages, reports, reviews, users } from '../../db/schema';

const CONTEXT_MESSAGES = 6;
const REPORTS_SHOWN = 20;

interface Group {
  targetType: ReportTarget;
  targetId: string;
  reportCount: number;
  weight: number;
  latestAt: string;
  reportedUserId: string;
}

export async function moderationQueue(
  db: Db,
  query: { targetType?: ReportTarget | undefined; limit: number; offset: number },
): Promise<{ rows: ModerationCase[]; total: number }> {
  const only = query.targetType ? sql`AND target_type = ${query.targetType}` : sql``;
  const [groups, totals] = await Promise.all([
    selectRows<Group>(
      db,
      sql`
        SELECT target_type AS "targetType", target_id AS "targetId", count(*)::int AS "reportCount",
          coalesce(sum(weight) FILTER (WHERE reporter_id IS NOT NULL), 0)::int AS weight,
          to_char(max(created_at) AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "latestAt",
          (array_agg(reported_user_id ORDER BY created_at DESC))[1] AS "reportedUserId"
        FROM reports WHERE status = 'open' ${only}
        GROUP BY target_type, target_id
        ORDER BY max(created_at) DESC, target_id
        LIMIT ${query.limit} OFFSET ${query.offset}`,
    ),
    selectRows<{ n: number }>(
      db,
      sql`SELECT count(DISTINCT (target_type, target_id))::int AS n FROM reports WHERE status = 'open' ${only}`,
    ),
  ]);
  const rows = await Promise.all(groups.map((group) => caseOf(db, group)));
  return { rows, total: totals[0]?.n ?? 0 };
}

async function caseOf(db: Db, group: Group): Promise<ModerationCase> {
  const [openReports, reasonCounts, reported, target] = await Promise.all([
    reportsOf(db, group),
    db
      .select({ reason: reports.reason, count: sql<number>`count(*)::int` })
      .from(reports)
      .where(openOn(group))
      .groupBy(reports.reason)
      .orderBy(desc(sql`count(*)`), reports.reason),
    memberOf(db, group.reportedUserId),
    contextOf(db, group.targetType, group.targetId),
  ]);
  const hidden = target?.hidden ?? null;
  return {
    targetType: group.targetType,
    targetId: group.targetId,
    reportCount: group.reportCount,
    weight: group.weight,
    reasons: reasonCounts as { reason: ReportReason; count: number }[],
    latestAt: group.latestAt,
    reported,
    hidden,
    context: target?.context ?? null,
    reports: openReports,
    actions: target ? actionsFor(group.targetType, hidden !== null) : ['dismiss'],
  };
}

const openOn = (group: Pick<Group, 'targetType' | 'targetId'>) =>
  and(
    eq(reports.targetType, group.targetType),
    eq(reports.targetId, group.targetId),
    eq(reports.status, 'open'),
  );

async function reportsOf(db: Db, group: Group): Promise<ModerationReport[]> {
  const rows = await db
    .select({
      id: reports.id,
      reason: reports.reason,
      details: reports.details,
      createdAt: reports.createdAt,
      weight: reports.weight,
      reporterId: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      identityVerifiedAt: users.identityVerifiedAt,
    })
    .from(reports)
    .leftJoin(users, eq(users.id, reports.reporterId))
    .where(openOn(group))
    .orderBy(desc(reports.createdAt), desc(reports.id))
    .limit(REPORTS_SHOWN);
  return rows.map((row) => ({
    id: row.id,
    reason: row.reason,
    details: row.details,
    createdAt: row.createdAt.toISOString(),
    weight: row.weight,
    reporter:
      row.reporterId && row.firstName !== null && row.lastName !== null
        ? {
            id: row.reporterId,
            firstName: row.firstName,
            lastName: row.lastName,
            identityVerified: row.identityVerifiedAt !== null,
          }
        : null,
  }));
}

async function memberOf(db: Db, userId: string): Promise<ModerationMember> {
  const [row] = await db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      username: users.username,
      profilePicture: users.profilePicture,
      identityVerifiedAt: users.identityVerifiedAt,
      suspendedAt: users.suspendedAt,
      priorActions: sql<number>`(SELECT count(*)::int FROM ${reports}
        WHERE ${reports.reportedUserId} = ${users.id} AND ${reports.status} = 'actioned')`,
    })
    .from(users)
    .where(eq(users.id, userId));
  if (!row) throw new Error(`A report names member ${userId}, who is not there (reports cascade with users)`);
  return {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    username: row.username,
    profilePicture: row.profilePicture,
    identityVerified: row.identityVerifiedAt !== null,
    blocked: row.suspendedAt !== null,
    priorActions: row.priorActions,
  };
}

type Hidden = { at: string; reason: HiddenReason | null } | null;

async function contextOf(
  db: Db,
  targetType: ReportTarget,
  targetId: string,
): Promise<{ context: ModerationContext; hidden: Hidden } | undefined> {
  if (targetType === 'item') {
    const [row] = await db.select().from(items).where(eq(items.id, targetId));
    if (!row) return undefined;
    return {
      context: {
        kind: 'item',
        title: row.title,
        description: row.description,
        image: row.images[0] ?? null,
        city: row.city,
        dailyRate: row.dailyRate,
        removed: row.deletedAt !== null,
      },
      hidden: row.hiddenAt ? { at: row.hiddenAt.toISOString(), reason: row.hiddenReason } : null,
    };
  }
  if (targetType === 'user') {
    const [row] = await db.select().from(users).where(eq(users.id, targetId));
    if (!row) return undefined;
    return {
      context: { kind: 'user', bio: row.bio, city: row.city, joinedAt: row.joinedAt.toISOString() },
      hidden: null,
    };
  }
  if (targetType === 'review') {
    const [row] = await db
      .select({
        review: reviews,
        itemTitle: items.title,
        revieweeFirst: users.firstName,
        revieweeLast: users.lastName,
      })
      .from(reviews)
      .innerJoin(users, eq(users.id, reviews.revieweeId))
      .leftJoin(items, eq(items.id, reviews.itemId))
      .where(eq(reviews.id, targetId));
    if (!row) return undefined;
    const { review } = row;
    return {
      context: {
        kind: 'review',
        rating: review.rating,
        comment: review.comment,
        createdAt: review.createdAt.toISOString(),
        itemId: review.itemId,
        itemTitle: row.itemTitle,
        reviewee: { id: review.revieweeId, firstName: row.revieweeFirst, lastName: row.revieweeLast },
      },
      hidden: review.hiddenAt ? { at: review.hiddenAt.toISOString(), reason: null } : null,
    };
  }
  const [message] = await db.select().from(messages).where(eq(messages.id, targetId));
  if (!message) return undefined;
  const pair = or(
    and(eq(messages.senderId, message.senderId), eq(messages.receiverId, message.receiverId)),
    and(eq(messages.senderId, message.receiverId), eq(messages.receiverId, message.senderId)),
  );
  const [thread, [other]] = await Promise.all([
    db
      .select()
      .from(messages)
      .where(
        and(
          pair,
          sql`(${messages.createdAt}, ${messages.id}) <= (SELECT m.created_at, m.id FROM messages m WHERE m.id = ${message.id})`,
        ),
      )
      .orderBy(desc(messages.createdAt), desc(messages.id))
      .limit(CONTEXT_MESSAGES),
    db
      .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
      .from(users)
      .where(inArray(users.id, [message.receiverId])),
  ]);
  return {
    context: {
      kind: 'message',
      content: message.content,
      createdAt: message.createdAt.toISOString(),
      other: other ?? { id: message.receiverId, firstName: '', lastName: '' },
      thread: thread.reverse().map((row) => ({
        id: row.id,
        senderId: row.senderId,
        content: row.content,
        createdAt: row.createdAt.toISOString(),
        hidden: row.hiddenAt !== null,
      })),
    },
    hidden: message.hiddenAt ? { at: message.hiddenAt.toISOString(), reason: null } : null,
  };
}
