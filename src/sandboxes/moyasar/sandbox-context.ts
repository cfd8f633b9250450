/** What the sandbox's routes share: its store, keys and clock, and small helpers for answers. */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { authenticationError, fieldRefusal } from './sandbox-requests';
import type { PaymentJson, SandboxStore } from './sandbox-store';

export interface SandboxContext {
  store: SandboxStore;
  secretKey: string;
  publishableKey: string;
  publicBase: () => string;
  now: () => Date;
  /**
   * The origins a payer may be sent back to, or a paid invoice posted to (`callback_url`,
   * `success_url`, `back_url`); null takes any. The app's own sandbox takes its own origin only, so
   * that it is nobody's open redirect (docs/payments-sandbox.md).
   */
  returnOrigins: string[] | null;
}

/** Refuses a return address on another origin than those allowed (SandboxContext.returnOrigins). */
export function checkReturnAddresses(
  context: Pick<SandboxContext, 'returnOrigins'>,
  addresses: Record<string, string | null | undefined>,
): void {
  const allowed = context.returnOrigins;
  if (!allowed) return;
  for (const [field, address] of Object.entries(addresses)) {
    if (!address) continue;
    let origin: string | null = null;
    try {
      origin = new URL(address).origin;
    } catch {}
    if (!origin || !allowed.includes(origin)) throw fieldRefusal(field, 'must be on the merchant’s own site');
  }
}

/** The username of HTTP Basic: the API key. Some SDKs leave out the colon; both are read. */
export function basicKeyOf(request: FastifyRequest): string | null {
  const match = /^Basic\s+(\S+)$/i.exec(request.headers.authorization ?? '');
  if (!match?.[1]) return null;
  const decoded = Buffer.from(match[1], 'base64').toString('utf8');
  return decoded.split(':')[0] ?? null;
}

/** Every API call but creating a payment wants the secret key. */
export function requireSecretKey(context: SandboxContext) {
  return async (request: FastifyRequest) => {
    if (basicKeyOf(request) !== context.secretKey) throw authenticationError();
  };
}

/** Creating a payment also takes the publishable key, in the header or as `publishable_api_key`. */
export function requirePaymentKey(context: SandboxContext) {
  return async (request: FastifyRequest) => {
    const body = request.body as { publishable_api_key?: unknown } | undefined;
    const key = basicKeyOf(request) ?? body?.publishable_api_key;
    if (key !== context.secretKey && key !== context.publishableKey) throw authenticationError();
  };
}

/** The addresses each page's forms may lead to, for its Content Security Policy's form-action. */
export const formTargets = new WeakMap<FastifyRequest, string[]>();

export function sendPage(
  request: FastifyRequest,
  reply: FastifyReply,
  html: string,
  targets: (string | null)[] = [],
  status = 200,
) {
  formTargets.set(
    request,
    targets.filter((target): target is string => target !== null),
  );
  return reply.code(status).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(html);
}

/** Where a step sends the payer back: `callback_url` with the payment's id, status and message. */
export function callbackOf(payment: PaymentJson): string | null {
  if (!payment.callback_url) return null;
  const url = new URL(payment.callback_url);
  url.searchParams.set('id', payment.id);
  url.searchParams.set('status', payment.status);
  url.searchParams.set('message', payment.source.message ?? '');
  return url.toString();
}

/** One value of a query or form field, as text. */
export function textOf(value: unknown): string | null {
  const first = Array.isArray(value) ? value[0] : value;
  return typeof first === 'string' ? first : null;
}
