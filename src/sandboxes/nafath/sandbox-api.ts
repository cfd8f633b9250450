/**
 * Elm's Nafath API as the sandbox answers it (docs/nafath-sandbox.md, "What it implements"): start
 * a request, ask its status, publish the keys its callbacks are signed with. Every call wants the
 * APP-ID and APP-KEY headers.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import { nationalIdOf } from '@shared/national-id';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { authenticationFailed, invalidRequest } from './sandbox-errors';
import type { Signer } from './sandbox-signing';
import type { SandboxStore } from './sandbox-store';

export interface ApiContext {
  store: SandboxStore;
  signer: Signer;
  appId: string;
  appKey: string;
}

type Fields = Record<string, unknown>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** A service name as Elm's examples spell them ("DigitalServiceEnrollmentWithoutBio"). */
const SERVICE = /^[A-Za-z][A-Za-z0-9_-]{0,99}$/;

const digest = (text: string) => createHash('sha256').update(text).digest();

/** Compared in constant time, so that an answer's timing tells nothing of the key. */
function sameSecret(given: unknown, expected: string): boolean {
  return typeof given === 'string' && timingSafeEqual(digest(given), digest(expected));
}

function requireKeys(context: ApiContext) {
  return async (request: FastifyRequest) => {
    const { headers } = request;
    if (!sameSecret(headers['app-id'], context.appId) || !sameSecret(headers['app-key'], context.appKey)) {
      throw authenticationFailed();
    }
  };
}

const textOf = (value: unknown) =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : null;

/** The ID as an API takes it: exactly 10 Latin digits, a valid check digit (shared/national-id.ts). */
function nationalIdIn(fields: Fields): string {
  const given = textOf(fields.nationalId);
  if (!given || !/^\d{10}$/.test(given) || nationalIdOf(given) !== given) throw invalidRequest('nationalId');
  return given;
}

function newRequestOf(query: Fields, body: Fields) {
  const language = query.local;
  if (language !== 'ar' && language !== 'en') throw invalidRequest('local');
  const requestId = textOf(query.requestId);
  if (!requestId || !UUID.test(requestId)) throw invalidRequest('requestId');
  const service = textOf(body.service);
  if (!service || !SERVICE.test(service)) throw invalidRequest('service');
  return { nationalId: nationalIdIn(body), service, language, requestId } as const;
}

function statusQueryOf(body: Fields) {
  const transId = textOf(body.transId);
  const random = textOf(body.random);
  if (!transId || !random) throw invalidRequest('transId, random');
  return { nationalId: nationalIdIn(body), transId, random };
}

export function registerSandboxApi(app: FastifyInstance, context: ApiContext): void {
  const onRequest = requireKeys(context);
  const fieldsOf = (value: unknown): Fields => (value && typeof value === 'object' ? (value as Fields) : {});

  app.post('/api/v1/mfa/request', { onRequest }, async (request) => {
    const created = context.store.create(newRequestOf(fieldsOf(request.query), fieldsOf(request.body)));
    return { transId: created.transId, random: created.random };
  });

  app.post('/api/v1/mfa/request/status', { onRequest }, async (request) => ({
    status: context.store.statusOf(statusQueryOf(fieldsOf(request.body))),
  }));

  app.get('/api/v1/mfa/jwk', { onRequest }, async () => context.signer.jwks());
}
