/**
 * Every path that ends a session ends that session's live streams, in every server process, while
 * the account's other sessions (the one that made the change) keep theirs. Two apps on one database:
 * on PostgreSQL each with its own pool and LISTEN connection, as two processes have.
 */
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import type { Database } from '../../db/client';
import { sessions } from '../../db/schema';
import { purgeExpired } from '../../jobs/housekeeping';
import { createUser, FIXTURE_PASSWORD, signIn } from '../../test/fixtures';
import { createTestDatabase, type TestDatabase, testConfig } from '../../test/test-app';
import { createResetToken } from '../auth/password-reset';
import { SESSION_COOKIE, sessionIdOf } from '../auth/sessions';
import { liveEvent, publish } from './publish';
import { openSse, type SseConnection } from './sse-client';

/** Generous: a loaded machine may be slow, and a stream that is not ended never answers at all. */
const WAIT_MS = 30_000;

let testDatabase: TestDatabase;
let otherDatabase: Database;
/** Where the change is made, and another process holding streams of the same account. */
let changedThrough: FastifyInstance;
let otherProcess: FastifyInstance;
const streams: SseConnection[] = [];

async function listening(database: Database): Promise<FastifyInstance> {
  const app = await buildApp({ config: testConfig(), database, logger: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  return app;
}

beforeAll(async () => {
  testDatabase = await createTestDatabase();
  otherDatabase = testDatabase.reopen?.() ?? testDatabase.database;
  changedThrough = await listening(testDatabase.database);
  otherProcess = await listening(otherDatabase);
});
afterAll(async () => {
  for (const stream of streams) stream.close();
  await changedThrough.close();
  await otherProcess.close();
  if (otherDatabase !== testDatabase.database) await otherDatabase.close();
  await testDatabase.drop();
});

async function streamOn(app: FastifyInstance, cookie: string): Promise<SseConnection> {
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const connection = await openSse(`http://127.0.0.1:${port}/api/events`, {
    cookie: `${SESSION_COOKIE}=${cookie}`,
  });
  streams.push(connection);
  expect(connection.status).toBe(200);
  await connection.next((event) => event.type === 'counts', WAIT_MS); // subscribed by now
  return connection;
}

/** Two sessions of one account (two devices), each with a stream in both processes. */
async function accountOnTwoDevices() {
  const db = testDatabase.database.db;
  const user = await createUser(db);
  const kept = await signIn(changedThrough, user.email);
  const ended = await signIn(changedThrough, user.email);
  return {
    user,
    kept,
    ended,
    keptStreams: [await streamOn(changedThrough, kept), await streamOn(otherProcess, kept)],
    endedStreams: [await streamOn(changedThrough, ended), await streamOn(otherProcess, ended)],
  };
}

async function expectEnded(connection: SseConnection, reason: string): Promise<void> {
  const event = await connection.next((e) => e.type === 'session.ended', WAIT_MS);
  expect(JSON.parse(event.data)).toEqual({ reason });
  await connection.ended;
}

/** The stream still delivers the account's events. */
async function expectOpen(connection: SseConnection, userId: string, messages: number): Promise<void> {
  await testDatabase.database.db.transaction((tx) =>
    publish(tx, [liveEvent(userId, 'counts', { messages, notifications: 0 })]),
  );
  const event = await connection.next(
    (e) => e.id !== null && JSON.parse(e.data).messages === messages,
    WAIT_MS,
  );
  expect(event.type).toBe('counts');
  expect(connection.received.some((e) => e.type === 'session.ended')).toBe(false);
}

describe('ending a session ends its live streams, in every process', () => {
  it('signing out ends that session’s streams; the other device’s go on', async () => {
    const account = await accountOnTwoDevices();
    const res = await changedThrough.inject({
      method: 'POST',
      url: '/api/auth/logout',
      cookies: { [SESSION_COOKIE]: account.ended },
    });
    expect(res.statusCode).toBe(204);
    for (const stream of account.endedStreams) await expectEnded(stream, 'signed_out');
    for (const stream of account.keptStreams) await expectOpen(stream, account.user.id, 11);
  });

  it('a password change ends the other sessions’ streams; the session that changed it stays connected', async () => {
    const account = await accountOnTwoDevices();
    const res = await changedThrough.inject({
      method: 'POST',
      url: `/api/users/${account.user.id}/password`,
      payload: { currentPassword: FIXTURE_PASSWORD, newPassword: 'a-new-long-password' },
      cookies: { [SESSION_COOKIE]: account.kept },
    });
    expect(res.statusCode).toBe(204);
    for (const stream of account.endedStreams) await expectEnded(stream, 'password_changed');
    for (const stream of account.keptStreams) await expectOpen(stream, account.user.id, 12);
  });

  it('a password reset from a signed-out browser ends every stream of the account', async () => {
    const account = await accountOnTwoDevices();
    const token = await createResetToken(testDatabase.database.db, account.user.id);
    const res = await changedThrough.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token, newPassword: 'reset-long-password' },
    });
    expect(res.statusCode).toBe(200);
    for (const stream of [...account.endedStreams, ...account.keptStreams]) {
      await expectEnded(stream, 'password_reset');
    }
  });

  it('housekeeping ends the streams that outlived their expired session, and no other', async () => {
    const account = await accountOnTwoDevices();
    const db = testDatabase.database.db;
    await db
      .update(sessions)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(sessions.idHash, sessionIdOf(account.ended)));
    await purgeExpired(db);
    for (const stream of account.endedStreams) await expectEnded(stream, 'expired');
    for (const stream of account.keptStreams) await expectOpen(stream, account.user.id, 13);
  });
});
