/**
 * The attempts to pay on one booking's payment page (docs/decisions/0044-payments.md, "A page paid
 * twice", and 0049). The first attempt the gateway shows paid, for the page's amount, is the
 * booking's payment. Any other attempt paid on the same page (two tabs, each through its 3-D Secure
 * step; another amount, after a coupon at the gateway) is money the renter should not have paid:
 * it is charged in the ledger and owed back whole, once (money-effects.ts, refundExtraAttempt).
 */
import type { payments } from '../../db/schema';
import { type GatewayPayment, type GatewayPaymentPage, movedMoney } from './gateway/gateway';

type PaymentRow = typeof payments.$inferSelect;

const paysThePage = (attempt: GatewayPayment, payment: PaymentRow) =>
  movedMoney(attempt) && attempt.amount === payment.amountHalalas && attempt.currency === payment.currency;

/**
 * The attempt that pays the booking: the one already recorded, or else the first that moved the
 * page's amount. Never a voided, authorised-only or other-amount attempt.
 */
export function payingAttemptOf(page: GatewayPaymentPage, payment: PaymentRow): GatewayPayment | null {
  const recorded = page.payments.find((attempt) => attempt.id === payment.gatewayPaymentId);
  if (recorded) return recorded;
  return page.payments.find((attempt) => paysThePage(attempt, payment)) ?? null;
}

/** The newest attempt, for the payer's last message (a declined card's words). */
export function latestAttemptOf(page: GatewayPaymentPage): GatewayPayment | null {
  const attempts = [...page.payments].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  return attempts[0] ?? null;
}

/**
 * Every attempt paid on the page besides the booking's own payment, whatever its amount (a coupon
 * at the gateway changes it; such an attempt never pays the booking), not already given back at the
 * gateway by hand (a refund made there owes nothing more). In the page's currency: the gateway
 * takes no other on it (docs/decisions/0049-moyasar-fidelity.md).
 */
export function extraPaidAttemptsOf(page: GatewayPaymentPage, payment: PaymentRow): GatewayPayment[] {
  const paying = payingAttemptOf(page, payment);
  return page.payments.filter(
    (attempt) =>
      attempt.id !== paying?.id &&
      attempt.id !== payment.gatewayPaymentId &&
      attempt.refunded === 0 &&
      movedMoney(attempt) &&
      attempt.currency === payment.currency,
  );
}
