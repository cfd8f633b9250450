import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { selectRows } from '../../db/client';
import { notifications } from '../../db/schema';
import { createSignedInUser } from '../../test/fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';
import { SESSION_COOKIE } from '../auth/sessions';
import { LIVE_EVENTS_CHANNEL, liveEvent, publish } from './publish';
import { openSse, type SseConnection } from './sse-client';

let t: TestApp;
let base: string;
const streams: SseConnection[] = [];
beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});
afterAll(async () => {
  for (const stream of streams) stream.close();
  await t.close();
});

async function stream(cookie: string, lastEventId?: string) {
  const connection = await openSse(`${base}/api/events`, {
    cookie: `${SESSION_COOKIE}=${cookie}`,
    lastEventId,
  });
  streams.push(connection);
  return connection;
}

const counts = (messages: number) => liveEvent('', 'counts', { messages, notifications: 0 });

describe('GET /api/events', () => {
  it('refuses a visitor', async () => {
    const res = await t.app.inject({ url: '/api/events' });
    expect(res.statusCode).toBe(401);
  });

  it('delivers a user’s events once their transaction commits, and nobody else’s', async () => {
    const alice = await createSignedInUser(t.app, t.database.db);
    const bob = await createSignedInUser(t.app, t.database.db);
    const aliceStream = await stream(alice.cookie);
    const bobStream = await stream(bob.cookie);
    expect(aliceStream.status).toBe(200);

    await t.database.db.transaction(async (tx) => {
      await publish(tx, [{ ...counts(3), userId: alice.user.id }]);
    });
    const event = await aliceStream.next((e) => e.type === 'counts' && e.id !== null);
    expect(JSON.parse(event.data)).toEqual({ messages: 3, notifications: 0 });
    expect(Number(event.id)).toBeGreaterThan(0);

    // A change that rolls back is never announced.
    await t.database.db
      .transaction(async (tx) => {
        await publish(tx, [{ ...counts(99), userId: alice.user.id }]);
        throw new Error('roll back');
      })
      .catch(() => {});
    await t.database.db.transaction((tx) => publish(tx, [{ ...counts(4), userId: alice.user.id }]));
    const after = await aliceStream.next((e) => e.id !== null && JSON.parse(e.data).messages !== 3);
    expect(JSON.parse(after.data).messages).toBe(4);
    // Bob got only his own badges, sent on connecting.
    expect(bobStream.received.map((e) => [e.type, e.id])).toEqual([['counts', null]]);
  });

  it('starts each stream with the badges as they are', async () => {
    const erin = await createSignedInUser(t.app, t.database.db);
    await t.database.db.insert(notifications).values([
      { userId: erin.user.id, type: 'booking_confirmed', data: { itemTitle: 'Tent' } },
      { userId: erin.user.id, type: 'booking_declined', data: { itemTitle: 'Drill' }, readAt: new Date() },
    ]);
    const connection = await stream(erin.cookie);
    const first = await connection.next();
    expect([first.type, first.id, JSON.parse(first.data)]).toEqual([
      'counts',
      null,
      { messages: 0, notifications: 1 },
    ]);
  });

  it('sends what was missed to a client that reconnects with Last-Event-ID, in order', async () => {
    const carol = await createSignedInUser(t.app, t.database.db);
    const first = await stream(carol.cookie);
    await t.database.db.transaction((tx) => publish(tx, [{ ...counts(1), userId: carol.user.id }]));
    const seen = await first.next((e) => e.id !== null);
    first.close();
    for (const messages of [2, 3]) {
      await t.database.db.transaction((tx) => publish(tx, [{ ...counts(messages), userId: carol.user.id }]));
    }
    const again = await stream(carol.cookie, seen.id!);
    await again.next((e) => e.id !== null && JSON.parse(e.data).messages === 3);
    await t.database.db.transaction((tx) => publish(tx, [{ ...counts(4), userId: carol.user.id }]));
    await again.next((e) => e.id !== null && JSON.parse(e.data).messages === 4);
    const replayed = again.received.filter((e) => e.id !== null);
    expect(replayed.map((e) => JSON.parse(e.data).messages)).toEqual([2, 3, 4]);
  });

  it('gives a first connection a Last-Event-ID before any event, so a quick reconnection misses nothing', async () => {
    const fay = await createSignedInUser(t.app, t.database.db);
    // From before the stream opened: the page loaded it already, it is not the stream's to replay.
    await t.database.db.transaction((tx) => publish(tx, [{ ...counts(1), userId: fay.user.id }]));
    const first = await stream(fay.cookie);
    await first.next(); // the badges come after the id
    const startId = first.lastEventId();
    expect(Number(startId)).toBeGreaterThan(0);
    first.close();
    // The network drops before any event reached this stream; meanwhile something happens.
    await t.database.db.transaction((tx) => publish(tx, [{ ...counts(2), userId: fay.user.id }]));
    const again = await stream(fay.cookie, startId);
    await again.next((e) => e.id !== null);
    expect(again.received.filter((e) => e.id !== null).map((e) => JSON.parse(e.data).messages)).toEqual([2]);

    // Someone with no events yet starts at 0.
    const gil = await createSignedInUser(t.app, t.database.db);
    const fresh = await stream(gil.cookie);
    await fresh.next();
    expect(fresh.lastEventId()).toBe('0');
  });

  it.runIf(process.env.TEST_DB === 'postgres')(
    'reads back what went by while this process’s LISTEN connection was cut off',
    async () => {
      const hana = await createSignedInUser(t.app, t.database.db);
      const live = await stream(hana.cookie);
      await live.next();
      // As a failover or a network cut would: the server's LISTEN connection is gone (waited for).
      const cut = await selectRows<{ gone: boolean }>(
        t.database.db,
        sql`SELECT pg_terminate_backend(pid, 5000) AS gone FROM pg_stat_activity
            WHERE datname = current_database() AND query = ${`LISTEN "${LIVE_EVENTS_CHANNEL}"`}`,
      );
      expect(cut).toEqual([{ gone: true }]);
      // Announced to nobody: the server listens again only after a pause.
      await t.database.db.transaction((tx) => publish(tx, [{ ...counts(7), userId: hana.user.id }]));
      const missed = await live.next((e) => e.id !== null);
      expect(JSON.parse(missed.data).messages).toBe(7);
      // And live again, once each.
      await t.database.db.transaction((tx) => publish(tx, [{ ...counts(8), userId: hana.user.id }]));
      await live.next((e) => e.id !== null && JSON.parse(e.data).messages === 8);
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(live.received.filter((e) => e.id !== null).map((e) => JSON.parse(e.data).messages)).toEqual([
        7, 8,
      ]);
    },
  );

  it('delivers every event of transactions that commit in another order than they began', async () => {
    const dana = await createSignedInUser(t.app, t.database.db);
    const live = await stream(dana.cookie);
    await live.next();
    // Each publishes, then waits a different time before committing: ids and commits cross.
    await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        t.database.db.transaction(async (tx) => {
          await publish(tx, [{ ...counts(i), userId: dana.user.id }]);
          await tx.execute(sql`SELECT pg_sleep(${((12 - i) % 4) * 0.02})`);
        }),
      ),
    );
    await live.next((e) => e.id !== null && live.received.filter((x) => x.id !== null).length === 12);
    const ids = live.received.filter((e) => e.id !== null).map((e) => Number(e.id));
    expect(ids).toEqual([...ids].sort((x, y) => x - y));
  });

  it('carries an event too big for NOTIFY by reading it back', async () => {
    const dana = await createSignedInUser(t.app, t.database.db);
    const connection = await stream(dana.cookie);
    const content = 'ك'.repeat(2000) + 'x'.repeat(6000);
    await t.database.db.transaction((tx) =>
      publish(tx, [
        liveEvent(dana.user.id, 'message.new', {
          message: {
            id: crypto.randomUUID(),
            senderId: dana.user.id,
            receiverId: dana.user.id,
            content,
            bookingId: null,
            itemId: null,
            isRead: false,
            createdAt: new Date().toISOString(),
          },
        }),
      ]),
    );
    const event = await connection.next((e) => e.type === 'message.new');
    expect(JSON.parse(event.data).message.content).toBe(content);
  });

  it('ends the stream after session.ended, the event telling the page why', async () => {
    const erik = await createSignedInUser(t.app, t.database.db);
    const connection = await stream(erik.cookie);
    await connection.next();
    await t.database.db.transaction((tx) =>
      publish(tx, [liveEvent(erik.user.id, 'session.ended', { reason: 'suspended' })]),
    );
    const event = await connection.next((e) => e.type === 'session.ended');
    expect(JSON.parse(event.data)).toEqual({ reason: 'suspended' });
    await connection.ended;
    // Nothing is written to an ended stream: a later event of the user's goes nowhere, without an error.
    await t.database.db.transaction((tx) => publish(tx, [{ ...counts(5), userId: erik.user.id }]));
    expect(connection.received.at(-1)?.type).toBe('session.ended');
  });
});
