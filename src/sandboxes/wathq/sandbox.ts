/**
 * A Wathq-compatible sandbox (docs/sms-and-wathq-sandboxes.md): `GET /commercial-registration/info/{id}`
 * answered from a built-in register (register.ts) in the shape of Wathq's answer, with the `apiKey`
 * header checked and Wathq's kind of errors: `{ code, message }`, 401 for a wrong key, 400 for a
 * number that cannot be one, 404 (code 404.2.1) for no such registration.
 *
 * Mounted in the app under a prefix (`wathqSandbox`), or run as a server of its own
 * (`startWathqSandbox`) for tests. It imports nothing of the app (docs/decisions/0047-money-architecture.md).
 */
import Fastify, { type FastifyError, type FastifyInstance, type FastifyReply } from 'fastify';
import { infoAnswerOf, registrationNamed, type SandboxLanguage } from './register';

/** The key the sandbox takes unless given another. */
export const WATHQ_SANDBOX_KEY = 'wathq-sandbox-key-000000000000000';

export type WathqFault = 'refused' | 'unavailable';

export interface WathqSandboxOptions {
  /** The `apiKey` it accepts (WATHQ_SANDBOX_KEY unless given). */
  apiKey?: string;
  /** Given the control handle once the sandbox is set up (tests, the standalone server). */
  onControl?: (control: WathqSandboxControl) => void;
}

export interface WathqSandboxControl {
  /** The next lookup is answered 400 (`refused`) or 503 (`unavailable`). */
  failNext(kind: WathqFault): void;
  clearFaults(): void;
  /** The numbers asked for, oldest first (the last thousand). */
  lookups(): string[];
}

/** A request the sandbox turns down, answered in Wathq's shape `{ code, message }`. */
class WathqError extends Error {
  constructor(
    readonly status: number,
    readonly code: string | null,
    message: string,
  ) {
    super(message);
  }
}

const FAULT_ANSWERS: Record<WathqFault, number> = { refused: 400, unavailable: 503 };
const LOOKUPS_KEPT = 1000;
const ID = /^\d{10}$/;

function answerError(error: FastifyError | WathqError, reply: FastifyReply) {
  if (error instanceof WathqError) {
    return reply.code(error.status).send({ ...(error.code && { code: error.code }), message: error.message });
  }
  const status = error.statusCode ?? 500;
  if (status >= 500) reply.log.error(error);
  return reply.code(status).send({ message: status >= 500 ? 'Internal Server Error' : error.message });
}

interface SandboxState {
  apiKey: string;
  faults: WathqFault[];
  lookups: string[];
}

function remember(state: SandboxState, id: string): void {
  state.lookups.push(id);
  if (state.lookups.length > LOOKUPS_KEPT) state.lookups.shift();
}

/** The registration a lookup asks for, or the error Wathq would answer. */
function answerFor(state: SandboxState, id: string, lang: SandboxLanguage) {
  const fault = state.faults.shift();
  if (fault) throw new WathqError(FAULT_ANSWERS[fault], null, 'Fault injected by the sandbox');
  // Wathq's words for a number that is not a registration's, as its clients quote them.
  if (!ID.test(id)) throw new WathqError(400, '400.1.8', 'The ID must be commercial registration number');
  const entry = registrationNamed(id);
  if (!entry) throw new WathqError(404, '404.2.1', 'No commercial registration was found for this number');
  return infoAnswerOf(entry, lang);
}

/** The Fastify plugin; register it with a prefix (`/sandbox/wathq`). */
export async function wathqSandbox(app: FastifyInstance, options: WathqSandboxOptions): Promise<void> {
  const state: SandboxState = { apiKey: options.apiKey ?? WATHQ_SANDBOX_KEY, faults: [], lookups: [] };
  app.setErrorHandler<FastifyError | WathqError>((error, _request, reply) => answerError(error, reply));
  app.setNotFoundHandler((_request, reply) => reply.code(404).send({ message: 'Resource not found' }));
  app.get<{ Params: { id: string }; Querystring: { language?: string } }>(
    '/commercial-registration/info/:id',
    async (request) => {
      if (request.headers.apikey !== state.apiKey) throw new WathqError(401, '401.1.1', 'Invalid API key');
      remember(state, request.params.id);
      return answerFor(state, request.params.id, request.query.language === 'en' ? 'en' : 'ar');
    },
  );
  options.onControl?.({
    failNext: (kind) => {
      state.faults.push(kind);
    },
    clearFaults: () => {
      state.faults.length = 0;
    },
    lookups: () => [...state.lookups],
  });
}

export interface RunningWathqSandbox {
  /** Where it listens (`http://127.0.0.1:PORT`): the base `createWathqRegistry` takes as `apiUrl`. */
  url: string;
  control: WathqSandboxControl;
  close(): Promise<void>;
}

export type StandaloneWathqSandboxOptions = Omit<WathqSandboxOptions, 'onControl'> & {
  host?: string;
  /** 0 (the default) lets the system choose. */
  port?: number;
};

/** The sandbox as a server of its own, at the root of its address. */
export async function startWathqSandbox(
  options: StandaloneWathqSandboxOptions = {},
): Promise<RunningWathqSandbox> {
  const app = Fastify({ logger: false });
  let control: WathqSandboxControl | undefined;
  await app.register(wathqSandbox, {
    ...options,
    onControl: (handle) => {
      control = handle;
    },
  });
  const url = await app.listen({ host: options.host ?? '127.0.0.1', port: options.port ?? 0 });
  if (!control) throw new Error('The Wathq sandbox gave no control handle');
  return { url, control, close: () => app.close() };
}
