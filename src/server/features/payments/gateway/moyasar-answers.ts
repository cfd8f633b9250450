/**
 * Moyasar's answers as the client reads them: only the fields Ajjir uses, any others let through
 * unread, and each turned into the gateway's own types (gateway.ts).
 */
import { PAYMENT_STATUSES } from '@shared/constants';
import { z } from 'zod';
import type { GatewayInvoice, GatewayPayment, GatewayPayout } from './gateway';

/** Moyasar documents text values; its examples also show numbers, which are read as text. */
const metadata = z
  .record(z.string(), z.unknown())
  .nullish()
  .transform((record) => {
    if (!record) return null;
    const entries = Object.entries(record).filter(([, value]) => value !== null && value !== undefined);
    return Object.fromEntries(entries.map(([key, value]) => [key, String(value)]));
  });

// One example in Moyasar's docs spells a voided payment "void".
const paymentStatus = z.preprocess(
  (status) => (status === 'void' ? 'voided' : status),
  z.enum(PAYMENT_STATUSES),
);

const paymentSchema = z.object({
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
    status: payment.status,
    amount: payment.amount,
    refunded: payment.refunded ?? 0,
    currency: payment.currency,
    invoiceId: payment.invoice_id ?? null,
    method: methodOf(payment.source),
    last4: last4Of(payment.source),
    message: payment.source?.message ?? null,
    createdAt: payment.created_at,
    metadata: payment.metadata,
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

const INVOICE_STATUSES = [
  'initiated',
  'paid',
  'failed',
  'refunded',
  'canceled',
  'on_hold',
  'expired',
  'voided',
] as const satisfies readonly GatewayInvoice['status'][];

export const moyasarInvoice = z
  .object({
    id: z.string(),
    status: z.enum(INVOICE_STATUSES),
    amount: z.number().int(),
    currency: z.string(),
    url: z.string(),
    // A list of invoices carries no payments; one invoice does.
    payments: z.array(moyasarPayment).nullish(),
    metadata,
  })
  .transform(
    (invoice): GatewayInvoice => ({
      id: invoice.id,
      status: invoice.status,
      amount: invoice.amount,
      currency: invoice.currency,
      url: invoice.url,
      payments: invoice.payments ?? [],
      metadata: invoice.metadata,
    }),
  );

const PAYOUT_STATUSES = [
  'queued',
  'initiated',
  'paid',
  'failed',
  'canceled',
  'returned',
] as const satisfies readonly GatewayPayout['status'][];

export const moyasarPayout = z
  .object({
    id: z.string(),
    status: z.enum(PAYOUT_STATUSES),
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
      status: payout.status,
      amount: payout.amount,
      sequenceNumber: payout.sequence_number ?? null,
      message: payout.message ?? null,
      failureReason: payout.failure_reason ?? null,
      metadata: payout.metadata,
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
