/**
 * A statement that runs too long is cancelled on PostgreSQL (DATABASE_STATEMENT_TIMEOUT_MS) and
 * its request answered 503 with Retry-After, never 500 (docs/decisions/0031-bounded-public-queries.md).
 */
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { openPostgres } from '../db/client';
import { testConfig } from '../test/test-app';
import { registerErrorHandling } from './errors';

describe('a statement cancelled for running too long', () => {
  it('is answered 503 with Retry-After', async () => {
    const app = Fastify();
    registerErrorHandling(app);
    app.get('/slow', async () => {
      throw Object.assign(new Error('canceling statement due to statement timeout'), { code: '57014' });
    });
    const res = await app.inject('/slow');
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ code: 'unavailable', retryAfter: 1 });
    expect(res.headers['retry-after']).toBe('1');
    await app.close();
  });

  it('is five seconds by default', () => {
    expect(testConfig().databaseStatementTimeoutMs).toBe(5000);
  });

  it.runIf(process.env.TEST_DATABASE_URL)('is set on every connection of the PostgreSQL pool', async () => {
    const database = openPostgres(process.env.TEST_DATABASE_URL!, 1, undefined, 1234);
    try {
      const { rows } = (await database.db.execute('SHOW statement_timeout')) as unknown as {
        rows: { statement_timeout: string }[];
      };
      expect(rows[0]?.statement_timeout).toBe('1234ms');
    } finally {
      await database.close();
    }
  });
});
