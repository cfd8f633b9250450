import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ publicUrl: 'https://ajjir.example' });
});
afterAll(() => t.close());

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
  ])('refuses a state change with %o (403, before anything runs)', async (headers) => {
    const res = await login(headers);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ code: 'forbidden', message: 'Requests from other sites are refused' });
  });

  it.each([
    [{ origin: 'https://ajjir.example', 'sec-fetch-site': 'same-origin' }],
    [{ origin: 'http://localhost:80', host: 'localhost:80' }],
    [{}],
  ])('lets our own pages and non-browser clients through: %o', async (headers) => {
    expect((await login(headers)).statusCode).toBe(401);
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
