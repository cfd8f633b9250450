import { currentConsent } from '@shared/legal';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions, users } from '../../db/schema';
import { createUser, FIXTURE_PASSWORD } from '../../test/fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';
import { hashPassword } from './password';
import { SESSION_COOKIE } from './sessions';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const registration = (overrides: Record<string, unknown> = {}) => ({
  email: 'Layla@Example.sa',
  password: 'secret123',
  username: 'layla_h',
  firstName: 'ليلى',
  lastName: 'الحربي',
  phone: '',
  address: '',
  city: 'Riyadh',
  state: '',
  zipCode: '',
  accountType: 'individual',
  consent: currentConsent(),
  ...overrides,
});

function sessionCookie(res: LightMyRequestResponse) {
  return res.cookies.find((c) => c.name === SESSION_COOKIE);
}

const post = (url: string, payload: unknown, cookie?: string) =>
  t.app.inject({
    method: 'POST',
    url,
    payload: payload as object,
    cookies: cookie ? { [SESSION_COOKIE]: cookie } : {},
  });
const me = (cookie?: string) =>
  t.app.inject({ url: '/api/auth/me', cookies: cookie ? { [SESSION_COOKIE]: cookie } : {} });

describe('POST /api/auth/register', () => {
  it('creates the account, signs it in with a safe cookie, and never answers the password hash', async () => {
    const res = await post('/api/auth/register', registration());
    expect(res.statusCode).toBe(201);
    const { user } = res.json();
    expect(user).toMatchObject({
      email: 'layla@example.sa',
      username: 'layla_h',
      phone: null,
      isAdmin: false,
    });
    expect(JSON.stringify(res.json())).not.toMatch(/password/i);
    const cookie = sessionCookie(res)!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie.secure).toBeFalsy(); // PUBLIC_URL is http in tests
    expect((await me(cookie.value)).json().user.id).toBe(user.id);
    const [stored] = await t.database.db.select().from(users).where(eq(users.id, user.id));
    expect(stored!.passwordHash).toMatch(/^\$argon2id\$/);
    const [session] = await t.database.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(session!.idHash).not.toBe(cookie.value); // only the hash is stored
  });

  it('answers 409 naming the e-mail or the username already taken, whatever their case', async () => {
    const email = await post('/api/auth/register', registration({ username: 'other_name' }));
    expect(email.statusCode).toBe(409);
    expect(email.json()).toMatchObject({
      code: 'conflict',
      message: 'An account with this email already exists',
      errors: [{ path: 'email', code: 'email_taken' }],
    });
    const username = await post(
      '/api/auth/register',
      registration({ email: 'new@example.sa', username: 'LAYLA_H' }),
    );
    expect(username.statusCode).toBe(409);
    expect(username.json()).toMatchObject({ errors: [{ path: 'username', code: 'username_taken' }] });
  });

  it('takes a username in Arabic letters, its Arabic-Indic digits kept as 0–9, and says one mixing scripts is refused', async () => {
    const res = await post(
      '/api/auth/register',
      registration({ email: 'arabic-name@example.sa', username: 'ليلى_٩٥', phone: '٠٥٥١٢٣٤٥٦٧' }),
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().user).toMatchObject({ username: 'ليلى_95' });
    const [stored] = await t.database.db
      .select()
      .from(users)
      .where(eq(users.email, 'arabic-name@example.sa'));
    expect(stored?.phone).toBe('+966551234567');
    const mixed = await post(
      '/api/auth/register',
      registration({ email: 'mixed@example.sa', username: 'laylaليلى' }),
    );
    expect(mixed.statusCode).toBe(400);
    expect(mixed.json().errors).toEqual([
      expect.objectContaining({ path: 'username', code: 'username_characters' }),
    ]);
  });

  it('requires a company name for a business, and keeps business fields off individual accounts', async () => {
    const missing = await post(
      '/api/auth/register',
      registration({ email: 'b@example.sa', username: 'biz1', accountType: 'business' }),
    );
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toContainEqual({
      path: 'companyName',
      code: 'company_name_required',
      message: 'Company name is required for business accounts',
    });
    const business = await post(
      '/api/auth/register',
      registration({
        email: 'b@example.sa',
        username: 'biz1',
        accountType: 'business',
        companyName: 'خيام الصحراء',
        companyWebsite: 'https://desert.example.sa',
      }),
    );
    expect(business.json().user).toMatchObject({ accountType: 'business', companyName: 'خيام الصحراء' });
    const individual = await post(
      '/api/auth/register',
      registration({ email: 'i@example.sa', username: 'indiv1', companyName: 'Sneaky Co' }),
    );
    expect(individual.json().user.companyName).toBeNull();
  });

  it.each([
    [{ password: '12345' }, 'password'],
    [{ password: 'x'.repeat(129) }, 'password'],
    [{ email: 'not-an-email' }, 'email'],
    [{ username: 'a b' }, 'username'],
    [{ firstName: '  ' }, 'firstName'],
    [{ accountType: 'government' }, 'accountType'],
    [{ companyWebsite: 'javascript:alert(1)', accountType: 'business', companyName: 'X' }, 'companyWebsite'],
  ])('refuses %o with a 400 naming %s, and writes nothing', async (override, field) => {
    const before = (await t.database.db.select({ id: users.id }).from(users)).length;
    const res = await post(
      '/api/auth/register',
      registration({ email: 'v@example.sa', username: 'valid_1', ...override }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.map((e: { path: string }) => e.path)).toContain(field);
    expect((await t.database.db.select({ id: users.id }).from(users)).length).toBe(before);
  });

  // A new password has at least 8 characters and is not one of the most common ones (any case).
  it.each([['pass-7c'], ['Abcd1234'], ['QWERTY123']])(
    'refuses the new password %s with a 400 on password, and writes nothing',
    async (password) => {
      const res = await post(
        '/api/auth/register',
        registration({ email: 'weak@example.sa', username: 'weak_pw', password }),
      );
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toContainEqual(expect.objectContaining({ path: 'password' }));
      const [row] = await t.database.db.select().from(users).where(eq(users.username, 'weak_pw'));
      expect(row).toBeUndefined();
    },
  );

  it('still signs in an older account whose password has 6 or 7 characters', async () => {
    const user = await createUser(t.database.db, { passwordHash: await hashPassword('old7pwd') });
    const res = await post('/api/auth/login', { email: user.email, password: 'old7pwd' });
    expect(res.statusCode).toBe(200);
  });

  it('never lets the body make an administrator', async () => {
    const res = await post(
      '/api/auth/register',
      registration({ email: 'x@example.sa', username: 'wannabe', isAdmin: true }),
    );
    expect(res.json().user.isAdmin).toBe(false);
  });
});

describe('POST /api/auth/login', () => {
  it('signs in with the e-mail in any case, with a new session each time', async () => {
    const user = await createUser(t.database.db, { email: 'fahad.t@example.sa' });
    const first = await post('/api/auth/login', { email: 'Fahad.T@Example.SA', password: FIXTURE_PASSWORD });
    expect(first.statusCode).toBe(200);
    expect(first.json().user.id).toBe(user.id);
    const firstToken = sessionCookie(first)!.value;
    const second = await post(
      '/api/auth/login',
      { email: 'fahad.t@example.sa', password: FIXTURE_PASSWORD },
      firstToken,
    );
    const secondToken = sessionCookie(second)!.value;
    expect(secondToken).not.toBe(firstToken);
    expect((await me(firstToken)).json().user).toBeNull(); // the old session was ended
    expect((await me(secondToken)).json().user.id).toBe(user.id);
  });

  it('never adopts a session id chosen before sign-in (session fixation)', async () => {
    const user = await createUser(t.database.db, { email: 'fixation@example.sa' });
    const planted = 'attacker-chosen-session-token-0123456789abcdef';
    const res = await post('/api/auth/login', { email: user.email, password: FIXTURE_PASSWORD }, planted);
    expect(res.statusCode).toBe(200);
    expect(sessionCookie(res)!.value).not.toBe(planted);
    expect((await me(planted)).json().user).toBeNull();
    expect((await me(sessionCookie(res)!.value)).json().user.id).toBe(user.id);
  });

  it('answers the same 401 for a wrong password and an unknown e-mail', async () => {
    await createUser(t.database.db, { email: 'known@example.sa' });
    const wrong = await post('/api/auth/login', { email: 'known@example.sa', password: 'wrong-password' });
    const unknown = await post('/api/auth/login', { email: 'nobody@example.sa', password: 'wrong-password' });
    for (const res of [wrong, unknown]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ code: 'unauthorized', message: 'Invalid email or password' });
      expect(sessionCookie(res)).toBeUndefined();
    }
  });

  it('refuses a blocked user with 403 and the reason, and their live sessions stop working', async () => {
    const user = await createUser(t.database.db, { email: 'blocked@example.sa' });
    const login = await post('/api/auth/login', { email: 'blocked@example.sa', password: FIXTURE_PASSWORD });
    const token = sessionCookie(login)!.value;
    await t.database.db
      .update(users)
      .set({ suspendedAt: new Date(), suspensionReason: 'Spam listings' })
      .where(eq(users.id, user.id));
    const res = await post('/api/auth/login', { email: 'blocked@example.sa', password: FIXTURE_PASSWORD });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({
      code: 'account_blocked',
      message: 'This account is blocked: Spam listings',
      reason: 'Spam listings',
    });
    expect((await me(token)).json().user).toBeNull();
  });

  it('refuses a missing field with 400', async () => {
    const res = await post('/api/auth/login', { email: 'a@example.sa' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.map((e: { path: string }) => e.path)).toEqual(['password']);
  });
});

describe('GET /api/auth/me and POST /api/auth/logout', () => {
  it('answers { user: null } with 200 when signed out or when the cookie is made up', async () => {
    for (const cookie of [undefined, 'made-up-token']) {
      const res = await me(cookie);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ user: null });
    }
  });

  it('ends the session on logout, so the cookie no longer signs anyone in', async () => {
    await createUser(t.database.db, { email: 'bye@example.sa' });
    const token = sessionCookie(
      await post('/api/auth/login', { email: 'bye@example.sa', password: FIXTURE_PASSWORD }),
    )!.value;
    const res = await post('/api/auth/logout', undefined, token);
    expect(res.statusCode).toBe(204);
    expect(sessionCookie(res)?.value).toBe('');
    expect((await me(token)).json().user).toBeNull();
  });

  it('ignores an expired session', async () => {
    const user = await createUser(t.database.db, { email: 'old@example.sa' });
    const token = sessionCookie(
      await post('/api/auth/login', { email: 'old@example.sa', password: FIXTURE_PASSWORD }),
    )!.value;
    await t.database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.userId, user.id));
    expect((await me(token)).json().user).toBeNull();
  });
});
