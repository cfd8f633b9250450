import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Category } from '@shared/api-types';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test/test-app';

let t: TestApp;
let withClient: TestApp;

beforeAll(async () => {
  // A stand-in for the built client, so the static and fallback paths are exercised.
  const clientDir = mkdtempSync(join(tmpdir(), 'ajjir-client-'));
  mkdirSync(join(clientDir, 'assets'));
  writeFileSync(join(clientDir, 'index.html'), '<!doctype html><title>app shell</title>');
  writeFileSync(join(clientDir, 'assets', 'main-abc123.js'), 'console.log(1)');
  [t, withClient] = await Promise.all([createTestApp(), createTestApp({ clientDir })]);
});
afterAll(async () => {
  await Promise.all([t.close(), withClient.close()]);
});

describe('health', () => {
  it('answers liveness and readiness, without naming the database kind', async () => {
    expect((await t.app.inject('/healthz')).json()).toEqual({ status: 'ok' });
    const ready = await t.app.inject('/readyz');
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready', replica: 'none' });
  });
});

describe('GET /api/categories', () => {
  it('answers the reference categories in order, each with a name, icon and colour', async () => {
    const res = await t.app.inject('/api/categories');
    expect(res.statusCode).toBe(200);
    const body = res.json<Category[]>();
    expect(body.length).toBe(12);
    expect(body[0]).toEqual({
      id: 1,
      name: 'Camping',
      nameAr: 'التخييم والرحلات',
      slug: 'camping',
      icon: 'tent',
      color: 'primary',
    });
    expect(res.headers['cache-control']).toContain('max-age');
  });
});

describe('errors', () => {
  it('answers unknown API paths with a 404 JSON', async () => {
    const res = await withClient.app.inject('/api/nothing-here');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ code: 'not_found', message: 'No route for GET /api/nothing-here' });
    const post = await withClient.app.inject({ method: 'POST', url: '/somewhere', payload: {} });
    expect(post.statusCode).toBe(404);
  });

  it('refuses malformed JSON with a 400, never a 500', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/items',
      headers: { 'content-type': 'application/json' },
      payload: '{"title": ',
    });
    expect(res.statusCode).toBeLessThan(500);
    expect(res.json()).toHaveProperty('code');
    expect(res.json()).toHaveProperty('message');
  });

  it('hides the details of unexpected failures', async () => {
    const app = t.app;
    const broken = await createTestApp();
    await broken.database.close();
    const res = await broken.app.inject('/api/categories');
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ code: 'internal', message: 'Something went wrong on our side' });
    const ready = await broken.app.inject('/readyz');
    expect(ready.statusCode).toBe(503);
    await broken.app.close();
    expect(app).toBeDefined();
  });
});

describe('the client', () => {
  it('serves the app for a page of the client with a 200', async () => {
    for (const url of [
      '/',
      '/browse?category=3',
      '/Browse/',
      '/item/abc',
      '/item/abc/edit',
      '/admin/users/x',
    ]) {
      const res = await withClient.app.inject(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body).toMatch(/^<meta name="csp-nonce"[^>]*><!doctype html><title>[^<]+<\/title>/);
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  it('serves the app with a 404 for any other page path, so the client renders its not-found page', async () => {
    const unknown = [
      '/no/such/page',
      '/item',
      '/item/abc/photos',
      '/admin/nothing',
      '/profile/a/b',
      '/favorites-soon',
    ];
    for (const url of unknown) {
      const res = await withClient.app.inject({ url, headers: { 'accept-encoding': 'identity' } });
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.body).toMatch(/<!doctype html><title>app shell<\/title>/);
    }
  });

  it('answers a missing asset with a 404, not the app', async () => {
    for (const url of ['/assets/main-old999.js', '/images/demo/nothing.svg', '/favicon.ico']) {
      const res = await withClient.app.inject(url);
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toContain('application/json');
    }
  });

  it('serves hashed assets as immutable', async () => {
    const res = await withClient.app.inject('/assets/main-abc123.js');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('immutable');
  });

  it('sends security headers with a strict Content-Security-Policy', async () => {
    const res = await withClient.app.inject('/');
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain('unsafe-inline');
    // The page carries this response's style nonce for the scroll lock of dialogs and menus.
    const nonce = /<meta name="csp-nonce" content="([0-9a-f]{32})">/.exec(res.body)?.[1];
    expect(csp).toContain(`style-src 'self' 'nonce-${nonce}'`);
    const next = await withClient.app.inject('/');
    expect(next.body).not.toContain(nonce);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('compresses large answers', async () => {
    const res = await t.app.inject({ url: '/api/categories', headers: { 'accept-encoding': 'gzip' } });
    expect(res.headers['content-encoding']).toBe('gzip');
  });
});
