/** Answers of the administrators' money screens (docs/decisions/0045). Amounts are integer halalas. */
import { z } from 'zod';
import {
  BOOKING_STATUSES,
  LEDGER_ACCOUNT_NAMES,
  LEDGER_KIND_NAMES,
  PAYMENT_STATUSES,
  PAYOUT_STATUSES,
  REFUND_REASONS,
  REFUND_STATUSES,
} from '../constants';
import { bookingMoney } from './payments';
import { day, timestamp, type Wire } from './wire';

const person = z.object({ id: z.string(), firstName: z.string(), lastName: z.string() });
const bookingRef = z.object({
  id: z.string(),
  status: z.enum(BOOKING_STATUSES),
  itemTitle: z.string(),
});

/** A row of GET /api/admin/payments. */
export const adminPaymentRow = z.object({
  id: z.string(),
  status: z.enum(PAYMENT_STATUSES),
  amount: z.number().int(),
  refunded: z.number().int(),
  method: z.string().nullable(),
  last4: z.string().nullable(),
  booking: bookingRef,
  renter: person,
  createdAt: timestamp,
  paidAt: timestamp.nullable(),
});
export type AdminPaymentRow = Wire<typeof adminPaymentRow>;

/** A row of GET /api/admin/refunds, and a booking's refunds on its money page. */
export const adminRefundRow = z.object({
  id: z.string(),
  amount: z.number().int(),
  reason: z.enum(REFUND_REASONS),
  /** The administrator's words, for a refund one gave. */
  note: z.string().nullable(),
  /** The gateway payment refunded when it is a second payment made on the same page, else null. */
  secondPaymentId: z.string().nullable(),
  /** Who decided it: the renter, the owner, an administrator; null for the system. */
  actor: person.nullable(),
  status: z.enum(REFUND_STATUSES),
  /** Why the gateway has not made it yet, while owed. */
  lastError: z.string().nullable(),
  booking: bookingRef,
  createdAt: timestamp,
  doneAt: timestamp.nullable(),
});
export type AdminRefundRow = Wire<typeof adminRefundRow>;

/** A row of GET /api/admin/payouts. */
export const adminPayoutRow = z.object({
  id: z.string(),
  number: z.number().int(),
  owner: person.extend({ companyName: z.string().nullable() }),
  amount: z.number().int(),
  ibanLast4: z.string(),
  status: z.enum(PAYOUT_STATUSES),
  failureReason: z.string().nullable(),
  createdAt: timestamp,
  updatedAt: timestamp,
});
export type AdminPayoutRow = Wire<typeof adminPayoutRow>;

export const ledgerEntryView = z.object({
  account: z.enum(LEDGER_ACCOUNT_NAMES),
  /** A debit is positive, a credit negative. */
  amount: z.number().int(),
});

export const ledgerTransactionView = z.object({
  id: z.number().int(),
  kind: z.enum(LEDGER_KIND_NAMES),
  key: z.string(),
  createdAt: timestamp,
  entries: z.array(ledgerEntryView),
});
export type LedgerTransactionView = Wire<typeof ledgerTransactionView>;

/** GET /api/admin/bookings/{id}/money: everything money about one booking. */
export const adminBookingMoney = z.object({
  money: bookingMoney,
  booking: z.object({
    id: z.string(),
    itemTitle: z.string(),
    renter: person,
    owner: person,
    startDate: day,
    endDate: day,
  }),
  /** The gateway's ids of the booking's payment page and of the payment that paid it. */
  gatewayInvoiceId: z.string().nullable(),
  gatewayPaymentId: z.string().nullable(),
  /** What a manual refund may still give back: paid, less every refund owed or made. */
  refundable: z.number().int(),
  refunds: z.array(adminRefundRow),
  ledger: z.array(ledgerTransactionView),
});
export type AdminBookingMoney = Wire<typeof adminBookingMoney>;

/** POST /api/admin/bookings/{id}/refunds: the refund as written (owed; its job makes it at the gateway). */
export const adminRefundMade = z.object({ refund: adminRefundRow });
export type AdminRefundMade = Wire<typeof adminRefundMade>;

const figure = z.object({ count: z.number().int(), amount: z.number().int() });

export const RECONCILIATION_DIFFERENCES = [
  /** We recorded it paid; the gateway has no such payment. */
  'missing_at_gateway',
  /** Paid at the gateway for one of our pages or bookings; we have not recorded it. */
  'not_ours',
  'amount',
  'status',
  /** What the gateway says it refunded of a payment is not what our done refunds add up to. */
  'refunded',
  /** The ledger's gateway account moved otherwise than our payments, refunds and payouts did. */
  'ledger_gateway',
  /** A payout of that day (or paid in the week before) the gateway does not have. */
  'payout_missing',
  /** A payout's amount at the gateway is not ours. */
  'payout_amount',
  /** Where a payout stands differs: the bank returned one we hold paid, or paid one we hold on its way. */
  'payout_status',
] as const;

export const reconciliationDifference = z.object({
  kind: z.enum(RECONCILIATION_DIFFERENCES),
  /** Ours, when we have it. */
  paymentId: z.string().nullable(),
  /** The payout, for a payout's difference. */
  payoutId: z.string().nullable(),
  bookingId: z.string().nullable(),
  gatewayPaymentId: z.string().nullable(),
  /** What each side says: halalas, or a status. */
  ours: z.union([z.number(), z.string()]).nullable(),
  gateway: z.union([z.number(), z.string()]).nullable(),
});
export type ReconciliationDifference = Wire<typeof reconciliationDifference>;

/** GET /api/admin/reconciliation: one Riyadh day, our books beside the gateway's. */
export const reconciliation = z.object({
  day,
  ours: z.object({
    /** Payments paid that day, refunds made that day, payouts paid that day. */
    payments: figure,
    refunds: figure,
    payouts: figure,
    /** The ledger's net movement of each account that day (debits positive). */
    ledger: z.record(z.enum(LEDGER_ACCOUNT_NAMES), z.number().int()),
  }),
  gateway: z.object({
    /** Payments the gateway lists as made that day that moved money (paid, captured or refunded). */
    payments: figure,
    refunded: z.number().int(),
    /** Every page was read; false when the day has more than the pages read. */
    complete: z.boolean(),
  }),
  matched: z.number().int(),
  differences: z.array(reconciliationDifference),
  /** What checkLedger finds wrong with the whole ledger. */
  ledgerProblems: z.array(z.string()),
  ledgerTransactions: z.number().int(),
  balanced: z.boolean(),
});
export type Reconciliation = Wire<typeof reconciliation>;

/**
 * GET /api/admin/reconciliation: the day as the last comparison with the gateway left it (a job
 * makes it: no read of this page asks the gateway), and whether a comparison is on its way.
 */
export const reconciliationState = z.object({
  day,
  report: reconciliation.nullable(),
  comparedAt: timestamp.nullable(),
  /** A comparison asked for and not finished: the page looks again. */
  comparing: z.boolean(),
  /** The last comparison's failure, when the gateway could not be asked (its job's last error). */
  lastError: z.string().nullable(),
  /**
   * The gateway's webhook verification code received in the last 30 minutes (how long it holds),
   * for an administrator to enter in the gateway's dashboard; null when none is waiting.
   */
  webhookVerification: z
    .object({ webhookId: z.string(), code: z.string(), receivedAt: timestamp })
    .nullable()
    .optional(),
});
export type ReconciliationState = Wire<typeof reconciliationState>;
