/**
 * Which outside services verification talks to (docs/decisions/0062-verified-members.md): Nafath
 * through Elm, SMS through Taqnyat, commercial registrations through Wathq, each with the configured
 * keys; or, where the configuration allows it (development, tests, a demo site), their sandboxes,
 * loaded by a dynamic import only then (src/sandboxes/) and mounted in this process under
 * /sandbox/…, reached over HTTP through the same clients. Tests pass providers of their own (the
 * sandboxes on their own ports).
 */
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { createElmNafathClient, type NafathClient } from './nafath/nafath-client';
import type { SmsSender } from './sms/sms-sender';
import { createTaqnyatSender } from './sms/taqnyat-client';
import { type BusinessRegistry, createWathqRegistry } from './wathq/wathq-client';

export interface VerificationProviders {
  nafath: NafathClient;
  sms: SmsSender;
  registry: BusinessRegistry;
  /**
   * The sandboxes' pages standing in for the Nafath app and the member's phone, when this server
   * runs them; and whether a code texted through the sandbox is also given on screen (the demo).
   */
  sandboxPages: { nafathApp: string | null; smsInbox: string | null };
  codesOnScreen: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    verification: VerificationProviders;
  }
}

export const NAFATH_SANDBOX_PREFIX = '/sandbox/nafath';
export const SMS_SANDBOX_PREFIX = '/sandbox/sms';
export const WATHQ_SANDBOX_PREFIX = '/sandbox/wathq';
/** Where Nafath posts its outcomes (Elm is told this address when the service is registered). */
export const NAFATH_CALLBACK_PATH = '/api/verification/nafath/callback';
/** The sender name texts come from in the sandbox (a real one is registered with Taqnyat). */
const SANDBOX_SENDER = 'Ajjir';

export async function chooseProviders(app: FastifyInstance): Promise<VerificationProviders> {
  const { nafath, sms, registry } = app.config.verification;
  const pages: VerificationProviders['sandboxPages'] = { nafathApp: null, smsInbox: null };
  const providers: VerificationProviders = {
    nafath:
      nafath.kind === 'elm'
        ? createElmNafathClient(nafath)
        : await mountNafathSandbox(app, (page) => {
            pages.nafathApp = page;
          }),
    sms:
      sms.kind === 'taqnyat'
        ? createTaqnyatSender(sms)
        : await mountSmsSandbox(app, (page) => {
            pages.smsInbox = page;
          }),
    registry: registry.kind === 'wathq' ? createWathqRegistry(registry) : await mountWathqSandbox(app),
    sandboxPages: pages,
    codesOnScreen: sms.kind === 'sandbox',
  };
  return providers;
}

/** This process's own address on loopback, on the port it ends up listening on. */
function ownAddress(app: FastifyInstance): string {
  const address = app.server.address() as AddressInfo | null;
  return `http://127.0.0.1:${address?.port ?? app.config.port}`;
}

/** A client made when first used, once the server knows its own port. */
function lazy<T extends object>(make: () => T): T {
  let made: T | undefined;
  return new Proxy({} as T, {
    get: (_target, name) => {
      made ??= make();
      const value = made[name as keyof T];
      return typeof value === 'function' ? value.bind(made) : value;
    },
  });
}

/** Keys made at random at each start: on a public demo, nobody else may call its API. */
const randomKey = (prefix: string) => `${prefix}-${randomBytes(24).toString('hex')}`;

async function mountNafathSandbox(app: FastifyInstance, page: (url: string) => void): Promise<NafathClient> {
  const { nafathSandbox } = await import('../../../sandboxes/nafath/sandbox');
  const appId = randomKey('ajjir');
  const appKey = randomKey('key');
  await app.register(nafathSandbox, {
    prefix: NAFATH_SANDBOX_PREFIX,
    appId,
    appKey,
    callbackUrl: () => `${ownAddress(app)}${NAFATH_CALLBACK_PATH}`,
  });
  page(`${app.config.publicUrl}${NAFATH_SANDBOX_PREFIX}/app`);
  return lazy(() =>
    createElmNafathClient({
      apiUrl: `${ownAddress(app)}${NAFATH_SANDBOX_PREFIX}`,
      appId,
      appKey,
      service: 'DigitalServiceEnrollmentWithoutBio',
    }),
  );
}

async function mountSmsSandbox(app: FastifyInstance, page: (url: string) => void): Promise<SmsSender> {
  const { smsSandbox } = await import('../../../sandboxes/sms/sandbox');
  const token = randomKey('sms');
  await app.register(smsSandbox, { prefix: SMS_SANDBOX_PREFIX, token, senders: [SANDBOX_SENDER] });
  page(`${app.config.publicUrl}${SMS_SANDBOX_PREFIX}/inbox`);
  return lazy(() =>
    createTaqnyatSender({ apiUrl: `${ownAddress(app)}${SMS_SANDBOX_PREFIX}`, token, sender: SANDBOX_SENDER }),
  );
}

async function mountWathqSandbox(app: FastifyInstance): Promise<BusinessRegistry> {
  const { wathqSandbox } = await import('../../../sandboxes/wathq/sandbox');
  const apiKey = randomKey('wathq');
  await app.register(wathqSandbox, { prefix: WATHQ_SANDBOX_PREFIX, apiKey });
  return lazy(() => createWathqRegistry({ apiUrl: `${ownAddress(app)}${WATHQ_SANDBOX_PREFIX}`, apiKey }));
}
