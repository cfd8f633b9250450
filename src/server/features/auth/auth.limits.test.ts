import { currentConsent } from '@shared/legal';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, FIXTURE_PASSWORD } from '../../test/fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';
import { AUTH_LIMITS, LOGIN_PAIR_LIMITS } from './auth.limits';
import { DEVICE_COOKIE } from './known-device';

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

const [shortTier] = LOGIN_PAIR_LIMITS;

describe('sign-in limits', () => {
  it('refuses one address after 5 failures for one account (429), while the owner elsewhere signs in', async () => {
    const user = await createUser(t.database.db);
    const failures = await times(shortTier!.limit, () => login(user.email, 'wrong-password', '10.1.0.1'));
    expect(failures.every((res) => res.statusCode === 401)).toBe(true);
    const locked = await login(user.email, FIXTURE_PASSWORD, '10.1.0.1');
    expect(locked.statusCode).toBe(429);
    const body = locked.json();
    expect(body).toMatchObject({
      code: 'rate_limited',
      message: expect.stringMatching(/this account from here/),
    });
    expect(body.retryAfter).toBeGreaterThan(0);
    expect(body.retryAfter).toBeLessThanOrEqual(15 * 60);
    expect(locked.headers['retry-after']).toBe(String(body.retryAfter));
    // Others' guesses never refuse the owner at another address, administrators included.
    expect((await login(user.email, FIXTURE_PASSWORD, '10.1.0.2')).statusCode).toBe(200);
  });

  it('never refuses an administrator who types the right password, whatever others guessed', async () => {
    const admin = await createUser(t.database.db, { isAdmin: true });
    for (let i = 0; i < 12; i++) await login(admin.email, 'wrong-password', `10.1.2.${i}`);
    expect((await login(admin.email, FIXTURE_PASSWORD, '10.1.3.1')).statusCode).toBe(200);
  });

  it('makes the wait grow: a second round of failures from one address waits an hour', async () => {
    const user = await createUser(t.database.db);
    const ip = '10.2.0.1';
    await times(shortTier!.limit, () => login(user.email, 'nope-nope', ip));
    expect((await login(user.email, FIXTURE_PASSWORD, ip)).statusCode).toBe(429);
    const passQuarterHour = () =>
      t.database.db.execute(
        sql`UPDATE rate_limits SET window_started_at = now() - interval '16 minutes' WHERE key LIKE 'login-pair-15m:%'`,
      );
    await passQuarterHour();
    await times(shortTier!.limit, () => login(user.email, 'nope-nope', ip));
    await passQuarterHour();
    const longer = await login(user.email, FIXTURE_PASSWORD, ip);
    expect(longer.statusCode).toBe(429);
    expect(longer.json().retryAfter).toBeGreaterThan(15 * 60);
    await t.database.db.execute(
      sql`UPDATE rate_limits SET window_started_at = now() - interval '2 hours' WHERE key LIKE 'login-pair-1h:%'`,
    );
    expect((await login(user.email, FIXTURE_PASSWORD, ip)).statusCode).toBe(200);
  });

  it('clears the count of the account from that address on a successful sign-in', async () => {
    const user = await createUser(t.database.db);
    const almost = shortTier!.limit - 1;
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

describe('the account ceiling (guesses spread over many addresses)', () => {
  // A fifth of every limit: the ceiling is 10 failures, one address may make 1 before it waits.
  let tight: TestApp;
  beforeAll(async () => {
    tight = await createTestApp({ rateLimitFactor: 0.2 });
  });
  afterAll(() => tight.close());
  const ceiling = Math.floor(AUTH_LIMITS.loginFailuresPerAccount.limit * 0.2);
  const signIn = (email: string, password: string, ip: string, deviceCookie?: string) =>
    tight.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password },
      remoteAddress: ip,
      cookies: deviceCookie ? { [DEVICE_COOKIE]: deviceCookie } : {},
    });

  it('refuses unknown places, but never the owner’s device or an address the account is signed in from', async () => {
    const user = await createUser(tight.database.db);
    const other = await createUser(tight.database.db);
    const first = await signIn(user.email, FIXTURE_PASSWORD, '10.9.0.1');
    expect(first.statusCode).toBe(200);
    const device = first.cookies.find((cookie) => cookie.name === DEVICE_COOKIE)!;
    expect(device).toMatchObject({ httpOnly: true, path: '/api/auth' });
    const otherDevice = (await signIn(other.email, FIXTURE_PASSWORD, '10.9.0.2')).cookies.find(
      (cookie) => cookie.name === DEVICE_COOKIE,
    )!;

    const guesses = await times(ceiling, (i) => signIn(user.email, 'wrong-password', `10.9.1.${i}`));
    expect(guesses.every((res) => res.statusCode === 401)).toBe(true);
    const unknownPlace = await signIn(user.email, FIXTURE_PASSWORD, '10.9.2.1');
    expect(unknownPlace.statusCode).toBe(429);
    expect(unknownPlace.json().message).toMatch(/this account;/);
    // A forged device cookie, or another account's, is an unknown place too.
    expect((await signIn(user.email, FIXTURE_PASSWORD, '10.9.2.1', `${user.id}.forged`)).statusCode).toBe(
      429,
    );
    expect((await signIn(user.email, FIXTURE_PASSWORD, '10.9.2.1', otherDevice.value)).statusCode).toBe(429);

    // The owner: from their device on a new network, and from the address they are signed in from.
    expect((await signIn(user.email, FIXTURE_PASSWORD, '10.9.3.1', device.value)).statusCode).toBe(200);
    expect((await signIn(user.email, FIXTURE_PASSWORD, '10.9.0.1')).statusCode).toBe(200);
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
    consent: currentConsent(),
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
      const limit = shortTier!.limit * 2;
      const attempt = (password: string) =>
        relaxed.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { email: user.email, password },
          remoteAddress: '10.8.0.1',
        });
      for (let i = 0; i < limit; i++) expect((await attempt('wrong-password')).statusCode).toBe(401);
      expect((await attempt(FIXTURE_PASSWORD)).statusCode).toBe(429);
    } finally {
      await relaxed.close();
    }
  });
});
