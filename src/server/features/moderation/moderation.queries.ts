/**
 * The administrators' moderation queue (docs/decisions/0064-reports-and-moderation.md): open reports
 * grouped by what they report, the most recently reported first, each target shown in place with
 * its context (the listing card, the message in its conversation, the review with its listing, the
 * profile), the member it belongs to, and the reports themselves. A page of targets is one grouped
 * query on reports_open_created_idx / reports_queue_idx; the contexts are read per target (a page
 * is at most 100). The hidden view lists what is hidden now (listings, reviews, messages), newest
 * first, on the partial indexes of hidden rows; a hide is undone there once its reports are closed.
 */
import type {
  ModerationCase,
  ModerationContext,
  ModerationLastDecision,
  ModerationMember,
  ModerationReport,
} from '@shared/api-types';
import {
  actionsFor,
  type HiddenReason,
  type ModerationView,
  type ReportReason,
  type ReportTarget,
} from '@shared/moderation';
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

interface QueueQuery {
  view: ModerationView;
  targetType?: ReportTarget | undefined;
  limit: number;
  offset: number;
}

export async function moderationQueue(
  db: Db,
  query: QueueQuery,
): Promise<{ rows: ModerationCase[]; total: number }> {
  return query.view === 'hidden' ? hiddenNow(db, query) : openReports(db, query);
}

async function openReports(db: Db, query: QueueQuery): Promise<{ rows: ModerationCase[]; total: number }> {
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

/**
 * Listings, reviews and messages hidden now, the most recently hidden first, with the weight and
 * count of the reports still open on each (a listing held by reports or words keeps them open).
 * A profile is never hidden (its member is blocked, on the Users screen).
 */
async function hiddenNow(db: Db, query: QueueQuery): Promise<{ rows: ModerationCase[]; total: number }> {
  if (query.targetType === 'user') return { rows: [], total: 0 };
  const hidden = sql`(
    SELECT 'item' AS target_type, id AS target_id, hidden_at, owner_id AS reported_user_id
      FROM items WHERE hidden_at IS NOT NULL AND deleted_at IS NULL
    UNION ALL
    SELECT 'review', id, hidden_at, reviewer_id FROM reviews WHERE hidden_at IS NOT NULL
    UNION ALL
    SELECT 'message', id, hidden_at, sender_id FROM messages WHERE hidden_at IS NOT NULL
  ) AS hidden`;
  const only = query.targetType ? sql`WHERE hidden.target_type = ${query.targetType}` : sql``;
  const [groups, totals] = await Promise.all([
    selectRows<Group>(
      db,
      sql`
        SELECT hidden.target_type AS "targetType", hidden.target_id AS "targetId",
          count(r.id)::int AS "reportCount",
          coalesce(sum(r.weight) FILTER (WHERE r.reporter_id IS NOT NULL), 0)::int AS weight,
          to_char(coalesce(max(r.created_at), hidden.hidden_at) AT TIME ZONE 'UTC',
            'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "latestAt",
          hidden.reported_user_id AS "reportedUserId"
        FROM ${hidden}
        LEFT JOIN reports r ON r.target_type = hidden.target_type AND r.target_id = hidden.target_id
          AND r.status = 'open'
        ${only}
        GROUP BY hidden.target_type, hidden.target_id, hidden.hidden_at, hidden.reported_user_id
        ORDER BY hidden.hidden_at DESC, hidden.target_id
        LIMIT ${query.limit} OFFSET ${query.offset}`,
    ),
    selectRows<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM ${hidden} ${only}`),
  ]);
  const rows = await Promise.all(groups.map((group) => caseOf(db, group)));
  return { rows, total: totals[0]?.n ?? 0 };
}

/** The newest decision on the target's reports, if any was made. */
async function lastDecisionOn(db: Db, group: Group): Promise<ModerationLastDecision | null> {
  const [row] = await db
    .select({ action: reports.decision, note: reports.decisionNote, at: reports.decidedAt })
    .from(reports)
    .where(
      and(
        eq(reports.targetType, group.targetType),
        eq(reports.targetId, group.targetId),
        sql`${reports.status} <> 'open'`,
      ),
    )
    .orderBy(desc(reports.decidedAt), desc(reports.id))
    .limit(1);
  return row?.action && row.at ? { action: row.action, note: row.note, at: row.at.toISOString() } : null;
}

async function caseOf(db: Db, group: Group): Promise<ModerationCase> {
  const [openReports, reasonCounts, reported, target, lastDecision] = await Promise.all([
    reportsOf(db, group),
    db
      .select({ reason: reports.reason, count: sql<number>`count(*)::int` })
      .from(reports)
      .where(openOn(group))
      .groupBy(reports.reason)
      .orderBy(desc(sql`count(*)`), reports.reason),
    memberOf(db, group.reportedUserId),
    contextOf(db, group.targetType, group.targetId),
    lastDecisionOn(db, group),
  ]);
  const hidden = target?.hidden ?? null;
  return {
    targetType: group.targetType,
    targetId: group.targetId,
    reportCount: group.reportCount,
    weight: group.weight,
    reasons: reasonCounts as { reason: ReportReason; count: number }[],
    latestAt: group.latestAt,
    lastDecision,
    reported,
    hidden,
    context: target?.context ?? null,
    reports: openReports,
    actions: actionsOf(group, target !== undefined, hidden !== null, reported.closed),
  };
}

/**
 * Every decision answers open reports, but restoring, which undoes a hide any time after; a member
 * who closed their account is not warned or blocked.
 */
function actionsOf(
  group: Group,
  exists: boolean,
  hidden: boolean,
  closed: boolean,
): ModerationCase['actions'] {
  if (group.reportCount === 0) return hidden ? ['restore'] : [];
  if (!exists) return ['dismiss'];
  const actions = actionsFor(group.targetType, hidden);
  return closed ? actions.filter((action) => action !== 'warn' && action !== 'block') : actions;
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
  // Two queries rather than a correlated subquery: Drizzle writes a single table's columns without
  // their table, so users.id inside a subquery on reports would read reports.id.
  const [[row], [actions]] = await Promise.all([
    db
      .select({
        id: users.id,
        firstName: users.firstName,
        lastName: users.lastName,
        username: users.username,
        profilePicture: users.profilePicture,
        identityVerifiedAt: users.identityVerifiedAt,
        suspendedAt: users.suspendedAt,
        closedAt: users.closedAt,
      })
      .from(users)
      .where(eq(users.id, userId)),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(reports)
      .where(and(eq(reports.reportedUserId, userId), eq(reports.status, 'actioned'))),
  ]);
  if (!row) throw new Error(`A report names member ${userId}, who is not there (reports cascade with users)`);
  return {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    username: row.username,
    profilePicture: row.profilePicture,
    identityVerified: row.identityVerifiedAt !== null,
    blocked: row.suspendedAt !== null,
    closed: row.closedAt !== null,
    priorActions: actions?.n ?? 0,
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
