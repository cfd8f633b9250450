/**
 * Support of the authorization matrix test (authorization-matrix.test.ts): an app that lists the
 * routes it registers, and the checks every answer of the matrix goes through.
 */
import type { FastifyInstance, RouteOptions } from 'fastify';
import { SANDBOX_KEYS, startMoyasarSandbox } from '../../../sandboxes/moyasar/sandbox';
import { buildApp } from '../../app';
import type { AppConfig } from '../../config/config';
import type { Database } from '../../db/client';
import { createMoyasarGateway } from '../../features/payments/gateway/moyasar-client';
import { createTestDatabase, TEST_WEBHOOK_SECRET, testConfig } from '../test-app';

/** "METHOD /url/:param", as the route was registered. */
export type RouteKey = `${string} /${string}`;

export interface MatrixApp {
  app: FastifyInstance;
  database: Database;
  /** Every (method, url) the app registered, HEAD included. */
  registered: RouteKey[];
  close(): Promise<void>;
}

/** A fresh database and an app on it, as createTestApp makes, that also records its routes. */
export async function createMatrixApp(overrides: Partial<AppConfig> = {}): Promise<MatrixApp> {
  const { database, drop } = await createTestDatabase();
  const sandbox = await startMoyasarSandbox();
  const registered: RouteKey[] = [];
  const app = await buildApp({
    config: testConfig(overrides),
    database,
    logger: process.env.TEST_LOG ? { level: 'error' } : false,
    // A gateway apart, as in production: the app registers no sandbox routes of its own.
    payments: {
      gateway: createMoyasarGateway({
        apiUrl: sandbox.apiUrl,
        secretKey: SANDBOX_KEYS.secretKey,
        webhookSecret: TEST_WEBHOOK_SECRET,
      }),
    },
    onRoute: (route: RouteOptions) => {
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      for (const method of methods) registered.push(`${method} ${route.url}` as RouteKey);
    },
  });
  await app.ready();
  return {
    app,
    database,
    registered,
    close: async () => {
      await app.close();
      await sandbox.close();
      await drop();
    },
  };
}

/**
 * Registered routes the matrix leaves out, each with the reason. Anything else registered must
 * have a row, and every row must name a registered route.
 */
export function excludedRoute(key: RouteKey): string | null {
  if (key.startsWith('HEAD ')) return 'HEAD is answered by the GET handler Fastify adds it for';
  return null;
}

/** Names that must never appear in any answer, to anyone: stored secrets and their hashes. */
const SECRET_FIELD =
  /"(passwordHash|password_hash|idHash|id_hash|tokenHash|token_hash|sessionSecret)"|\$argon2/;

export interface LeakRules {
  /** Fixture e-mail addresses the answer may contain (the caller's own, or anyone's for an administrator). */
  allowedEmails: Set<string> | 'any';
  /** Every fixture e-mail address, for looking for them in the answer. */
  knownEmails: Iterable<string>;
  /** Whether the answer may have an `email` field at all. */
  emailField: boolean;
}

/** What the answer gives away that it must not; empty when nothing. */
export function leaksIn(body: string, rules: LeakRules): string[] {
  const leaks: string[] = [];
  const secret = SECRET_FIELD.exec(body);
  if (secret) leaks.push(`secret field ${secret[0]}`);
  if (rules.allowedEmails === 'any') return leaks;
  if (!rules.emailField && /"email"\s*:/.test(body)) leaks.push('an "email" field');
  const lower = body.toLowerCase();
  for (const email of rules.knownEmails) {
    if (!rules.allowedEmails.has(email) && lower.includes(email.toLowerCase())) leaks.push(email);
  }
  return leaks;
}
