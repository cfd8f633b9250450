/**
 * Money that moves by the clock (docs/decisions/0044-payments.md): unpaid
 * requests lapse after PAYMENT_WINDOW_MINUTES (asking the gateway first, and
 * closing their payment page); checkouts still open are asked about again,
 * in case no webhook came; owed refunds and requested payouts are sent, and
 * payouts on their way are followed. Every part is idempotent, so several
 * processes may run it at once.
 */
import { SYSTEM_STATUS_REASONS } from '@shared/bookings';
import { and, asc, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { bookings, payments } from '../../db/schema';
import { recordChanges } from '../bookings/booking-events';
import { lockItem } from '../bookings/calendar';
import { type PaymentsDeps, refreshPayment } from './checkout.service';
import { GatewayError } from './gateway/gateway';
import { payOutWeekly, refreshPayouts, sendRequestedPayouts } from './payouts.service';
import { sendOwedRefunds } from './refunds.service';

/** How often the jobs run, and how long a checkout may stay open before it is asked about unprompted. */
const PASS_MS = 30_000;
const QUIET_CHECKOUT = sql`interval '1 minute'`;
const BATCH = 50;

export async function runPaymentJobs(deps: PaymentsDeps): Promise<{ lapsed: number; checked: number }> {
  const lapsed = await lapseUnpaidRequests(deps);
  const checked = await reconcileOpenCheckouts(deps);
  await sendOwedRefunds(deps.db, deps.gateway);
  await sendRequestedPayouts(deps.db, deps.gateway);
  await refreshPayouts(deps.db, deps.gateway);
  await payOutWeekly(deps.db, deps.gateway);
  return { lapsed, checked };
}

/** Requests unpaid past their time: asked about once more, their page closed, then expired. */
export async function lapseUnpaidRequests(deps: PaymentsDeps, now = new Date()): Promise<number> {
  const due = await deps.db
    .select({ booking: bookings, payment: payments })
    .from(bookings)
    .leftJoin(payments, eq(payments.bookingId, bookings.id))
    .where(and(eq(bookings.status, 'awaiting_payment'), lt(bookings.paymentDueAt, now)))
    .orderBy(asc(bookings.paymentDueAt))
    .limit(BATCH);
  let lapsed = 0;
  for (const { booking, payment } of due) {
    if (payment && !(await closePaymentPage(deps, booking.id, payment.gatewayInvoiceId))) continue;
    if (await expireUnpaid(deps, booking.id)) lapsed += 1;
  }
  return lapsed;
}

/**
 * Closes the page so nothing can be paid on it after the request lapsed; false (leave it for the
 * next pass) when the gateway cannot be asked, or when it says the page was paid after all.
 */
async function closePaymentPage(deps: PaymentsDeps, bookingId: string, invoiceId: string): Promise<boolean> {
  try {
    const state = await refreshPayment(deps, bookingId);
    if (state.bookingStatus !== 'awaiting_payment') return false;
    await deps.gateway.cancelInvoice(invoiceId).catch(async (error: unknown) => {
      // Refused: the page had expired (or was paid at the last moment: asked once more below).
      if (!(error instanceof GatewayError) || error.kind !== 'refused') throw error;
    });
    const after = await refreshPayment(deps, bookingId);
    return after.bookingStatus === 'awaiting_payment';
  } catch (error) {
    if (error instanceof GatewayError || (error as { code?: string }).code === 'gateway_unavailable') {
      return false;
    }
    throw error;
  }
}

async function expireUnpaid(deps: PaymentsDeps, bookingId: string): Promise<boolean> {
  return deps.db.transaction(async (tx) => {
    const [found] = await tx
      .select({ itemId: bookings.itemId })
      .from(bookings)
      .where(eq(bookings.id, bookingId));
    if (!found) return false;
    const locked = await lockItem(tx, found.itemId);
    const reason = SYSTEM_STATUS_REASONS.unpaid;
    const [expired] = await tx
      .update(bookings)
      .set({ status: 'expired', statusReason: reason, updatedAt: sql`now()` })
      .where(and(eq(bookings.id, bookingId), eq(bookings.status, 'awaiting_payment')))
      .returning();
    if (!expired) return false;
    await recordChanges(tx, [
      {
        booking: {
          id: expired.id,
          renterId: expired.renterId,
          ownerId: expired.ownerId,
          itemTitle: locked?.item.title ?? '',
        },
        actorId: null,
        action: 'expire',
        from: 'awaiting_payment',
        to: 'expired',
        reason,
      },
    ]);
    return true;
  });
}

/** Checkouts still open a while after the last look: asked about again (a webhook may never come). */
export async function reconcileOpenCheckouts(deps: PaymentsDeps): Promise<number> {
  const open = await deps.db
    .select({ bookingId: payments.bookingId })
    .from(payments)
    .where(
      and(
        eq(payments.status, 'initiated'),
        lt(payments.createdAt, sql`now() - ${QUIET_CHECKOUT}`),
        or(isNull(payments.checkedAt), lt(payments.checkedAt, sql`now() - ${QUIET_CHECKOUT}`)),
      ),
    )
    .orderBy(asc(payments.checkedAt))
    .limit(BATCH);
  let checked = 0;
  for (const { bookingId } of open) {
    try {
      await refreshPayment(deps, bookingId);
      checked += 1;
    } catch (error) {
      if ((error as { code?: string }).code !== 'gateway_unavailable') throw error;
    }
  }
  return checked;
}

/** Runs the jobs every half minute; the answer stops them once a pass under way has finished. */
export function startPaymentJobs(deps: PaymentsDeps, log: FastifyBaseLogger): () => Promise<void> {
  let pass: Promise<unknown> = Promise.resolve();
  let running = false;
  const run = () => {
    // A pass still under way (a slow gateway) is let finish: passes piling up would hold every
    // pooled connection waiting on the same gateway.
    if (running) return;
    running = true;
    pass = runPaymentJobs(deps)
      .catch((error: unknown) => log.warn({ err: error }, 'payment jobs failed'))
      .finally(() => {
        running = false;
      });
  };
  const timer = setInterval(run, PASS_MS);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await pass;
  };
}
