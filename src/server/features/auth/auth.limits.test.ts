import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, FIXTURE_PASSWORD } from '../../test/fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';
import { AUTH_LIMITS } from './auth.limits';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

// Each test speaks from an address of its own, so their counts never mix.
const post = (url: string, payload: object, remoteAddress: string) =>
  t.app.inject({ method: 'POST', url, payload, remoteAddress });
const login = (email: string, password: string, ip: string) =>
  post('/api/auth/login', { email, password }, ip);

async function times<T>(n: number, make: (i: number) => Promise<T>): Promise<T[]> {
  const results: T[] = [];
  for (let i = 0; i < n; i++) results.push(await make(i));
  return results;
}

describe('sign-in limits', () => {
  it('locks an account after 10 failures with a clear 429, even for the right password', async () => {
    const user = await createUser(t.database.db);
    const failures = await times(AUTH_LIMITS.loginFailuresPerAccount.limit, (i) =>
      login(user.email, 'wrong-password', `10.1.0.${i}`),
    );
    expect(failures.every((res) => res.statusCode === 401)).toBe(true);
    const locked = await login(user.email, FIXTURE_PASSWORD, '10.1.1.1');
    expect(locked.statusCode).toBe(429);
    const body = locked.json();
    expect(body).toMatchObject({ code: 'rate_limited', message: expect.stringMatching(/this account/) });
    expect(body.retryAfter).toBeGreaterThan(0);
    expect(body.retryAfter).toBeLessThanOrEqual(15 * 60);
    expect(locked.headers['retry-after']).toBe(String(body.retryAfter));
  });

  it('opens again when the window has passed', async () => {
    const user = await createUser(t.database.db);
    await times(AUTH_LIMITS.loginFailuresPerAccount.limit, () => login(user.email, 'nope-nope', '10.2.0.1'));
    expect((await login(user.email, FIXTURE_PASSWORD, '10.2.0.2')).statusCode).toBe(429);
    await t.database.db.execute(
      sql`UPDATE rate_limits SET window_started_at = now() - interval '16 minutes' WHERE key LIKE 'login-account:%'`,
    );
    expect((await login(user.email, FIXTURE_PASSWORD, '10.2.0.2')).statusCode).toBe(200);
  });

  it('clears the account count on a successful sign-in', async () => {
    const user = await createUser(t.database.db);
    const almost = AUTH_LIMITS.loginFailuresPerAccount.limit - 1;
    await times(almost, () => login(user.email, 'wrong-password', '10.3.0.1'));
    expect((await login(user.email, FIXTURE_PASSWORD, '10.3.0.1')).statusCode).toBe(200);
    const after = await times(almost, () => login(user.email, 'wrong-password', '10.3.0.1'));
    expect(after.map((res) => res.statusCode)).toEqual(Array(almost).fill(401));
  });

  it('limits failures per address across accounts, and counts unknown e-mails too', async () => {
    const ip = '10.4.0.1';
    await times(AUTH_LIMITS.loginFailuresPerAddress.limit, (i) => login(`nobody${i}@example.sa`, 'x', ip));
    const user = await createUser(t.database.db);
    const refused = await login(user.email, FIXTURE_PASSWORD, ip);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/this address/);
    // Someone else, elsewhere, is not affected.
    expect((await login(user.email, FIXTURE_PASSWORD, '10.4.0.2')).statusCode).toBe(200);
  });
});

describe('sign-up and reset limits', () => {
  const registration = (i: number) => ({
    email: `signup${i}@example.sa`,
    password: 'secret123',
    username: `signup_${i}`,
    firstName: 'Sign',
    lastName: 'Up',
    accountType: 'individual',
  });

  it('allows 10 sign-ups an hour from one address, then 429 with nothing written', async () => {
    const ip = '10.5.0.1';
    const made = await times(AUTH_LIMITS.signupsPerAddress.limit, (i) =>
      post('/api/auth/register', registration(i), ip),
    );
    expect(made.every((res) => res.statusCode === 201)).toBe(true);
    const refused = await post('/api/auth/register', registration(99), ip);
    expect(refused.statusCode).toBe(429);
    const rows = await t.database.db.execute(sql`SELECT 1 FROM users WHERE email = 'signup99@example.sa'`);
    expect((rows as unknown as { rows: unknown[] }).rows).toHaveLength(0);
  });

  it('limits reset requests per account, known or not, so the limit tells nothing', async () => {
    await createUser(t.database.db, { email: 'often@example.sa' });
    for (const identifier of ['often@example.sa', 'ghost@example.sa']) {
      const answers = await times(AUTH_LIMITS.resetRequestsPerAccount.limit + 1, (i) =>
        post('/api/auth/forgot-password', { emailOrUsername: identifier }, `10.6.${identifier.length}.${i}`),
      );
      expect(answers.at(-1)!.statusCode).toBe(429);
      expect(answers.at(-1)!.json().message).toMatch(/this account/);
    }
  });

  it('limits reset attempts per address, so tokens cannot be guessed at speed', async () => {
    const ip = '10.7.0.1';
    const tries = await times(AUTH_LIMITS.resetAttemptsPerAddress.limit + 1, (i) =>
      post('/api/auth/reset-password', { token: `guess-${i}`, newPassword: 'whatever1' }, ip),
    );
    expect(tries.slice(0, -1).every((res) => res.statusCode === 400)).toBe(true);
    expect(tries.at(-1)!.statusCode).toBe(429);
  });
});

describe('RATE_LIMIT_FACTOR', () => {
  it('multiplies every limit', async () => {
    const relaxed = await createTestApp({ rateLimitFactor: 2 });
    try {
      const user = await createUser(relaxed.database.db);
      const limit = AUTH_LIMITS.loginFailuresPerAccount.limit * 2;
      for (let i = 0; i < limit; i++) {
        const res = await relaxed.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { email: user.email, password: 'wrong-password' },
          remoteAddress: `10.8.0.${i}`,
        });
        expect(res.statusCode).toBe(401);
      }
      const res = await relaxed.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: user.email, password: FIXTURE_PASSWORD },
      });
      expect(res.statusCode).toBe(429);
    } finally {
      await relaxed.close();
    }
  });
});
