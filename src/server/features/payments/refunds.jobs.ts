/**
 * Making an owed refund at the gateway (docs/decisions/0044-payments.md, "Refunds are owed first,
 * then made", and 0047, "No call inside a transaction"): one job per refund, run by one worker at a
 * time under the job's lease. It reads what is done, commits nothing while it calls the gateway,
 * and records the answer in a transaction of its own:
 *
 * 1. Refunds of one gateway payment are made in the order they were owed: an older one still owed
 *    may have been made by a call whose answer was lost, and the gateway's total would otherwise
 *    credit it to this one. The job waits for it (without spending an attempt).
 * 2. The gateway's refunded total is compared with what is recorded as done: a refund made by a
 *    call whose answer was lost (a process killed mid-call) is recorded, never made twice.
 * 3. The answer is recorded: the refund done, its ledger entries, the payment's figures.
 *
 * A refusal (4xx) is final: the job fails at once and an administrator sees why. An unreachable
 * gateway is tried again with backoff.
 */
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { payments, refunds } from '../../db/schema';
import { type JobOutcome, PermanentJobFailure, wake } from '../../jobs/queue';
import type { Worker } from '../../jobs/worker';
import { GatewayError, type GatewayPayment, type PaymentGateway } from './gateway/gateway';
import { postTransaction } from './ledger/ledger';
import * as movements from './ledger/movements';
import { refundSendJob } from './payment-jobs';

/** How long a refund waits before looking again at an older one of the same payment. */
const WAIT_FOR_OLDER_MS = 30_000;

type RefundRow = typeof refunds.$inferSelect;
type PaymentRow = typeof payments.$inferSelect;

export function registerRefundJobs(worker: Worker, deps: () => { db: Db; gateway: PaymentGateway }): void {
  worker.handle(refundSendJob, ({ refundId }) => makeRefund(deps().db, deps().gateway, refundId));
}

/** The refunds of the same gateway payment as `refund` (its payment's own, or one extra attempt's). */
function sameGatewayPayment(refund: Pick<RefundRow, 'paymentId' | 'gatewayPaymentId'>) {
  return and(
    eq(refunds.paymentId, refund.paymentId),
    refund.gatewayPaymentId === null
      ? isNull(refunds.gatewayPaymentId)
      : eq(refunds.gatewayPaymentId, refund.gatewayPaymentId),
  );
}

export async function makeRefund(db: Db, gateway: PaymentGateway, refundId: string): Promise<JobOutcome> {
  const [row] = await db
    .select({ refund: refunds, payment: payments })
    .from(refunds)
    .innerJoin(payments, eq(payments.id, refunds.paymentId))
    .where(eq(refunds.id, refundId));
  if (!row || row.refund.status === 'done') return;
  const { refund, payment } = row;
  const target = refund.gatewayPaymentId ?? payment.gatewayPaymentId;
  if (!target)
    throw new PermanentJobFailure(`Refund ${refund.id}: its payment was never paid at the gateway`);
  const older = await olderOwedRefund(db, refund);
  if (older) {
    return {
      runAgainAt: new Date(Date.now() + WAIT_FOR_OLDER_MS),
      note: `waiting for refund ${older} first`,
    };
  }
  const doneBefore = await doneTotal(db, refund);
  let atGateway: GatewayPayment;
  try {
    atGateway = await gateway.fetchPayment(target);
    // Not there yet: made now. There already (an earlier call's answer was lost): recorded only.
    if (atGateway.refunded < doneBefore + refund.amountHalalas) {
      atGateway = await gateway.refund(target, refund.amountHalalas);
    }
  } catch (error) {
    if (!(error instanceof GatewayError)) throw error;
    await noteFailure(db, refund.id, error);
    if (error.kind === 'refused') throw new PermanentJobFailure(`The gateway refused: ${error.message}`);
    throw error;
  }
  await db.transaction((tx) => recordRefundMade(tx, refund, payment, target, atGateway));
}

/** An older refund of the same gateway payment still owed; compared to the microsecond in SQL. */
async function olderOwedRefund(db: Db, refund: RefundRow): Promise<string | null> {
  const [older] = await db
    .select({ id: refunds.id })
    .from(refunds)
    .where(
      and(
        sameGatewayPayment(refund),
        eq(refunds.status, 'owed'),
        // Two owed in one transaction share a moment; the id orders them then.
        sql`(${refunds.createdAt}, ${refunds.id}) < (SELECT r.created_at, r.id FROM refunds r WHERE r.id = ${refund.id})`,
      ),
    )
    .limit(1);
  return older?.id ?? null;
}

/**
 * The refunds of the same gateway payment owed after `refund` (a deposit owed in the same moment as
 * the rental's refund) were waiting for it: they may go now, not at their next look.
 */
async function wakeYoungerRefunds(tx: Db, refund: RefundRow): Promise<void> {
  const younger = await tx
    .select({ id: refunds.id })
    .from(refunds)
    .where(and(sameGatewayPayment(refund), eq(refunds.status, 'owed')));
  for (const each of younger) await wake(tx, refundSendJob, `refund.send:${each.id}`);
}

async function doneTotal(db: Db, refund: RefundRow): Promise<number> {
  const [done] = await db
    .select({ total: sql<string>`coalesce(sum(${refunds.amountHalalas}), 0)` })
    .from(refunds)
    .where(and(sameGatewayPayment(refund), eq(refunds.status, 'done')));
  return Number(done?.total ?? 0);
}

async function noteFailure(db: Db, refundId: string, error: GatewayError): Promise<void> {
  await db
    .update(refunds)
    .set({ lastError: `${error.kind}: ${error.message}`.slice(0, 500), triedAt: sql`now()` })
    .where(eq(refunds.id, refundId));
}

async function recordRefundMade(
  tx: Db,
  refund: RefundRow,
  payment: PaymentRow,
  target: string,
  atGateway: GatewayPayment,
): Promise<void> {
  const [made] = await tx
    .update(refunds)
    .set({ status: 'done', doneAt: sql`now()`, triedAt: sql`now()`, lastError: null })
    .where(and(eq(refunds.id, refund.id), eq(refunds.status, 'owed')))
    .returning({ id: refunds.id });
  // Recorded already by a run whose lease lapsed while it was still running.
  if (!made) return;
  await wakeYoungerRefunds(tx, refund);
  // The payment's own figures follow its own gateway payment, not an extra attempt's.
  if (target === payment.gatewayPaymentId) {
    await tx
      .update(payments)
      .set({
        refundedHalalas: atGateway.refunded,
        status: atGateway.refunded > 0 ? 'refunded' : 'paid',
        updatedAt: sql`now()`,
      })
      .where(eq(payments.id, payment.id));
  }
  await postTransaction(
    tx,
    movements.refundSent({
      refundId: refund.id,
      paymentId: payment.id,
      bookingId: refund.bookingId,
      amount: refund.amountHalalas,
    }),
  );
}
