import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { selectRows } from '../db/client';
import { liveEvents, passwordResetTokens, rateLimits, sessions } from '../db/schema';
import { createUser } from '../test/fixtures';
import { createTestApp, type TestApp } from '../test/test-app';
import { purgeExpired } from './housekeeping';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('purgeExpired', () => {
  it('deletes expired sessions, spent reset tokens, old rate-limit windows and day-old live events, and keeps the rest', async () => {
    const db = t.database.db;
    const user = await createUser(db);
    const hour = 3_600_000;
    const now = Date.now();
    await db.insert(sessions).values([
      { idHash: 'expired', userId: user.id, expiresAt: new Date(now - 1000) },
      { idHash: 'live', userId: user.id, expiresAt: new Date(now + hour) },
    ]);
    await db.insert(passwordResetTokens).values([
      { userId: user.id, tokenHash: 'old-expired', expiresAt: new Date(now - 25 * hour) },
      {
        userId: user.id,
        tokenHash: 'used-long-ago',
        expiresAt: new Date(now + hour),
        usedAt: new Date(now - 25 * hour),
      },
      { userId: user.id, tokenHash: 'live', expiresAt: new Date(now + hour) },
    ]);
    await db.insert(rateLimits).values([
      { key: 'old', windowStartedAt: new Date(now - 25 * hour) },
      { key: 'current', windowStartedAt: new Date(now) },
    ]);

    await db.insert(liveEvents).values([
      { userId: user.id, type: 'old', data: {}, createdAt: new Date(now - 25 * hour) },
      { userId: user.id, type: 'recent', data: {}, createdAt: new Date(now - hour) },
    ]);

    await purgeExpired(db);

    const left = async (table: string, column: string) =>
      (await selectRows<{ k: string }>(db, sql.raw(`SELECT ${column} AS k FROM ${table} ORDER BY 1`))).map(
        (r) => r.k,
      );
    expect(await left('sessions', 'id_hash')).toEqual(['live']);
    expect(await left('password_reset_tokens', 'token_hash')).toEqual(['live']);
    expect(await left('rate_limits', 'key')).toEqual(['current']);
    expect(await left('live_events', 'type')).toEqual(['recent']);
  });
});
