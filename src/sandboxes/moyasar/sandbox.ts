/**
 * A Moyasar-compatible sandbox (docs/decisions/0044-payments.md, docs/payments-sandbox.md): the
 * documented subset of Moyasar's API, its hosted invoice page and its test-mode outcomes, kept in
 * memory. Mounted in the app under a prefix (`moyasarSandbox`), or run as a server of its own
 * (`startMoyasarSandbox`, scripts/moyasar-sandbox.ts) when several processes must share it.
 */
import Fastify, { type FastifyError, type FastifyInstance, type FastifyReply } from 'fastify';
import { registerSandboxApi } from './sandbox-api';
import { basicKeyOf, formTargets, type SandboxContext } from './sandbox-context';
import { createFaults, type Fault } from './sandbox-faults';
import { registerSandboxPages } from './sandbox-page-routes';
import { SandboxError, tooManyRequests } from './sandbox-requests';
import { createSandboxStore, type InvoiceJson, type PaymentJson } from './sandbox-store';
import {
  createWebhookSender,
  DEFAULT_WEBHOOK_RETRY_DELAYS_MS,
  postJson,
  type WebhookAttempt,
  type WebhookDelivery,
  type WebhookVerification,
} from './sandbox-webhooks';

export type { Fault } from './sandbox-faults';
export type { InvoiceJson, PaymentJson, PayoutJson } from './sandbox-store';
export type { WebhookAttempt, WebhookDelivery, WebhookEnvelope } from './sandbox-webhooks';

/** The sandbox's keys unless others are given: test-mode prefixes, 40 characters after them. */
export const SANDBOX_KEYS = {
  secretKey: 'sk_test_sandbox000000000000000000000000000000000',
  publishableKey: 'pk_test_sandbox000000000000000000000000000000000',
  /** Any UUID is taken as a payout account (`source_id`); this one is for convenience. */
  payoutAccountId: '5a0d3c2e-7f41-4b8e-9d6a-0c1b2e3f4a5b',
} as const;

export interface MoyasarSandboxOptions {
  /** The address browsers use for the sandbox (`http://localhost:3000/sandbox/moyasar`). */
  publicBase: string | (() => string);
  secretKey?: string;
  publishableKey?: string;
  webhook?: { url: string | (() => string); secretToken: string; verification?: WebhookVerification };
  /** Return addresses on these origins only (SandboxContext.returnOrigins); any when left out. */
  returnOrigins?: string[];
  /** How many invoices, payments, payouts it keeps, each (10 000 unless given). */
  maxObjects?: number;
  /**
   * Calls without the secret key (payments made with the publishable key, the hosted pages) one
   * address may make per minute; no bound unless given. The app's own sandbox sets one: its public
   * side is open to anyone (payments/register.ts).
   */
  publicRequestsPerMinute?: number;
  /** The waits between webhook attempts after a failed one: 5 by Moyasar's rule. */
  webhookRetryDelaysMs?: number[];
  /** How long an initiated payout takes to settle (3 s; tests pass 0). */
  payoutSettleMs?: number;
  now?: () => Date;
  /** Given the control handle once the sandbox is set up (tests, the standalone server). */
  onControl?: (control: SandboxControl) => void;
}

/** A handle for tests: faults to inject, and what the sandbox holds and has sent. */
export interface SandboxControl {
  failNext(fault: Fault): void;
  clearFaults(): void;
  payments(): PaymentJson[];
  invoices(): InvoiceJson[];
  deliveries(): WebhookDelivery[];
  /** Sends the last webhook event once more; null when none was sent. */
  resendLast(): Promise<WebhookAttempt | null>;
  redeliver(eventId: string): Promise<WebhookAttempt>;
  /** The bank sends back a payout it had paid: the next fetch says `returned`. */
  returnPayout(payoutId: string): void;
  /**
   * Where Moyasar's documentation is silent, its other possible answer (docs/decisions/0049): a
   * second refund of one payment refused; a payout's used sequence number refused with a bare 409.
   */
  answerOtherwise(changes: { secondRefund?: boolean; usedSequence?: boolean }): void;
  /**
   * A coupon for the next payment made on a hosted page: that many halalas off, so the page is paid
   * with another amount than its own, as a coupon in Moyasar's dashboard does.
   */
  applyCoupon(halalas: number): void;
  /** Sets a payment's status as is, even one the sandbox never reaches itself (`verified`). */
  setPaymentStatus(paymentId: string, status: string): void;
  /** The configured webhook's id, and its verification event sent now (once) if it needs one. */
  webhookId(): string | null;
  announceWebhook(): Promise<void>;
  /** How many calls an `until` fault is holding right now. */
  held(): number;
  /** The API calls received, oldest first (the last thousand): what a test expects made once. */
  calls(): { method: string; path: string }[];
}

const NO_WEBHOOKS = {
  send: () => {},
  verify: (): never => {
    throw new SandboxError(404, 'api_error', 'Object not found');
  },
  announce: () => Promise.resolve(),
  webhookId: null,
  redeliver: () => Promise.reject(new Error('The sandbox has no webhook address')),
  deliveries: () => [],
  lastEventId: () => null,
  close: () => {},
};

function answerError(error: FastifyError | SandboxError, reply: FastifyReply) {
  if (error instanceof SandboxError) {
    return reply.code(error.status).send({ type: error.type, message: error.message, errors: error.errors });
  }
  const status = error.statusCode ?? 500;
  if (status >= 500) reply.log.error(error);
  const type = status >= 500 ? 'api_error' : 'invalid_request_error';
  const message = status >= 500 ? 'Internal Server Error' : error.message;
  return reply.code(status).send({ type, message, errors: null });
}

/** Only the page's own address and those its forms lead to; no script at all. */
function policyOf(targets: string[] = []): string {
  const formAction = ["'self'", ...new Set(targets)].join(' ');
  return `default-src 'none'; style-src 'unsafe-inline'; img-src 'self' data:; form-action ${formAction}; base-uri 'none'; frame-ancestors 'none'`;
}

/** How many API calls the sandbox remembers for `calls()`. */
const CALLS_KEPT = 1000;
const DEFAULT_MAX_OBJECTS = 10_000;
/** Addresses counted at once; beyond it, an address not counted yet waits for the next minute. */
const ADDRESSES_COUNTED = 10_000;

/**
 * Per address, calls made without the secret key in the minute since its first one. At most
 * ADDRESSES_COUNTED addresses are counted at once: beyond it the lapsed ones are forgotten, and a
 * new address waits while none has lapsed.
 */
function publicRateLimit(perMinute: number, now: () => Date) {
  const windows = new Map<string, { start: number; count: number }>();
  return (address: string): void => {
    const at = now().getTime();
    let window = windows.get(address);
    if (window && at - window.start >= 60_000) window = undefined;
    if (!window) {
      if (windows.size >= ADDRESSES_COUNTED) {
        for (const [key, each] of windows) if (at - each.start >= 60_000) windows.delete(key);
        if (windows.size >= ADDRESSES_COUNTED) throw tooManyRequests();
      }
      window = { start: at, count: 0 };
      windows.set(address, window);
    }
    window.count += 1;
    if (window.count > perMinute) throw tooManyRequests();
  };
}

function registerPlumbing(
  app: FastifyInstance,
  faults: ReturnType<typeof createFaults>,
  calls: { method: string; path: string }[],
  limits: { secretKey: string; countPublic: (address: string) => void },
): void {
  // Forms post form-encoded; the app this is mounted in may read no such bodies.
  if (!app.hasContentTypeParser('application/x-www-form-urlencoded')) {
    app.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 64 * 1024 },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );
  }
  app.setErrorHandler<FastifyError | SandboxError>((error, _request, reply) => answerError(error, reply));
  app.setNotFoundHandler((_request, reply) =>
    reply.code(404).send({ type: 'api_error', message: 'Object not found', errors: null }),
  );
  // Before the handler, once the request has been read whole: a slow call goes on after the client
  // gave up, as at Moyasar, so a test can lose the answer to a refund that was made.
  app.addHook('preHandler', async (request, reply) => {
    const path = (request.url.split('?')[0] ?? '').slice(app.prefix.length);
    if (basicKeyOf(request) !== limits.secretKey) limits.countPublic(request.ip);
    if (path.startsWith('/v1/')) {
      calls.push({ method: request.method, path });
      if (calls.length > CALLS_KEPT) calls.shift();
    }
    const fault = faults.take(request.method, path);
    if (!fault) return;
    if (fault.delayMs) await faults.wait(fault.delayMs);
    if (fault.until) await faults.hold(fault.until);
    if (fault.status) {
      const body = { type: 'api_error', message: 'Fault injected by the sandbox', errors: null };
      return reply.code(fault.status).send(body);
    }
  });
  // Set last, so that it replaces what the hosting app's security headers put on the same answer.
  app.addHook('onSend', async (request, reply, payload) => {
    reply.header('content-security-policy', policyOf(formTargets.get(request)));
    return payload;
  });
}

/** The Fastify plugin; register it with a prefix (`/sandbox/moyasar`). */
export async function moyasarSandbox(app: FastifyInstance, options: MoyasarSandboxOptions): Promise<void> {
  const now = options.now ?? (() => new Date());
  const { publicBase } = options;
  const webhooks = options.webhook
    ? createWebhookSender({
        ...options.webhook,
        retryDelaysMs: options.webhookRetryDelaysMs ?? DEFAULT_WEBHOOK_RETRY_DELAYS_MS,
        now,
      })
    : NO_WEBHOOKS;
  const closing = new AbortController();
  const store = createSandboxStore({
    publicBase: typeof publicBase === 'string' ? () => publicBase : publicBase,
    now,
    payoutSettleMs: options.payoutSettleMs ?? 3000,
    maxObjects: options.maxObjects ?? DEFAULT_MAX_OBJECTS,
    onPaymentEvent: webhooks.send,
    // Moyasar POSTs the paid invoice to its callback_url once; the sandbox tries once too.
    onInvoicePaid: (invoice) => {
      if (invoice.callbackUrl)
        void postJson(invoice.callbackUrl, store.fetchInvoice(invoice.id), closing.signal);
    },
  });
  const context: SandboxContext = {
    store,
    secretKey: options.secretKey ?? SANDBOX_KEYS.secretKey,
    publishableKey: options.publishableKey ?? SANDBOX_KEYS.publishableKey,
    publicBase: typeof publicBase === 'string' ? () => publicBase : publicBase,
    now,
    returnOrigins: options.returnOrigins ?? null,
  };
  const faults = createFaults();
  const calls: { method: string; path: string }[] = [];
  registerPlumbing(app, faults, calls, {
    secretKey: context.secretKey,
    countPublic: options.publicRequestsPerMinute
      ? publicRateLimit(options.publicRequestsPerMinute, () => new Date())
      : () => {},
  });
  registerSandboxApi(app, context, webhooks);
  registerSandboxPages(app, context);
  app.addHook('onClose', async () => {
    closing.abort();
    webhooks.close();
    faults.close();
  });
  options.onControl?.({
    failNext: faults.failNext,
    clearFaults: faults.clear,
    payments: store.allPayments,
    invoices: store.allInvoices,
    deliveries: webhooks.deliveries,
    resendLast: async () => {
      const id = webhooks.lastEventId();
      return id ? webhooks.redeliver(id) : null;
    },
    redeliver: webhooks.redeliver,
    returnPayout: store.returnPayout,
    setPaymentStatus: store.setPaymentStatus,
    applyCoupon: store.applyCoupon,
    answerOtherwise: store.answerOtherwise,
    webhookId: () => webhooks.webhookId,
    announceWebhook: webhooks.announce,
    held: faults.held,
    calls: () => [...calls],
  });
}

export interface RunningSandbox {
  /** Where it listens (`http://127.0.0.1:PORT`). */
  url: string;
  /** The API's base, as `createMoyasarGateway` takes it (`…/v1`). */
  apiUrl: string;
  control: SandboxControl;
  close(): Promise<void>;
}

export type StandaloneSandboxOptions = Omit<MoyasarSandboxOptions, 'publicBase' | 'onControl'> & {
  /** The address browsers use, when not where it listens (behind a proxy). */
  publicBase?: string;
  host?: string;
  /** 0 (the default) lets the system choose. */
  port?: number;
};

/** The sandbox as a server of its own, at the root of its address. */
export async function startMoyasarSandbox(options: StandaloneSandboxOptions = {}): Promise<RunningSandbox> {
  const app = Fastify({ logger: false });
  let listening = '';
  let control: SandboxControl | undefined;
  await app.register(moyasarSandbox, {
    ...options,
    publicBase: () => options.publicBase ?? listening,
    onControl: (handle) => {
      control = handle;
    },
  });
  listening = await app.listen({ host: options.host ?? '127.0.0.1', port: options.port ?? 0 });
  if (!control) throw new Error('The sandbox gave no control handle');
  return { url: listening, apiUrl: `${listening}/v1`, control, close: () => app.close() };
}
