/**
 * What administrators decide about a reported target (docs/decisions/0064-reports-and-moderation.md):
 * dismiss the reports, hide the listing, review or message, restore a hidden one, warn the member,
 * or block the account. One transaction: the target locked, the change, every open report on it
 * closed with the decision, the audit row (the caller's `audit`), and the notices: each reporter
 * learns that their report was acted on or found nothing, and the reported member what happened to
 * their content.
 */
import type { ModerationDecision } from '@shared/api-types';
import { actionsFor, type ModerationAction, type ReportTarget } from '@shared/moderation';
import { displayName } from '@shared/names';
import type { ModerationDecisionInput } from '@shared/schemas/moderation';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { items, messages, reports, reviews, users } from '../../db/schema';
import { AppError, notFound } from '../../http/errors';
import { type NewNotification, notify } from '../notifications';
import { holdListing, releaseListing } from './hide';

/** What the administrators' side gives the decision: who decides, and its effects elsewhere. */
export interface ModerationEffects {
  adminId: string;
  /** Writes the audit row in the decision's transaction (the admin feature's log). */
  audit: (
    tx: Db,
    record: {
      action: `moderation.${ModerationAction}`;
      targetType: 'item' | 'user';
      targetId: string;
      targetLabel: string;
      details: Record<string, unknown>;
    },
  ) => Promise<void>;
  /** Blocks the account (the administrators' block: signed out everywhere), in the transaction. */
  block: (tx: Db, userId: string, reason: string) => Promise<void>;
  /** Recomputes the ratings a review counts in (the reviews feature's rule). */
  recomputeRatings: (tx: Db, subjects: { userIds: string[]; itemIds: string[] }) => Promise<void>;
}

interface LockedTarget {
  ownerId: string;
  hidden: boolean;
  label: string;
  itemTitle?: string;
  /** A review: whom it is about and of which listing (for the ratings). */
  revieweeId?: string;
  itemId?: string | null;
}

async function lockTarget(
  tx: Db,
  targetType: ReportTarget,
  targetId: string,
): Promise<LockedTarget | undefined> {
  if (targetType === 'item') {
    const [row] = await tx.select().from(items).where(eq(items.id, targetId)).for('update');
    return (
      row && { ownerId: row.ownerId, hidden: row.hiddenAt !== null, label: row.title, itemTitle: row.title }
    );
  }
  if (targetType === 'review') {
    const [row] = await tx.select().from(reviews).where(eq(reviews.id, targetId)).for('update');
    return (
      row && {
        ownerId: row.reviewerId,
        hidden: row.hiddenAt !== null,
        label: `review ${row.id}`,
        revieweeId: row.revieweeId,
        itemId: row.itemId,
      }
    );
  }
  if (targetType === 'message') {
    const [row] = await tx.select().from(messages).where(eq(messages.id, targetId)).for('update');
    return row && { ownerId: row.senderId, hidden: row.hiddenAt !== null, label: `message ${row.id}` };
  }
  const [row] = await tx.select().from(users).where(eq(users.id, targetId));
  return row && { ownerId: row.id, hidden: false, label: displayName(row) };
}

const notApplicable = (message: string) => new AppError('moderation_not_applicable', message);

export async function decideTarget(
  db: Db,
  target: { targetType: ReportTarget; targetId: string },
  input: ModerationDecisionInput,
  effects: ModerationEffects,
): Promise<ModerationDecision> {
  const { targetType, targetId } = target;
  const { action, reason } = input;
  return db.transaction(async (tx) => {
    const locked = await lockTarget(tx, targetType, targetId);
    const open = await tx
      .select({ id: reports.id, reporterId: reports.reporterId, reportedUserId: reports.reportedUserId })
      .from(reports)
      .where(
        and(eq(reports.targetType, targetType), eq(reports.targetId, targetId), eq(reports.status, 'open')),
      )
      .orderBy(reports.id)
      .for('update');
    if (!locked && open.length === 0) throw notFound('Nothing reported here');
    // A target gone since it was reported (its member's account deleted it): only dismissing is left.
    if (!locked && action !== 'dismiss') throw notApplicable('The reported content no longer exists');
    if (
      locked &&
      !actionsFor(targetType, locked.hidden).includes(action) &&
      !heldByModeratorAgain(action, locked)
    ) {
      throw notApplicable(`Cannot ${action} this ${targetType} now`);
    }
    // Every decision answers open reports, but restoring, which may come any time after a hide. Two
    // administrators deciding at once: the second finds the reports closed (the target's lock
    // orders them) and is refused rather than applied on top.
    if (action !== 'restore' && open.length === 0) {
      throw notApplicable('There are no open reports to decide');
    }
    const ownerId = locked?.ownerId ?? open[0]?.reportedUserId;
    if (!ownerId) throw notFound('Nothing reported here');
    // A member who closed their account is neither warned nor blocked, nor told anything: their
    // content may still be hidden or the reports dismissed (docs/decisions/0066-closed-accounts.md).
    const [ownerRow] = await tx.select({ closedAt: users.closedAt }).from(users).where(eq(users.id, ownerId));
    const ownerClosed = Boolean(ownerRow?.closedAt);
    if (ownerClosed && (action === 'warn' || action === 'block')) {
      throw new AppError('account_closed', 'This account was closed by its member');
    }
    const toOwner: NewNotification[] = [];
    const listingLink = `/item/${targetId}`;

    if (action === 'hide' || action === 'restore') {
      const hide = action === 'hide';
      if (targetType === 'item') {
        const changed = hide
          ? await holdListing(tx, targetId, 'moderator')
          : await releaseListing(tx, targetId);
        if (changed) {
          toOwner.push({
            userId: ownerId,
            type: hide ? 'listing_hidden' : 'listing_restored',
            data: hide
              ? { itemTitle: changed.title, hiddenReason: 'moderator', reason }
              : { itemTitle: changed.title },
            link: listingLink,
          });
        }
      } else {
        const table = targetType === 'review' ? reviews : messages;
        await tx
          .update(table)
          .set({ hiddenAt: hide ? sql`now()` : null })
          .where(eq(table.id, targetId));
        if (targetType === 'review' && locked?.revieweeId) {
          await effects.recomputeRatings(tx, {
            userIds: [locked.revieweeId],
            itemIds: locked.itemId ? [locked.itemId] : [],
          });
        }
        if (hide)
          toOwner.push({ userId: ownerId, type: 'content_hidden', data: { targetType, reason }, link: null });
      }
    } else if (action === 'dismiss') {
      // Held for review (reports or words) and found fine: listed again.
      if (targetType === 'item' && locked?.hidden) {
        const [item] = await tx
          .select({ reason: items.hiddenReason })
          .from(items)
          .where(eq(items.id, targetId));
        if (item?.reason !== 'moderator') {
          const released = await releaseListing(tx, targetId);
          if (released) {
            toOwner.push({
              userId: ownerId,
              type: 'listing_restored',
              data: { itemTitle: released.title },
              link: listingLink,
            });
          }
        }
      }
    } else if (action === 'warn') {
      toOwner.push({ userId: ownerId, type: 'member_warned', data: { reason }, link: null });
    } else {
      await effects.block(tx, ownerId, reason);
    }

    const outcome = action === 'dismiss' || action === 'restore' ? 'dismissed' : 'actioned';
    if (open.length > 0) {
      await tx
        .update(reports)
        .set({
          status: outcome,
          decidedAt: sql`now()`,
          decidedBy: effects.adminId,
          decision: action,
          decisionNote: reason,
        })
        .where(
          and(eq(reports.targetType, targetType), eq(reports.targetId, targetId), eq(reports.status, 'open')),
        );
    }
    const reporters = [...new Set(open.flatMap((row) => (row.reporterId ? [row.reporterId] : [])))];
    await notify(tx, [
      ...(ownerClosed ? [] : toOwner),
      ...reporters.map(
        (userId): NewNotification => ({
          userId,
          type: 'report_resolved',
          data: {
            targetType,
            reportOutcome: outcome,
            ...(locked?.itemTitle !== undefined && { itemTitle: locked.itemTitle }),
          },
          link: null,
        }),
      ),
    ]);
    const [owner] = await tx.select().from(users).where(eq(users.id, ownerId));
    await effects.audit(tx, {
      action: `moderation.${action}`,
      targetType: targetType === 'item' ? 'item' : 'user',
      targetId: targetType === 'item' ? targetId : ownerId,
      targetLabel: targetType === 'item' ? (locked?.label ?? targetId) : owner ? displayName(owner) : ownerId,
      details: {
        target: { type: targetType, id: targetId },
        reports: open.length,
        reporters: reporters.length,
      },
    });
    return { targetType, targetId, action, closedReports: open.length };
  });
}

/** A listing held for review (reports or words) may still be hidden by an administrator for good. */
function heldByModeratorAgain(action: ModerationAction, locked: LockedTarget): boolean {
  return action === 'hide' && locked.itemTitle !== undefined && locked.hidden;
}
