/**
 * Paying for a request (docs/decisions/0044-payments.md): one hosted payment page per booking at the
 * gateway, and the booking's money decided only by what the gateway answers when asked by id. The
 * gateway is asked outside any transaction; its answer is then applied under the item's, the
 * booking's and the payment's locks, so any number of callbacks at once pay a booking once.
 */
import type { PaymentRefresh } from '@shared/api-types';
import type { Language } from '@shared/constants';
import { formatDayRange } from '@shared/format';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bookings, items, payments, users } from '../../db/schema';
import { AppError, notFound } from '../../http/errors';
import { enqueue } from '../../jobs/queue';
import {
  type BookingMoney,
  type BookingRow,
  confirmPaidRequest,
  lockItem,
  priceOfBooking,
  recordChanges,
} from '../bookings';
import {
  GatewayError,
  type GatewayPayment,
  type GatewayPaymentPage,
  type PaymentGateway,
} from './gateway/gateway';
import { refundExtraAttempt, refundPaymentNotNeeded } from './money-effects';
import { extraPaidAttemptsOf, latestAttemptOf, payingAttemptOf } from './page-attempts';
import { checkoutCheckJob } from './payment-jobs';
import { paymentSummaryOf } from './payments.queries';

export interface PaymentsDeps {
  db: Db;
  gateway: PaymentGateway;
  publicUrl: string;
  seller: { legalName: string; vatNumber: string; address: string };
  money: BookingMoney;
}

type PaymentRow = typeof payments.$inferSelect;

/** How long after a page opens (and between looks) the job asks about it unprompted. */
export const CHECKOUT_LOOK_MS = 2 * 60_000;

/**
 * What the renter is told when the gateway could not be asked: it did not answer (try again), or
 * it answered a refusal (4xx: trying again the same way will not help, and it did answer).
 */
function gatewayProblem(error: GatewayError): AppError {
  if (error.kind === 'refused') {
    return new AppError(
      'gateway_refused',
      `The payment service refused the payment page; nothing was charged (${error.message})`,
    );
  }
  return new AppError(
    'gateway_unavailable',
    'The payment service did not answer; nothing was charged. Try again.',
  );
}

/** The gateway's payment page for the renter's unpaid request: the one it already has, or a new one. */
export async function startCheckout(
  deps: PaymentsDeps,
  renterId: string,
  bookingId: string,
): Promise<string> {
  const { db, gateway } = deps;
  const [found] = await db
    .select({
      booking: bookings,
      itemTitle: items.title,
      payment: payments,
      language: users.preferredLanguage,
    })
    .from(bookings)
    .innerJoin(items, eq(items.id, bookings.itemId))
    .innerJoin(users, eq(users.id, bookings.renterId))
    .leftJoin(payments, eq(payments.bookingId, bookings.id))
    .where(eq(bookings.id, bookingId));
  if (!found || found.booking.renterId !== renterId) throw notFound('Booking not found');
  const { booking, payment } = found;
  checkPayable(booking);
  if (payment) return payment.gatewayUrl;

  let page: GatewayPaymentPage;
  try {
    page = await gateway.createPaymentPage({
      // The rental's total and the refundable deposit (docs/decisions/0057-deposits.md).
      amount: priceOfBooking(booking).charged,
      description: paymentDescriptionOf(found.itemTitle, booking, found.language === 'en' ? 'en' : 'ar'),
      successUrl: `${deps.publicUrl}/bookings/${booking.id}/checkout?returned=1`,
      backUrl: `${deps.publicUrl}/bookings/${booking.id}/checkout`,
      expiresAt: booking.paymentDueAt ?? new Date(),
      metadata: { booking_id: booking.id },
    });
  } catch (error) {
    if (error instanceof GatewayError) throw gatewayProblem(error);
    throw error;
  }
  const created = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(payments)
      .values({
        bookingId: booking.id,
        payerId: renterId,
        amountHalalas: page.amount,
        gatewayInvoiceId: page.id,
        gatewayUrl: page.url,
      })
      .onConflictDoNothing({ target: payments.bookingId })
      .returning();
    // In case neither the payer comes back nor a webhook comes: asked about in a while, and again.
    if (row) {
      await enqueue(
        tx,
        checkoutCheckJob,
        { bookingId: booking.id },
        { key: `checkout.check:${row.id}`, runAt: new Date(Date.now() + CHECKOUT_LOOK_MS) },
      );
    }
    return row;
  });
  if (created) return created.gatewayUrl;
  // Another tab started checkout at the same moment: theirs is the page; this one is withdrawn.
  await gateway.closePaymentPage(page.id).catch(() => undefined);
  const [theirs] = await db.select().from(payments).where(eq(payments.bookingId, booking.id));
  if (!theirs) throw new Error('A checkout vanished');
  return theirs.gatewayUrl;
}

/**
 * What the gateway's page and the renter's bank statement say the payment is for, in the renter's
 * language: the payment page is theirs to read (its own words follow the `lang` the client sends).
 */
function paymentDescriptionOf(
  itemTitle: string,
  booking: Pick<BookingRow, 'startDate' | 'endDate'>,
  language: Language,
): string {
  const days = formatDayRange(booking.startDate, booking.endDate, language);
  return language === 'ar' ? `أجّر: ${itemTitle}، ${days}` : `Ajjir: ${itemTitle}, ${days}`;
}

function checkPayable(booking: BookingRow): void {
  if (booking.status !== 'awaiting_payment' || booking.totalHalalas === null) {
    throw new AppError('booking_changed', `This booking is ${booking.status}: there is nothing to pay`);
  }
  if (!booking.paymentDueAt || booking.paymentDueAt.getTime() <= Date.now()) {
    throw new AppError('payment_window_closed', 'The time to pay for this request has passed');
  }
}

/** The booking's payment row, if it has one. */
export async function paymentOfBooking(db: Db, bookingId: string): Promise<PaymentRow | undefined> {
  const [payment] = await db.select().from(payments).where(eq(payments.bookingId, bookingId));
  return payment;
}

/**
 * Asks the gateway for the booking's payment page and applies what it says: paid → the request
 * reaches the owner (or, if it had ended meanwhile, is refunded in full). Answers the state after.
 * Throws `gateway_unavailable` when the gateway cannot be asked; nothing changes then.
 */
export async function refreshPayment(deps: PaymentsDeps, bookingId: string): Promise<PaymentRefresh> {
  const { db, gateway } = deps;
  const payment = await paymentOfBooking(db, bookingId);
  if (!payment) {
    const [booking] = await db
      .select({ status: bookings.status })
      .from(bookings)
      .where(eq(bookings.id, bookingId));
    if (!booking) throw notFound('Booking not found');
    return { bookingStatus: booking.status, payment: null };
  }
  let page: GatewayPaymentPage;
  try {
    page = await gateway.fetchPaymentPage(payment.gatewayInvoiceId);
  } catch (error) {
    if (error instanceof GatewayError) throw gatewayProblem(error);
    throw error;
  }
  return db.transaction((tx) => applyPage(tx, deps, payment.id, page));
}

async function applyPage(
  tx: Db,
  deps: PaymentsDeps,
  paymentId: string,
  page: GatewayPaymentPage,
): Promise<PaymentRefresh> {
  const [{ itemId } = { itemId: '' }] = await tx
    .select({ itemId: bookings.itemId })
    .from(bookings)
    .innerJoin(payments, eq(payments.bookingId, bookings.id))
    .where(eq(payments.id, paymentId));
  // The item first, then the booking and its payment, as every change of one item's bookings takes them.
  await lockItem(tx, itemId);
  const [row] = await tx
    .select({ booking: bookings, payment: payments })
    .from(payments)
    .innerJoin(bookings, eq(bookings.id, payments.bookingId))
    .where(eq(payments.id, paymentId))
    .for('no key update');
  if (!row) throw notFound('Payment not found');
  const paying = payingAttemptOf(page, row.payment);
  if (paying && row.payment.paidAt === null) {
    await recordPaid(tx, deps, row.booking, row.payment, paying);
  } else {
    const attempt = paying ?? latestAttemptOf(page);
    await tx
      .update(payments)
      .set({
        status: page.state === 'closed' && !row.payment.paidAt ? 'failed' : row.payment.status,
        message: attempt?.message ?? row.payment.message,
        method: row.payment.method ?? attempt?.method ?? null,
        checkedAt: sql`now()`,
        updatedAt: sql`now()`,
      })
      .where(eq(payments.id, paymentId));
  }
  const [after] = await tx
    .select({ booking: bookings, payment: payments })
    .from(payments)
    .innerJoin(bookings, eq(bookings.id, payments.bookingId))
    .where(eq(payments.id, paymentId));
  if (!after) throw notFound('Payment not found');
  await refundExtraAttempts(tx, after.booking, after.payment, page);
  return { bookingStatus: after.booking.status, payment: paymentSummaryOf(after.payment) };
}

/**
 * The payment is paid: recorded as the gateway has it, and the request goes on to the owner (the
 * `pay` transition holds the money); if the request had ended meanwhile, the whole amount is owed back.
 */
async function recordPaid(
  tx: Db,
  deps: PaymentsDeps,
  booking: BookingRow,
  payment: PaymentRow,
  attempt: GatewayPayment,
): Promise<void> {
  await tx
    .update(payments)
    .set({
      status: 'paid',
      gatewayPaymentId: attempt.id,
      method: attempt.method,
      cardLast4: attempt.last4,
      message: attempt.message,
      paidAt: sql`now()`,
      checkedAt: sql`now()`,
      updatedAt: sql`now()`,
    })
    .where(eq(payments.id, payment.id));
  if (booking.status === 'awaiting_payment') {
    await recordChanges(tx, await confirmPaidRequest(tx, booking), deps.money);
    return;
  }
  // Paid after the request lapsed or was withdrawn: nothing to hold it for.
  await refundPaymentNotNeeded(tx, booking.id);
}

/**
 * Every paid attempt on the page besides the booking's own payment, charged and owed back whole:
 * whether the booking was paid or not (an attempt of another amount never pays it).
 */
async function refundExtraAttempts(
  tx: Db,
  booking: BookingRow,
  payment: PaymentRow,
  page: GatewayPaymentPage,
): Promise<void> {
  const price = priceOfBooking(booking);
  if (!price) return;
  for (const attempt of extraPaidAttemptsOf(page, payment)) {
    await refundExtraAttempt(tx, {
      bookingId: booking.id,
      paymentId: payment.id,
      attemptId: attempt.id,
      amount: attempt.amount,
      price,
    });
  }
}
