/** Answers about money: checkout, a booking's payments and refunds, invoices, earnings and payouts. */
import { z } from 'zod';
import {
  BOOKING_STATUSES,
  PAYMENT_STATUSES,
  PAYOUT_BLOCKERS,
  PAYOUT_STATUSES,
  REFUND_REASONS,
  REFUND_STATUSES,
} from '../constants';
import { INVOICE_SUPPLIES, VAT_POLICIES } from '../money';
import { PAYOUT_FAILURES } from '../payout-failures';
import { priceBreakdown } from './bookings';
import { day, timestamp, type Wire } from './wire';

/** GET /api/payments/terms: what the checkout preview needs to compute a price exactly as the server will. */
export const paymentTerms = z.object({
  serviceFeeBasisPoints: z.number().int(),
  commissionBasisPoints: z.number().int(),
  vatBasisPoints: z.number().int(),
  /** Who charges the VAT on a rental of an owner not registered for VAT (VAT_POLICY). */
  vatPolicy: z.enum(VAT_POLICIES),
  /** Payments go to the sandbox in this process: no real money; the checkout lists the test cards. */
  sandbox: z.boolean(),
});
export type PaymentTerms = Wire<typeof paymentTerms>;

/** POST /api/bookings/{id}/checkout: the gateway's payment page to send the renter to. */
export const checkoutStart = z.object({ url: z.string() });
export type CheckoutStart = Wire<typeof checkoutStart>;

/** A booking's payment as the gateway last reported it. */
export const paymentSummary = z.object({
  id: z.string(),
  status: z.enum(PAYMENT_STATUSES),
  amount: z.number().int(),
  refunded: z.number().int(),
  /** "mada", "visa", "master", "stcpay", "applepay"; null before an attempt. */
  method: z.string().nullable(),
  last4: z.string().nullable(),
  /** The gateway's words on the last attempt ("INSUFFICIENT FUNDS"), untranslated. */
  message: z.string().nullable(),
  paidAt: timestamp.nullable(),
});
export type PaymentSummary = Wire<typeof paymentSummary>;

export const refundSummary = z.object({
  id: z.string(),
  amount: z.number().int(),
  reason: z.enum(REFUND_REASONS),
  /** The refund of a second payment made on the same payment page, given back whole. */
  secondPayment: z.boolean(),
  status: z.enum(REFUND_STATUSES),
  createdAt: timestamp,
  doneAt: timestamp.nullable(),
});
export type RefundSummary = Wire<typeof refundSummary>;

export const invoiceSummary = z.object({
  id: z.string(),
  number: z.number().int(),
  kind: z.enum(['invoice', 'credit_note']),
  /** Whose supply (docs/decisions/0050-vat-deemed-supplier.md): Ajjir's, or the owner's rental. */
  supply: z.enum(INVOICE_SUPPLIES),
  total: z.number().int(),
  issuedAt: timestamp,
});
export type InvoiceSummary = Wire<typeof invoiceSummary>;

/**
 * Where a rental's earning stands for its owner (docs/decisions/0053-owner-earning-states.md):
 * pending, held until the rental ends; available in the balance; in_payout, in a payout on its way;
 * paid_out, in a payout the bank has.
 */
export const EARNING_STATES = ['pending', 'available', 'in_payout', 'paid_out'] as const;
export type EarningState = (typeof EARNING_STATES)[number];
/**
 * Why an owner's earning is still held: the rental is not back yet, its claim window is open, or a
 * claim against the deposit waits for the renter's answer or an administrator's decision (0058).
 */
export const HELD_FOR = ['rental', 'claim_window', 'claim_answer', 'claim_decision'] as const;
export type HeldFor = (typeof HELD_FOR)[number];

/** GET /api/bookings/{id}/money: a booking's money, for its two parties and administrators. */
export const bookingMoney = z.object({
  bookingId: z.string(),
  status: z.enum(BOOKING_STATUSES),
  /** The price fixed at the request; every booking has one (docs/decisions/0046-one-money-model.md). */
  price: priceBreakdown,
  /** Null for a booking never paid through Ajjir: an unpaid request, or one made before payments. */
  payment: paymentSummary.nullable(),
  refunds: z.array(refundSummary),
  invoices: z.array(invoiceSummary),
  /** On a demo site: its invoices are samples, not tax invoices (docs/decisions/0052). */
  samples: z.boolean().optional(),
  /**
   * For the renter of a booking they may cancel: what cancelling now gives back (halalas and
   * basis points of what they paid), so the dialog shows the exact amount. Null otherwise.
   */
  cancelRefund: z.object({ amount: z.number().int(), basisPoints: z.number().int() }).nullable(),
  /**
   * The refundable deposit paid with the booking (docs/decisions/0057-deposits.md): what Ajjir holds
   * of it now, and what a claim kept for the owner. Null when none was paid.
   */
  deposit: z.object({ amount: z.number().int(), held: z.number().int(), kept: z.number().int() }).nullable(),
  /**
   * For the owner: what they receive, and where it stands (`earningStates`, or none: the booking
   * ended with everything refunded); `paidOutAt` once a payout carrying it reached their bank.
   */
  ownerEarning: z
    .object({
      amount: z.number().int(),
      state: z.enum([...EARNING_STATES, 'none']),
      paidOutAt: timestamp.nullable(),
      /** Held (`pending`): why, and until when (as on the earnings screen's line). */
      heldFor: z.enum(HELD_FOR).nullable(),
      heldUntil: timestamp.nullable(),
    })
    .nullable(),
});
export type BookingMoney = Wire<typeof bookingMoney>;

/** POST /api/bookings/{id}/payment/refresh: the payment as the gateway reports it now, and the booking's status. */
export const paymentRefresh = z.object({
  bookingStatus: z.enum(BOOKING_STATUSES),
  payment: paymentSummary.nullable(),
});
export type PaymentRefresh = Wire<typeof paymentRefresh>;

const invoiceLine = z.object({
  /** rental, service_fee, commission (translated on the page). */
  key: z.enum(['rental', 'service_fee', 'commission']),
  amount: z.number().int(),
  vat: z.number().int(),
});

/** GET /api/invoices/{id}: a tax invoice or credit note, printable. */
export const invoice = z.object({
  id: z.string(),
  number: z.number().int(),
  kind: z.enum(['invoice', 'credit_note']),
  /**
   * platform: Ajjir's supply to the renter; owner: the rental of an owner registered for VAT,
   * issued by Ajjir on the owner's behalf; commission: Ajjir's commission, invoiced to the owner.
   */
  supply: z.enum(INVOICE_SUPPLIES),
  issuedAt: timestamp,
  /** The seller; `address` is null on invoices issued before it was printed, and for an owner. */
  seller: z.object({ name: z.string(), vatNumber: z.string(), address: z.string().nullable() }),
  /** Who issued it when the seller did not: Ajjir, for an owner's rental. */
  issuedBy: z.object({ name: z.string(), vatNumber: z.string() }).nullable(),
  buyerName: z.string(),
  /** A business buyer's VAT number: the invoice is then a standard tax invoice. */
  buyerVatNumber: z.string().nullable(),
  /** A credit note's reason, its refund's. */
  reason: z.enum(REFUND_REASONS).nullable(),
  lines: z.array(invoiceLine),
  totalExclVat: z.number().int(),
  vat: z.number().int(),
  total: z.number().int(),
  /** Base64 TLV (shared/zatca-qr.ts), drawn as a QR code. */
  qr: z.string(),
  booking: z.object({
    id: z.string(),
    itemTitle: z.string(),
    startDate: day,
    endDate: day,
  }),
  /** The invoice a credit note corrects. */
  correctsNumber: z.number().int().nullable(),
  /**
   * Issued by a demo site, where no real money moves (DEMO_SITE, the payment sandbox or test keys):
   * a sample, printed as one, not a tax invoice.
   */
  sample: z.boolean(),
});
export type Invoice = Wire<typeof invoice>;

export const payoutAccount = z.object({
  /** The IBAN with all but its last four digits hidden: "SA•• •••• … 7519". */
  ibanMasked: z.string(),
  holderName: z.string(),
  updatedAt: timestamp,
  /** When this IBAN was set, and when the hold on a new IBAN ends (docs/decisions/0048). */
  ibanSince: timestamp,
  payableFrom: timestamp,
});
export type PayoutAccount = Wire<typeof payoutAccount>;

export const payoutSummary = z.object({
  id: z.string(),
  amount: z.number().int(),
  status: z.enum(PAYOUT_STATUSES),
  ibanLast4: z.string(),
  /**
   * Why a failed or returned payout did not reach the bank, as the owner reads it
   * (shared/payout-failures.ts); the gateway's own words are the administrators'.
   */
  failure: z.enum(PAYOUT_FAILURES).nullable(),
  createdAt: timestamp,
  updatedAt: timestamp,
  /** When the bank had it. */
  paidAt: timestamp.nullable(),
});
export type PayoutSummary = Wire<typeof payoutSummary>;

/** One reason a balance waits, with when it ends if that is known (a new IBAN's hold). */
export const payoutBlocker = z.object({
  kind: z.enum(PAYOUT_BLOCKERS),
  until: timestamp.nullable(),
});
export type PayoutBlocker = Wire<typeof payoutBlocker>;

/** One rental's line on the earnings screen. */
export const earningLine = z.object({
  bookingId: z.string(),
  itemTitle: z.string(),
  startDate: day,
  endDate: day,
  bookingStatus: z.enum(BOOKING_STATUSES),
  amount: z.number().int(),
  state: z.enum(EARNING_STATES),
  /** When the payout carrying it reached the bank (`paid_out`). */
  paidOutAt: timestamp.nullable(),
  /** Ajjir's tax invoice for the commission taken from it, once settled (none without a commission). */
  commissionInvoiceId: z.string().nullable(),
  /**
   * Why a `pending` earning is held (docs/decisions/0056): `rental`, the rental has not been
   * returned; `claim_window`, returned and the owner's claim window is open. Null otherwise.
   */
  heldFor: z.enum(HELD_FOR).nullable(),
  /**
   * When a `pending` earning is released: the claim window's close once returned; before the
   * return, the earliest it can be (a return on the last day). Null otherwise.
   */
  heldUntil: timestamp.nullable(),
});
export type EarningLine = Wire<typeof earningLine>;

/** GET /api/earnings: an owner's money. */
export const earnings = z.object({
  /** Paid by renters for rentals the owner accepted, waiting for the rental to end. */
  pending: z.number().int(),
  /** Earned and not yet paid out: what a payout may take. */
  available: z.number().int(),
  /** Sent to the bank, not yet confirmed. */
  inTransit: z.number().int(),
  /** Paid out, all time. */
  paidOut: z.number().int(),
  lines: z.array(earningLine),
  payouts: z.array(payoutSummary),
  account: payoutAccount.nullable(),
  /** Why the balance cannot be paid out now; empty when it can (docs/decisions/0048). */
  blockers: z.array(payoutBlocker),
});
export type Earnings = Wire<typeof earnings>;
