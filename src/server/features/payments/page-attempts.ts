/**
 * The attempts to pay on one booking's payment page (docs/decisions/0044-payments.md, "A page paid
 * twice"). The first attempt the gateway shows paid, for the page's amount, is the booking's
 * payment. Any other attempt paid on the same page (two tabs, each through its 3-D Secure step) is
 * money the renter should not have paid: it is charged in the ledger and owed back whole, once.
 */
import { splitAmount } from '@shared/money';
import type { Db } from '../../db/client';
import type { payments } from '../../db/schema';
import { priceOfBooking } from '../bookings/bookings.queries';
import type { BookingRow } from '../bookings/bookings.service';
import { oweRefund } from './booking-money';
import type { GatewayInvoice, GatewayPayment } from './gateway/gateway';
import { postTransaction } from './ledger/ledger';
import { chargeLines } from './ledger/movements';

type PaymentRow = typeof payments.$inferSelect;

/** Paid, captured, or paid and refunded since: money reached the gateway. */
const MOVED_MONEY: ReadonlySet<GatewayPayment['status']> = new Set(['paid', 'captured', 'refunded']);

const paysThePage = (attempt: GatewayPayment, payment: PaymentRow) =>
  MOVED_MONEY.has(attempt.status) &&
  attempt.amount === payment.amountHalalas &&
  attempt.currency === payment.currency;

/**
 * The attempt that pays the booking: the one already recorded, or else the first that moved the
 * page's amount. Never a voided, authorised-only or other-amount attempt.
 */
export function payingAttemptOf(invoice: GatewayInvoice, payment: PaymentRow): GatewayPayment | null {
  const recorded = invoice.payments.find((attempt) => attempt.id === payment.gatewayPaymentId);
  if (recorded) return recorded;
  return invoice.payments.find((attempt) => paysThePage(attempt, payment)) ?? null;
}

/** The newest attempt, for the payer's last message (a declined card's words). */
export function latestAttemptOf(invoice: GatewayInvoice): GatewayPayment | null {
  const attempts = [...invoice.payments].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  return attempts[0] ?? null;
}

/**
 * Every paid attempt on the page besides the booking's own payment, charged and owed back whole.
 * In the transaction that holds the booking's and the payment's locks; the keys make a second look
 * change nothing.
 */
export async function refundExtraAttempts(
  tx: Db,
  booking: BookingRow,
  payment: PaymentRow,
  invoice: GatewayInvoice,
): Promise<number> {
  const price = priceOfBooking(booking);
  if (!payment.paidAt || !price) return 0;
  // A page charges its own amount only; one refunded since (by hand, at the gateway) owes nothing.
  const extra = invoice.payments.filter(
    (attempt) =>
      attempt.id !== payment.gatewayPaymentId &&
      attempt.status !== 'refunded' &&
      paysThePage(attempt, payment),
  );
  for (const attempt of extra) {
    await postTransaction(tx, {
      key: `charge:attempt:${attempt.id}`,
      kind: 'charge',
      bookingId: booking.id,
      paymentId: payment.id,
      lines: chargeLines({ bookingId: booking.id, amount: attempt.amount }),
    });
    await oweRefund(tx, {
      bookingId: booking.id,
      paymentId: payment.id,
      reason: 'not_needed',
      key: `attempt:${attempt.id}:not_needed`,
      split: splitAmount(price, attempt.amount),
      actorId: null,
      note: null,
      extraAttemptId: attempt.id,
    });
  }
  return extra.length;
}
