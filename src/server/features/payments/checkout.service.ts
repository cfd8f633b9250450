/**
 * Paying for a request (docs/decisions/0044-payments.md): one hosted payment
 * page per booking at the gateway, and the booking's money decided only by
 * what the gateway answers when asked by id, under the booking's lock, so
 * any number of callbacks at once pay a booking once.
 */
import type { PaymentRefresh } from '@shared/api-types';
import { settlement } from '@shared/money';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bookings, items, payments, users } from '../../db/schema';
import { AppError, notFound } from '../../http/errors';
import { recordChanges } from '../bookings/booking-events';
import { priceOfBooking } from '../bookings/bookings.queries';
import { type BookingRow, confirmPaidRequest } from '../bookings/bookings.service';
import { lockItem } from '../bookings/calendar';
import { displayName } from '../users/display-name';
import { oweRefund } from './booking-money';
import {
  GatewayError,
  type GatewayInvoice,
  type GatewayPayment,
  type PaymentGateway,
} from './gateway/gateway';
import { issueChargeInvoice } from './invoices/invoices';
import { postTransaction } from './ledger/ledger';
import { chargeLines } from './ledger/movements';
import { latestAttemptOf, payingAttemptOf, refundExtraAttempts } from './page-attempts';
import { paymentSummaryOf } from './payments.queries';

export interface PaymentsDeps {
  db: Db;
  gateway: PaymentGateway;
  publicUrl: string;
  seller: { legalName: string; vatNumber: string };
}

type PaymentRow = typeof payments.$inferSelect;

const unavailable = () =>
  new AppError('gateway_unavailable', 'The payment service did not answer; nothing was charged. Try again.');

/** The gateway's payment page for the renter's unpaid request: the one it already has, or a new one. */
export async function startCheckout(
  deps: PaymentsDeps,
  renterId: string,
  bookingId: string,
): Promise<string> {
  const { db, gateway } = deps;
  const [found] = await db
    .select({ booking: bookings, itemTitle: items.title, payment: payments })
    .from(bookings)
    .innerJoin(items, eq(items.id, bookings.itemId))
    .leftJoin(payments, eq(payments.bookingId, bookings.id))
    .where(eq(bookings.id, bookingId));
  if (!found || found.booking.renterId !== renterId) throw notFound('Booking not found');
  const { booking, payment } = found;
  checkPayable(booking);
  if (payment) return payment.gatewayUrl;

  let invoice: GatewayInvoice;
  try {
    invoice = await gateway.createInvoice({
      amount: booking.totalHalalas ?? 0,
      description: `Ajjir: ${found.itemTitle}, ${booking.startDate} to ${booking.endDate}`,
      successUrl: `${deps.publicUrl}/bookings/${booking.id}/checkout?returned=1`,
      backUrl: `${deps.publicUrl}/bookings/${booking.id}/checkout`,
      expiresAt: booking.paymentDueAt ?? new Date(),
      metadata: { booking_id: booking.id },
    });
  } catch (error) {
    if (error instanceof GatewayError) throw unavailable();
    throw error;
  }
  const [created] = await db
    .insert(payments)
    .values({
      bookingId: booking.id,
      payerId: renterId,
      amountHalalas: invoice.amount,
      gatewayInvoiceId: invoice.id,
      gatewayUrl: invoice.url,
    })
    .onConflictDoNothing({ target: payments.bookingId })
    .returning();
  if (created) return created.gatewayUrl;
  // Another tab started checkout at the same moment: theirs is the page; this one is withdrawn.
  await gateway.cancelInvoice(invoice.id).catch(() => undefined);
  const [theirs] = await db.select().from(payments).where(eq(payments.bookingId, booking.id));
  if (!theirs) throw new Error('A checkout vanished');
  return theirs.gatewayUrl;
}

function checkPayable(booking: BookingRow): void {
  if (booking.status !== 'awaiting_payment' || booking.totalHalalas === null) {
    throw new AppError('booking_changed', `This booking is ${booking.status}: there is nothing to pay`);
  }
  if (!booking.paymentDueAt || booking.paymentDueAt.getTime() <= Date.now()) {
    throw new AppError('payment_window_closed', 'The time to pay for this request has passed');
  }
}

/**
 * Asks the gateway for the booking's payment page and applies what it says: paid → the request
 * reaches the owner (or, if it had lapsed meanwhile, is refunded in full). Answers the state after.
 * Throws `gateway_unavailable` when the gateway cannot be asked; nothing changes then.
 */
export async function refreshPayment(deps: PaymentsDeps, bookingId: string): Promise<PaymentRefresh> {
  const { db, gateway } = deps;
  const [payment] = await db.select().from(payments).where(eq(payments.bookingId, bookingId));
  if (!payment) {
    const [booking] = await db
      .select({ status: bookings.status })
      .from(bookings)
      .where(eq(bookings.id, bookingId));
    if (!booking) throw notFound('Booking not found');
    return { bookingStatus: booking.status, payment: null };
  }
  let invoice: GatewayInvoice;
  try {
    invoice = await gateway.fetchInvoice(payment.gatewayInvoiceId);
  } catch (error) {
    if (error instanceof GatewayError) throw unavailable();
    throw error;
  }
  return db.transaction((tx) => applyInvoice(tx, deps, payment.id, invoice));
}

async function applyInvoice(
  tx: Db,
  deps: PaymentsDeps,
  paymentId: string,
  invoice: GatewayInvoice,
): Promise<PaymentRefresh> {
  const [{ itemId } = { itemId: '' }] = await tx
    .select({ itemId: bookings.itemId })
    .from(bookings)
    .innerJoin(payments, eq(payments.bookingId, bookings.id))
    .where(eq(payments.id, paymentId));
  // The item first, then the booking, as every change of one item's bookings takes them.
  await lockItem(tx, itemId);
  const [row] = await tx
    .select({ booking: bookings, payment: payments })
    .from(payments)
    .innerJoin(bookings, eq(bookings.id, payments.bookingId))
    .where(eq(payments.id, paymentId))
    .for('no key update');
  if (!row) throw notFound('Payment not found');
  const paying = payingAttemptOf(invoice, row.payment);
  const attempt = paying ?? latestAttemptOf(invoice);
  if (paying && row.payment.paidAt === null) {
    await recordCharge(tx, deps, row.booking, row.payment, paying);
  } else {
    await tx
      .update(payments)
      .set({
        status: closedUnpaid(invoice) && !row.payment.paidAt ? 'failed' : row.payment.status,
        message: attempt?.message ?? row.payment.message,
        method: row.payment.method ?? attempt?.method ?? null,
        checkedAt: new Date(),
        updatedAt: new Date(),
      })
      .where(eq(payments.id, paymentId));
  }
  const [after] = await tx
    .select({ booking: bookings, payment: payments })
    .from(payments)
    .innerJoin(bookings, eq(bookings.id, payments.bookingId))
    .where(eq(payments.id, paymentId));
  if (!after) throw notFound('Payment not found');
  await refundExtraAttempts(tx, after.booking, after.payment, invoice);
  return { bookingStatus: after.booking.status, payment: paymentSummaryOf(after.payment) };
}

/** A page that can no longer be paid and was not. */
function closedUnpaid(invoice: GatewayInvoice): boolean {
  return invoice.status === 'canceled' || invoice.status === 'expired' || invoice.status === 'voided';
}

/**
 * The charge: the payment paid, its ledger transaction and its tax invoice, and the request on to
 * the owner; if the request had lapsed or was withdrawn meanwhile, the whole amount is owed back.
 */
async function recordCharge(
  tx: Db,
  deps: PaymentsDeps,
  booking: BookingRow,
  payment: PaymentRow,
  attempt: GatewayPayment,
): Promise<void> {
  const now = new Date();
  await tx
    .update(payments)
    .set({
      status: 'paid',
      gatewayPaymentId: attempt.id,
      method: attempt.method,
      cardLast4: attempt.last4,
      message: attempt.message,
      paidAt: now,
      checkedAt: now,
      updatedAt: now,
    })
    .where(eq(payments.id, payment.id));
  await postTransaction(tx, {
    key: `charge:${payment.id}`,
    kind: 'charge',
    bookingId: booking.id,
    paymentId: payment.id,
    lines: chargeLines({ bookingId: booking.id, amount: payment.amountHalalas }),
  });
  const price = priceOfBooking(booking);
  if (!price) throw new Error(`Booking ${booking.id} has no price`);
  const [renter] = await tx.select().from(users).where(eq(users.id, booking.renterId));
  await issueChargeInvoice(tx, {
    bookingId: booking.id,
    paymentId: payment.id,
    seller: deps.seller,
    buyerName: renter ? displayName(renter) : '',
    price,
    issuedAt: now,
  });
  if (booking.status === 'awaiting_payment') {
    await recordChanges(tx, await confirmPaidRequest(tx, booking));
    return;
  }
  // Paid after the request lapsed or was withdrawn: nothing to hold it for.
  await oweRefund(tx, {
    bookingId: booking.id,
    paymentId: payment.id,
    reason: 'not_needed',
    key: `payment:${payment.id}:not_needed`,
    split: settlement(price, 10_000).refund,
    actorId: null,
    note: null,
  });
}
