/**
 * A Nafath-compatible sandbox (docs/nafath-sandbox.md): the part of Elm's Nafath API that Ajjir
 * uses, the signed callback, and a page standing in for the Nafath app on a phone, kept in memory.
 * Mounted in the app under a prefix (`nafathSandbox`, loaded only by a dynamic import, as the
 * Moyasar sandbox is: docs/decisions/0047-money-architecture.md), or run as a server of its own
 * (`startNafathSandbox`). It imports nothing of the app, and checks nothing with the government.
 */
import Fastify, { type FastifyError, type FastifyInstance, type FastifyReply } from 'fastify';
import { registerSandboxApi } from './sandbox-api';
import {
  type CallbackDelivery,
  createCallbackSender,
  DEFAULT_CALLBACK_RETRY_DELAYS_MS,
} from './sandbox-callbacks';
import { claimsOf } from './sandbox-claims';
import { noSuchPath, SandboxError } from './sandbox-errors';
import { registerSandboxPages } from './sandbox-page-routes';
import { createSigner } from './sandbox-signing';
import { createSandboxStore, type SandboxRequest } from './sandbox-store';

export type { CallbackDelivery } from './sandbox-callbacks';
export { TEST_PEOPLE } from './sandbox-people';
export type { SandboxRequest } from './sandbox-store';

/** The sandbox's keys unless others are given; a server open to others should give its own. */
export const SANDBOX_KEYS = {
  appId: 'ajjir-nafath-sandbox',
  appKey: 'nafath-sandbox-key-0000000000000000',
} as const;

export interface NafathSandboxOptions {
  appId?: string;
  appKey?: string;
  /** Where callbacks are POSTed, asked each time one is sent; none are sent without it. */
  callbackUrl?: () => string;
  /** How long a request waits for the person (180 s, as Elm's "decision interval"). */
  requestTtlSeconds?: number;
  /** Waiting requests kept at most (10 000): a new one past it is answered 429. */
  maxWaitingRequests?: number;
  /** The waits between callback attempts after a failed one (1 s, 5 s, 15 s, 30 s; tests pass less). */
  callbackRetryDelaysMs?: number[];
  /** The token's `aud`: the service provider's name registered with Elm ("Ajjir"). */
  audience?: string;
  now?: () => Date;
  /** Given the control handle once the sandbox is set up (tests, the standalone server). */
  onControl?: (control: NafathSandboxControl) => void;
}

/** A handle for tests: answer as the person would, and see what the sandbox holds and has sent. */
export interface NafathSandboxControl {
  /** The person chose the right number; throws when the request is not waiting. */
  approve(transId: string): void;
  reject(transId: string): void;
  /** The request's time runs out now. */
  expire(transId: string): void;
  /** Every request kept, oldest first. */
  requests(): SandboxRequest[];
  /** Callbacks sent (the newest thousand), each with its attempts. */
  callbacks(): CallbackDelivery[];
  /** Signs with a new key from now on; the old one stays published beside it. */
  rotateKey(): void;
}

const DEFAULT_TTL_SECONDS = 180;
const DEFAULT_MAX_WAITING = 10_000;
/** How often waiting requests are looked at for expiry (each call also looks). */
const SWEEP_MS = 1000;

function answerError(error: FastifyError | SandboxError, reply: FastifyReply) {
  if (error instanceof SandboxError) return reply.code(error.status).send(error.body());
  const status = error.statusCode ?? 500;
  if (status >= 500) reply.log.error(error);
  const message = status >= 500 ? 'Internal Server Error' : error.message;
  return reply.code(status).send({ status: String(status), message });
}

/** No script, no asset of another origin; forms post to the sandbox only. */
const POLICY =
  "default-src 'none'; style-src 'unsafe-inline'; img-src data:; form-action 'self'; base-uri 'none'; frame-ancestors 'none'";

function registerPlumbing(app: FastifyInstance): void {
  // The phone's forms post form-encoded; the app this is mounted in may read no such bodies.
  if (!app.hasContentTypeParser('application/x-www-form-urlencoded')) {
    app.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 16 * 1024 },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );
  }
  app.setErrorHandler<FastifyError | SandboxError>((error, _request, reply) => answerError(error, reply));
  app.setNotFoundHandler((_request, reply) => reply.code(404).send(noSuchPath().body()));
  // Set last, so that it replaces what the hosting app's security headers put on the same answer.
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('content-security-policy', POLICY);
    return payload;
  });
}

function controlOf(
  store: ReturnType<typeof createSandboxStore>,
  signer: ReturnType<typeof createSigner>,
  callbacks: ReturnType<typeof createCallbackSender>,
): NafathSandboxControl {
  const decide = (transId: string, status: 'COMPLETED' | 'REJECTED' | 'EXPIRED') => {
    if (!store.decide(transId, status)) throw new Error(`No waiting Nafath request ${transId}`);
  };
  return {
    approve: (transId) => decide(transId, 'COMPLETED'),
    reject: (transId) => decide(transId, 'REJECTED'),
    expire: (transId) => decide(transId, 'EXPIRED'),
    requests: store.all,
    callbacks: callbacks.deliveries,
    rotateKey: signer.rotate,
  };
}

/** The Fastify plugin; register it with a prefix (`/sandbox/nafath`). */
export async function nafathSandbox(app: FastifyInstance, options: NafathSandboxOptions): Promise<void> {
  const now = options.now ?? (() => new Date());
  const signer = createSigner();
  const audience = options.audience ?? 'Ajjir';
  const callbacks = createCallbackSender({
    url: options.callbackUrl,
    retryDelaysMs: options.callbackRetryDelaysMs ?? DEFAULT_CALLBACK_RETRY_DELAYS_MS,
    now,
  });
  const store = createSandboxStore({
    now,
    requestTtlMs: (options.requestTtlSeconds ?? DEFAULT_TTL_SECONDS) * 1000,
    maxWaiting: options.maxWaitingRequests ?? DEFAULT_MAX_WAITING,
    onFinished: (request) =>
      callbacks.send({
        token: signer.sign(claimsOf(request, audience, now())),
        transId: request.transId,
        requestId: request.requestId,
      }),
  });
  registerPlumbing(app);
  registerSandboxApi(app, {
    store,
    signer,
    appId: options.appId ?? SANDBOX_KEYS.appId,
    appKey: options.appKey ?? SANDBOX_KEYS.appKey,
  });
  registerSandboxPages(app, { store, now });
  // Requests nobody asks about still expire, and their callbacks go out.
  const sweep = setInterval(store.expireDue, SWEEP_MS);
  sweep.unref();
  app.addHook('onClose', async () => {
    clearInterval(sweep);
    callbacks.close();
  });
  options.onControl?.(controlOf(store, signer, callbacks));
}

export interface RunningNafathSandbox {
  /** Where it listens (`http://127.0.0.1:PORT`): also the API's base, as `createElmNafathClient` takes it. */
  url: string;
  control: NafathSandboxControl;
  close(): Promise<void>;
}

export type StandaloneNafathSandboxOptions = Omit<NafathSandboxOptions, 'onControl'> & {
  host?: string;
  /** 0 (the default) lets the system choose. */
  port?: number;
};

/** The sandbox as a server of its own, at the root of its address. */
export async function startNafathSandbox(
  options: StandaloneNafathSandboxOptions = {},
): Promise<RunningNafathSandbox> {
  const app = Fastify({ logger: false });
  let control: NafathSandboxControl | undefined;
  await app.register(nafathSandbox, {
    ...options,
    onControl: (handle) => {
      control = handle;
    },
  });
  const url = await app.listen({ host: options.host ?? '127.0.0.1', port: options.port ?? 0 });
  if (!control) throw new Error('The sandbox gave no control handle');
  return { url, control, close: () => app.close() };
}
