/**
 * The client of Elm's Nafath API (docs/nafath-sandbox.md): a request for a national ID, its status,
 * and the signed callback that tells its outcome. The same code talks to Elm and to the sandbox
 * (src/sandboxes/nafath); only the base address and the keys differ.
 *
 * As the Moyasar client (payments/gateway/moyasar-client.ts): APP-ID and APP-KEY headers, JSON both
 * ways, a time limit on every call, none inside a database transaction
 * (docs/decisions/0047-money-architecture.md). What could not be asked (a network error, a timeout,
 * 429, 5xx) is `unavailable`; what Elm turned down (any other 4xx) is `refused`, with Elm's code.
 * The national ID is never put in an error or a log.
 */
import { createPublicKey, type KeyObject, verify } from 'node:crypto';
import type { z } from 'zod';
import { assertOutsideTransaction } from '../../../db/transaction-scope';
import {
  arabicNameOf,
  englishNameOf,
  jwtHeader,
  NAFATH_CODES,
  type NafathClaims,
  type NafathJwk,
  type NafathStatus,
  nafathCallbackBody,
  nafathClaims,
  nafathError,
  nafathJwkSet,
  nafathStarted,
  nafathStatusAnswer,
} from './nafath-answers';

export type { NafathStatus } from './nafath-answers';

export interface NafathPerson {
  /** The verified full name in Arabic and English when Elm gives them. */
  nameAr: string | null;
  nameEn: string | null;
}

export interface NafathCallback {
  transId: string;
  /** Our request id, when the signed token carries it: the body's own copy is not signed, so not believed. */
  requestId: string | null;
  status: NafathStatus;
  /** The person, on `COMPLETED` only. */
  person: NafathPerson | null;
}

export interface NafathClient {
  startRequest(input: {
    nationalId: string;
    requestId: string;
    language: 'ar' | 'en';
  }): Promise<{ transId: string; random: string }>;
  fetchStatus(input: { nationalId: string; transId: string; random: string }): Promise<NafathStatus>;
  /**
   * Verifies a callback's body (RS256 JWT against the JWK set, fetched from GET /api/v1/mfa/jwk and
   * cached, re-fetched once on an unknown kid); throws NafathCallbackError when forged, malformed,
   * expired or signed by an unknown key, and NafathError when the key set cannot be fetched.
   */
  readCallback(body: unknown): Promise<NafathCallback>;
}

/** Elm could not be asked (`unavailable`: try again later) or turned the request down (`refused`). */
export class NafathError extends Error {
  constructor(
    readonly kind: 'refused' | 'unavailable',
    message: string,
    readonly status?: number,
    /** Elm's own code ("400-034-050"), when it gave one. */
    readonly code?: string,
  ) {
    super(message);
    this.name = 'NafathError';
  }
}

/** A callback that is not Elm's: forged, tampered with, malformed, expired, or signed by an unknown key. */
export class NafathCallbackError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'NafathCallbackError';
  }
}

export interface ElmNafathOptions {
  /** The API's base without a trailing slash: `https://nafath.api.elm.sa/stg`, or the sandbox's. */
  apiUrl: string;
  appId: string;
  appKey: string;
  /** The Nafath service the requests are made for, as agreed with Elm ('DigitalServiceEnrollmentWithoutBio'). */
  service: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
}

type Method = 'GET' | 'POST';

/** A clock difference with Elm that is forgiven on `exp` and `nbf`. */
const CLOCK_LEEWAY_SECONDS = 30;
/** How long a fetched key set is used before it is fetched again. */
const KEYS_KEPT_MS = 24 * 60 * 60_000;
/**
 * At most one extra fetch of the key set for unknown keys in this time: a flood of forged tokens
 * with made-up `kid`s must not become a flood of calls to Elm.
 */
const UNKNOWN_KEY_REFETCH_MS = 10_000;

/** Ten digits in a row, as a national ID is: kept out of Elm's words before they reach an error. */
const hideIds = (text: string) => text.replace(/\d{10}/g, '••••••••••');

function errorOfAnswer(status: number, text: string): NafathError {
  let parsed: unknown = null;
  try {
    parsed = JSON.parse(text);
  } catch {}
  const body = nafathError.safeParse(parsed).data ?? {};
  // Only a 4xx other than 429 says the request itself was wrong; anything else may pass later.
  const refused = status >= 400 && status < 500 && status !== 429;
  const words = body.message ? `: ${hideIds(body.message)}` : '';
  const code = body.code ? ` (${body.code})` : '';
  return new NafathError(
    refused ? 'refused' : 'unavailable',
    `Nafath answered ${status}${code}${words}`,
    status,
    body.code,
  );
}

function errorOfFailure(error: unknown, timeoutMs: number): NafathError {
  const timedOut = error instanceof Error && error.name === 'TimeoutError';
  const why = timedOut
    ? `no answer within ${timeoutMs} ms`
    : error instanceof Error
      ? error.message
      : 'unknown';
  return new NafathError('unavailable', `Nafath could not be reached: ${why}`);
}

export function createElmNafathClient(options: ElmNafathOptions): NafathClient {
  const { appId, appKey, service, timeoutMs = 10_000, fetch = globalThis.fetch } = options;
  const base = options.apiUrl.replace(/\/+$/, '');

  /** The answer's status and text; a call that got no answer throws `unavailable`. */
  async function send(
    method: Method,
    path: string,
    body?: unknown,
  ): Promise<{ status: number; text: string }> {
    assertOutsideTransaction(`Nafath ${method} ${path.split('?')[0]}`);
    try {
      const response = await fetch(`${base}${path}`, {
        method,
        headers: {
          'APP-ID': appId,
          'APP-KEY': appKey,
          accept: 'application/json',
          ...(body !== undefined && { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        // A redirect is not one of Elm's answers; it is reported, not followed with the keys.
        redirect: 'manual',
        signal: AbortSignal.timeout(timeoutMs),
      });
      return { status: response.status, text: await response.text() };
    } catch (error) {
      throw errorOfFailure(error, timeoutMs);
    }
  }

  async function call<S extends z.ZodType>(schema: S, method: Method, path: string, body?: unknown) {
    const { status, text } = await send(method, path, body);
    if (status < 200 || status >= 300) throw errorOfAnswer(status, text);
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {}
    const result = schema.safeParse(json);
    if (result.success) return result.data as z.output<S>;
    throw new NafathError('unavailable', `Nafath answered ${status} with an unexpected body`, status);
  }

  const keys = createKeyCache(() => call(nafathJwkSet, 'GET', '/api/v1/mfa/jwk'));

  return {
    startRequest: ({ nationalId, requestId, language }) =>
      call(
        nafathStarted,
        'POST',
        `/api/v1/mfa/request?${new URLSearchParams({ local: language, requestId })}`,
        {
          nationalId,
          service,
        },
      ),
    fetchStatus: async ({ nationalId, transId, random }) => {
      try {
        const answer = await call(nafathStatusAnswer, 'POST', '/api/v1/mfa/request/status', {
          nationalId,
          transId,
          random,
        });
        return answer.status;
      } catch (error) {
        // Past its lifetime Elm answers an expired transaction with this code, not with a status.
        if (error instanceof NafathError && error.code === NAFATH_CODES.expiredTransaction) return 'EXPIRED';
        throw error;
      }
    },
    readCallback: (body) => readCallback(body, keys),
  };
}

interface CachedKey {
  kid: string | null;
  key: KeyObject;
}

/** A JWK Elm signs with: RSA, for RS256 signatures, of 2048 bits at least; null for any other. */
function verificationKeyOf(jwk: NafathJwk): CachedKey | null {
  if (jwk.kty !== 'RSA' || !jwk.n || !jwk.e) return null;
  if ((jwk.alg && jwk.alg !== 'RS256') || (jwk.use && jwk.use !== 'sig')) return null;
  try {
    const key = createPublicKey({ key: { kty: 'RSA', n: jwk.n, e: jwk.e }, format: 'jwk' });
    if ((key.asymmetricKeyDetails?.modulusLength ?? 0) < 2048) return null;
    return { kid: jwk.kid ?? null, key };
  } catch {
    return null;
  }
}

/**
 * Elm's key set, fetched when first needed and kept KEYS_KEPT_MS. A token whose `kid` is not in it
 * has the set fetched once more (Elm may have added a key), at most once per UNKNOWN_KEY_REFETCH_MS;
 * callers at the same moment share one fetch.
 */
function createKeyCache(fetchSet: () => Promise<NafathJwk[]>) {
  let cached: { keys: CachedKey[]; at: number } | null = null;
  let loading: Promise<CachedKey[]> | null = null;
  let lastRefetch = Number.NEGATIVE_INFINITY;

  function load(): Promise<CachedKey[]> {
    loading ??= fetchSet()
      .then((set) => {
        const keys = set.map(verificationKeyOf).filter((key): key is CachedKey => key !== null);
        cached = { keys, at: Date.now() };
        return keys;
      })
      .finally(() => {
        loading = null;
      });
    return loading;
  }

  /** The keys a token with this `kid` may be signed with; without a `kid`, every key. */
  const matching = (keys: CachedKey[], kid: string | null) =>
    keys.filter((each) => kid === null || each.kid === kid || each.kid === null);

  /** The keys kept while fresh; past that, fetched again, the old ones used while Elm cannot be reached. */
  async function current(): Promise<CachedKey[]> {
    if (cached && Date.now() - cached.at < KEYS_KEPT_MS) return cached.keys;
    const stale = cached?.keys;
    return load().catch((error: unknown) => {
      if (stale) return stale;
      throw error;
    });
  }

  return async function keysFor(kid: string | null): Promise<KeyObject[]> {
    const fresh = await current();
    let found = matching(fresh, kid);
    if (found.length === 0 && Date.now() - lastRefetch >= UNKNOWN_KEY_REFETCH_MS) {
      lastRefetch = Date.now();
      found = matching(await load(), kid);
    }
    return found.map((each) => each.key);
  };
}

const SEGMENT = /^[A-Za-z0-9_-]+$/;

function jsonOfSegment(segment: string, what: string): unknown {
  try {
    return JSON.parse(Buffer.from(segment, 'base64url').toString('utf8'));
  } catch {
    throw new NafathCallbackError(`The token's ${what} is not JSON`);
  }
}

/** The token's three parts, its header read and checked (RS256 only). */
function partsOf(token: string) {
  const parts = token.split('.');
  const [header, payload, signature] = parts;
  if (parts.length !== 3 || !header || !payload || !signature || !parts.every((part) => SEGMENT.test(part))) {
    throw new NafathCallbackError('The token is not a signed JWT');
  }
  const read = jwtHeader.safeParse(jsonOfSegment(header, 'header'));
  if (!read.success) throw new NafathCallbackError('The token is not signed with RS256');
  return { header: read.data, signed: Buffer.from(`${header}.${payload}`), payload, signature };
}

/** Throws unless `exp` (when given) is not past and `nbf` (when given) is reached, give or take the leeway. */
function checkTimes(claims: NafathClaims): void {
  const now = Date.now() / 1000;
  if (claims.exp !== undefined && now > claims.exp + CLOCK_LEEWAY_SECONDS) {
    throw new NafathCallbackError('The token has expired');
  }
  if (claims.nbf !== undefined && now < claims.nbf - CLOCK_LEEWAY_SECONDS) {
    throw new NafathCallbackError('The token is not valid yet');
  }
}

/** The token's claims, once its signature holds against one of Elm's keys. */
async function verifiedClaims(
  token: string,
  keysFor: (kid: string | null) => Promise<KeyObject[]>,
): Promise<NafathClaims> {
  const { header, signed, payload, signature } = partsOf(token);
  const keys = await keysFor(header.kid ?? null);
  if (keys.length === 0) throw new NafathCallbackError('The token is signed by a key Elm does not publish');
  const bytes = Buffer.from(signature, 'base64url');
  if (!keys.some((key) => verify('RSA-SHA256', signed, key, bytes))) {
    throw new NafathCallbackError('The token’s signature does not verify');
  }
  const claims = nafathClaims.safeParse(jsonOfSegment(payload, 'payload'));
  if (!claims.success) throw new NafathCallbackError('The token does not carry a transaction and a status');
  checkTimes(claims.data);
  return claims.data;
}

async function readCallback(
  body: unknown,
  keysFor: (kid: string | null) => Promise<KeyObject[]>,
): Promise<NafathCallback> {
  const read = nafathCallbackBody.safeParse(body);
  if (!read.success) throw new NafathCallbackError('The callback carries no token');
  const claims = await verifiedClaims(read.data.token, keysFor);
  // The body's copies are not signed: one that differs from the token's is a forgery.
  if (read.data.transId !== undefined && read.data.transId !== claims.transId) {
    throw new NafathCallbackError('The callback’s transaction is not the token’s');
  }
  if (read.data.requestId !== undefined && claims.requestId && read.data.requestId !== claims.requestId) {
    throw new NafathCallbackError('The callback’s request is not the token’s');
  }
  return {
    transId: claims.transId,
    requestId: claims.requestId ?? null,
    status: claims.status,
    person:
      claims.status === 'COMPLETED' ? { nameAr: arabicNameOf(claims), nameEn: englishNameOf(claims) } : null,
  };
}
