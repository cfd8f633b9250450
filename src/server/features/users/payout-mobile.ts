/**
 * The mobile number a payout's bank transfer names is part of where the owner is paid
 * (docs/decisions/0048-payout-security.md): once they have a payout account, changing it takes the
 * current password, goes into the account's payout history, and is told at the e-mail on file.
 * There is no SMS client, so the old number is not texted: the e-mail and the in-app notification
 * are the word that reaches the owner.
 */
import type { ProfileUpdateInput } from '@shared/schemas/users';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { payoutAccountChanges, payoutAccounts } from '../../db/schema';
import { notify } from '../notifications';
import type { UserRow } from './users.queries';

/** Whether the edit gives the account another phone number than the one it has. */
export function changesPhone(current: UserRow, input: ProfileUpdateInput): boolean {
  return input.phone !== undefined && (input.phone ?? null) !== (current.phone ?? null);
}

export async function hasPayoutAccount(db: Db, userId: string): Promise<boolean> {
  const [account] = await db
    .select({ userId: payoutAccounts.userId })
    .from(payoutAccounts)
    .where(eq(payoutAccounts.userId, userId));
  return account !== undefined;
}

/** The new number in the payout history, and the owner told (in the transaction of the change). */
export async function recordPayoutMobileChange(tx: Db, userId: string, mobile: string | null): Promise<void> {
  await tx.insert(payoutAccountChanges).values({ userId, kind: 'mobile', mobile });
  await notify(tx, [{ userId, type: 'payout_mobile_changed', data: {}, link: '/earnings' }]);
}
