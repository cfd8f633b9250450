/**
 * The sandbox's JSON API under `/v1`: invoices, payments, refunds and payouts, with Moyasar's
 * paths, keys and answers (docs/payments-sandbox.md).
 */
import type { FastifyInstance } from 'fastify';
import {
  checkReturnAddresses,
  requirePaymentKey,
  requireSecretKey,
  type SandboxContext,
  textOf,
} from './sandbox-context';
import {
  fieldRefusal,
  invoiceRequestOf,
  paymentRequestOf,
  payoutRequestOf,
  refundRequestOf,
} from './sandbox-requests';
import type { ListFilter } from './sandbox-store';

type Query = Record<string, unknown>;
type IdParams = { id: string };

const DEFAULT_PER_PAGE = 40;
const MAX_PER_PAGE = 100;

function positiveOf(query: Query, name: string, fallback: number, max = Number.MAX_SAFE_INTEGER): number {
  const value = textOf(query[name]);
  if (value === null) return fallback;
  if (!/^\d+$/.test(value) || Number(value) < 1) throw fieldRefusal(name, 'must be a positive integer');
  return Math.min(Number(value), max);
}

function dateOf(query: Query, name: string): Date | null {
  const value = textOf(query[name]);
  if (value === null) return null;
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) throw fieldRefusal(name, 'must be a valid date');
  return date;
}

/** `metadata[key]=value` pairs of a query, as Moyasar's list filters take them. */
function metadataFilterOf(query: Query): Record<string, string> {
  const filter: Record<string, string> = {};
  for (const [name, value] of Object.entries(query)) {
    const key = /^metadata\[(.+)\]$/.exec(name)?.[1];
    const text = textOf(value);
    if (key && text !== null) filter[key] = text;
  }
  return filter;
}

function listFilterOf(query: Query): ListFilter {
  return {
    page: positiveOf(query, 'page', 1),
    per: positiveOf(query, 'per', DEFAULT_PER_PAGE, MAX_PER_PAGE),
    status: textOf(query.status),
    createdAfter: dateOf(query, 'created[gt]'),
    createdBefore: dateOf(query, 'created[lt]'),
    metadata: metadataFilterOf(query),
  };
}

/** What the API needs of the webhook: its verification (sandbox-webhooks.ts). */
interface WebhookVerifier {
  verify(id: string, code: string): unknown;
}

export function registerSandboxApi(
  app: FastifyInstance,
  context: SandboxContext,
  webhooks: WebhookVerifier,
): void {
  const { store } = context;
  const secret = { preHandler: requireSecretKey(context) };

  // Moyasar's "Verify Webhook": the 6-digit code its webhook_verification event carried.
  app.post<{ Params: IdParams; Body: { code?: unknown } }>(
    '/v1/webhooks/:id/verify',
    secret,
    async (request) => webhooks.verify(request.params.id, textOf(request.body?.code) ?? ''),
  );

  app.post('/v1/invoices', secret, async (request, reply) => {
    const invoice = invoiceRequestOf(request.body);
    checkReturnAddresses(context, {
      callback_url: invoice.callback_url,
      success_url: invoice.success_url,
      back_url: invoice.back_url,
    });
    return reply.code(201).send(store.createInvoice(invoice));
  });
  app.get<{ Params: IdParams }>('/v1/invoices/:id', secret, async (request) =>
    store.fetchInvoice(request.params.id),
  );
  app.put<{ Params: IdParams }>('/v1/invoices/:id/cancel', secret, async (request) =>
    store.cancelInvoice(request.params.id),
  );

  app.post('/v1/payments', { preHandler: requirePaymentKey(context) }, async (request, reply) => {
    const payment = paymentRequestOf(request.body, context.now());
    checkReturnAddresses(context, { callback_url: payment.callback_url });
    return reply.code(201).send(store.createPayment(payment, request.ip));
  });
  app.get<{ Params: IdParams }>('/v1/payments/:id', secret, async (request) =>
    store.fetchPayment(request.params.id),
  );
  app.get<{ Querystring: Query }>('/v1/payments', secret, async (request) => {
    const { items, meta } = store.listPayments(listFilterOf(request.query));
    return { payments: items, meta };
  });
  app.post<{ Params: IdParams }>('/v1/payments/:id/refund', secret, async (request) =>
    store.refundPayment(request.params.id, refundRequestOf(request.body).amount),
  );

  app.post('/v1/payouts', secret, async (request, reply) =>
    reply.code(201).send(store.createPayout(payoutRequestOf(request.body))),
  );
  app.get<{ Params: IdParams }>('/v1/payouts/:id', secret, async (request) =>
    store.fetchPayout(request.params.id),
  );
  app.get<{ Querystring: Query }>('/v1/payouts', secret, async (request) => {
    const { items, meta } = store.listPayouts(
      positiveOf(request.query, 'page', 1),
      positiveOf(request.query, 'per', DEFAULT_PER_PAGE, MAX_PER_PAGE),
    );
    return { payouts: items, meta };
  });
}
