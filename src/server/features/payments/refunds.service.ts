/**
 * Making owed refunds at the gateway (docs/decisions/0044-payments.md,
 * "Refunds are owed first, then made"). Each owed refund is taken under its
 * row's lock (another process skips it), compared with what the gateway has
 * already refunded on that payment, and asked for only if it is not there
 * yet, so a call that timed out after succeeding is never repeated.
 */
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { payments, refunds } from '../../db/schema';
import { GatewayError, type PaymentGateway } from './gateway/gateway';
import { postTransaction } from './ledger/ledger';
import { refundSentLines } from './ledger/movements';

/** How many owed refunds one pass makes, at most: the job's next pass takes the rest. */
const REFUNDS_PER_PASS = 20;

/** Makes the owed refunds (all, or one booking's), oldest first; answers how many were made. */
export async function sendOwedRefunds(
  db: Db,
  gateway: PaymentGateway,
  options: { bookingId?: string } = {},
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
    .orderBy(asc(refunds.createdAt))
    .limit(REFUNDS_PER_PASS);
  let made = 0;
  for (const { id } of owed) {
    if (await sendRefund(db, gateway, id)) made += 1;
  }
  return made;
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
      if (!row?.payment.gatewayPaymentId) return false;
      const { refund, payment } = row;
      const gatewayPaymentId = row.payment.gatewayPaymentId;
      // Refunds of one payment are made one at a time: the payment's row is the lock. Without it,
      // two sent at once both read the gateway's refunded total before either is recorded done,
      // and the second takes the first's refund for its own and is marked done unmade.
      await tx.select({ id: payments.id }).from(payments).where(eq(payments.id, payment.id)).for('update');
      const [done] = await tx
        .select({ total: sql<string>`coalesce(sum(${refunds.amountHalalas}), 0)` })
        .from(refunds)
        .where(and(eq(refunds.paymentId, payment.id), eq(refunds.status, 'done')));
      const doneBefore = Number(done?.total ?? 0);
      let atGateway = await gateway.fetchPayment(gatewayPaymentId);
      // Already refunded there (an earlier call succeeded but its answer was lost): record it only.
      if (atGateway.refunded < doneBefore + refund.amountHalalas) {
        atGateway = await gateway.refundPayment(gatewayPaymentId, refund.amountHalalas);
      }
      await tx
        .update(refunds)
        .set({ status: 'done', doneAt: new Date(), lastError: null })
        .where(eq(refunds.id, refund.id));
      await tx
        .update(payments)
        .set({ refundedHalalas: atGateway.refunded, status: atGateway.status, updatedAt: new Date() })
        .where(eq(payments.id, payment.id));
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
      .set({ lastError: `${error.kind}: ${error.message}`.slice(0, 500) })
      .where(eq(refunds.id, refundId));
    return false;
  }
}
