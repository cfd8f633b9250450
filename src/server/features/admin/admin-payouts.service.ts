/**
 * Administrators and an owner's payouts (docs/decisions/0048-payout-security.md): a hold stops
 * every payout of the owner, asked for or weekly, until it is released; an approval clears a payout
 * account's review (a holder name that is not the account's, an IBAN another account uses). Each is
 * one transaction with its audit row (audit.ts), and the owner is told of a hold and its release.
 */
import type { AdminPayoutReviews, AdminPayoutState } from '@shared/api-types';
import { maskIban } from '@shared/iban';
import { displayName } from '@shared/names';
import { and, asc, count, eq, ne, sql } from 'drizzle-orm';
import type { PayoutPolicy } from '../../config/config';
import type { Db } from '../../db/client';
import { displayNameColumns } from '../../db/display-name-columns';
import { payoutAccountChanges, payoutAccounts, payoutHolds, users } from '../../db/schema';
import { conflict } from '../../http/errors';
import { notify } from '../notifications';
import { payableFromOf, payoutBlockersOf } from '../payments';
import { lockNonAdmin } from './admin-users.service';
import { writeAudit } from './audit';

/** The accounts listed as waiting for review on the payouts screen. */
const REVIEWS_SHOWN = 100;

export async function adminPayoutStateOf(
  db: Db,
  userId: string,
  policy: PayoutPolicy,
): Promise<AdminPayoutState> {
  const [[hold], [account], [changes], blockers] = await Promise.all([
    db.select().from(payoutHolds).where(eq(payoutHolds.userId, userId)),
    db.select().from(payoutAccounts).where(eq(payoutAccounts.userId, userId)),
    db.select({ n: count() }).from(payoutAccountChanges).where(eq(payoutAccountChanges.userId, userId)),
    payoutBlockersOf(db, userId, policy),
  ]);
  const shared = account
    ? await db
        .select({
          id: users.id,
          ...displayNameColumns,
        })
        .from(payoutAccounts)
        .innerJoin(users, eq(users.id, payoutAccounts.userId))
        .where(and(eq(payoutAccounts.iban, account.iban), ne(payoutAccounts.userId, userId)))
        .limit(20)
    : [];
  return {
    hold: hold ? { reason: hold.reason, heldAt: hold.createdAt.toISOString() } : null,
    account: account
      ? {
          ibanMasked: maskIban(account.iban),
          holderName: account.holderName,
          ibanSince: account.ibanSince.toISOString(),
          payableFrom: payableFromOf(account.ibanSince, policy).toISOString(),
          reviewReasons: account.reviewReasons,
          sharedWith: shared.map((other) => ({ id: other.id, name: displayName(other) })),
          changes: changes?.n ?? 0,
        }
      : null,
    blockers,
  };
}

/** Payout accounts waiting for an administrator, the longest waiting first. */
export async function payoutReviewsOf(db: Db): Promise<AdminPayoutReviews> {
  const rows = await db
    .select({
      account: payoutAccounts,
      ...displayNameColumns,
    })
    .from(payoutAccounts)
    .innerJoin(users, eq(users.id, payoutAccounts.userId))
    .where(sql`cardinality(${payoutAccounts.reviewReasons}) > 0`)
    .orderBy(asc(payoutAccounts.ibanSince))
    .limit(REVIEWS_SHOWN);
  return rows.map(({ account, ...person }) => ({
    userId: account.userId,
    name: displayName(person),
    ibanMasked: maskIban(account.iban),
    holderName: account.holderName,
    ibanSince: account.ibanSince.toISOString(),
    reviewReasons: account.reviewReasons,
  }));
}

type Admin = { id: string };

/** Holds the owner's payouts (a hold already there keeps its first reason; the audit log has both). */
export async function holdPayouts(db: Db, admin: Admin, userId: string, reason: string): Promise<void> {
  await db.transaction(async (tx) => {
    const owner = await lockNonAdmin(tx, userId);
    await tx.insert(payoutHolds).values({ userId, reason, heldBy: admin.id }).onConflictDoNothing();
    await writeAudit(tx, {
      adminId: admin.id,
      action: 'payouts.hold',
      targetType: 'user',
      targetId: userId,
      targetLabel: displayName(owner),
      reason,
    });
    await notify(tx, [{ userId, type: 'payouts_held', data: {}, link: '/earnings' }]);
  });
}

export async function releasePayouts(db: Db, admin: Admin, userId: string, reason: string): Promise<void> {
  await db.transaction(async (tx) => {
    const owner = await lockNonAdmin(tx, userId);
    const released = await tx.delete(payoutHolds).where(eq(payoutHolds.userId, userId)).returning();
    if (released.length === 0) throw conflict('The payouts of this account are not held');
    await writeAudit(tx, {
      adminId: admin.id,
      action: 'payouts.release',
      targetType: 'user',
      targetId: userId,
      targetLabel: displayName(owner),
      reason,
      details: { heldFor: released[0]?.reason ?? null },
    });
    await notify(tx, [{ userId, type: 'payouts_released', data: {}, link: '/earnings' }]);
  });
}

/** Clears the payout account's review: an administrator has checked the holder and the IBAN. */
export async function approvePayoutAccount(
  db: Db,
  admin: Admin,
  userId: string,
  reason: string,
): Promise<void> {
  await db.transaction(async (tx) => {
    const owner = await lockNonAdmin(tx, userId);
    const [account] = await tx
      .select()
      .from(payoutAccounts)
      .where(eq(payoutAccounts.userId, userId))
      .for('update');
    if (!account || account.reviewReasons.length === 0) {
      throw conflict('This payout account is not waiting for a review');
    }
    await tx
      .update(payoutAccounts)
      .set({ reviewReasons: [], reviewedAt: sql`now()`, reviewedBy: admin.id })
      .where(eq(payoutAccounts.userId, userId));
    await writeAudit(tx, {
      adminId: admin.id,
      action: 'payout_account.approve',
      targetType: 'user',
      targetId: userId,
      targetLabel: displayName(owner),
      reason,
      details: { ibanLast4: account.iban.slice(-4), reviewReasons: account.reviewReasons },
    });
  });
}
