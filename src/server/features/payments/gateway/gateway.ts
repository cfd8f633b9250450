/**
 * What Ajjir needs from a payment gateway, in Ajjir's words (docs/decisions/0044-payments.md and
 * 0047-money-architecture.md): payment pages, payments, refunds, payouts. Each provider's own
 * vocabulary (Moyasar's invoices, its status names, its payout sequence numbers) is translated at
 * its adapter (moyasar-client.ts, moyasar-answers.ts) and never reaches the rest of the code; what
 * the provider answered travels along as `raw`, opaque: for logs and support, never for decisions.
 *
 * Amounts are integer halalas. What a state means for a booking is decided by the payments service,
 * and only on what these calls answer, never on a browser's redirect or a webhook's body.
 *
 * Every call goes over the network: none may be made inside a database transaction
 * (db/transaction-scope.ts); each implementation checks.
 */

/** What a provider answered, as it answered it. */
export type ProviderAnswer = unknown;

/**
 * A hosted payment page: the renter pays on the gateway's own site. `open` takes payments; `paid`
 * has been paid (maybe refunded since); `closed` can no longer be paid and was not.
 */
export type PaymentPageState = 'open' | 'paid' | 'closed';

export interface GatewayPaymentPage {
  id: string;
  state: PaymentPageState;
  amount: number;
  currency: string;
  /** Where to send the payer. */
  url: string;
  /** Every attempt made on the page, failed ones too. */
  payments: GatewayPayment[];
  metadata: Record<string, string> | null;
  raw: ProviderAnswer;
}

/**
 * One attempt to pay. `pending`: under way (a 3-D Secure step); `authorised`: the card holds the
 * money but it has not moved; `paid`: the money moved (whatever has been refunded of it since, in
 * `refunded`); `failed`: declined; `voided`: stopped before it moved; `verified`: a card checked
 * for saving, no money taken; `unknown`: a state the gateway added since this was written, kept
 * for an administrator to read and never taken as money moved (docs/decisions/0049-moyasar-fidelity.md).
 */
export type GatewayPaymentState =
  | 'pending'
  | 'authorised'
  | 'paid'
  | 'failed'
  | 'voided'
  | 'verified'
  | 'unknown';

export interface GatewayPayment {
  id: string;
  state: GatewayPaymentState;
  amount: number;
  /** Halalas refunded so far. */
  refunded: number;
  currency: string;
  /** The payment page it was made on. */
  pageId: string | null;
  /** "mada", "visa", "master", "amex", "stcpay", "applepay". */
  method: string | null;
  /** The card's last four digits, when a card paid. */
  last4: string | null;
  /** The gateway's words for the payer ("APPROVED", "INSUFFICIENT FUNDS"). */
  message: string | null;
  createdAt: string;
  metadata: Record<string, string> | null;
  raw: ProviderAnswer;
}

/** `pending`: accepted, on its way to the bank; `returned`: paid, then sent back by the bank. */
export type GatewayPayoutState = 'pending' | 'paid' | 'failed' | 'returned';

export interface GatewayPayout {
  id: string;
  state: GatewayPayoutState;
  amount: number;
  /** The payout's number in Ajjir (NewPayout.number), when the gateway answers it. */
  number: number | null;
  message: string | null;
  failureReason: string | null;
  /** What was sent with it (`payout_id`), when the gateway answers it. */
  metadata: Record<string, string> | null;
  raw: ProviderAnswer;
}

export interface NewPaymentPage {
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

export interface NewPayout {
  amount: number;
  /**
   * The payout's own number in Ajjir, never reused: the gateway refuses a second payout with the
   * same number (`DuplicatePayoutError`), so a send repeated after a lost answer never pays twice.
   */
  number: number;
  iban: string;
  holderName: string;
  /**
   * The holder's mobile (05…) and city. Moyasar lists both as required for a bank destination, and
   * the sandbox refuses a payout without them; optional here only because not every account has
   * them (docs/payments-sandbox.md).
   */
  holderMobile?: string;
  holderCity?: string;
  /** A free line the bank statement shows. */
  comment: string;
  metadata: Record<string, string>;
}

/** A webhook delivery as Ajjir reads it: which delivery (to take a repeat once), which payment (to ask about). */
export type WebhookDelivery =
  | {
      ok: true;
      deliveryId: string;
      kind: string;
      paymentId: string | null;
      /**
       * The one-time code of a webhook not yet verified at the gateway, which delivers nothing else
       * until an administrator enters it in its dashboard (docs/operations.md, "Going live with Moyasar").
       */
      verification?: WebhookVerification;
    }
  | { ok: false; reason: 'malformed' | 'bad_secret' };

export interface WebhookVerification {
  webhookId: string;
  code: string;
}

export interface PaymentGateway {
  /** Which gateway, for the records ("moyasar"). */
  readonly name: string;
  createPaymentPage(input: NewPaymentPage): Promise<GatewayPaymentPage>;
  fetchPaymentPage(id: string): Promise<GatewayPaymentPage>;
  /** Stops an unpaid page from taking a payment (a request that lapsed or was withdrawn). */
  closePaymentPage(id: string): Promise<GatewayPaymentPage>;
  fetchPayment(id: string): Promise<GatewayPayment>;
  /** Refunds `amount` halalas more of a paid payment. */
  refund(paymentId: string, amount: number): Promise<GatewayPayment>;
  /** Payments created in [from, to), page by page (1-based), newest first. */
  listPayments(filter: {
    createdFrom: Date;
    createdTo: Date;
    page: number;
  }): Promise<{ payments: GatewayPayment[]; nextPage: number | null }>;
  /** Throws `DuplicatePayoutError` when a payout with this number was sent before, maybe this very one. */
  sendPayout(input: NewPayout): Promise<GatewayPayout>;
  fetchPayout(id: string): Promise<GatewayPayout>;
  /** Payouts page by page (1-based), as the gateway orders them, to find one whose answer was lost. */
  listPayouts(page: number): Promise<{ payouts: GatewayPayout[]; nextPage: number | null }>;
  /** A webhook's body, checked against the shared secret; nothing in it but the ids is believed. */
  readWebhook(body: unknown): WebhookDelivery;
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
 * The gateway refused a payout because its number was used before: perhaps by this same payout,
 * sent once already and its answer lost, so the caller looks it up rather than giving up.
 */
export class DuplicatePayoutError extends GatewayError {}

/** A state in which money reached the gateway (a payment's own money, whatever was refunded since). */
export const movedMoney = (payment: Pick<GatewayPayment, 'state'>): boolean => payment.state === 'paid';
