/**
 * What Ajjir needs from a payment gateway (docs/decisions/0044-payments.md).
 * One production implementation: Moyasar over HTTP (moyasar-client.ts). The
 * same client talks to the Moyasar-compatible sandbox in the repository
 * (../sandbox), so only a base address and keys differ in production.
 *
 * Amounts are integer halalas. Statuses are the gateway's own words; what
 * they mean for a booking is decided by the payments service, and only on
 * what these calls answer, never on a browser's redirect or a webhook's body.
 */
import type { PaymentStatus } from '@shared/constants';

/** A hosted payment page (a Moyasar invoice): the renter pays on the gateway's own site. */
export interface GatewayInvoice {
  id: string;
  status: 'initiated' | 'paid' | 'failed' | 'refunded' | 'canceled' | 'on_hold' | 'expired' | 'voided';
  amount: number;
  currency: string;
  /** Where to send the payer. */
  url: string;
  /** Every attempt made on the page, failed ones too. */
  payments: GatewayPayment[];
  metadata: Record<string, string> | null;
}

export interface GatewayPayment {
  id: string;
  status: PaymentStatus;
  amount: number;
  /** Halalas refunded so far. */
  refunded: number;
  currency: string;
  invoiceId: string | null;
  /** "mada", "visa", "master", "amex", "stcpay", "applepay". */
  method: string | null;
  /** The card's last four digits, when a card paid. */
  last4: string | null;
  /** The gateway's words ("APPROVED", "INSUFFICIENT FUNDS"). */
  message: string | null;
  createdAt: string;
  metadata: Record<string, string> | null;
}

export type GatewayPayoutStatus = 'queued' | 'initiated' | 'paid' | 'failed' | 'canceled' | 'returned';

export interface GatewayPayout {
  id: string;
  status: GatewayPayoutStatus;
  amount: number;
  /** Null when the gateway leaves it out (Moyasar's example of its payouts list shows none). */
  sequenceNumber: string | null;
  message: string | null;
  failureReason: string | null;
  /** What was sent with it (`payout_id`), when the gateway answers it. */
  metadata: Record<string, string> | null;
}

export interface CreateInvoiceInput {
  amount: number;
  description: string;
  /** Where the payer lands once the page is paid. */
  successUrl: string;
  /** Where the page's back link leads. */
  backUrl: string;
  /** The page stops taking payments at this moment. */
  expiresAt: Date;
  metadata: Record<string, string>;
}

export interface CreatePayoutInput {
  amount: number;
  /** 16 digits, unique per payout: a repeat of the same number is refused, so a retry never pays twice. */
  sequenceNumber: string;
  iban: string;
  holderName: string;
  /**
   * The holder's mobile (05…) and city. Moyasar's API reference lists both as required for a bank
   * destination, and the sandbox refuses a payout without them; optional here only because not
   * every account has them (docs/payments-sandbox.md).
   */
  holderMobile?: string;
  holderCity?: string;
  /** A free line the bank statement shows. */
  comment: string;
  metadata: Record<string, string>;
}

export interface PaymentGateway {
  /** Which gateway, for the records ("moyasar"). */
  readonly name: string;
  createInvoice(input: CreateInvoiceInput): Promise<GatewayInvoice>;
  fetchInvoice(id: string): Promise<GatewayInvoice>;
  /** Stops an unpaid page from taking a payment (a request that lapsed or was withdrawn). */
  cancelInvoice(id: string): Promise<GatewayInvoice>;
  fetchPayment(id: string): Promise<GatewayPayment>;
  /** Refunds `amount` halalas more of a paid payment. */
  refundPayment(id: string, amount: number): Promise<GatewayPayment>;
  /** Payments created in [from, to), page by page (1-based), newest first. */
  listPayments(filter: {
    createdFrom: Date;
    createdTo: Date;
    page: number;
  }): Promise<{ payments: GatewayPayment[]; nextPage: number | null }>;
  /** Throws `SequenceNumberUsedError` when the sequence number was used before, maybe by this very payout. */
  createPayout(input: CreatePayoutInput): Promise<GatewayPayout>;
  fetchPayout(id: string): Promise<GatewayPayout>;
  /** Payouts page by page (1-based), as the gateway orders them, to find one whose answer was lost. */
  listPayouts(page: number): Promise<{ payouts: GatewayPayout[]; nextPage: number | null }>;
}

/**
 * The gateway could not be asked (timeout, network, 5xx: try again later, nothing is known to have
 * happened) or refused the request (4xx: the request itself is wrong, or the object is not there).
 */
export class GatewayError extends Error {
  constructor(
    readonly kind: 'unavailable' | 'refused',
    message: string,
    readonly status: number | null = null,
    readonly type: string | null = null,
  ) {
    super(message);
    this.name = 'GatewayError';
  }
}

/**
 * The gateway refused a payout because its sequence number was used before: perhaps by this same
 * payout, sent once already and its answer lost, so the caller looks it up rather than giving up.
 */
export class SequenceNumberUsedError extends GatewayError {}
