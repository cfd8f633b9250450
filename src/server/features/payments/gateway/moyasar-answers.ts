/**
 * Moyasar's answers as the client reads them: only the fields Ajjir uses, any others let through
 * unread, and each turned into the gateway's own types and states (gateway.ts). Moyasar's status
 * names stop here; the whole answer is kept as `raw`.
 */
import { z } from 'zod';
import type {
  GatewayPayment,
  GatewayPaymentPage,
  GatewayPaymentState,
  GatewayPayout,
  GatewayPayoutState,
  PaymentPageState,
} from './gateway';

/** Moyasar documents text values; its examples also show numbers, which are read as text. */
const metadata = z
  .record(z.string(), z.unknown())
  .nullish()
  .transform((record) => {
    if (!record) return null;
    const entries = Object.entries(record).filter(([, value]) => value !== null && value !== undefined);
    return Object.fromEntries(entries.map(([key, value]) => [key, String(value)]));
  });

/**
 * Moyasar's payment statuses, all eight it documents (one example in its docs spells a voided
 * payment "void"); any other is read as `unknown`, so one new status never fails a whole list.
 */
const MOYASAR_PAYMENT_STATES = {
  initiated: 'pending',
  authorized: 'authorised',
  paid: 'paid',
  captured: 'paid',
  // Refunded, in part or in whole: the money moved first; how much came back is in `refunded`.
  refunded: 'paid',
  failed: 'failed',
  voided: 'voided',
  void: 'voided',
  // The card was checked while it was saved (a token): the authorisation is voided, nothing moved.
  verified: 'verified',
} as const satisfies Record<string, GatewayPaymentState>;

const paymentStatus = z.string();
const stateOfStatus = (status: string): GatewayPaymentState =>
  Object.hasOwn(MOYASAR_PAYMENT_STATES, status)
    ? MOYASAR_PAYMENT_STATES[status as keyof typeof MOYASAR_PAYMENT_STATES]
    : 'unknown';

const paymentSchema = z.looseObject({
  id: z.string(),
  status: paymentStatus,
  amount: z.number().int(),
  refunded: z.number().int().nullish(),
  currency: z.string(),
  invoice_id: z.string().nullish(),
  created_at: z.string(),
  metadata,
  source: z
    .object({
      type: z.string(),
      company: z.string().nullish(),
      number: z.string().nullish(),
      message: z.string().nullish(),
    })
    .nullish(),
});
type MoyasarPayment = z.output<typeof paymentSchema>;

/** A card's scheme names its method; the wallets (stcpay, applepay) are named by their type. */
function methodOf(source: MoyasarPayment['source']): string | null {
  if (!source) return null;
  return source.type === 'creditcard' ? (source.company ?? null) : source.type;
}

/** The last four digits of a masked number ("XXXX-XXXX-XXXX-1010"). */
function last4Of(source: MoyasarPayment['source']): string | null {
  return /(\d{4})$/.exec(source?.number ?? '')?.[1] ?? null;
}

function paymentFromMoyasar(payment: MoyasarPayment): GatewayPayment {
  return {
    id: payment.id,
    state: stateOfStatus(payment.status),
    amount: payment.amount,
    refunded: payment.refunded ?? 0,
    currency: payment.currency,
    pageId: payment.invoice_id ?? null,
    method: methodOf(payment.source),
    last4: last4Of(payment.source),
    message: payment.source?.message ?? null,
    createdAt: payment.created_at,
    metadata: payment.metadata,
    raw: payment,
  };
}

export const moyasarPayment = paymentSchema.transform(paymentFromMoyasar);

/** A list's `meta`: only the next page is read. */
const listMeta = z.object({ next_page: z.number().int().nullish() }).nullish();

export const moyasarPaymentList = z
  .object({
    payments: z.array(moyasarPayment),
    meta: listMeta,
  })
  .transform(({ payments, meta }) => ({ payments, nextPage: meta?.next_page ?? null }));

/**
 * Moyasar's invoice statuses as a payment page's state. A `failed` invoice had a declined attempt
 * and still takes payments; `on_hold` waits on the payer's bank.
 */
const MOYASAR_PAGE_STATES = {
  initiated: 'open',
  on_hold: 'open',
  failed: 'open',
  paid: 'paid',
  refunded: 'paid',
  canceled: 'closed',
  expired: 'closed',
  voided: 'closed',
} as const satisfies Record<string, PaymentPageState>;

export const moyasarInvoice = z
  .looseObject({
    id: z.string(),
    status: z.string(),
    amount: z.number().int(),
    currency: z.string(),
    url: z.string(),
    // A list of invoices carries no payments; one invoice does.
    payments: z.array(moyasarPayment).nullish(),
    metadata,
  })
  .transform(
    ({ payments, ...invoice }): GatewayPaymentPage => ({
      id: invoice.id,
      // A status Moyasar added since: still open here; what was paid on it is read from its payments.
      state: Object.hasOwn(MOYASAR_PAGE_STATES, invoice.status)
        ? MOYASAR_PAGE_STATES[invoice.status as keyof typeof MOYASAR_PAGE_STATES]
        : 'open',
      amount: invoice.amount,
      currency: invoice.currency,
      url: invoice.url,
      payments: payments ?? [],
      metadata: invoice.metadata,
      raw: invoice,
    }),
  );

/** Moyasar's payout statuses: queued and initiated are both on their way; a canceled one failed. */
const MOYASAR_PAYOUT_STATES = {
  queued: 'pending',
  initiated: 'pending',
  paid: 'paid',
  failed: 'failed',
  canceled: 'failed',
  returned: 'returned',
} as const satisfies Record<string, GatewayPayoutState>;

/** Moyasar's 16-digit sequence number of a payout is Ajjir's payout number, padded (moyasar-client.ts). */
export const sequenceNumberOf = (payoutNumber: number): string => String(payoutNumber).padStart(16, '0');

const numberOfSequence = (sequence: string | null | undefined): number | null =>
  sequence && /^\d{1,16}$/.test(sequence) ? Number(sequence) : null;

export const moyasarPayout = z
  .looseObject({
    id: z.string(),
    status: z.enum(Object.keys(MOYASAR_PAYOUT_STATES) as [keyof typeof MOYASAR_PAYOUT_STATES]),
    amount: z.number().int(),
    // The payout object has both; Moyasar's example of its list shows neither.
    sequence_number: z.string().nullish(),
    message: z.string().nullish(),
    failure_reason: z.string().nullish(),
    metadata,
  })
  .transform(
    (payout): GatewayPayout => ({
      id: payout.id,
      state: MOYASAR_PAYOUT_STATES[payout.status],
      amount: payout.amount,
      number: numberOfSequence(payout.sequence_number),
      message: payout.message ?? null,
      failureReason: payout.failure_reason ?? null,
      metadata: payout.metadata,
      raw: payout,
    }),
  );

export const moyasarPayoutList = z
  .object({ payouts: z.array(moyasarPayout), meta: listMeta })
  .transform(({ payouts, meta }) => ({ payouts, nextPage: meta?.next_page ?? null }));

/** Moyasar's error body; `errors` is an object of field → reasons, a string, or null. */
export const moyasarError = z.object({
  type: z.string().nullish(),
  message: z.string().nullish(),
  errors: z.union([z.record(z.string(), z.unknown()), z.string()]).nullish(),
});
