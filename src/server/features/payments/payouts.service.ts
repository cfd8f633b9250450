/**
 * Owners' payouts (docs/decisions/0044-payments.md, "Payouts"): the whole
 * available balance, written with its ledger entries under the owner's lock
 * (two requests at once cannot both take it), then sent to the gateway with
 * a sequence number of its own, so a retried send is refused, not paid twice.
 */
import type { PayoutAccount, PayoutSummary } from '@shared/api-types';
import type { PayoutStatus } from '@shared/constants';
import { maskIban } from '@shared/iban';
import { and, asc, eq, gt, inArray, lt, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { payoutAccounts, payouts, users } from '../../db/schema';
import { AppError, pgCodeOf } from '../../http/errors';
import {
  type CreatePayoutInput,
  GatewayError,
  type GatewayPayout,
  type PaymentGateway,
  SequenceNumberUsedError,
} from './gateway/gateway';
import { ownerBalances } from './ledger/balances';
import { postTransaction } from './ledger/ledger';
import { payoutFailedLines, payoutLines, payoutPaidLines } from './ledger/movements';

type PayoutRow = typeof payouts.$inferSelect;

export function payoutSummaryOf(payout: PayoutRow): PayoutSummary {
  return {
    id: payout.id,
    amount: payout.amountHalalas,
    status: payout.status,
    ibanLast4: payout.iban.slice(-4),
    failureReason: payout.failureReason,
    createdAt: payout.createdAt.toISOString(),
    updatedAt: payout.updatedAt.toISOString(),
  };
}

export function payoutAccountOf(account: typeof payoutAccounts.$inferSelect): PayoutAccount {
  return {
    ibanMasked: maskIban(account.iban),
    holderName: account.holderName,
    updatedAt: account.updatedAt.toISOString(),
  };
}

/** Where the owner is paid from now on (a payout already sent keeps the IBAN it was sent to). */
export async function setPayoutAccount(
  db: Db,
  userId: string,
  input: { iban: string; holderName: string },
): Promise<PayoutAccount> {
  const [account] = await db
    .insert(payoutAccounts)
    .values({ userId, iban: input.iban, holderName: input.holderName })
    .onConflictDoUpdate({
      target: payoutAccounts.userId,
      set: { iban: input.iban, holderName: input.holderName, updatedAt: sql`now()` },
    })
    .returning();
  if (!account) throw new Error('The payout account was not saved');
  return payoutAccountOf(account);
}

/** The owner's whole available balance, as a payout written with its ledger entries. */
export async function requestPayout(tx: Db, ownerId: string, key: string): Promise<PayoutRow> {
  // The owner's payout account row is the lock: one payout request of theirs at a time.
  const [account] = await tx
    .select()
    .from(payoutAccounts)
    .where(eq(payoutAccounts.userId, ownerId))
    .for('update');
  if (!account) throw new AppError('payout_account_missing', 'Add the IBAN to be paid into first');
  // The bank transfer names the holder's mobile number and city (Moyasar requires both).
  const [owner] = await tx
    .select({ phone: users.phone, city: users.city })
    .from(users)
    .where(eq(users.id, ownerId));
  if (!saudiMobileOf(owner?.phone ?? null)) {
    throw new AppError('payout_mobile_missing', 'Add a Saudi mobile number to the profile first');
  }
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
  await postTransaction(tx, {
    key: `payout:${payout.id}`,
    kind: 'payout',
    payoutId: payout.id,
    lines: payoutLines({ ownerId, amount: available }),
  });
  return payout;
}

/** A Saudi mobile number as banks write it ("05XXXXXXXX"), from "+966 5…", "9665…" or "05…"; null if it is not one. */
export function saudiMobileOf(phone: string | null): string | null {
  const digits = (phone ?? '').replace(/[\s()-]/g, '').replace(/^(\+?966|00966)/, '0');
  return /^05\d{8}$/.test(digits) ? digits : null;
}

/** The payout's 16-digit sequence number at the gateway: its own number, so it is never reused. */
export function sequenceNumberOf(payout: Pick<PayoutRow, 'number'>): string {
  return String(payout.number).padStart(16, '0');
}

/**
 * How many payouts one pass sends or asks about. Each pass takes the least recently tried first
 * (`updated_at` moves on every attempt, answered or not), so payouts the gateway keeps failing on
 * take their turn behind the others rather than in front of them.
 */
const PASS_BATCH = 20;
/** Pages of the gateway's payouts list searched for a payout whose answer was lost (40 a page at Moyasar). */
const LOOKUP_PAGES = 5;

/** Sends requested payouts to the gateway (one, or every one waiting); a failure to reach it leaves them requested. */
export async function sendRequestedPayouts(
  db: Db,
  gateway: PaymentGateway,
  options: { payoutId?: string } = {},
): Promise<void> {
  const waiting = await db
    .select({ id: payouts.id })
    .from(payouts)
    .where(
      and(eq(payouts.status, 'requested'), options.payoutId ? eq(payouts.id, options.payoutId) : undefined),
    )
    .orderBy(asc(payouts.updatedAt), asc(payouts.id))
    .limit(PASS_BATCH);
  for (const { id } of waiting) await sendPayout(db, gateway, id);
}

async function sendPayout(db: Db, gateway: PaymentGateway, payoutId: string): Promise<void> {
  try {
    await db.transaction(async (tx) => {
      const [payout] = await tx
        .select()
        .from(payouts)
        .where(and(eq(payouts.id, payoutId), eq(payouts.status, 'requested')))
        .for('update', { skipLocked: true });
      if (!payout) return;
      try {
        await applyPayoutState(tx, payout, await sentOrFound(tx, gateway, payout));
      } catch (error) {
        if (!(error instanceof GatewayError) || error.kind !== 'refused') throw error;
        // Turned down for good: the money goes back to the owner's balance, to be asked for again.
        const failed = { id: null, status: 'failed', failureReason: error.message.slice(0, 500) } as const;
        await applyPayoutState(tx, payout, { ...failed, message: messageOf(error) });
      }
    });
  } catch (error) {
    if (!(error instanceof GatewayError)) throw error;
    await noteFailedCall(db, payoutId, error);
  }
}

/**
 * The payout at the gateway: sent now, or found there when a refusal may have met a send that had
 * already arrived, its answer lost (docs/decisions/0044-payments.md). That is so whenever the
 * sequence number is used, and may be after an attempt that got no answer, since the body (the
 * destination, say) can be refused before the number is looked at. A number another payout holds
 * is a refusal; a used one not found yet is looked for again at the next pass.
 */
async function sentOrFound(tx: Db, gateway: PaymentGateway, payout: PayoutRow): Promise<GatewayPayout> {
  try {
    return await gateway.createPayout(await payoutInputOf(tx, payout));
  } catch (error) {
    if (!(error instanceof GatewayError) || error.kind !== 'refused') throw error;
    const repeated = error instanceof SequenceNumberUsedError;
    const found = repeated || triedBefore(payout) ? await findAtGateway(gateway, payout) : null;
    if (found && isThisPayout(found, payout)) return found;
    if (!repeated) throw error;
    if (found) throw new GatewayError('refused', `${error.message} by another payout`);
    throw new GatewayError('unavailable', `${error.message}; not in the gateway's list of payouts yet`);
  }
}

/** A requested payout's `updated_at` moves only when an attempt to send it fails (noteFailedCall). */
const triedBefore = (payout: PayoutRow) => payout.updatedAt > payout.createdAt;

async function payoutInputOf(tx: Db, payout: PayoutRow): Promise<CreatePayoutInput> {
  const [owner] = await tx
    .select({ phone: users.phone, city: users.city })
    .from(users)
    .where(eq(users.id, payout.ownerId));
  return {
    holderMobile: saudiMobileOf(owner?.phone ?? null) ?? undefined,
    holderCity: owner?.city ?? 'Riyadh',
    amount: payout.amountHalalas,
    sequenceNumber: sequenceNumberOf(payout),
    iban: payout.iban,
    holderName: payout.holderName,
    comment: `Ajjir payout ${payout.number}`,
    metadata: { payout_id: payout.id, owner_id: payout.ownerId },
  };
}

/** The gateway's payout with this payout's sequence number (or our id in its metadata), in its first pages. */
async function findAtGateway(gateway: PaymentGateway, payout: PayoutRow): Promise<GatewayPayout | null> {
  const sequenceNumber = sequenceNumberOf(payout);
  let page: number | null = 1;
  for (let pages = 0; page !== null && pages < LOOKUP_PAGES; pages += 1) {
    const listed: { payouts: GatewayPayout[]; nextPage: number | null } = await gateway
      .listPayouts(page)
      .catch((error: unknown) => {
        // A list that cannot be read says nothing of the payout, so it is never a reason to fail it.
        if (!(error instanceof GatewayError)) throw error;
        throw new GatewayError('unavailable', `The list of payouts: ${error.message}`, error.status);
      });
    const found = listed.payouts.find(
      (each) => each.sequenceNumber === sequenceNumber || each.metadata?.payout_id === payout.id,
    );
    if (found) return found;
    page = listed.nextPage;
  }
  return null;
}

/** Ours when it names our id; with no metadata answered, when the amount is ours too. */
function isThisPayout(found: GatewayPayout, payout: PayoutRow): boolean {
  const named = found.metadata?.payout_id;
  return named ? named === payout.id : found.amount === payout.amountHalalas;
}

const messageOf = (error: GatewayError) => `${error.kind}: ${error.message}`.slice(0, 500);

/** A call about the payout that came to nothing: said on it, and its turn moved behind the others. */
async function noteFailedCall(db: Db, payoutId: string, error: GatewayError): Promise<void> {
  await db
    .update(payouts)
    .set({ message: messageOf(error), updatedAt: sql`now()` })
    .where(eq(payouts.id, payoutId));
}

/** Days between automatic payouts of an owner's available balance. */
export const AUTOMATIC_PAYOUT_DAYS = 7;
/** Owners paid out by one weekly pass; the rest are paid at the passes after it. */
const WEEKLY_PAYOUTS_PER_PASS = 100;

/**
 * The weekly payout: each owner with an IBAN added a week ago or more, a mobile number and an
 * available balance, whose last payout was a week ago or more (or who has had none), is paid out
 * without asking; an owner may still ask sooner. The key names
 * the owner and the week, so several processes running this at once pay each owner once.
 */
export async function payOutWeekly(db: Db, gateway: PaymentGateway, now = new Date()): Promise<number> {
  const due = await ownersDueWeekly(db, now);
  const week = Math.floor(now.getTime() / (AUTOMATIC_PAYOUT_DAYS * 86_400_000));
  let paid = 0;
  for (const ownerId of due) {
    const payout = await db
      .transaction((tx) => requestPayout(tx, ownerId, `weekly:${ownerId}:${week}`))
      .catch((error: unknown) => {
        // Nothing available or no mobile number any more, or this week's payout made by another process.
        if (error instanceof AppError || pgCodeOf(error) === '23505') return null;
        throw error;
      });
    if (!payout) continue;
    await sendRequestedPayouts(db, gateway, { payoutId: payout.id });
    paid += 1;
  }
  return paid;
}

/**
 * Up to WEEKLY_PAYOUTS_PER_PASS owners a weekly payout is due to, in the order of their ids. Only
 * those with something available are read, and those with no Saudi mobile number (who cannot be
 * paid) are passed over page after page, so neither can take the places of owners after them.
 */
async function ownersDueWeekly(db: Db, now: Date): Promise<string[]> {
  const due: string[] = [];
  let after: string | null = null;
  while (due.length < WEEKLY_PAYOUTS_PER_PASS) {
    const rows: { ownerId: string; phone: string | null }[] = await db
      .select({ ownerId: payoutAccounts.userId, phone: users.phone })
      .from(payoutAccounts)
      .innerJoin(users, eq(users.id, payoutAccounts.userId))
      .where(and(weeklyPayoutDue(now), after ? gt(payoutAccounts.userId, after) : undefined))
      .orderBy(asc(payoutAccounts.userId))
      .limit(WEEKLY_PAYOUTS_PER_PASS);
    due.push(...rows.filter((row) => saudiMobileOf(row.phone)).map((row) => row.ownerId));
    if (rows.length < WEEKLY_PAYOUTS_PER_PASS) break;
    after = rows.at(-1)?.ownerId ?? null;
  }
  return due.slice(0, WEEKLY_PAYOUTS_PER_PASS);
}

/**
 * An account a week old, no payout in the week, and a positive balance in the ledger's `owner`
 * account (a credit, so its entries sum below zero: ledger/balances.ts), over ledger_entries_user_idx.
 */
function weeklyPayoutDue(now: Date): SQL {
  const weekAgo = sql`${now.toISOString()}::timestamptz - make_interval(days => ${AUTOMATIC_PAYOUT_DAYS})`;
  return sql`${payoutAccounts.createdAt} <= ${weekAgo}
    AND NOT EXISTS (SELECT 1 FROM ${payouts} p WHERE p.owner_id = ${payoutAccounts.userId} AND p.created_at > ${weekAgo})
    AND (SELECT coalesce(sum(e.amount_halalas), 0) FROM ledger_entries e
      WHERE e.account = 'owner' AND e.user_id = ${payoutAccounts.userId}) < 0`;
}

/**
 * Asks the gateway about payouts on their way, and books the ones it says are paid or failed.
 * `quietMs` leaves out those asked about (or sent) that recently, so that a screen loaded again and
 * again does not spend the gateway's request quota.
 */
export async function refreshPayouts(
  db: Db,
  gateway: PaymentGateway,
  options: { ownerId?: string; quietMs?: number } = {},
): Promise<void> {
  const due = and(
    inArray(payouts.status, ['queued', 'initiated']),
    options.quietMs
      ? lt(payouts.updatedAt, sql`now() - make_interval(secs => ${options.quietMs / 1000})`)
      : undefined,
  );
  const open = await db
    .select({ id: payouts.id })
    .from(payouts)
    .where(and(due, options.ownerId ? eq(payouts.ownerId, options.ownerId) : undefined))
    .orderBy(asc(payouts.updatedAt), asc(payouts.id))
    .limit(PASS_BATCH);
  for (const { id } of open) {
    await db
      .transaction(async (tx) => {
        // Asked again under the lock: another request may have just asked about it.
        const [payout] = await tx
          .select()
          .from(payouts)
          .where(and(eq(payouts.id, id), due))
          .for('update', { skipLocked: true });
        if (!payout?.gatewayPayoutId) return;
        await applyPayoutState(tx, payout, await gateway.fetchPayout(payout.gatewayPayoutId));
      })
      .catch(async (error: unknown) => {
        if (!(error instanceof GatewayError)) throw error;
        await noteFailedCall(db, id, error);
      });
  }
}

const FAILED: readonly PayoutStatus[] = ['failed', 'canceled', 'returned'];

/** What the gateway says of a payout; `id` null when the gateway refused it and holds none. */
type PayoutState = Pick<GatewayPayout, 'status' | 'message' | 'failureReason'> & { id: string | null };

/** Writes the state (and `updated_at`: asked just now) and books a payout now paid or failed. */
async function applyPayoutState(tx: Db, payout: PayoutRow, atGateway: PayoutState): Promise<void> {
  await tx
    .update(payouts)
    .set({
      status: atGateway.status,
      gatewayPayoutId: atGateway.id,
      message: atGateway.message,
      failureReason: atGateway.failureReason,
      updatedAt: sql`now()`,
    })
    .where(eq(payouts.id, payout.id));
  const movement = { ownerId: payout.ownerId, amount: payout.amountHalalas };
  if (atGateway.status === 'paid') {
    await postTransaction(tx, {
      key: `payout_paid:${payout.id}`,
      kind: 'payout_paid',
      payoutId: payout.id,
      lines: payoutPaidLines(movement),
    });
  } else if (FAILED.includes(atGateway.status)) {
    // Back to the owner's balance, to be asked for again.
    await postTransaction(tx, {
      key: `payout_failed:${payout.id}`,
      kind: 'payout_failed',
      payoutId: payout.id,
      lines: payoutFailedLines(movement),
    });
  }
}
