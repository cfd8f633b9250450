/**
 * The payments feature's queues (jobs/queue.ts): their names, payloads and retry policies. Declared
 * apart from their handlers (checkout.jobs.ts, refunds.jobs.ts, payouts.jobs.ts), since the code that
 * enqueues them (money-effects.ts, the routes) is also what some handlers call.
 */
import { z } from 'zod';
import { defineJob } from '../../jobs/queue';

const booking = z.object({ bookingId: z.uuid() });

/** An unpaid request at its due time: the gateway asked once more, its page closed, then it lapses. */
export const checkoutLapseJob = defineJob('checkout.lapse', booking);

/** An open payment page asked about every few minutes, in case no webhook comes. */
export const checkoutCheckJob = defineJob('checkout.check', booking);

/** The payment page of an unpaid request that ended, closed so that nobody pays it after. */
export const checkoutCloseJob = defineJob('checkout.close', booking);

/**
 * A returned rental's claim window closes: the owner's earning is released (money-effects.ts,
 * `releaseEarning`). Enqueued at the return, due when the window closes; a worker that was down
 * then runs it when it starts again.
 */
export const earningReleaseJob = defineJob('earning.release', booking);

/** A webhook delivery taken: the payment it names is fetched by id and applied. */
export const paymentWebhookJob = defineJob(
  'payment.webhook',
  z.object({ gatewayPaymentId: z.string().min(1).max(200) }),
);

/**
 * A webhook verification code received: logged once, and shown to administrators (reconciliation
 * page) until it lapses, for them to enter in the gateway's dashboard.
 */
export const webhookVerificationJob = defineJob(
  'payment.webhook_verification',
  z.object({ webhookId: z.string().min(1).max(200), code: z.string().min(1).max(20) }),
);

/**
 * An owed refund made at the gateway. A refusal is final (the job fails for an administrator);
 * an unreachable gateway is tried again for about a day.
 */
export const refundSendJob = defineJob('refund.send', z.object({ refundId: z.uuid() }), {
  maxAttempts: 12,
  firstDelayMs: 30_000,
  maxDelayMs: 4 * 60 * 60_000,
});

/** A requested payout sent to the gateway (found there, if an earlier send's answer was lost). */
export const payoutSendJob = defineJob('payout.send', z.object({ payoutId: z.uuid() }), {
  maxAttempts: 12,
  firstDelayMs: 30_000,
  maxDelayMs: 4 * 60 * 60_000,
});

/** A payout on its way, asked about until paid or failed, then for a week in case the bank returns it. */
export const payoutFollowJob = defineJob('payout.follow', z.object({ payoutId: z.uuid() }), {
  maxAttempts: 12,
  firstDelayMs: 60_000,
  maxDelayMs: 4 * 60 * 60_000,
});

/** Recurring: owners due their weekly payout are paid out. */
export const weeklyPayoutsJob = defineJob('payouts.weekly', z.object({}));
