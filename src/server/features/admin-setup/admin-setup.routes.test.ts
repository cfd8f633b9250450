import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAuditLog, users } from '../../db/schema';
import { signIn } from '../../test/fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';
import { AUTH_LIMITS } from '../auth/auth.limits';
import { SESSION_COOKIE } from '../auth/sessions';
import { secretMatches } from './admin-setup.routes';
import { generatePassword } from './create-admin';

const SECRET = 'a-long-operator-secret-2026';

const setup = (t: TestApp, payload: object, remoteAddress = '127.0.0.1') =>
  t.app.inject({ method: 'POST', url: '/api/setup-production-admin', payload, remoteAddress });
const admins = (t: TestApp) => t.database.db.select().from(users).where(eq(users.isAdmin, true));

describe('POST /api/setup-production-admin', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ adminSetupSecret: SECRET });
  });
  afterAll(() => t.close());

  it('is not there at all without ADMIN_SETUP_SECRET', async () => {
    const closed = await createTestApp();
    try {
      const res = await setup(closed, { secret: SECRET });
      expect(res.statusCode).toBe(404);
      expect(await admins(closed)).toEqual([]);
    } finally {
      await closed.close();
    }
  });

  it('refuses a wrong secret with 403 and creates nothing', async () => {
    const res = await setup(t, { secret: `${SECRET}x` });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('forbidden');
    expect(await admins(t)).toEqual([]);
  });

  it('creates the first administrator with a generated password, shown once, that signs in', async () => {
    const res = await setup(t, { secret: SECRET });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({
      message: 'Administrator account created',
      admin: { username: 'admin', email: 'admin@ajjir.sa' },
      instructions: expect.stringContaining('/auth'),
      generatedPassword: expect.stringMatching(/^[A-Za-z2-9]{20}$/),
    });
    const cookie = await signIn(t.app, 'admin@ajjir.sa', body.generatedPassword);
    const me = await t.app.inject({ url: '/api/auth/me', cookies: { [SESSION_COOKIE]: cookie } });
    expect(me.json().user).toMatchObject({ isAdmin: true, username: 'admin' });
    const [audit] = await t.database.db
      .select()
      .from(adminAuditLog)
      .where(eq(adminAuditLog.action, 'admin.created'));
    expect(audit).toMatchObject({ targetId: me.json().user.id, details: { via: 'setup' } });
  });

  it('is safe to repeat: once an administrator exists, 409 and nothing changes', async () => {
    const before = await admins(t);
    const res = await setup(t, {
      secret: SECRET,
      email: 'second@example.sa',
      username: 'second',
      password: 'x'.repeat(16),
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/already exists/);
    expect(await admins(t)).toEqual(before);
  });
});

describe('setup with chosen details', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ adminSetupSecret: SECRET });
  });
  afterAll(() => t.close());

  it('refuses a weak chosen password and a bad e-mail with field errors', async () => {
    const res = await setup(t, { secret: SECRET, email: 'not-an-email', password: 'short' });
    expect(res.statusCode).toBe(400);
    expect(
      res
        .json()
        .errors.map((e: { code: string }) => e.code)
        .sort(),
    ).toEqual(['admin_password_too_short', 'email_invalid']);
  });

  it('lets only one of two simultaneous setups through', async () => {
    const [a, b] = await Promise.all([
      setup(t, { secret: SECRET, email: 'ops1@ajjir.sa', username: 'ops1', password: 'long-enough-pass-1' }),
      setup(t, { secret: SECRET, email: 'ops2@ajjir.sa', username: 'ops2', password: 'long-enough-pass-2' }),
    ]);
    expect([a!.statusCode, b!.statusCode].sort()).toEqual([201, 409]);
    const winner = a!.statusCode === 201 ? a! : b!;
    expect(winner.json()).not.toHaveProperty('generatedPassword');
    expect((await admins(t)).map((u) => u.email)).toEqual([winner.json().admin.email]);
  });

  it('limits attempts per address', async () => {
    const ip = '10.9.0.1';
    for (let i = 0; i < AUTH_LIMITS.adminSetupPerAddress.limit; i++) {
      expect((await setup(t, { secret: `guess-${i}` }, ip)).statusCode).toBe(403);
    }
    expect((await setup(t, { secret: SECRET }, ip)).statusCode).toBe(429);
  });
});

describe('secretMatches', () => {
  it('compares whole secrets of any length', () => {
    expect(secretMatches(SECRET, SECRET)).toBe(true);
    expect(secretMatches(SECRET.slice(0, -1), SECRET)).toBe(false);
    expect(secretMatches('', SECRET)).toBe(false);
    expect(secretMatches(`${SECRET} `, SECRET)).toBe(false);
  });
});

describe('generatePassword', () => {
  it('gives 20 unambiguous letters and digits, different every time', () => {
    const passwords = Array.from({ length: 200 }, generatePassword);
    for (const password of passwords) expect(password).toMatch(/^[A-HJ-NP-Za-km-z2-9]{20}$/);
    expect(new Set(passwords).size).toBe(200);
  });
});
