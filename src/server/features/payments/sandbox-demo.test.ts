/**
 * The sandbox a demo site runs in its own process (payments/register.ts), attacked as the security
 * review did (docs/decisions/0049-moyasar-fidelity.md): Moyasar's published test key no longer
 * makes payments there, and one address cannot call its public side without bound.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SANDBOX_KEYS } from '../../../sandboxes/moyasar/sandbox';
import { buildApp } from '../../app';
import { createTestDatabase, type TestDatabase, testConfig } from '../../test/test-app';
import { SANDBOX_PREFIX } from './register';

let database: TestDatabase;
let app: Awaited<ReturnType<typeof buildApp>>;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildApp({ config: testConfig(), database: database.database, logger: false });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await database.drop();
});

const basic = (key: string) => `Basic ${Buffer.from(`${key}:`).toString('base64')}`;

describe('the sandbox of a demo site', () => {
  it('takes no payment made with the published test key, whatever it names', async () => {
    // The attack: a payment whose 3-D Secure step leads anywhere (an open redirect on our origin),
    // or which names one of our bookings to unbalance the administrators' reconciliation.
    const res = await app.inject({
      method: 'POST',
      url: `${SANDBOX_PREFIX}/v1/payments`,
      headers: { authorization: basic(SANDBOX_KEYS.publishableKey) },
      payload: {
        amount: 25_000,
        callback_url: 'https://evil.example/phish',
        metadata: { booking_id: crypto.randomUUID() },
        source: {
          type: 'creditcard',
          name: 'Sara Alqahtani',
          number: '4201320111111010',
          month: '12',
          year: '2030',
          cvc: '123',
        },
      },
    });
    expect(res.statusCode).toBe(401);
    const inBody = await app.inject({
      method: 'POST',
      url: `${SANDBOX_PREFIX}/v1/payments`,
      payload: {
        amount: 25_000,
        publishable_api_key: SANDBOX_KEYS.publishableKey,
        source: { type: 'applepay', token: 't' },
      },
    });
    expect(inBody.statusCode).toBe(401);
  });

  it('answers one address’s calls without the secret key a bounded number of times a minute', async () => {
    // The attack: the public side called without end, to fill the process's memory or time.
    const statuses: number[] = [];
    for (let i = 0; i < 125; i += 1) {
      const res = await app.inject({
        url: `${SANDBOX_PREFIX}/invoices/${crypto.randomUUID()}`,
        remoteAddress: '203.0.113.50',
      });
      statuses.push(res.statusCode);
    }
    expect(statuses.filter((status) => status === 404)).toHaveLength(120);
    expect(statuses.at(-1)).toBe(429);
  });
});
