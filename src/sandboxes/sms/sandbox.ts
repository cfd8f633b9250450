/**
 * A Taqnyat-compatible SMS sandbox (docs/sms-and-wathq-sandboxes.md): the documented subset of
 * Taqnyat's REST API (`POST /v1/messages`, `GET /account/balance`, `GET /system/status`), its
 * answers and errors in Taqnyat's shape, the last messages kept in memory, and an inbox page where a
 * demo user reads the code their phone would have received. No text message leaves it.
 *
 * Mounted in the app under a prefix (`smsSandbox`), or run as a server of its own (`startSmsSandbox`)
 * for tests. It imports nothing of the app (docs/decisions/0047-money-architecture.md).
 */
import { randomInt } from 'node:crypto';
import Fastify, {
  type FastifyError,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
} from 'fastify';
import { inboxHtml, inboxLanguageOf } from './sandbox-inbox';
import {
  createMessageStore,
  listed,
  phoneOf,
  type SandboxSms,
  segmentsOf,
  sendRequestOf,
  sortRecipients,
  TaqnyatError,
} from './sandbox-messages';

/** The bearer token the sandbox takes unless given another. */
export const SMS_SANDBOX_TOKEN = 'taqnyat-sandbox-token-00000000000000000000';

export type SmsFault = 'refused' | 'unavailable';

export interface SmsSandboxOptions {
  /** The bearer token it accepts (SMS_SANDBOX_TOKEN unless given). */
  token?: string;
  /** Registered sender names; any non-empty sender is taken when left out. */
  senders?: readonly string[];
  /** How many messages it keeps, oldest dropped first (1,000 unless given). */
  maxMessages?: number;
  now?: () => Date;
  /** Given the control handle once the sandbox is set up (tests, the standalone server). */
  onControl?: (control: SmsSandboxControl) => void;
}

/** A handle for tests: what the sandbox holds, and failures to answer. */
export interface SmsSandboxControl {
  /** Newest first; to one number when given (in any usual form: 05…, 9665…, +9665…). */
  messages(to?: string): SandboxSms[];
  /** The next send is answered 400 (`refused`) or 503 (`unavailable`), in Taqnyat's shape. */
  failNext(kind: SmsFault): void;
  clearFaults(): void;
  /** Forgets every message. */
  clear(): void;
}

const DEFAULT_MAX_MESSAGES = 1000;
const SEND_BODY_LIMIT = 64 * 1024;
const FAULT_ANSWERS: Record<SmsFault, number> = { refused: 400, unavailable: 503 };
/** Only the page's own address; no script at all. */
const PAGE_POLICY =
  "default-src 'none'; style-src 'unsafe-inline'; img-src data:; form-action 'self'; base-uri 'none'; frame-ancestors 'none'";

function answerError(error: FastifyError | TaqnyatError, reply: FastifyReply) {
  if (error instanceof TaqnyatError) {
    return reply.code(error.statusCode).send({ statusCode: error.statusCode, message: error.message });
  }
  const status = error.statusCode ?? 500;
  if (status >= 500) reply.log.error(error);
  const message = status >= 500 ? 'Internal Server Error' : error.message;
  return reply.code(status).send({ statusCode: status, message });
}

/** Taqnyat's words for a missing or wrong token, as its answers are quoted by its clients. */
function checkToken(request: FastifyRequest, token: string): void {
  if (request.headers.authorization !== `Bearer ${token}`) {
    throw new TaqnyatError(401, 'invalid credentials information');
  }
}

function registerPlumbing(app: FastifyInstance): void {
  app.setErrorHandler<FastifyError | TaqnyatError>((error, _request, reply) => answerError(error, reply));
  app.setNotFoundHandler((_request, reply) =>
    reply.code(404).send({ statusCode: 404, message: 'Not Found' }),
  );
  // Set last, so that it replaces what the hosting app's security headers put on the same page.
  app.addHook('onSend', async (_request, reply, payload) => {
    if (String(reply.getHeader('content-type') ?? '').startsWith('text/html')) {
      reply.header('content-security-policy', PAGE_POLICY);
      reply.header('cache-control', 'no-store');
    }
    return payload;
  });
}

interface SandboxState {
  token: string;
  senders: readonly string[] | null;
  store: ReturnType<typeof createMessageStore>;
  faults: SmsFault[];
  now: () => Date;
  nextMessageId: () => string;
}

function registerSend(app: FastifyInstance, state: SandboxState): void {
  app.post('/v1/messages', { bodyLimit: SEND_BODY_LIMIT }, async (request, reply) => {
    checkToken(request, state.token);
    const fault = state.faults.shift();
    if (fault) throw new TaqnyatError(FAULT_ANSWERS[fault], 'Fault injected by the sandbox');
    const send = sendRequestOf(request.body, state.senders);
    const { accepted, rejected } = sortRecipients(send.recipients);
    if (accepted.length === 0) {
      throw new TaqnyatError(400, 'No valid recipients: numbers are international, without 00 or +');
    }
    const messageId = state.nextMessageId();
    const sentAt = state.now().toISOString();
    for (const number of accepted) {
      state.store.add({ messageId, to: `+${number}`, sender: send.sender, body: send.body, sentAt });
    }
    return reply.code(201).send({
      statusCode: 201,
      messageId: Number(messageId),
      // Nothing is charged in the sandbox.
      cost: 0,
      currency: 'SAR',
      totalCount: accepted.length,
      msgLength: segmentsOf(send.body),
      accepted: listed(accepted),
      rejected: listed(rejected),
    });
  });
}

function registerAccount(app: FastifyInstance, state: SandboxState): void {
  app.get('/account/balance', async (request) => {
    checkToken(request, state.token);
    return {
      statusCode: 200,
      accountStatus: 'active',
      accountExpiryDate: null,
      balance: '1000.000',
      currency: 'SAR',
    };
  });
  app.get('/system/status', async () => ({
    statusCode: 200,
    status: { service: 'none', description: 'All Services are Operational' },
  }));
}

function registerReading(app: FastifyInstance, state: SandboxState): void {
  // Not Taqnyat's: what tests read back, with the token, since it holds one-time codes.
  app.get<{ Querystring: { to?: string } }>('/v1/sandbox/messages', async (request) => {
    checkToken(request, state.token);
    const { to } = request.query;
    const phone = to === undefined || to === '' ? null : phoneOf(to);
    if (to && !phone) throw new TaqnyatError(400, 'to is not a mobile number');
    return { statusCode: 200, messages: state.store.list(phone) };
  });
  app.get<{ Querystring: { to?: string; lang?: string } }>('/inbox', async (request, reply) => {
    const typed = typeof request.query.to === 'string' ? request.query.to.trim() : '';
    const phone = phoneOf(typed);
    const page = inboxHtml({
      lang: inboxLanguageOf(request.query.lang),
      typed,
      messages: phone ? state.store.list(phone) : null,
    });
    return reply.type('text/html; charset=utf-8').send(page);
  });
}

/** Ids as Taqnyat's examples show them: ten digits, counting up from a random start. */
function messageIdCounter(): () => string {
  let next = randomInt(1_000_000_000, 8_000_000_000);
  return () => String(next++);
}

/** The Fastify plugin; register it with a prefix (`/sandbox/sms`). */
export async function smsSandbox(app: FastifyInstance, options: SmsSandboxOptions): Promise<void> {
  const state: SandboxState = {
    token: options.token ?? SMS_SANDBOX_TOKEN,
    senders: options.senders ?? null,
    store: createMessageStore(options.maxMessages ?? DEFAULT_MAX_MESSAGES),
    faults: [],
    now: options.now ?? (() => new Date()),
    nextMessageId: messageIdCounter(),
  };
  registerPlumbing(app);
  registerSend(app, state);
  registerAccount(app, state);
  registerReading(app, state);
  options.onControl?.({
    messages: (to) => {
      if (to === undefined) return state.store.list();
      const phone = phoneOf(to);
      return phone ? state.store.list(phone) : [];
    },
    failNext: (kind) => {
      state.faults.push(kind);
    },
    clearFaults: () => {
      state.faults.length = 0;
    },
    clear: state.store.clear,
  });
}

export interface RunningSmsSandbox {
  /** Where it listens (`http://127.0.0.1:PORT`). */
  url: string;
  /** The base `createTaqnyatSender` takes (`apiUrl`): Taqnyat's paths start at the root, as here. */
  apiUrl: string;
  /** The inbox page (`…/inbox`). */
  inboxUrl: string;
  control: SmsSandboxControl;
  close(): Promise<void>;
}

export type StandaloneSmsSandboxOptions = Omit<SmsSandboxOptions, 'onControl'> & {
  host?: string;
  /** 0 (the default) lets the system choose. */
  port?: number;
};

/** The sandbox as a server of its own, at the root of its address. */
export async function startSmsSandbox(options: StandaloneSmsSandboxOptions = {}): Promise<RunningSmsSandbox> {
  const app = Fastify({ logger: false });
  let control: SmsSandboxControl | undefined;
  await app.register(smsSandbox, {
    ...options,
    onControl: (handle) => {
      control = handle;
    },
  });
  const url = await app.listen({ host: options.host ?? '127.0.0.1', port: options.port ?? 0 });
  if (!control) throw new Error('The SMS sandbox gave no control handle');
  return { url, apiUrl: url, inboxUrl: `${url}/inbox`, control, close: () => app.close() };
}
