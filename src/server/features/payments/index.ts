/**
 * What the payments feature offers the others (docs/architecture.md, "Boundaries"): administrators
 * read money, give goodwill and reconcile the day through these; the rest of the folder is its own.
 */
export {
  GatewayError,
  type GatewayPayment,
  type GatewayPayout,
  movedMoney,
  type PaymentGateway,
} from './gateway/gateway';
export { accountTotals, feesEarnedByDay } from './ledger/balances';
export { checkLedger } from './ledger/invariants';
export { oweGoodwillRefund, refundedSoFar } from './money-effects';
export { webhookVerificationJob } from './payment-jobs';
export { bookingMoneyOf } from './payments.queries';
export { payableFromOf, payoutBlockersOf } from './payout-rules';
