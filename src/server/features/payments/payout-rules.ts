/**
 * When an owner's balance may leave for their bank (docs/decisions/0048-payout-security.md): every
 * payout, asked for or weekly, passes these. The account not blocked, no administrator's hold, the
 * IBAN not waiting for review and set long enough ago (PAYOUT_NEW_IBAN_HOLD_HOURS), the owner's
 * first rental done, and the city and mobile number the bank transfer names. The weekly pass reads
 * the same rules as SQL (`payableSql`), so an owner who may not be paid never takes a place in it.
 */
import type { PayoutBlocker } from '@shared/api-types';
import { PAYOUT_BLOCKERS, type PayoutBlockerKind } from '@shared/constants';
import { localMobileOf } from '@shared/phones';
import { eq, type SQL, sql } from 'drizzle-orm';
import type { PayoutPolicy } from '../../config/config';
import type { Db } from '../../db/client';
import { payoutAccounts, users } from '../../db/schema';
import { AppError } from '../../http/errors';

/**
 * The first-payout rule, in this one place: an owner is first paid once one of their rentals has
 * reached its final `completed` status (or they were paid before). Claims on a returned item do not
 * exist yet; when they do, "without a claim" is a NOT EXISTS here (docs/decisions/0048).
 */
export function firstRentalDoneSql(ownerId: SQL): SQL {
  return sql`(EXISTS (SELECT 1 FROM bookings b WHERE b.owner_id = ${ownerId} AND b.status = 'completed')
    OR EXISTS (SELECT 1 FROM payouts p WHERE p.owner_id = ${ownerId} AND p.status = 'paid'))`;
}

const heldSql = (ownerId: SQL) => sql`EXISTS (SELECT 1 FROM payout_holds h WHERE h.user_id = ${ownerId})`;

/** When a payout to an IBAN set at `ibanSince` may first leave. */
export const payableFromOf = (ibanSince: Date, policy: PayoutPolicy) =>
  new Date(ibanSince.getTime() + policy.newIbanHoldHours * 3_600_000);

/** The rules as a condition on payout_accounts joined to users, for the weekly pass. */
export function payableSql(policy: PayoutPolicy, now: Date): SQL {
  const holdEnded = sql`${now.toISOString()}::timestamptz - make_interval(hours => ${policy.newIbanHoldHours})`;
  return sql`${users.suspendedAt} IS NULL
    AND NOT ${heldSql(sql`${payoutAccounts.userId}`)}
    AND cardinality(${payoutAccounts.reviewReasons}) = 0
    AND ${payoutAccounts.ibanSince} <= ${holdEnded}
    AND ${firstRentalDoneSql(sql`${payoutAccounts.userId}`)}
    AND coalesce(btrim(${users.city}), '') <> ''`;
}

/** Why `ownerId`'s balance cannot be paid out at `now`, in PAYOUT_BLOCKERS' order; empty when it can. */
export async function payoutBlockersOf(
  db: Db,
  ownerId: string,
  policy: PayoutPolicy,
  now = new Date(),
): Promise<PayoutBlocker[]> {
  const [row] = await db
    .select({
      blocked: sql<boolean>`${users.suspendedAt} IS NOT NULL`,
      held: sql<boolean>`${heldSql(sql`${users.id}`)}`,
      firstRentalDone: sql<boolean>`${firstRentalDoneSql(sql`${users.id}`)}`,
      phone: users.phone,
      city: users.city,
      ibanSince: payoutAccounts.ibanSince,
      reviewReasons: payoutAccounts.reviewReasons,
    })
    .from(users)
    .leftJoin(payoutAccounts, eq(payoutAccounts.userId, users.id))
    .where(eq(users.id, ownerId));
  if (!row) return [{ kind: 'no_account', until: null }];
  const payableFrom = row.ibanSince ? payableFromOf(row.ibanSince, policy) : null;
  const found: Record<PayoutBlockerKind, boolean> = {
    blocked: row.blocked,
    held: row.held,
    review: (row.reviewReasons?.length ?? 0) > 0,
    new_iban: payableFrom !== null && payableFrom > now,
    first_rental: !row.firstRentalDone,
    city_missing: !row.city?.trim(),
    mobile_missing: !localMobileOf(row.phone),
    no_account: !row.ibanSince,
  };
  return PAYOUT_BLOCKERS.filter((kind) => found[kind]).map((kind) => ({
    kind,
    until: kind === 'new_iban' && payableFrom ? payableFrom.toISOString() : null,
  }));
}

/** The refusal a payout asked for meets, for the first of `blockers`. */
export function payoutRefusalOf(blockers: PayoutBlocker[]): AppError | null {
  const kinds = blockers.map((blocker) => blocker.kind);
  if (kinds.includes('no_account')) {
    return new AppError('payout_account_missing', PAYOUT_HOLD_MESSAGES.no_account);
  }
  const first = kinds[0];
  if (!first) return null;
  if (first === 'mobile_missing') return new AppError('payout_mobile_missing', PAYOUT_HOLD_MESSAGES[first]);
  if (first === 'city_missing') return new AppError('payout_city_missing', PAYOUT_HOLD_MESSAGES[first]);
  return new AppError('payout_on_hold', PAYOUT_HOLD_MESSAGES[first], { reason: first });
}

const PAYOUT_HOLD_MESSAGES: Record<PayoutBlockerKind, string> = {
  blocked: 'This account is blocked: nothing is paid out to it',
  held: 'Payouts of this account are held by the Ajjir team',
  review: 'The payout account waits for a review by the Ajjir team',
  new_iban: 'A new IBAN is paid into only once its hold has passed',
  first_rental: 'The first payout waits until a first rental has completed',
  city_missing: 'Add your city to the profile first: the bank transfer names it',
  mobile_missing: 'Add a Saudi mobile number to the profile first',
  no_account: 'Add the IBAN to be paid into first',
};
