/** Answers about money: checkout, a booking's payments and refunds, invoices, earnings and payouts. */
import { z } from 'zod';
import {
  BOOKING_STATUSES,
  PAYMENT_STATUSES,
  PAYOUT_STATUSES,
  REFUND_REASONS,
  REFUND_STATUSES,
} from '../constants';
import { priceBreakdown } from './bookings';
import { day, timestamp, type Wire } from './wire';

/** GET /api/payments/terms: what the checkout preview needs to compute a price exactly as the server will. */
export const paymentTerms = z.object({
  serviceFeeBasisPoints: z.number().int(),
  commissionBasisPoints: z.number().int(),
  vatBasisPoints: z.number().int(),
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
  total: z.number().int(),
  issuedAt: timestamp,
});
export type InvoiceSummary = Wire<typeof invoiceSummary>;

/** GET /api/bookings/{id}/money: a booking's money, for its two parties and administrators. */
export const bookingMoney = z.object({
  bookingId: z.string(),
  status: z.enum(BOOKING_STATUSES),
  price: priceBreakdown.nullable(),
  payment: paymentSummary.nullable(),
  refunds: z.array(refundSummary),
  invoices: z.array(invoiceSummary),
  /**
   * For the renter of a booking they may cancel: what cancelling now gives back (halalas and
   * basis points of what they paid), so the dialog shows the exact amount. Null otherwise.
   */
  cancelRefund: z.object({ amount: z.number().int(), basisPoints: z.number().int() }).nullable(),
  /** For the owner: what they earn, and whether it is still held, available or nothing. */
  ownerEarning: z
    .object({ amount: z.number().int(), state: z.enum(['pending', 'available', 'none']) })
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
  /** rental, service_fee (translated on the page). */
  key: z.enum(['rental', 'service_fee']),
  amount: z.number().int(),
  vat: z.number().int(),
});

/** GET /api/invoices/{id}: a simplified tax invoice or credit note, printable. */
export const invoice = z.object({
  id: z.string(),
  number: z.number().int(),
  kind: z.enum(['invoice', 'credit_note']),
  issuedAt: timestamp,
  seller: z.object({ name: z.string(), vatNumber: z.string() }),
  buyerName: z.string(),
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
});
export type Invoice = Wire<typeof invoice>;

export const payoutAccount = z.object({
  /** The IBAN with all but its last four digits hidden: "SA•• •••• … 7519". */
  ibanMasked: z.string(),
  holderName: z.string(),
  updatedAt: timestamp,
});
export type PayoutAccount = Wire<typeof payoutAccount>;

export const payoutSummary = z.object({
  id: z.string(),
  amount: z.number().int(),
  status: z.enum(PAYOUT_STATUSES),
  ibanLast4: z.string(),
  failureReason: z.string().nullable(),
  createdAt: timestamp,
  updatedAt: timestamp,
});
export type PayoutSummary = Wire<typeof payoutSummary>;

/** One rental's line on the earnings screen. */
export const earningLine = z.object({
  bookingId: z.string(),
  itemTitle: z.string(),
  startDate: day,
  endDate: day,
  bookingStatus: z.enum(BOOKING_STATUSES),
  amount: z.number().int(),
  /** pending: paid, the rental not yet over; available: earned (in the balance). */
  state: z.enum(['pending', 'available']),
});
export type EarningLine = Wire<typeof earningLine>;

/** GET /api/earnings: an owner's money. */
export const earnings = z.object({
  /** Paid by renters, waiting for the rental to end. */
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
});
export type Earnings = Wire<typeof earnings>;
