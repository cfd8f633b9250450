/**
 * Making owed refunds at the gateway (docs/decisions/0044-payments.md,
 * "Refunds are owed first, then made"). Each owed refund is taken under its
 * row's lock (another process skips it), compared with what the gateway has
 * already refunded on that payment, and asked for only if it is not there
 * yet, so a call that timed out after succeeding is never repeated.
 */
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { payments, refunds } from '../../db/schema';
import { GatewayError, type PaymentGateway } from './gateway/gateway';
import { postTransaction } from './ledger/ledger';
import { refundSentLines } from './ledger/movements';

/** How many owed refunds one pass makes, at most: the job's next pass takes the rest. */
const REFUNDS_PER_PASS = 20;

/** Makes the owed refunds (all, or one booking's), least recently tried first; answers how many were made. */
export async function sendOwedRefunds(
  db: Db,
  gateway: PaymentGateway,
  options: { bookingId?: string | undefined } = {},
): Promise<number> {
  const owed = await db
    .select({ id: refunds.id })
    .from(refunds)
    .where(
      and(
        eq(refunds.status, 'owed'),
        options.bookingId ? eq(refunds.bookingId, options.bookingId) : undefined,
      ),
    )
    // Least recently tried first: a refund the gateway keeps refusing goes to the back of the queue
    // instead of holding a place in every pass.
    .orderBy(sql`${refunds.triedAt} ASC NULLS FIRST`, asc(refunds.createdAt), asc(refunds.id))
    .limit(REFUNDS_PER_PASS);
  let made = 0;
  for (const { id } of owed) {
    if (await sendRefund(db, gateway, id)) made += 1;
  }
  return made;
}

/** The refunds of the same gateway payment as `refund` (its payment's own, or one extra attempt's). */
function sameGatewayPayment(refund: { paymentId: string; gatewayPaymentId: string | null }) {
  return and(
    eq(refunds.paymentId, refund.paymentId),
    refund.gatewayPaymentId === null
      ? isNull(refunds.gatewayPaymentId)
      : eq(refunds.gatewayPaymentId, refund.gatewayPaymentId),
  );
}

async function sendRefund(db: Db, gateway: PaymentGateway, refundId: string): Promise<boolean> {
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .select({ refund: refunds, payment: payments })
        .from(refunds)
        .innerJoin(payments, eq(payments.id, refunds.paymentId))
        .where(and(eq(refunds.id, refundId), eq(refunds.status, 'owed')))
        .for('update', { of: refunds, skipLocked: true });
      const { refund, payment } = row ?? {};
      const target = refund?.gatewayPaymentId ?? payment?.gatewayPaymentId;
      if (!refund || !payment || !target) return false;
      // Refunds of one payment are made one at a time: the payment's row is the lock. Without it,
      // two sent at once both read the gateway's refunded total before either is recorded done,
      // and the second takes the first's refund for its own and is marked done unmade.
      await tx
        .select({ id: payments.id })
        .from(payments)
        .where(eq(payments.id, payment.id))
        .for('no key update');
      // And in the order they were owed: an older one still owed may have been made at the gateway
      // by a call whose answer was lost, and the gateway's total would credit it to this one.
      const [older] = await tx
        .select({ id: refunds.id })
        .from(refunds)
        .where(
          and(
            sameGatewayPayment(refund),
            eq(refunds.status, 'owed'),
            // Compared in the database, to the microsecond (a JavaScript Date keeps milliseconds);
            // two owed in one transaction share a moment, and the id orders them then.
            sql`(${refunds.createdAt}, ${refunds.id}) < (SELECT r.created_at, r.id FROM refunds r WHERE r.id = ${refund.id})`,
          ),
        )
        .limit(1);
      if (older) {
        await tx.update(refunds).set({ triedAt: new Date() }).where(eq(refunds.id, refund.id));
        return false;
      }
      const [done] = await tx
        .select({ total: sql<string>`coalesce(sum(${refunds.amountHalalas}), 0)` })
        .from(refunds)
        .where(and(sameGatewayPayment(refund), eq(refunds.status, 'done')));
      const doneBefore = Number(done?.total ?? 0);
      let atGateway = await gateway.fetchPayment(target);
      // Already refunded there (an earlier call succeeded but its answer was lost): record it only.
      if (atGateway.refunded < doneBefore + refund.amountHalalas) {
        atGateway = await gateway.refundPayment(target, refund.amountHalalas);
      }
      const now = new Date();
      await tx
        .update(refunds)
        .set({ status: 'done', doneAt: now, triedAt: now, lastError: null })
        .where(eq(refunds.id, refund.id));
      // The payment's own figures follow its own gateway payment, not an extra attempt's.
      if (target === payment.gatewayPaymentId) {
        await tx
          .update(payments)
          .set({ refundedHalalas: atGateway.refunded, status: atGateway.status, updatedAt: now })
          .where(eq(payments.id, payment.id));
      }
      await postTransaction(tx, {
        key: `refund_sent:${refund.id}`,
        kind: 'refund_sent',
        bookingId: refund.bookingId,
        paymentId: payment.id,
        refundId: refund.id,
        lines: refundSentLines({ bookingId: refund.bookingId, amount: refund.amountHalalas }),
      });
      return true;
    });
  } catch (error) {
    if (!(error instanceof GatewayError)) throw error;
    // The refund stays owed; the job asks again, and the administrators see why it waits.
    await db
      .update(refunds)
      .set({ lastError: `${error.kind}: ${error.message}`.slice(0, 500), triedAt: new Date() })
      .where(eq(refunds.id, refundId));
    return false;
  }
}
