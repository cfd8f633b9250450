/**
 * The sandbox's memory: invoices, payments and payouts in Maps, shaped as Moyasar answers them
 * (docs/payments-sandbox.md). Every change of a payment's status is told to `onPaymentEvent`,
 * which sends the webhook.
 */
import { randomBytes, randomInt, randomUUID } from 'node:crypto';
import { fromHalalas } from '@shared/pricing';
import {
  fieldRefusal,
  type InvoiceRequest,
  invalidRequest,
  notFoundError,
  type PaymentRequest,
  type PaymentSourceRequest,
  type PayoutRequest,
  SandboxError,
  sandboxFull,
} from './sandbox-requests';
import {
  applePayOutcomeOf,
  cardOutcomeOf,
  companyOf,
  type Outcome,
  payoutFailureOf,
  stcMobileOutcomeOf,
  stcOtpOutcomeOf,
  THREE_DS_FAILED,
} from './test-outcomes';

export type PaymentEventType = 'payment_paid' | 'payment_failed' | 'payment_refunded';

export interface SourceJson {
  type: 'creditcard' | 'stcpay' | 'applepay';
  message: string | null;
  transaction_url?: string | null;
  [field: string]: unknown;
}

export interface PaymentJson {
  id: string;
  status: 'initiated' | 'paid' | 'failed' | 'refunded';
  amount: number;
  fee: number;
  currency: string;
  refunded: number;
  refunded_at: string | null;
  captured: number;
  captured_at: string | null;
  voided_at: string | null;
  description: string | null;
  amount_format: string;
  fee_format: string;
  refunded_format: string;
  captured_format: string;
  invoice_id: string | null;
  ip: string | null;
  callback_url: string | null;
  created_at: string;
  updated_at: string;
  metadata: Record<string, string> | null;
  source: SourceJson;
}

interface PaymentRecord {
  json: PaymentJson;
  /** The full number, to decide the outcome at the 3-D Secure step; never answered. */
  cardNumber: string | null;
  /** The secret part of `transaction_url`: the 3-D Secure or the OTP step's. */
  stepToken: string;
}

export interface InvoiceRecord {
  id: string;
  status: 'initiated' | 'paid' | 'canceled' | 'refunded';
  amount: number;
  currency: string;
  description: string;
  callbackUrl: string | null;
  successUrl: string | null;
  backUrl: string | null;
  expiresAt: Date | null;
  createdAt: string;
  updatedAt: string;
  metadata: Record<string, string> | null;
  paymentIds: string[];
}

export interface PayoutJson {
  id: string;
  source_id: string;
  sequence_number: string;
  channel: 'internal';
  status: 'initiated' | 'paid' | 'failed' | 'returned';
  amount: number;
  currency: string;
  purpose: string;
  comment: string | null;
  destination: PayoutRequest['destination'];
  message: string | null;
  failure_reason: string | null;
  created_at: string;
  updated_at: string;
  metadata: Record<string, string> | null;
}

export interface StoreOptions {
  /** The address browsers use for the sandbox, known once it listens. */
  publicBase: () => string;
  now: () => Date;
  payoutSettleMs: number;
  onPaymentEvent: (type: PaymentEventType, payment: PaymentJson) => void;
  onInvoicePaid: (invoice: InvoiceRecord) => void;
  /**
   * How many invoices, payments and payouts it keeps, each: beyond it a new one is refused (429),
   * so that nobody fills the memory of a process that hosts it (docs/payments-sandbox.md).
   */
  maxObjects: number;
}

export interface ListFilter {
  page: number;
  per: number;
  status: string | null;
  createdAfter: Date | null;
  createdBefore: Date | null;
  metadata: Record<string, string>;
}

export interface Page<T> {
  items: T[];
  meta: {
    current_page: number;
    next_page: number | null;
    prev_page: number | null;
    total_pages: number;
    total_count: number;
  };
}

export type SandboxStore = ReturnType<typeof createSandboxStore>;
export type InvoiceJson = ReturnType<SandboxStore['fetchInvoice']>;

const formatAmount = (halalas: number, currency: string) => `${fromHalalas(halalas)} ${currency}`;
const digits = (count: number) => Array.from({ length: count }, () => randomInt(10)).join('');
const tokenOf = (prefix: string) => `${prefix}_${randomBytes(18).toString('base64url')}`;

/** Newest first; of two made in the same millisecond, the later one first. */
function newestFirst<T extends { created_at: string }>(items: T[]): T[] {
  return items
    .map((item, index) => ({ item, index }))
    .sort((a, b) => b.item.created_at.localeCompare(a.item.created_at) || b.index - a.index)
    .map(({ item }) => item);
}

function pageOf<T>(items: T[], page: number, per: number): Page<T> {
  const totalPages = Math.ceil(items.length / per);
  return {
    items: items.slice((page - 1) * per, page * per),
    meta: {
      current_page: page,
      next_page: page < totalPages ? page + 1 : null,
      prev_page: page > 1 ? page - 1 : null,
      total_pages: totalPages,
      total_count: items.length,
    },
  };
}

export function createSandboxStore(options: StoreOptions) {
  const invoices = new Map<string, InvoiceRecord>();
  const payments = new Map<string, PaymentRecord>();
  /** A 3-D Secure or OTP step's id (in its `transaction_url`) → its payment's. */
  const paymentIdOfStep = new Map<string, string>();
  const payouts = new Map<string, { json: PayoutJson; iban: string | null }>();
  const stamp = () => options.now().toISOString();

  // ---- Invoices

  function invoiceStatusOf(invoice: InvoiceRecord): InvoiceRecord['status'] | 'expired' {
    const lapsed = invoice.expiresAt !== null && invoice.expiresAt <= options.now();
    return invoice.status === 'initiated' && lapsed ? 'expired' : invoice.status;
  }

  function invoiceJsonOf(invoice: InvoiceRecord) {
    return {
      id: invoice.id,
      status: invoiceStatusOf(invoice),
      amount: invoice.amount,
      currency: invoice.currency,
      description: invoice.description,
      logo_url: null,
      amount_format: formatAmount(invoice.amount, invoice.currency),
      url: `${options.publicBase()}/invoices/${invoice.id}`,
      callback_url: invoice.callbackUrl,
      success_url: invoice.successUrl,
      back_url: invoice.backUrl,
      expired_at: invoice.expiresAt?.toISOString() ?? null,
      created_at: invoice.createdAt,
      updated_at: invoice.updatedAt,
      payments: invoice.paymentIds.map((id) => paymentJsonOf(id)),
      metadata: invoice.metadata,
    };
  }

  function invoiceOf(id: string): InvoiceRecord {
    const invoice = invoices.get(id);
    if (!invoice) throw notFoundError();
    return invoice;
  }

  /** A new object of a kind that holds `count` already: refused once the bound is reached. */
  function checkRoom(count: number): void {
    if (count >= options.maxObjects) throw sandboxFull();
  }

  function createInvoice(request: InvoiceRequest) {
    checkRoom(invoices.size);
    const at = stamp();
    const invoice: InvoiceRecord = {
      id: randomUUID(),
      status: 'initiated',
      amount: request.amount,
      currency: request.currency,
      description: request.description,
      callbackUrl: request.callback_url ?? null,
      successUrl: request.success_url ?? null,
      backUrl: request.back_url ?? null,
      expiresAt: request.expired_at ?? null,
      createdAt: at,
      updatedAt: at,
      metadata: request.metadata,
      paymentIds: [],
    };
    invoices.set(invoice.id, invoice);
    return invoiceJsonOf(invoice);
  }

  function cancelInvoice(id: string) {
    const invoice = invoiceOf(id);
    const status = invoiceStatusOf(invoice);
    if (status !== 'initiated' && status !== 'canceled') {
      throw invalidRequest(`Invoice is ${status} and cannot be canceled`);
    }
    invoice.status = 'canceled';
    invoice.updatedAt = stamp();
    return invoiceJsonOf(invoice);
  }

  /** An invoice that takes a payment now, or a refusal saying why it does not. */
  function payableInvoiceOf(id: string, amount: number, currency: string): InvoiceRecord {
    const invoice = invoices.get(id);
    if (!invoice) throw fieldRefusal('invoice_id', 'is not an invoice');
    const status = invoiceStatusOf(invoice);
    if (status !== 'initiated') throw invalidRequest(`Invoice is ${status}`);
    if (amount !== invoice.amount) throw fieldRefusal('amount', 'must be the invoice amount');
    if (currency !== invoice.currency) throw fieldRefusal('currency', 'must be the invoice currency');
    return invoice;
  }

  function markInvoicePaid(payment: PaymentJson): void {
    const invoice = payment.invoice_id ? invoices.get(payment.invoice_id) : undefined;
    if (invoice?.status !== 'initiated') return;
    invoice.status = 'paid';
    invoice.updatedAt = payment.updated_at;
    options.onInvoicePaid(invoice);
  }

  // ---- Payments

  function paymentRecordOf(id: string): PaymentRecord {
    const record = payments.get(id);
    if (!record) throw notFoundError();
    return record;
  }

  const paymentJsonOf = (id: string): PaymentJson => structuredClone(paymentRecordOf(id).json);

  function sourceOf(source: PaymentSourceRequest, step: { id: string; token: string }): SourceJson {
    const base = options.publicBase();
    if (source.type === 'creditcard') {
      return {
        type: 'creditcard',
        company: companyOf(source.number),
        name: source.name,
        number: `XXXX-XXXX-XXXX-${source.number.slice(-4)}`,
        month: String(source.month).padStart(2, '0'),
        year: String(source.year),
        gateway_id: `moyasar_cc_${randomBytes(16).toString('base64url')}`,
        reference_number: null,
        message: null,
        transaction_url: source.threeDs
          ? `${base}/v1/transaction_auths/${step.id}/form?token=${step.token}`
          : null,
        response_code: null,
        authorization_code: null,
        issuer_name: null,
        issuer_country: null,
        issuer_card_type: null,
        issuer_card_category: null,
      };
    }
    if (source.type === 'stcpay') {
      return {
        type: 'stcpay',
        mobile: source.mobile,
        reference_number: null,
        branch: null,
        cashier: null,
        transaction_url: `${base}/v1/stc_pays/${step.id}/proceed?otp_token=${step.token}`,
        message: null,
      };
    }
    // No real wallet behind it: the card the sandbox pretends Apple Pay holds.
    return {
      type: 'applepay',
      company: 'visa',
      name: null,
      number: 'XXXX-XXXX-XXXX-1111',
      dpan: '4111-11XX-XXXX-1111',
      gateway_id: `moyasar_ap_${randomBytes(16).toString('base64url')}`,
      reference_number: null,
      message: null,
      response_code: null,
      authorization_code: null,
    };
  }

  /** What is decided the moment a payment is made, before any page: null while a step waits. */
  function outcomeAtCreateOf(request: PaymentRequest): Outcome | null {
    const { source } = request;
    if (source.type === 'applepay') return applePayOutcomeOf(request.amount);
    if (source.type === 'stcpay') return stcMobileOutcomeOf(source.mobile);
    return source.threeDs ? null : cardOutcomeOf(source.number);
  }

  /**
   * A payment as `POST /v1/payments` makes it. A `given_id` already used answers the payment it
   * made and makes nothing (docs/payments-sandbox.md: Moyasar does not document this case).
   */
  /**
   * Coupons a test set (SandboxControl.applyCoupon): halalas off the next payments made on a hosted
   * page, as a coupon in Moyasar's dashboard takes them off (`apply_coupon`, on by default).
   */
  const coupons: number[] = [];

  /**
   * Where Moyasar's documentation is silent, the other answer it may give, for a test to check that
   * nothing is lost either way (SandboxControl.answerOtherwise; docs/decisions/0049).
   */
  const otherwise = { secondRefund: false, usedSequence: false };

  function createPayment(request: PaymentRequest, ip: string | null, onPage = false): PaymentJson {
    if (request.given_id && payments.has(request.given_id)) return paymentJsonOf(request.given_id);
    checkRoom(payments.size);
    const invoice = request.invoice_id
      ? payableInvoiceOf(request.invoice_id, request.amount, request.currency)
      : null;
    const discount = onPage && invoice ? (coupons.shift() ?? 0) : 0;
    if (discount > 0) request = { ...request, amount: Math.max(100, request.amount - discount) };
    const at = stamp();
    const step = { id: randomUUID(), token: tokenOf(request.source.type === 'stcpay' ? 'otp' : 'auth') };
    const source = sourceOf(request.source, step);
    const json: PaymentJson = {
      id: request.given_id ?? randomUUID(),
      status: 'initiated',
      amount: request.amount,
      fee: 0,
      currency: request.currency,
      refunded: 0,
      refunded_at: null,
      captured: 0,
      captured_at: null,
      voided_at: null,
      description: request.description ?? null,
      amount_format: formatAmount(request.amount, request.currency),
      fee_format: formatAmount(0, request.currency),
      refunded_format: formatAmount(0, request.currency),
      captured_format: formatAmount(0, request.currency),
      invoice_id: invoice?.id ?? null,
      ip,
      callback_url: request.callback_url ?? null,
      created_at: at,
      updated_at: at,
      metadata: request.metadata,
      source,
    };
    const cardNumber = request.source.type === 'creditcard' ? request.source.number : null;
    const record: PaymentRecord = { json, cardNumber, stepToken: step.token };
    payments.set(json.id, record);
    paymentIdOfStep.set(step.id, json.id);
    invoice?.paymentIds.push(json.id);
    const outcome = outcomeAtCreateOf(request);
    if (outcome) settlePayment(record, outcome);
    return paymentJsonOf(json.id);
  }

  /** A waiting payment takes its outcome; a settled one stays as it is (a second click, a replay). */
  function settlePayment(record: PaymentRecord, outcome: Outcome): void {
    const { json } = record;
    if (json.status !== 'initiated') return;
    json.status = outcome.status;
    json.updated_at = stamp();
    json.source.message = outcome.message;
    json.source.reference_number = digits(12);
    if (json.source.type !== 'stcpay') {
      json.source.response_code = outcome.responseCode;
      json.source.authorization_code = outcome.status === 'paid' ? digits(6) : null;
    }
    options.onPaymentEvent(
      outcome.status === 'paid' ? 'payment_paid' : 'payment_failed',
      structuredClone(json),
    );
    if (outcome.status === 'paid') markInvoicePaid(json);
  }

  /** The payment a step page belongs to, if the id and token are that step's. */
  function recordAtStep(stepId: string, token: string | null, type: SourceJson['type']): PaymentRecord {
    const record = payments.get(paymentIdOfStep.get(stepId) ?? '');
    if (record?.stepToken !== token || record.json.source.type !== type) throw notFoundError();
    return record;
  }

  const steppedPayment = (stepId: string, token: string | null, type: SourceJson['type']) =>
    structuredClone(recordAtStep(stepId, token, type).json);

  /** The 3-D Secure page's answer: the card's documented outcome, or a failed authentication. */
  function authenticate(stepId: string, token: string | null, approve: boolean): PaymentJson {
    const record = recordAtStep(stepId, token, 'creditcard');
    settlePayment(record, approve ? cardOutcomeOf(record.cardNumber ?? '') : THREE_DS_FAILED);
    return structuredClone(record.json);
  }

  function confirmOtp(stepId: string, token: string | null, otp: string): PaymentJson {
    const record = recordAtStep(stepId, token, 'stcpay');
    settlePayment(record, stcOtpOutcomeOf(otp.trim()));
    return structuredClone(record.json);
  }

  /**
   * Refunds `amount` more (the rest when none is given) of a paid payment, as often as something
   * is left. The status is `refunded` from the first refund on, as Moyasar's SDK fixtures show it.
   */
  function refundPayment(id: string, amount: number | undefined): PaymentJson {
    const record = paymentRecordOf(id);
    const { json } = record;
    const left = json.amount - json.refunded;
    const refundable = json.status === 'paid' || (json.status === 'refunded' && left > 0);
    if (!refundable) throw invalidRequest(`Payment is ${json.status} and cannot be refunded`);
    if (otherwise.secondRefund && json.refunded > 0) {
      throw invalidRequest('Payment has already been refunded');
    }
    const refund = amount ?? left;
    if (refund > left) throw fieldRefusal('amount', `must be less than or equal to ${left}`);
    json.refunded += refund;
    json.refunded_format = formatAmount(json.refunded, json.currency);
    json.refunded_at = stamp();
    json.updated_at = json.refunded_at;
    json.status = 'refunded';
    options.onPaymentEvent('payment_refunded', structuredClone(json));
    const invoice = json.invoice_id ? invoices.get(json.invoice_id) : undefined;
    if (invoice?.status === 'paid' && json.refunded === json.amount) invoice.status = 'refunded';
    return structuredClone(json);
  }

  /**
   * A status this sandbox never reaches by itself (`verified`, from saving a card; one Moyasar may
   * add one day), set by a test to check that a reader copes (SandboxControl.setPaymentStatus).
   */
  function setPaymentStatus(id: string, status: string): void {
    const { json } = paymentRecordOf(id);
    json.status = status as PaymentJson['status'];
    json.updated_at = stamp();
  }

  function listPayments(filter: ListFilter): Page<PaymentJson> {
    const matching = [...payments.values()]
      .map(({ json }) => json)
      .filter((json) => matchesFilter(json, filter));
    const page = pageOf(newestFirst(matching), filter.page, filter.per);
    return { ...page, items: page.items.map((json) => structuredClone(json)) };
  }

  // ---- Payouts

  /** An initiated payout settles the first time it is read after `payoutSettleMs`. */
  function settledPayout(record: { json: PayoutJson; iban: string | null }): PayoutJson {
    const { json } = record;
    const due = Date.parse(json.created_at) + options.payoutSettleMs <= options.now().getTime();
    if (json.status === 'initiated' && due) {
      const failure = payoutFailureOf(json.purpose as PayoutRequest['purpose'], record.iban);
      json.status = failure ? 'failed' : 'paid';
      json.failure_reason = failure;
      json.updated_at = stamp();
    }
    return structuredClone(json);
  }

  function createPayout(request: PayoutRequest): PayoutJson {
    checkRoom(payouts.size);
    const sequenceNumber = request.sequence_number ?? digits(16);
    const used = [...payouts.values()].some(({ json }) => json.sequence_number === sequenceNumber);
    if (used && otherwise.usedSequence) throw new SandboxError(409, 'invalid_request_error', 'Conflict');
    if (used) throw invalidRequest('Sequence number is already used');
    const at = stamp();
    const json: PayoutJson = {
      id: randomUUID(),
      source_id: request.source_id,
      sequence_number: sequenceNumber,
      channel: 'internal',
      status: 'initiated',
      amount: request.amount,
      currency: request.currency,
      purpose: request.purpose,
      comment: request.comment ?? null,
      destination: request.destination,
      message: 'Payment was received, please check back after 5 minutes',
      failure_reason: null,
      created_at: at,
      updated_at: at,
      metadata: request.metadata,
    };
    const iban = request.destination.type === 'bank' ? request.destination.iban : null;
    payouts.set(json.id, { json, iban });
    return structuredClone(json);
  }

  function fetchPayout(id: string): PayoutJson {
    const record = payouts.get(id);
    if (!record) throw notFoundError();
    return settledPayout(record);
  }

  /** The bank sends a paid payout back (a closed account): what a test asks for (SandboxControl). */
  function returnPayout(id: string): void {
    const record = payouts.get(id);
    if (!record) throw notFoundError();
    const json = settledPayout(record);
    if (json.status !== 'paid')
      throw invalidRequest(`Only a paid payout can come back, not a ${json.status} one`);
    record.json.status = 'returned';
    record.json.failure_reason = 'Returned by the beneficiary bank';
    record.json.updated_at = stamp();
  }

  function listPayouts(page: number, per: number): Page<PayoutJson> {
    const all = newestFirst([...payouts.values()].map((record) => settledPayout(record)));
    return pageOf(all, page, per);
  }

  return {
    createInvoice,
    fetchInvoice: (id: string) => invoiceJsonOf(invoiceOf(id)),
    invoiceRecordOf: invoiceOf,
    invoiceStatusOf,
    cancelInvoice,
    createPayment,
    fetchPayment: paymentJsonOf,
    steppedPayment,
    authenticate,
    confirmOtp,
    refundPayment,
    listPayments,
    createPayout,
    fetchPayout,
    listPayouts,
    returnPayout,
    setPaymentStatus,
    answerOtherwise: (changes: Partial<typeof otherwise>) => {
      Object.assign(otherwise, changes);
    },
    applyCoupon: (halalas: number) => {
      coupons.push(halalas);
    },
    allPayments: () => newestFirst([...payments.values()].map(({ json }) => structuredClone(json))),
    allInvoices: () => [...invoices.values()].map((invoice) => invoiceJsonOf(invoice)),
  };
}

function matchesFilter(json: PaymentJson, filter: ListFilter): boolean {
  const created = Date.parse(json.created_at);
  if (filter.status && json.status !== filter.status) return false;
  if (filter.createdAfter && created <= filter.createdAfter.getTime()) return false;
  if (filter.createdBefore && created >= filter.createdBefore.getTime()) return false;
  return Object.entries(filter.metadata).every(([key, value]) => json.metadata?.[key] === value);
}
