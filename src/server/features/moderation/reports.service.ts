/**
 * Members' reports (docs/decisions/0064-reports-and-moderation.md; docs/product.md, "Reports and
 * moderation"). A member reports what they can see and is not theirs: a listing, a profile, a
 * message they received, a published review. One open report per reporter and target (the partial
 * unique index reports_open_key decides a race). Reports of a listing lock its row first, so that
 * the weight counted toward holding it for review is counted one report at a time: the listing is
 * hidden exactly once, when its open reports reach AUTO_HIDE_WEIGHT.
 */
import type { FiledReport } from '@shared/api-types';
import { type ReportTarget, reachesAutoHide, reportWeight } from '@shared/moderation';
import type { CreateReportInput } from '@shared/schemas/moderation';
import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import { type Db, oneRow } from '../../db/client';
import { items, messages, reports, reviews, users } from '../../db/schema';
import { AppError, notFound, pgCodeOf } from '../../http/errors';
import { notify } from '../notifications';
import { holdListing } from './hide';

interface Reporter {
  id: string;
  isAdmin: boolean;
  identityVerifiedAt: Date | null;
}

const own = () => new AppError('report_own', 'Members cannot report themselves or what is theirs');

/**
 * Whom the target belongs to, as the reporter may see it; 404 for what they cannot see (a listing
 * the marketplace does not list, a blocked member's profile, a message they did not receive, a
 * review not published), 403 report_own for their own. `lock` takes the listing's row.
 */
async function ownerOfTarget(
  tx: Db,
  reporter: Reporter,
  targetType: ReportTarget,
  targetId: string,
): Promise<{ ownerId: string; itemTitle?: string }> {
  if (targetType === 'item') {
    const [row] = await tx
      .select({
        ownerId: items.ownerId,
        title: items.title,
        isAvailable: items.isAvailable,
        suspended: users.suspendedAt,
      })
      .from(items)
      .innerJoin(users, eq(users.id, items.ownerId))
      .where(and(eq(items.id, targetId), isNull(items.deletedAt)))
      .for('update', { of: items });
    if (!row) throw notFound('Item not found');
    if (row.ownerId === reporter.id) throw own();
    if (!row.isAvailable || row.suspended) throw notFound('Item not found');
    return { ownerId: row.ownerId, itemTitle: row.title };
  }
  if (targetType === 'user') {
    const [row] = await tx
      .select({ id: users.id, suspended: users.suspendedAt })
      .from(users)
      .where(eq(users.id, targetId));
    if (!row || row.suspended) throw notFound('User not found');
    if (row.id === reporter.id) throw own();
    return { ownerId: row.id };
  }
  if (targetType === 'message') {
    const [row] = await tx
      .select({ senderId: messages.senderId, receiverId: messages.receiverId })
      .from(messages)
      .where(eq(messages.id, targetId));
    if (row?.senderId === reporter.id) throw own();
    if (!row || row.receiverId !== reporter.id) throw notFound('Message not found');
    return { ownerId: row.senderId };
  }
  const [row] = await tx
    .select({ reviewerId: reviews.reviewerId })
    .from(reviews)
    .where(and(eq(reviews.id, targetId), isNotNull(reviews.publishedAt), isNull(reviews.hiddenAt)));
  if (!row) throw notFound('Review not found');
  if (row.reviewerId === reporter.id) throw own();
  return { ownerId: row.reviewerId };
}

const alreadyReported = () =>
  new AppError('already_reported', 'You reported this already; Ajjir’s team is looking at it');

/** Files a report; a listing whose open reports now weigh enough is held for review. */
export async function fileReport(db: Db, reporter: Reporter, input: CreateReportInput): Promise<FiledReport> {
  try {
    return await db.transaction(async (tx) => {
      const { targetType, targetId } = input;
      const target = await ownerOfTarget(tx, reporter, targetType, targetId);
      const [open] = await tx
        .select({ id: reports.id })
        .from(reports)
        .where(
          and(
            eq(reports.reporterId, reporter.id),
            eq(reports.targetType, targetType),
            eq(reports.targetId, targetId),
            eq(reports.status, 'open'),
          ),
        );
      if (open) throw alreadyReported();
      const filed = oneRow(
        await tx
          .insert(reports)
          .values({
            reporterId: reporter.id,
            targetType,
            targetId,
            reportedUserId: target.ownerId,
            reason: input.reason,
            details: input.details,
            weight: reportWeight(reporter),
          })
          .returning(),
        'the new report',
      );
      if (targetType === 'item') await holdIfReportedEnough(tx, targetId);
      return {
        id: filed.id,
        targetType: filed.targetType,
        targetId: filed.targetId,
        reason: filed.reason,
        status: filed.status,
        createdAt: filed.createdAt.toISOString(),
      };
    });
  } catch (error) {
    // Two reports of one target by one member at once: the unique index lets one in.
    if (pgCodeOf(error) === '23505') throw alreadyReported();
    throw error;
  }
}

/** Holds the listing (its row locked by the caller) once its open reports reach the threshold. */
async function holdIfReportedEnough(tx: Db, itemId: string): Promise<void> {
  const weights = await tx
    .select({ weight: reports.weight })
    .from(reports)
    .where(
      and(
        eq(reports.targetType, 'item'),
        eq(reports.targetId, itemId),
        eq(reports.status, 'open'),
        isNotNull(reports.reporterId),
      ),
    );
  if (!reachesAutoHide(weights.map((row) => row.weight))) return;
  const held = await holdListing(tx, itemId, 'reports');
  if (held) {
    await notify(tx, [
      {
        userId: held.ownerId,
        type: 'listing_hidden',
        data: { itemTitle: held.title, hiddenReason: 'reports' },
        link: `/item/${itemId}`,
      },
    ]);
  }
}

/**
 * A listing whose words may name a prohibited item (shared/prohibited-items.ts), hidden and put in
 * the queue as a report without a reporter, in the caller's transaction; its owner is told.
 */
export async function holdListingForWords(
  tx: Db,
  item: { id: string; ownerId: string; title: string },
  found: string[],
): Promise<void> {
  await holdListing(tx, item.id, 'words');
  await tx
    .insert(reports)
    .values({
      reporterId: null,
      targetType: 'item',
      targetId: item.id,
      reportedUserId: item.ownerId,
      reason: 'prohibited',
      details: found.join('، ').slice(0, 1000) || null,
    })
    .onConflictDoNothing();
  await notify(tx, [
    {
      userId: item.ownerId,
      type: 'listing_hidden',
      data: { itemTitle: item.title, hiddenReason: 'words' },
      link: `/item/${item.id}`,
    },
  ]);
}
