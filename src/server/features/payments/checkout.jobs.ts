/**
 * The jobs of checkout (payment-jobs.ts declares them): what happens to a payment page by the clock
 * and by webhook, each asking the gateway outside any transaction and applying its answer in one
 * (checkout.service.ts). A gateway that cannot be asked throws, and the queue tries again later.
 */
import { eq } from 'drizzle-orm';
import { bookings, payments } from '../../db/schema';
import type { JobOutcome } from '../../jobs/queue';
import type { Worker } from '../../jobs/worker';
import { lapseUnpaidRequest } from '../bookings';
import { CHECKOUT_LOOK_MS, type PaymentsDeps, paymentOfBooking, refreshPayment } from './checkout.service';
import { GatewayError } from './gateway/gateway';
import {
  checkoutCheckJob,
  checkoutCloseJob,
  checkoutLapseJob,
  paymentWebhookJob,
  webhookVerificationJob,
} from './payment-jobs';

export function registerCheckoutJobs(worker: Worker, deps: () => PaymentsDeps): void {
  worker.handle(checkoutLapseJob, ({ bookingId }) => lapseIfUnpaid(deps(), bookingId));
  worker.handle(checkoutCheckJob, ({ bookingId }) => lookAtOpenPage(deps(), bookingId));
  worker.handle(checkoutCloseJob, ({ bookingId }) => closePage(deps(), bookingId));
  worker.handle(paymentWebhookJob, ({ gatewayPaymentId }) => applyWebhook(deps(), gatewayPaymentId));
  // Once per delivery (its job's key): the operator's log says what to enter at the gateway.
  worker.handle(webhookVerificationJob, async ({ webhookId, code }, { log }) => {
    log.warn(
      { webhookId, verificationCode: code },
      'The payment gateway asks to verify its webhook: enter this code in its dashboard within 30 minutes',
    );
  });
}

async function statusOf(deps: PaymentsDeps, bookingId: string) {
  const [booking] = await deps.db
    .select({ status: bookings.status, dueAt: bookings.paymentDueAt })
    .from(bookings)
    .where(eq(bookings.id, bookingId));
  return booking;
}

/**
 * An unpaid request at its due time: asked about once more (it may have been paid at the last
 * moment), its page closed so nothing can be paid on it after, asked once more, then it lapses.
 */
async function lapseIfUnpaid(deps: PaymentsDeps, bookingId: string): Promise<JobOutcome> {
  const booking = await statusOf(deps, bookingId);
  if (booking?.status !== 'awaiting_payment') return;
  if (booking.dueAt && booking.dueAt.getTime() > Date.now()) return { runAgainAt: booking.dueAt };
  const payment = await paymentOfBooking(deps.db, bookingId);
  if (payment) {
    if ((await refreshPayment(deps, bookingId)).bookingStatus !== 'awaiting_payment') return;
    await deps.gateway.closePaymentPage(payment.gatewayInvoiceId).catch(ignoreRefusal);
    if ((await refreshPayment(deps, bookingId)).bookingStatus !== 'awaiting_payment') return;
  }
  await deps.db.transaction((tx) => lapseUnpaidRequest(tx, bookingId, deps.money));
}

/** Refused: the page had expired or was paid at the last moment (the next look tells). */
function ignoreRefusal(error: unknown): void {
  if (!(error instanceof GatewayError) || error.kind !== 'refused') throw error;
}

/** An open page is asked about every few minutes until it is paid, closed or due. */
async function lookAtOpenPage(deps: PaymentsDeps, bookingId: string): Promise<JobOutcome> {
  const state = await refreshPayment(deps, bookingId);
  const booking = await statusOf(deps, bookingId);
  const stillOpen = state.payment?.status === 'open' && state.bookingStatus === 'awaiting_payment';
  if (!stillOpen || !booking?.dueAt || booking.dueAt.getTime() <= Date.now()) return;
  return { runAgainAt: new Date(Math.min(Date.now() + CHECKOUT_LOOK_MS, booking.dueAt.getTime())) };
}

/** An unpaid request that ended: its page closed, then asked about (a payment made meanwhile is owed back). */
async function closePage(deps: PaymentsDeps, bookingId: string): Promise<void> {
  const payment = await paymentOfBooking(deps.db, bookingId);
  if (!payment || payment.paidAt) return;
  await deps.gateway.closePaymentPage(payment.gatewayInvoiceId).catch(ignoreRefusal);
  await refreshPayment(deps, bookingId);
}

/**
 * A webhook delivery: the payment it names is fetched by id, and leads to its page and booking; the
 * delivery's body said nothing else. A payment the gateway does not know (a forged id) is nobody's.
 */
async function applyWebhook(deps: PaymentsDeps, gatewayPaymentId: string): Promise<void> {
  const attempt = await deps.gateway.fetchPayment(gatewayPaymentId).catch((error: unknown) => {
    if (error instanceof GatewayError && error.kind === 'refused') return null;
    throw error;
  });
  if (!attempt?.pageId) return;
  const [payment] = await deps.db
    .select({ bookingId: payments.bookingId })
    .from(payments)
    .where(eq(payments.gatewayInvoiceId, attempt.pageId));
  if (payment) await refreshPayment(deps, payment.bookingId);
}
