/**
 * The gateway over Moyasar's REST API (docs/decisions/0044-payments.md): HTTP Basic with the secret
 * key as user name, JSON both ways, and a time limit on every call. What could not be asked (a
 * network error, a timeout, 429, 5xx) is `unavailable`; what Moyasar turned down (any other 4xx)
 * is `refused`, with Moyasar's own `type` and words.
 */
import type { z } from 'zod';
import { assertOutsideTransaction } from '../../../db/transaction-scope';
import {
  DuplicatePayoutError,
  GatewayError,
  type GatewayPaymentPage,
  type NewPaymentPage,
  type NewPayout,
  type PaymentGateway,
} from './gateway';
import {
  moyasarError,
  moyasarInvoice,
  moyasarPayment,
  moyasarPaymentList,
  moyasarPayout,
  moyasarPayoutList,
  sequenceNumberOf,
} from './moyasar-answers';
import { readMoyasarWebhook } from './moyasar-webhook';

export interface MoyasarGatewayOptions {
  /** The API's base, version included: `https://api.moyasar.com/v1`, or the sandbox's `…/v1`. */
  apiUrl: string;
  secretKey: string;
  /** The payout account (`source_id`) payouts are sent from; without it payouts are refused. */
  payoutAccountId?: string;
  /** The `secret_token` Moyasar puts in each webhook's body. */
  webhookSecret: string;
  timeoutMs?: number;
  fetch?: typeof globalThis.fetch;
}

type Method = 'GET' | 'POST' | 'PUT';

/** Pages of payouts read for one with a given number after a refused send (newest first). */
const PAYOUT_PAGES_SEARCHED = 5;

/** A refusal's words: Moyasar's message, then each field's reasons. */
function refusalMessageOf(body: z.output<typeof moyasarError>, status: number): string {
  const message = body.message ?? `Moyasar answered ${status}`;
  if (!body.errors) return message;
  if (typeof body.errors === 'string') return `${message}: ${body.errors}`;
  const fields = Object.entries(body.errors).map(([field, why]) => `${field} ${[why].flat().join(', ')}`);
  return `${message}: ${fields.join('; ')}`;
}

function errorOfAnswer(status: number, text: string): GatewayError {
  let parsed: unknown = null;
  try {
    parsed = JSON.parse(text);
  } catch {}
  const body = moyasarError.safeParse(parsed).data ?? {};
  // Only a 4xx other than 429 says the request itself was wrong; anything else may pass later.
  const refused = status >= 400 && status < 500 && status !== 429;
  return new GatewayError(
    refused ? 'refused' : 'unavailable',
    refusalMessageOf(body, status),
    status,
    body.type ?? null,
  );
}

function errorOfFailure(error: unknown, timeoutMs: number): GatewayError {
  const timedOut = error instanceof Error && error.name === 'TimeoutError';
  const why = timedOut
    ? `no answer within ${timeoutMs} ms`
    : error instanceof Error
      ? error.message
      : 'unknown';
  return new GatewayError('unavailable', `Moyasar could not be reached: ${why}`);
}

export function createMoyasarGateway(options: MoyasarGatewayOptions): PaymentGateway {
  const {
    apiUrl,
    secretKey,
    payoutAccountId,
    webhookSecret,
    timeoutMs = 15_000,
    fetch = globalThis.fetch,
  } = options;
  const base = apiUrl.replace(/\/+$/, '');
  const authorization = `Basic ${Buffer.from(`${secretKey}:`).toString('base64')}`;

  /** The answer's status and text; a call that got no answer throws `unavailable`. */
  async function send(
    method: Method,
    path: string,
    body?: unknown,
  ): Promise<{ status: number; text: string }> {
    assertOutsideTransaction(`Moyasar ${method} ${path.split('?')[0]}`);
    try {
      const response = await fetch(`${base}${path}`, {
        method,
        headers: {
          authorization,
          accept: 'application/json',
          ...(body !== undefined && { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        // A redirect is not one of Moyasar's answers; it is reported, not followed with the key.
        redirect: 'manual',
        signal: AbortSignal.timeout(timeoutMs),
      });
      return { status: response.status, text: await response.text() };
    } catch (error) {
      throw errorOfFailure(error, timeoutMs);
    }
  }

  /**
   * A 2xx whose body does not read is `unavailable`: the call may have been made, so the caller
   * asks again by id, as it would after a timeout (docs/decisions/0044-payments.md).
   */
  function read<S extends z.ZodType>(schema: S, status: number, text: string): z.output<S> {
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {}
    const result = schema.safeParse(json);
    if (result.success) return result.data;
    throw new GatewayError('unavailable', `Moyasar answered ${status} with an unexpected body`, status);
  }

  async function call<S extends z.ZodType>(schema: S, method: Method, path: string, body?: unknown) {
    const { status, text } = await send(method, path, body);
    if (status < 200 || status >= 300) throw errorOfAnswer(status, text);
    return read(schema, status, text);
  }

  const id = (value: string) => encodeURIComponent(value);

  async function cancelInvoice(invoiceId: string): Promise<GatewayPaymentPage> {
    const { status, text } = await send('PUT', `/invoices/${id(invoiceId)}/cancel`);
    if (status < 200 || status >= 300) throw errorOfAnswer(status, text);
    // Moyasar's SDKs allow for an update answered with no body: the invoice is then asked for.
    if (text.trim() === '') return call(moyasarInvoice, 'GET', `/invoices/${id(invoiceId)}`);
    return read(moyasarInvoice, status, text);
  }

  /** Whether the gateway lists a payout numbered so, among its newest pages (PAYOUT_PAGES_SEARCHED). */
  async function payoutWithNumberExists(number: number): Promise<boolean> {
    let page: number | null = 1;
    for (let read = 0; page !== null && read < PAYOUT_PAGES_SEARCHED; read += 1) {
      const answer: { payouts: { number: number | null }[]; nextPage: number | null } = await call(
        moyasarPayoutList,
        'GET',
        `/payouts?${new URLSearchParams({ page: String(page) })}`,
      );
      if (answer.payouts.some((payout) => payout.number === number)) return true;
      page = answer.nextPage;
    }
    return false;
  }

  return {
    name: 'moyasar',
    createPaymentPage: (input: NewPaymentPage) =>
      call(moyasarInvoice, 'POST', '/invoices', {
        amount: input.amount,
        currency: 'SAR',
        description: input.description,
        success_url: input.successUrl,
        back_url: input.backUrl,
        expired_at: input.expiresAt.toISOString(),
        metadata: input.metadata,
      }),
    fetchPaymentPage: (invoiceId) => call(moyasarInvoice, 'GET', `/invoices/${id(invoiceId)}`),
    closePaymentPage: cancelInvoice,
    fetchPayment: (paymentId) => call(moyasarPayment, 'GET', `/payments/${id(paymentId)}`),
    refund: (paymentId, amount) =>
      call(moyasarPayment, 'POST', `/payments/${id(paymentId)}/refund`, { amount }),
    listPayments: async ({ createdFrom, createdTo, page }) => {
      // Moyasar's bounds are both strict; one millisecond less makes `from` inclusive, and what
      // that lets in from before it is left out here.
      const query = new URLSearchParams({
        page: String(page),
        'created[gt]': new Date(createdFrom.getTime() - 1).toISOString(),
        'created[lt]': createdTo.toISOString(),
      });
      const { payments, nextPage } = await call(moyasarPaymentList, 'GET', `/payments?${query}`);
      const from = createdFrom.getTime();
      return { payments: payments.filter((payment) => Date.parse(payment.createdAt) >= from), nextPage };
    },
    sendPayout: (input) => {
      if (!payoutAccountId) {
        return Promise.reject(
          new GatewayError('refused', 'No Moyasar payout account is set (payoutAccountId)'),
        );
      }
      return call(moyasarPayout, 'POST', '/payouts', payoutBodyOf(input, payoutAccountId)).catch(
        async (error: unknown) => {
          const refusal = sequenceRefusalOf(error);
          if (refusal instanceof DuplicatePayoutError || !(refusal instanceof GatewayError)) throw refusal;
          if (refusal.kind !== 'refused') throw refusal;
          // Moyasar documents no answer for a used sequence number: whatever the refusal says, a
          // payout with ours already there means it was sent (docs/decisions/0049-moyasar-fidelity.md).
          if (await payoutWithNumberExists(input.number)) {
            throw new DuplicatePayoutError('refused', refusal.message, refusal.status, refusal.type);
          }
          throw refusal;
        },
      );
    },
    fetchPayout: (payoutId) => call(moyasarPayout, 'GET', `/payouts/${id(payoutId)}`),
    // Moyasar documents `page` alone for this list, so no filter is sent (docs/payments-sandbox.md).
    listPayouts: (page) =>
      call(moyasarPayoutList, 'GET', `/payouts?${new URLSearchParams({ page: String(page) })}`),
    readWebhook: (body) => readMoyasarWebhook(body, webhookSecret),
  };
}

/**
 * Moyasar's words for a sequence number used before ("Sequence number is already used"), or a
 * field refusal naming `sequence_number` as taken: its documentation gives no code for this case.
 */
const SEQUENCE_USED = /sequence.?number.*\b(already|used|taken)\b/i;

function sequenceRefusalOf(error: unknown): unknown {
  if (!(error instanceof GatewayError) || error.kind !== 'refused' || !SEQUENCE_USED.test(error.message)) {
    return error;
  }
  return new DuplicatePayoutError('refused', error.message, error.status, error.type);
}

/**
 * A payout to a Saudi bank account. Ajjir pays owners what their rentals earned, so the purpose is
 * always `bills_or_rent`; the sequence number makes a repeated send a refused duplicate.
 */
function payoutBodyOf(input: NewPayout, sourceId: string) {
  return {
    source_id: sourceId,
    sequence_number: sequenceNumberOf(input.number),
    amount: input.amount,
    currency: 'SAR',
    purpose: 'bills_or_rent',
    destination: {
      type: 'bank',
      iban: input.iban,
      name: input.holderName,
      country: 'SA',
      ...(input.holderMobile && { mobile: input.holderMobile }),
      ...(input.holderCity && { city: input.holderCity }),
    },
    comment: input.comment,
    metadata: input.metadata,
  };
}
