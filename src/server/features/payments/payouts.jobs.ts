/**
 * Payouts at the gateway (docs/decisions/0044-payments.md, "Payouts", and 0047, "No call inside a
 * transaction"): a job sends each requested payout and records the gateway's answer; another
 * follows it until the bank has it or it failed, and then for a week, since a bank may send a paid
 * payout back (a closed account). Every call is made outside any transaction; every answer is
 * recorded in one, under the payout's row lock, so two runs never book the same change twice (the
 * ledger's keys) and a payout a run cannot find is never failed for that.
 */
import type { PayoutStatus } from '@shared/constants';
import { payoutFailureOf } from '@shared/payout-failures';
import { localMobileOf } from '@shared/phones';
import { and, eq, sql } from 'drizzle-orm';
import type { PayoutPolicy } from '../../config/config';
import type { Db } from '../../db/client';
import { payouts, users } from '../../db/schema';
import { enqueue, type JobOutcome } from '../../jobs/queue';
import type { Worker } from '../../jobs/worker';
import { notify } from '../notifications';
import {
  DuplicatePayoutError,
  GatewayError,
  type GatewayPayout,
  type NewPayout,
  type PaymentGateway,
} from './gateway/gateway';
import { postTransaction } from './ledger/ledger';
import * as movements from './ledger/movements';
import { payoutFollowJob, payoutSendJob, weeklyPayoutsJob } from './payment-jobs';
import { EARNINGS_LINK, payOutWeekly } from './payouts.service';

type PayoutRow = typeof payouts.$inferSelect;

/** Pages of the gateway's payouts list searched for a payout whose answer was lost (40 a page at Moyasar). */
const LOOKUP_PAGES = 5;
/** A paid payout is looked at again these days after it was paid: banks return within days. */
const RETURN_CHECKS_DAYS = [1, 3, 7];
const DAY_MS = 86_400_000;

interface PayoutDeps {
  db: Db;
  gateway: PaymentGateway;
}

export function registerPayoutJobs(worker: Worker, deps: () => PayoutDeps, policy: PayoutPolicy): void {
  worker.handle(payoutSendJob, ({ payoutId }, context) =>
    sendPayout(deps(), payoutId, { triedBefore: context.attempt > 1 }),
  );
  worker.handle(payoutFollowJob, ({ payoutId }) => followPayout(deps(), payoutId));
  worker.handle(weeklyPayoutsJob, async () => {
    await payOutWeekly(deps().db, policy);
  });
  // Hourly: an owner whose week has passed is paid out within the hour.
  worker.recurring([{ type: weeklyPayoutsJob, everyMs: 60 * 60_000 }]);
}

async function payoutById(db: Db, payoutId: string): Promise<PayoutRow | undefined> {
  const [payout] = await db.select().from(payouts).where(eq(payouts.id, payoutId));
  return payout;
}

/**
 * What the gateway is told: the bank transfer names the holder's mobile number and city, the
 * owner's own (never a city of our choosing); a city removed since the payout was asked for is a
 * refusal, the payout failed and its money back in the balance (docs/decisions/0048).
 */
async function newPayoutOf(db: Db, payout: PayoutRow): Promise<NewPayout> {
  const [owner] = await db
    .select({ phone: users.phone, city: users.city })
    .from(users)
    .where(eq(users.id, payout.ownerId));
  const city = owner?.city?.trim();
  if (!city)
    throw new GatewayError('refused', 'The owner has no city on their profile for the bank transfer');
  return {
    holderMobile: localMobileOf(owner?.phone ?? null) ?? undefined,
    holderCity: city,
    amount: payout.amountHalalas,
    number: payout.number,
    iban: payout.iban,
    holderName: payout.holderName,
    comment: `Ajjir payout ${payout.number}`,
    metadata: { payout_id: payout.id, owner_id: payout.ownerId },
  };
}

/**
 * Sends a requested payout (`triedBefore`: an earlier run may have reached the gateway). Refused
 * for good: it fails, and its money goes back to the owner's balance (the job is done: the payout's
 * own state says what happened). Unreachable: thrown, for the queue to try again.
 */
export async function sendPayout(
  deps: PayoutDeps,
  payoutId: string,
  options: { triedBefore: boolean },
): Promise<void> {
  const payout = await payoutById(deps.db, payoutId);
  if (payout?.status !== 'requested') return;
  let state: PayoutState;
  try {
    state = await sentOrFound(deps, payout, options.triedBefore);
  } catch (error) {
    if (!(error instanceof GatewayError)) throw error;
    if (error.kind !== 'refused') {
      await noteFailedCall(deps.db, payoutId, error);
      throw error;
    }
    state = {
      id: null,
      state: 'failed',
      failureReason: error.message.slice(0, 500),
      message: messageOf(error),
    };
  }
  await deps.db.transaction((tx) => applyPayoutState(tx, payoutId, state));
}

/**
 * The payout at the gateway: sent now, or found there when a refusal may have met a send that had
 * arrived already, its answer lost (docs/decisions/0044-payments.md). That is so whenever the
 * number is used, and may be after an earlier attempt, since the body (the destination, say) can be
 * refused before the number is looked at. A number another payout holds is a refusal; a used one
 * not found yet is looked for again at the next run.
 */
async function sentOrFound(deps: PayoutDeps, payout: PayoutRow, triedBefore: boolean): Promise<PayoutState> {
  try {
    return await deps.gateway.sendPayout(await newPayoutOf(deps.db, payout));
  } catch (error) {
    if (!(error instanceof GatewayError) || error.kind !== 'refused') throw error;
    const repeated = error instanceof DuplicatePayoutError;
    const found = repeated || triedBefore ? await findAtGateway(deps.gateway, payout) : null;
    if (found && isThisPayout(found, payout)) return found;
    if (!repeated) throw error;
    if (found) throw new GatewayError('refused', `${error.message} by another payout`);
    throw new GatewayError('unavailable', `${error.message}; not in the gateway's list of payouts yet`);
  }
}

/** The gateway's payout with this payout's number (or our id in its metadata), in its first pages. */
async function findAtGateway(gateway: PaymentGateway, payout: PayoutRow): Promise<GatewayPayout | null> {
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
      (each) => each.number === payout.number || each.metadata?.payout_id === payout.id,
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

/** A call about the payout that came to nothing: said on it, for the owner's screen and the administrators. */
async function noteFailedCall(db: Db, payoutId: string, error: GatewayError): Promise<void> {
  await db
    .update(payouts)
    .set({ message: messageOf(error), updatedAt: sql`now()` })
    .where(eq(payouts.id, payoutId));
}

/**
 * Asks the gateway where a payout stands and books it. On its way: asked again, more and more
 * rarely. Paid: asked again a few times over a week, in case the bank sends it back.
 */
async function followPayout(deps: PayoutDeps, payoutId: string): Promise<JobOutcome> {
  const payout = await payoutById(deps.db, payoutId);
  if (!payout?.gatewayPayoutId || !['sent', 'paid'].includes(payout.status)) return;
  const atGateway = await deps.gateway.fetchPayout(payout.gatewayPayoutId).catch(async (error: unknown) => {
    if (error instanceof GatewayError) await noteFailedCall(deps.db, payoutId, error);
    throw error;
  });
  const after = await deps.db.transaction((tx) => applyPayoutState(tx, payoutId, atGateway));
  return nextLookAt(after);
}

function nextLookAt(payout: PayoutRow | undefined): JobOutcome {
  if (payout?.status === 'sent') {
    const age = Date.now() - payout.createdAt.getTime();
    const wait = age < 10 * 60_000 ? 60_000 : age < 2 * 60 * 60_000 ? 10 * 60_000 : 60 * 60_000;
    return { runAgainAt: new Date(Date.now() + wait), note: 'on its way to the bank' };
  }
  const paidAt = payout?.status === 'paid' ? payout.paidAt : null;
  if (paidAt) {
    const next = RETURN_CHECKS_DAYS.map((days) => paidAt.getTime() + days * DAY_MS).find(
      (at) => at > Date.now(),
    );
    if (next)
      return { runAgainAt: new Date(next), note: 'paid; looked at again in case the bank returns it' };
  }
  return;
}

/**
 * The owner hears at once that a payout never reached their bank (or came back), why in their
 * words, and that the amount is in their balance again: in the app, live, and by e-mail
 * (shared/notifications.ts, SECURITY_NOTIFICATION_TYPES). Once: a payout fails or returns once
 * (applyPayoutState leaves a failed or returned payout as it is).
 */
async function tellOwnerOfFailure(tx: Db, payout: PayoutRow): Promise<void> {
  const failure = payoutFailureOf(payout.status, payout.failureReason) ?? 'other';
  await notify(tx, [
    {
      userId: payout.ownerId,
      type: 'payout_failed',
      data: { amount: payout.amountHalalas, ibanLast4: payout.iban.slice(-4), failure },
      link: EARNINGS_LINK,
    },
  ]);
}

/** What the gateway says of a payout; `id` null when the gateway refused it and holds none. */
type PayoutState = Pick<GatewayPayout, 'state' | 'message' | 'failureReason'> & { id: string | null };

const STATUS_OF: Record<GatewayPayout['state'], PayoutStatus> = {
  pending: 'sent',
  paid: 'paid',
  failed: 'failed',
  returned: 'returned',
};

/**
 * Writes what the gateway says under the payout's lock and books what changed: paid, failed before
 * it was paid (its money back in the balance), or returned after it was paid (back in the balance,
 * and at the gateway again). A payout just sent gets its follower. Answers the payout after.
 */
async function applyPayoutState(
  tx: Db,
  payoutId: string,
  atGateway: PayoutState,
): Promise<PayoutRow | undefined> {
  const [before] = await tx.select().from(payouts).where(eq(payouts.id, payoutId)).for('update');
  if (!before || ['failed', 'returned'].includes(before.status)) return before;
  const status = STATUS_OF[atGateway.state];
  const [after] = await tx
    .update(payouts)
    .set({
      status,
      gatewayPayoutId: atGateway.id ?? before.gatewayPayoutId,
      message: atGateway.message,
      failureReason: atGateway.failureReason,
      updatedAt: sql`now()`,
      ...(status === 'paid' && !before.paidAt && { paidAt: sql`now()` }),
    })
    .where(and(eq(payouts.id, payoutId)))
    .returning();
  const movement = { payoutId, ownerId: before.ownerId, amount: before.amountHalalas };
  if (status === 'paid') await postTransaction(tx, movements.payoutPaid(movement));
  if (status === 'failed' || (status === 'returned' && before.status !== 'paid')) {
    await postTransaction(tx, movements.payoutFailed(movement));
  }
  if (status === 'returned' && before.status === 'paid') {
    await postTransaction(tx, movements.payoutReturned(movement));
  }
  if (after && (status === 'failed' || status === 'returned')) await tellOwnerOfFailure(tx, after);
  if (before.status === 'requested' && (status === 'sent' || status === 'paid')) {
    await enqueue(
      tx,
      payoutFollowJob,
      { payoutId },
      { key: `payout.follow:${payoutId}`, runAt: new Date(Date.now() + 60_000) },
    );
  }
  return after;
}
