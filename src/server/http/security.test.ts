import { currentConsent } from '@shared/legal';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser } from '../test/fixtures';
import { createTestApp, type TestApp } from '../test/test-app';

let t: TestApp;
/** A developer's instance: PUBLIC_URL unset (http://localhost:3000). */
let local: TestApp;
beforeAll(async () => {
  [t, local] = await Promise.all([createTestApp({ publicUrl: 'https://ajjir.example' }), createTestApp()]);
});
afterAll(() => Promise.all([t.close(), local.close()]));

const login = (headers: Record<string, string>) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: 'someone@example.sa', password: 'whatever' },
    headers,
  });

describe('requests from other sites', () => {
  it.each([
    [{ origin: 'https://evil.example' }],
    [{ origin: 'https://ajjir.example.evil.example' }],
    [{ 'sec-fetch-site': 'cross-site' }],
    [{ 'sec-fetch-site': 'same-site', origin: 'https://ajjir.example' }],
    // A DNS-rebinding page: its own name points at the server, so Host and Origin agree.
    [{ origin: 'http://rebound.example:80', host: 'rebound.example:80' }],
    [{ origin: 'https://ajjir.example.', host: 'ajjir.example.' }],
    [{ origin: 'http://localhost:3000', host: 'localhost:3000' }],
  ])('refuses a state change with %o (403, before anything runs)', async (headers) => {
    const res = await login(headers);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ code: 'forbidden', message: 'Requests from other sites are refused' });
  });

  it.each([[{ origin: 'https://ajjir.example', 'sec-fetch-site': 'same-origin' }], [{}]])(
    'lets our own pages and non-browser clients through: %o',
    async (headers) => {
      expect((await login(headers)).statusCode).toBe(401);
    },
  );

  it.each([
    ['/%61pi/auth/logout'],
    ['/api/auth/%6Cogout'],
    ['/%61%70%69/auth/logout?x=1'],
    ['/api/auth/logout/'],
  ])('refuses %s from another site: the matched route decides, not its spelling', async (url) => {
    const { cookie } = await createSignedInUser(t.app, t.database.db);
    const res = await t.app.inject({
      method: 'POST',
      url,
      cookies: { ajjir_session: cookie },
      headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
    });
    expect(res.statusCode).toBe(403);
    const me = await t.app.inject({ url: '/api/auth/me', cookies: { ajjir_session: cookie } });
    expect(me.json().user).not.toBeNull();
  });

  it('reads the session on a route however its path is spelt', async () => {
    const { user, cookie } = await createSignedInUser(t.app, t.database.db);
    const me = await t.app.inject({ url: '/%61pi/auth/me', cookies: { ajjir_session: cookie } });
    expect(me.json().user).toMatchObject({ id: user.id });
  });

  it.each([
    [{ origin: 'http://localhost:3000' }],
    [{ origin: 'http://127.0.0.1:4210' }],
    [{ origin: 'http://localhost:5173', 'sec-fetch-site': 'same-origin' }],
  ])('on a developer’s instance lets its own machine’s pages through: %o', async (headers) => {
    const res = await local.app.inject({ method: 'POST', url: '/api/auth/login', payload: {}, headers });
    expect(res.statusCode).toBe(400);
  });

  it.each([
    [
      {
        origin: 'http://rebound.example:3000',
        host: 'rebound.example:3000',
        'sec-fetch-site': 'same-origin',
      },
    ],
    [{ origin: 'http://localhost.evil.example:3000' }],
    [{ origin: 'http://127.0.0.1.nip.io:3000' }],
  ])('on a developer’s instance refuses any other page, its Host alike: %o', async (headers) => {
    const res = await local.app.inject({ method: 'POST', url: '/api/auth/login', payload: {}, headers });
    expect(res.statusCode).toBe(403);
  });

  it('lets anyone read', async () => {
    const res = await t.app.inject({ url: '/api/categories', headers: { origin: 'https://evil.example' } });
    expect(res.statusCode).toBe(200);
  });

  it('marks the session cookie Secure when the public address is https', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: {
        email: 'secure@example.sa',
        password: 'secret123',
        username: 'secure_1',
        firstName: 'S',
        lastName: 'C',
        consent: currentConsent(),
      },
    });
    expect(res.statusCode).toBe(201);
    expect(res.cookies[0]).toMatchObject({
      name: 'ajjir_session',
      secure: true,
      httpOnly: true,
      sameSite: 'Lax',
    });
    expect(res.headers['strict-transport-security']).toContain('max-age=');
  });
});

describe('security headers of API answers', () => {
  it('are helmet’s, worked out once: the same on every answer, with a strict policy and no nonce', async () => {
    const first = await t.app.inject('/api/categories');
    const second = await t.app.inject('/healthz');
    const csp = String(first.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain('upgrade-insecure-requests');
    expect(csp).not.toContain('nonce-');
    for (const [name, value] of Object.entries({
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'SAMEORIGIN',
      'referrer-policy': 'strict-origin-when-cross-origin',
      'cross-origin-opener-policy': 'same-origin',
    })) {
      expect(first.headers[name], name).toBe(value);
    }
    expect(first.headers['strict-transport-security']).toContain('max-age=31536000');
    for (const name of ['content-security-policy', 'x-content-type-options', 'strict-transport-security']) {
      expect(second.headers[name], name).toBe(first.headers[name]);
    }
  });
});
