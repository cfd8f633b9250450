/**
 * Owners' payouts (docs/decisions/0044-payments.md, "Payouts"): the whole available balance,
 * written with its ledger entries and its sending job under the owner's lock (two requests at once
 * cannot both take it). The job sends it to the gateway with the payout's own number, so a retried
 * send is refused as a repeat, not paid twice (payouts.jobs.ts).
 */
import type { PayoutAccount, PayoutSummary } from '@shared/api-types';
import type { PayoutReviewReason } from '@shared/constants';
import { holderNameMatches } from '@shared/holder-name';
import { maskIban } from '@shared/iban';
import { payoutFailureOf } from '@shared/payout-failures';
import { localMobileOf } from '@shared/phones';
import { and, asc, eq, gt, ne, type SQL, sql } from 'drizzle-orm';
import type { PayoutPolicy } from '../../config/config';
import type { Db } from '../../db/client';
import { payoutAccountChanges, payoutAccounts, payouts, users } from '../../db/schema';
import { AppError, pgCodeOf } from '../../http/errors';
import { enqueue } from '../../jobs/queue';
import { notify } from '../notifications';
import { ownerBalances } from './ledger/balances';
import { postTransaction } from './ledger/ledger';
import * as movements from './ledger/movements';
import { payoutSendJob } from './payment-jobs';
import { payableFromOf, payableSql, payoutBlockersOf, payoutRefusalOf } from './payout-rules';

type PayoutRow = typeof payouts.$inferSelect;

export function payoutSummaryOf(payout: PayoutRow): PayoutSummary {
  return {
    id: payout.id,
    amount: payout.amountHalalas,
    status: payout.status,
    ibanLast4: payout.iban.slice(-4),
    failure: payoutFailureOf(payout.status, payout.failureReason),
    createdAt: payout.createdAt.toISOString(),
    updatedAt: payout.updatedAt.toISOString(),
    paidAt: payout.paidAt?.toISOString() ?? null,
  };
}

export function payoutAccountOf(
  account: typeof payoutAccounts.$inferSelect,
  policy: PayoutPolicy,
): PayoutAccount {
  return {
    ibanMasked: maskIban(account.iban),
    holderName: account.holderName,
    updatedAt: account.updatedAt.toISOString(),
    ibanSince: account.ibanSince.toISOString(),
    payableFrom: payableFromOf(account.ibanSince, policy).toISOString(),
  };
}

/**
 * Where the owner is paid from now on (a payout already sent keeps the IBAN it was sent to), in the
 * caller's transaction; the caller has checked who is asking (docs/decisions/0048). The change is
 * written to the account's history; a new IBAN starts its hold; a holder name that is not the
 * account's, or an IBAN another account uses (both then), waits for an administrator; the owner
 * is told at the e-mail on file.
 */
export async function setPayoutAccount(
  tx: Db,
  owner: { id: string; firstName: string; lastName: string; companyName: string | null },
  input: { iban: string; holderName: string },
  policy: PayoutPolicy,
): Promise<PayoutAccount> {
  // One IBAN's accounts are looked at one change at a time, so two accounts saving it at once both see the other.
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`payout-iban:${input.iban}`}))`);
  const [current] = await tx
    .select()
    .from(payoutAccounts)
    .where(eq(payoutAccounts.userId, owner.id))
    .for('update');
  const others = await tx
    .select({ userId: payoutAccounts.userId, reviewReasons: payoutAccounts.reviewReasons })
    .from(payoutAccounts)
    .where(and(eq(payoutAccounts.iban, input.iban), ne(payoutAccounts.userId, owner.id)))
    .for('update');
  const nameMatches = holderNameMatches(input.holderName, [
    `${owner.firstName} ${owner.lastName}`,
    ...(owner.companyName ? [owner.companyName] : []),
  ]);
  const reviewReasons: PayoutReviewReason[] = [
    ...(nameMatches ? [] : ['name_mismatch' as const]),
    ...(others.length > 0 ? ['shared_iban' as const] : []),
  ];
  for (const other of others) {
    if (other.reviewReasons.includes('shared_iban')) continue;
    await tx
      .update(payoutAccounts)
      .set({ reviewReasons: [...other.reviewReasons, 'shared_iban'], updatedAt: sql`now()` })
      .where(eq(payoutAccounts.userId, other.userId));
  }
  const newIban = current?.iban !== input.iban;
  const values = {
    iban: input.iban,
    holderName: input.holderName,
    reviewReasons,
    reviewedAt: null,
    reviewedBy: null,
    updatedAt: sql`now()`,
    ...(newIban && { ibanSince: sql`now()` }),
  };
  const [account] = await tx
    .insert(payoutAccounts)
    .values({ userId: owner.id, ...values })
    .onConflictDoUpdate({ target: payoutAccounts.userId, set: values })
    .returning();
  if (!account) throw new Error('The payout account was not saved');
  await tx.insert(payoutAccountChanges).values({
    userId: owner.id,
    kind: 'iban',
    iban: input.iban,
    holderName: input.holderName,
    nameMatches,
    sharedIban: others.length > 0,
  });
  await notify(tx, [
    {
      userId: owner.id,
      type: 'payout_account_changed',
      data: { ibanLast4: input.iban.slice(-4) },
      link: EARNINGS_LINK,
    },
  ]);
  return payoutAccountOf(account, policy);
}

export const EARNINGS_LINK = '/earnings';

/** The owner's whole available balance, as a payout written with its ledger entries. */
export async function requestPayout(
  tx: Db,
  ownerId: string,
  key: string,
  policy: PayoutPolicy,
): Promise<PayoutRow> {
  // The owner's payout account row is the lock: one payout request of theirs at a time, and an
  // IBAN being changed waits for it (or it for the change, then sees the new IBAN's hold).
  const [account] = await tx
    .select()
    .from(payoutAccounts)
    .where(eq(payoutAccounts.userId, ownerId))
    .for('update');
  const refusal = payoutRefusalOf(await payoutBlockersOf(tx, ownerId, policy));
  if (refusal) throw refusal;
  if (!account) throw new AppError('payout_account_missing', 'Add the IBAN to be paid into first');
  const { available } = await ownerBalances(tx, ownerId);
  if (available <= 0) throw new AppError('nothing_to_pay_out', 'There is nothing available to pay out');
  const [payout] = await tx
    .insert(payouts)
    .values({
      key,
      ownerId,
      amountHalalas: available,
      iban: account.iban,
      holderName: account.holderName,
    })
    .returning();
  if (!payout) throw new Error('The payout was not written');
  await postTransaction(tx, movements.payoutRequested({ payoutId: payout.id, ownerId, amount: available }));
  await enqueue(tx, payoutSendJob, { payoutId: payout.id }, { key: `payout.send:${payout.id}` });
  await notify(tx, [
    {
      userId: ownerId,
      type: 'payout_requested',
      data: { ibanLast4: account.iban.slice(-4), amount: available },
      link: EARNINGS_LINK,
    },
  ]);
  return payout;
}

/** Days between automatic payouts of an owner's available balance. */
export const AUTOMATIC_PAYOUT_DAYS = 7;
/** Owners paid out by one weekly pass; the rest are paid at the passes after it. */
const WEEKLY_PAYOUTS_PER_PASS = 100;

/**
 * The weekly payout (a recurring job): each owner with an IBAN set a week ago or more, a mobile
 * number and an available balance, whose last payout was a week ago or more (or who has had none),
 * and whom the payout rules allow to be paid (payout-rules.ts: not blocked or held, the IBAN past
 * its hold and review, the first rental done), is paid out without asking; an owner may still ask sooner. The key names the owner and the week,
 * so the job run twice (or in two processes) pays each owner once. Answers how many were paid out.
 */
export async function payOutWeekly(db: Db, policy: PayoutPolicy, now = new Date()): Promise<number> {
  const due = await ownersDueWeekly(db, policy, now);
  const week = Math.floor(now.getTime() / (AUTOMATIC_PAYOUT_DAYS * 86_400_000));
  let paid = 0;
  for (const ownerId of due) {
    const payout = await db
      .transaction((tx) => requestPayout(tx, ownerId, `weekly:${ownerId}:${week}`, policy))
      .catch((error: unknown) => {
        // Nothing available or no mobile number any more, or this week's payout made already.
        if (error instanceof AppError || pgCodeOf(error) === '23505') return null;
        throw error;
      });
    if (payout) paid += 1;
  }
  return paid;
}

/**
 * Up to WEEKLY_PAYOUTS_PER_PASS owners a weekly payout is due to, in the order of their ids. Only
 * those with something available are read, and those with no Saudi mobile number (who cannot be
 * paid) are passed over page after page, so neither can take the places of owners after them.
 */
async function ownersDueWeekly(db: Db, policy: PayoutPolicy, now: Date): Promise<string[]> {
  const due: string[] = [];
  let after: string | null = null;
  while (due.length < WEEKLY_PAYOUTS_PER_PASS) {
    const rows: { ownerId: string; phone: string | null }[] = await db
      .select({ ownerId: payoutAccounts.userId, phone: users.phone })
      .from(payoutAccounts)
      .innerJoin(users, eq(users.id, payoutAccounts.userId))
      .where(
        and(
          weeklyPayoutDue(now),
          payableSql(policy, now),
          after ? gt(payoutAccounts.userId, after) : undefined,
        ),
      )
      .orderBy(asc(payoutAccounts.userId))
      .limit(WEEKLY_PAYOUTS_PER_PASS);
    due.push(...rows.filter((row) => localMobileOf(row.phone)).map((row) => row.ownerId));
    if (rows.length < WEEKLY_PAYOUTS_PER_PASS) break;
    after = rows.at(-1)?.ownerId ?? null;
  }
  return due.slice(0, WEEKLY_PAYOUTS_PER_PASS);
}

/**
 * An IBAN set a week ago or more (not the account: a changed IBAN starts again), no payout in the week, and a positive balance in the ledger's `owner`
 * account (a credit, so its entries sum below zero: ledger/balances.ts), over ledger_entries_user_idx.
 */
function weeklyPayoutDue(now: Date): SQL {
  const weekAgo = sql`${now.toISOString()}::timestamptz - make_interval(days => ${AUTOMATIC_PAYOUT_DAYS})`;
  return sql`${payoutAccounts.ibanSince} <= ${weekAgo}
    AND NOT EXISTS (SELECT 1 FROM ${payouts} p WHERE p.owner_id = ${payoutAccounts.userId} AND p.created_at > ${weekAgo})
    AND (SELECT coalesce(sum(e.amount_halalas), 0) FROM ledger_entries e
      WHERE e.account = 'owner' AND e.user_id = ${payoutAccounts.userId}) < 0`;
}
