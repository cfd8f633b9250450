/**
 * The cluster bus over PostgreSQL NOTIFY (in-process on PGlite) and over Redis pub/sub (REDIS_URL):
 * a message reaches the other processes, never its sender, and stops arriving once unsubscribed.
 */
import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type Database, selectRows } from '../db/client';
import { createTestDatabase, type TestDatabase } from '../test/test-app';
import { type ClusterBus, MAX_MESSAGE_BYTES, postgresBus, redisBus } from './bus';
import { openRedis, type RedisConnections } from './redis';

const redisUrl = process.env.REDIS_URL;
const onPostgres = process.env.TEST_DB === 'postgres';
const log = { warn: vi.fn(), info: () => {}, error: vi.fn() } as unknown as FastifyBaseLogger;

/**
 * Waits until `condition` holds, checking every 10 ms. `timeoutMs` bounds a message that never
 * comes, under the API tests' 30 s; it is not how soon one should (docs/decisions/0037).
 */
async function eventually(condition: () => boolean, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await sleep(10);
  }
}

let testDatabase: TestDatabase;
/** A second handle on the same database (PostgreSQL), as another process has; the same one on PGlite. */
let otherDatabase: Database;
beforeAll(async () => {
  testDatabase = await createTestDatabase();
  otherDatabase = testDatabase.reopen?.() ?? testDatabase.database;
});
afterAll(async () => {
  if (otherDatabase !== testDatabase.database) await otherDatabase.close();
  await testDatabase.drop();
});

/** Two buses, as two server processes have, and how to send a raw payload past the envelope. */
interface BusPair {
  first: ClusterBus;
  second: ClusterBus;
  sendRaw(channel: string, payload: string): Promise<void>;
  /** Cuts the second bus's connection for `channel` as a network failure would (not on PGlite). */
  cutSecond(channel: string): Promise<void>;
  close(): Promise<void>;
}

function behavesAsAClusterBus(makePair: () => Promise<BusPair>, { canBeCut }: { canBeCut: boolean }) {
  let pair: BusPair;
  beforeAll(async () => {
    pair = await makePair();
  });
  afterAll(() => pair.close());
  const newChannel = () => `test_bus_${randomBytes(4).toString('hex')}`;

  it('hands a message to the other process, not back to its sender', async () => {
    const channel = newChannel();
    const heardByFirst: string[] = [];
    const heardBySecond: string[] = [];
    await pair.first.subscribe(channel, (message) => heardByFirst.push(message));
    await pair.second.subscribe(channel, (message) => heardBySecond.push(message));
    await pair.first.publish(channel, 'from the first');
    await pair.second.publish(channel, 'from the second');
    await eventually(() => heardBySecond.length === 1 && heardByFirst.length === 1);
    await sleep(100);
    expect(heardBySecond).toEqual(['from the first']);
    expect(heardByFirst).toEqual(['from the second']);
  });

  it('stops handing messages over once unsubscribed, and keeps channels apart', async () => {
    const channel = newChannel();
    const elsewhere = newChannel();
    const heard: string[] = [];
    const heardElsewhere: string[] = [];
    const stop = await pair.second.subscribe(channel, (message) => heard.push(message));
    await pair.second.subscribe(elsewhere, (message) => heardElsewhere.push(message));
    await pair.first.publish(channel, 'one');
    await eventually(() => heard.length === 1);
    await stop();
    await pair.first.publish(channel, 'two');
    await pair.first.publish(elsewhere, 'three');
    await eventually(() => heardElsewhere.length === 1);
    await sleep(100);
    expect(heard).toEqual(['one']);
    expect(heardElsewhere).toEqual(['three']);
  });

  it.runIf(canBeCut)('says when a cut subscription is back, and hears messages again', async () => {
    const channel = newChannel();
    const heard: string[] = [];
    let resumed = 0;
    await pair.second.subscribe(
      channel,
      (message) => heard.push(message),
      () => {
        resumed += 1;
      },
    );
    await pair.first.publish(channel, 'before');
    await eventually(() => heard.length === 1);
    await pair.cutSecond(channel);
    await eventually(() => resumed === 1);
    await pair.first.publish(channel, 'after');
    await eventually(() => heard.length === 2);
    expect(heard).toEqual(['before', 'after']);
    expect(resumed).toBe(1);
  });

  it('ignores what it cannot read, survives a throwing handler, and refuses oversized messages', async () => {
    const channel = newChannel();
    const heard: string[] = [];
    await pair.second.subscribe(channel, (message) => {
      heard.push(message);
      if (message === 'throw') throw new Error('handler failed');
    });
    await pair.sendRaw(channel, 'not an envelope');
    await pair.first.publish(channel, 'throw');
    await pair.first.publish(channel, 'after');
    await eventually(() => heard.length === 2);
    expect(heard).toEqual(['throw', 'after']);
    expect(log.warn).toHaveBeenCalledWith(
      expect.objectContaining({ channel }),
      'unreadable cluster bus message',
    );
    expect(log.error).toHaveBeenCalledWith(
      expect.objectContaining({ channel }),
      'a cluster bus handler failed',
    );
    await expect(pair.first.publish(channel, 'x'.repeat(MAX_MESSAGE_BYTES + 1))).rejects.toThrow(/at most/);
  });
}

describe('the cluster bus over PostgreSQL NOTIFY', () => {
  behavesAsAClusterBus(
    async () => {
      const first = postgresBus(testDatabase.database, log);
      const second = postgresBus(otherDatabase, log);
      return {
        first,
        second,
        sendRaw: async (channel, payload) => {
          await testDatabase.database.db.execute(sql`SELECT pg_notify(${channel}, ${payload})`);
        },
        // Only the second subscribes to the channels it is asked to cut: its LISTEN is the one.
        cutSecond: async (channel) => {
          const cut = await selectRows<{ gone: boolean }>(
            testDatabase.database.db,
            sql`SELECT pg_terminate_backend(pid, 5000) AS gone FROM pg_stat_activity
              WHERE datname = current_database() AND query = ${`LISTEN "${channel}"`}`,
          );
          expect(cut).toEqual([{ gone: true }]);
        },
        close: async () => {
          await Promise.all([first.close(), second.close()]);
        },
      };
    },
    { canBeCut: onPostgres },
  );
});

describe.runIf(redisUrl)('the cluster bus over Redis pub/sub', () => {
  behavesAsAClusterBus(
    async () => {
      const scope = `test_${randomBytes(4).toString('hex')}`;
      const connections: RedisConnections[] = [
        await openRedis(redisUrl!, log),
        await openRedis(redisUrl!, log),
      ];
      const [first, second] = connections.map((redis) => redisBus(redis, scope, log));
      return {
        first: first!,
        second: second!,
        sendRaw: async (channel, payload) => {
          await connections[0]!.commands.publish(`ajjir:${scope}:${channel}`, payload);
        },
        // One subscriber connection carries every channel: drop it, and let ioredis reconnect.
        cutSecond: async () => {
          connections[1]!.subscriber.disconnect(true);
        },
        close: async () => {
          await Promise.all([first!.close(), second!.close()]);
          await Promise.all(connections.map((redis) => redis.close()));
        },
      };
    },
    { canBeCut: true },
  );
});

if (!redisUrl) {
  it.skip('REDIS_URL is not set: the cluster bus over Redis pub/sub is not tested', () => {});
}
