import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { SESSION_COOKIE } from '../features/auth/sessions';
import { createSignedInUser } from '../test/fixtures';
import { createTestDatabase, testConfig } from '../test/test-app';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** The app's log, as JSON lines: the tests read what it says of a request. */
const logLines: Record<string, unknown>[] = [];
const logStream = new Writable({
  write(chunk, _encoding, done) {
    for (const line of String(chunk).split('\n')) if (line) logLines.push(JSON.parse(line));
    done();
  },
});

let app: FastifyInstance;
let drop: () => Promise<void>;
beforeAll(async () => {
  const test = await createTestDatabase();
  drop = test.drop;
  app = await buildApp({
    config: testConfig(),
    database: test.database,
    logger: { level: 'info', stream: logStream },
  });
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await drop?.();
});

const withId = (id: string) => ({ headers: { 'x-request-id': id } });

describe('X-Request-Id', () => {
  it('generates an id when the request has none, a new one each time', async () => {
    const first = await app.inject({ url: '/healthz' });
    const second = await app.inject({ url: '/healthz' });
    expect(first.headers['x-request-id']).toMatch(UUID);
    expect(second.headers['x-request-id']).toMatch(UUID);
    expect(second.headers['x-request-id']).not.toBe(first.headers['x-request-id']);
  });

  it('keeps the id a proxy sends when it looks like one', async () => {
    for (const id of [
      'f81d4fae-7dec-11d0-a765-00a0c91e6bf6',
      '7f3c9a2b41d8e6f0a1b2c3d4e5f60718',
      'edge-01:4312-17',
      'a'.repeat(100),
    ]) {
      expect((await app.inject({ url: '/healthz', ...withId(id) })).headers['x-request-id']).toBe(id);
    }
  });

  it('replaces an id that could mislead or flood the log', async () => {
    for (const id of [
      '',
      'a'.repeat(101),
      'two words',
      '<script>alert(1)</script>',
      'id"},"level":60,"msg":"forged',
      'naïve',
      'a/b',
    ]) {
      const answered = (await app.inject({ url: '/healthz', ...withId(id) })).headers['x-request-id'];
      expect(answered, id).toMatch(UUID);
    }
  });

  it('names the id on refusals, 404s and errors', async () => {
    const answers = await Promise.all([
      app.inject({ url: '/no-such-page', ...withId('trace-404') }),
      app.inject({ url: '/api/no-such-thing', ...withId('trace-api-404') }),
      app.inject({ url: '/api/events', ...withId('trace-401') }),
      app.inject({
        method: 'POST',
        url: '/api/auth/login',
        headers: { 'x-request-id': 'trace-400', 'content-type': 'application/json' },
        payload: '{not json',
      }),
      app.inject({
        method: 'POST',
        url: '/api/auth/login',
        headers: { 'x-request-id': 'trace-403', 'sec-fetch-site': 'cross-site' },
        payload: {},
      }),
      // Refused by the router itself, before any hook runs.
      app.inject({ url: '/api/items/%E0%A4%A', ...withId('trace-bad-url') }),
    ]);
    expect(answers.map((res) => [res.statusCode, res.headers['x-request-id']])).toEqual([
      [404, 'trace-404'],
      [404, 'trace-api-404'],
      [401, 'trace-401'],
      [400, 'trace-400'],
      [403, 'trace-403'],
      [400, 'trace-bad-url'],
    ]);
  });

  it('names the id on a live-event stream, whose headers are written by hand', async () => {
    const { cookie } = await createSignedInUser(app, app.db);
    const abort = new AbortController();
    const res = await app.inject({
      url: '/api/events',
      cookies: { [SESSION_COOKIE]: cookie },
      ...withId('trace-stream'),
      payloadAsStream: true,
      signal: abort.signal,
    });
    abort.abort();
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/event-stream/);
    expect(res.headers['x-request-id']).toBe('trace-stream');
  });

  it('logs every line of a request with its id, so a complaint leads to them', async () => {
    await app.inject({ url: '/api/items/not-a-real-item', ...withId('complaint-1234') });
    const lines = logLines.filter((line) => line.reqId === 'complaint-1234');
    const messages = lines.map((line) => line.msg);
    expect(messages).toContain('incoming request');
    expect(messages).toContain('request refused');
    expect(messages).toContain('request completed');
    const refused = lines.find((line) => line.msg === 'request refused') as { code?: string };
    expect(refused.code).toBe('not_found');
    // A generated id is logged as it is answered.
    const res = await app.inject({ url: '/healthz' });
    expect(logLines.some((line) => line.reqId === res.headers['x-request-id'])).toBe(true);
  });
});
