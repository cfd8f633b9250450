/**
 * The sandbox's requests, in memory (docs/nafath-sandbox.md): one waiting request per national ID
 * at most, as Elm allows; each waits `requestTtlMs`, then expires. A finished request can still be
 * asked about; one that expired unanswered is answered `400-034-051` once its transaction's whole
 * lifetime is over. Bounded: at most `maxWaiting` waiting requests (then 429), and as many finished
 * ones, the oldest forgotten first.
 */
import { randomInt, randomUUID } from 'node:crypto';
import { activeRequest, expiredTransaction, tooManyWaiting, unknownTransaction } from './sandbox-errors';

export type SandboxStatus = 'WAITING' | 'COMPLETED' | 'REJECTED' | 'EXPIRED';

export interface SandboxRequest {
  transId: string;
  requestId: string;
  nationalId: string;
  service: string;
  language: 'ar' | 'en';
  /** The number the website shows, which the person must choose. */
  random: string;
  /** What the "phone" offers: `random` and two others, in a random order. */
  choices: string[];
  status: SandboxStatus;
  createdAt: Date;
  expiresAt: Date;
  finishedAt: Date | null;
}

export interface NewRequest {
  nationalId: string;
  service: string;
  language: 'ar' | 'en';
  requestId: string;
}

interface StoreOptions {
  now: () => Date;
  requestTtlMs: number;
  maxWaiting: number;
  /** A request was approved, rejected or expired: its callback is sent. */
  onFinished: (request: SandboxRequest) => void;
}

/**
 * How long after a request stops waiting its transaction still answers with a status: a
 * transaction "lives 200 seconds, of which the user may act during the first 180" (GitHub
 * hamada-emam-tech/nafath-php, `VerificationException`).
 */
const LIFETIME_AFTER_EXPIRY_MS = 20_000;

const twoDigits = () => String(randomInt(10, 100));

/** The right number and two others, all different, shuffled. */
function choicesAround(random: string): string[] {
  const choices = new Set([random]);
  while (choices.size < 3) choices.add(twoDigits());
  const list = [...choices];
  for (let index = list.length - 1; index > 0; index -= 1) {
    const other = randomInt(index + 1);
    [list[index], list[other]] = [list[other] as string, list[index] as string];
  }
  return list;
}

export function createSandboxStore(options: StoreOptions) {
  const { now, requestTtlMs, maxWaiting, onFinished } = options;
  /** Waiting requests by transId, oldest first: with one TTL for all, also the first to expire. */
  const waiting = new Map<string, SandboxRequest>();
  const waitingByPerson = new Map<string, string>();
  const finished = new Map<string, SandboxRequest>();

  function finish(request: SandboxRequest, status: Exclude<SandboxStatus, 'WAITING'>): void {
    request.status = status;
    request.finishedAt = now();
    waiting.delete(request.transId);
    waitingByPerson.delete(request.nationalId);
    finished.set(request.transId, request);
    if (finished.size > maxWaiting) finished.delete(finished.keys().next().value as string);
    onFinished(request);
  }

  /** Expires every waiting request whose time is up. */
  function expireDue(): void {
    const at = now().getTime();
    for (const request of waiting.values()) {
      if (request.expiresAt.getTime() > at) break;
      finish(request, 'EXPIRED');
    }
  }

  function create(input: NewRequest): SandboxRequest {
    expireDue();
    if (waitingByPerson.has(input.nationalId)) throw activeRequest();
    if (waiting.size >= maxWaiting) throw tooManyWaiting();
    const createdAt = now();
    const random = twoDigits();
    const request: SandboxRequest = {
      ...input,
      transId: randomUUID(),
      random,
      choices: choicesAround(random),
      status: 'WAITING',
      createdAt,
      expiresAt: new Date(createdAt.getTime() + requestTtlMs),
      finishedAt: null,
    };
    waiting.set(request.transId, request);
    waitingByPerson.set(request.nationalId, request.transId);
    return request;
  }

  /** The status the API answers; a transaction that is not this ID's, or not with this number, is not found. */
  function statusOf(input: { nationalId: string; transId: string; random: string }): SandboxStatus {
    expireDue();
    const request = waiting.get(input.transId) ?? finished.get(input.transId);
    if (!request || request.nationalId !== input.nationalId || request.random !== input.random) {
      throw unknownTransaction();
    }
    const lifetimeOver = now().getTime() >= request.expiresAt.getTime() + LIFETIME_AFTER_EXPIRY_MS;
    if (request.status === 'EXPIRED' && lifetimeOver) throw expiredTransaction();
    return request.status;
  }

  function waitingFor(nationalId: string): SandboxRequest | null {
    expireDue();
    const transId = waitingByPerson.get(nationalId);
    return (transId && waiting.get(transId)) || null;
  }

  /** Ends a waiting request; false when there is none with this transId (any more). */
  function decide(transId: string, status: Exclude<SandboxStatus, 'WAITING'>): boolean {
    expireDue();
    const request = waiting.get(transId);
    if (!request) return false;
    finish(request, status);
    return true;
  }

  /**
   * The person chose a number on the "phone": the right one approves, any other rejects (the
   * Nafath app as we understand it: docs/nafath-sandbox.md). Null when the request no longer waits.
   */
  function choose(transId: string, nationalId: string, number: string): SandboxStatus | null {
    const request = waitingFor(nationalId);
    if (!request || request.transId !== transId) return null;
    const status = number === request.random ? 'COMPLETED' : 'REJECTED';
    finish(request, status);
    return status;
  }

  /** Every request kept, waiting or finished, oldest first; copies. */
  function all(): SandboxRequest[] {
    expireDue();
    return [...finished.values(), ...waiting.values()]
      .map((request) => ({ ...request, choices: [...request.choices] }))
      .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
  }

  return { create, statusOf, waitingFor, decide, choose, all, expireDue };
}

export type SandboxStore = ReturnType<typeof createSandboxStore>;
