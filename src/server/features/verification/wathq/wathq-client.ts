/**
 * Commercial registrations through Wathq, the Ministry of Commerce's data service
 * (docs/sms-and-wathq-sandboxes.md): `GET /commercial-registration/info/{id}` with the application's
 * key in the `apiKey` header, where `id` is a 10-digit CR number or the unified national number (7…).
 * No such registration is `null`; what Wathq turned down (a wrong key, a bad number) is `refused`;
 * what could not be asked (a network error, a timeout, 429, 5xx) is `unavailable`. Like every client
 * of an outside service, it calls nothing inside a database transaction
 * (docs/decisions/0047-money-architecture.md) and has a time limit. Each call may be billed, so a
 * number that cannot be one is refused here, unsent.
 */
import { westernDigits } from '@shared/digits';
import type { z } from 'zod';
import { assertOutsideTransaction } from '../../../db/transaction-scope';
import { gregorianDateOf, registrationStatusOf, wathqError, wathqRegistration } from './wathq-answers';

export interface CommercialRegistration {
  crNumber: string;
  /** As registered (Arabic, as Wathq writes it). */
  name: string;
  /** 'active' | 'suspended' | 'expired' | 'cancelled', or Wathq's own words for another status. */
  status: string;
  active: boolean;
  /** ISO dates (YYYY-MM-DD), Gregorian; null when Wathq gives none. */
  issuedOn: string | null;
  expiresOn: string | null;
}

export interface BusinessRegistry {
  /** null: no such registration (Wathq's not-found). */
  lookup(crNumber: string): Promise<CommercialRegistration | null>;
}

export class RegistryError extends Error {
  constructor(
    readonly kind: 'refused' | 'unavailable',
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'RegistryError';
  }
}

export interface WathqRegistryOptions {
  /** `https://api.wathq.sa`, or the sandbox's address; the client adds `/commercial-registration/…`. */
  apiUrl: string;
  /** The application's key (Wathq's "Consumer Key"). */
  apiKey: string;
  timeoutMs?: number;
  fetch?: typeof globalThis.fetch;
}

const INFO_PATH = '/commercial-registration/info';
const CR_NUMBER = /^\d{10}$/;

/** The number as Wathq takes it: ten Western digits, whatever was typed between them. */
function crNumberOf(typed: string): string {
  const plain = westernDigits(typed).replace(/[\s\u200E\u200F\u061C-]/g, '');
  if (!CR_NUMBER.test(plain)) {
    throw new RegistryError('refused', 'A commercial registration number has 10 digits');
  }
  return plain;
}

function parsed(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * Whether an answer is Wathq's not-found: its code 404.x.x, under 404 or another status (its
 * specification lists the code among its 400 answers). A 404 without the code is an address that
 * is not Wathq's (a wrong apiUrl), not a verdict on the number.
 */
function isNotFound(body: unknown): boolean {
  return (wathqError.safeParse(body).data?.code ?? '').startsWith('404.');
}

/** 4xx but 429 says the request itself was wrong (the key, the number); anything else may pass later. */
function errorOfAnswer(status: number, body: unknown): RegistryError {
  const { code, message } = wathqError.safeParse(body).data ?? {};
  const refused = status >= 400 && status < 500 && status !== 429;
  const words = [code, message].filter(Boolean).join(' ');
  return new RegistryError(
    refused ? 'refused' : 'unavailable',
    `Wathq answered ${status}${words ? `: ${words}` : ''}`,
    status,
  );
}

function errorOfFailure(error: unknown, timeoutMs: number): RegistryError {
  const timedOut = error instanceof Error && error.name === 'TimeoutError';
  const why = timedOut
    ? `no answer within ${timeoutMs} ms`
    : error instanceof Error
      ? error.message
      : 'unknown';
  return new RegistryError('unavailable', `Wathq could not be reached: ${why}`);
}

function registrationOf(answer: z.output<typeof wathqRegistration>, asked: string): CommercialRegistration {
  const status = registrationStatusOf(answer.status);
  return {
    crNumber: answer.crNumber ?? answer.crNationalNumber ?? asked,
    name: answer.name.trim(),
    status,
    active: status === 'active',
    issuedOn: gregorianDateOf(answer.issueDateGregorian ?? answer.issueDate),
    expiresOn: gregorianDateOf(answer.expiryDateGregorian ?? answer.expiryDate),
  };
}

export function createWathqRegistry(options: WathqRegistryOptions): BusinessRegistry {
  const { apiUrl, apiKey, timeoutMs = 15_000, fetch = globalThis.fetch } = options;
  const base = `${apiUrl.replace(/\/+$/, '')}${INFO_PATH}`;

  async function get(id: string): Promise<{ status: number; body: unknown }> {
    assertOutsideTransaction(`Wathq GET ${INFO_PATH}`);
    try {
      const response = await fetch(`${base}/${id}?language=ar`, {
        headers: { apiKey, accept: 'application/json' },
        // A redirect is not one of Wathq's answers; it is reported, not followed with the key.
        redirect: 'manual',
        signal: AbortSignal.timeout(timeoutMs),
      });
      return { status: response.status, body: parsed(await response.text()) };
    } catch (error) {
      throw errorOfFailure(error, timeoutMs);
    }
  }

  return {
    lookup: async (typed) => {
      const id = crNumberOf(typed);
      const { status, body } = await get(id);
      if (isNotFound(body)) return null;
      if (status < 200 || status >= 300) throw errorOfAnswer(status, body);
      const answer = wathqRegistration.safeParse(body);
      if (!answer.success)
        throw new RegistryError('unavailable', `Wathq answered ${status} with an unexpected body`, status);
      return registrationOf(answer.data, id);
    },
  };
}
