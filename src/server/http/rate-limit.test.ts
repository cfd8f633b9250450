/**
 * The rate limiter over each of its counters: the same behaviour in PostgreSQL and in Redis
 * (REDIS_URL), PostgreSQL taking over when Redis does not answer, and an app given REDIS_URL
 * counting in Redis.
 */
import { randomBytes } from 'node:crypto';
import { connect, createServer, type Socket } from 'node:net';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openRedis, type RedisConnections } from '../cluster/redis';
import { type Database, type Db, selectRows } from '../db/client';
import { AUTH_LIMITS, LOGIN_PAIR_LIMITS } from '../features/auth/auth.limits';
import { createUser } from '../test/fixtures';
// A free port is one nothing listens on: connecting to it is refused at once.
import { freePort } from '../test/free-port';
import { createTestApp, createTestDatabase, type TestDatabase } from '../test/test-app';
import { AppError } from './errors';
import {
  FallbackRateCounter,
  PostgresRateCounter,
  type RateCounter,
  RateLimiter,
  type RateRule,
  REDIS_RATE_KEY_PREFIX,
  RedisRateCounter,
} from './rate-limit';

const redisUrl = process.env.REDIS_URL;
const quietLog = { warn: () => {}, info: () => {}, error: () => {} } as unknown as FastifyBaseLogger;

/** Rule names unique to this run, so runs sharing one Redis or database never count together. */
const run = randomBytes(4).toString('hex');
let rules = 0;
const rule = (limit: number, windowSeconds = 60): RateRule => ({
  name: `test-${run}-${++rules}`,
  limit,
  windowSeconds,
  message: 'Too many tries',
});

/** The error `attempt` is refused with, or undefined when it is let through. */
async function refusal(attempt: Promise<void>): Promise<AppError | undefined> {
  try {
    await attempt;
    return undefined;
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
}

async function hitTimes(limiter: RateLimiter, times: number, r: RateRule, subject: string) {
  for (let i = 0; i < times; i++) await limiter.hit(r, subject);
}

/**
 * Whole seconds since `startedAt` (performance.now()), rounded up. A figure that depends on the
 * clock (what is left of a window) is checked against the time the test really took, however
 * long that was on a busy machine, never against a guess of it (docs/decisions/0037).
 */
const secondsSince = (startedAt: number) => Math.ceil((performance.now() - startedAt) / 1000);

let testDatabase: TestDatabase;
let database: Database;
beforeAll(async () => {
  testDatabase = await createTestDatabase();
  database = testDatabase.database;
});
afterAll(() => testDatabase.drop());
afterAll(async () => {
  if (!redisUrl) return;
  const redis = await openRedis(redisUrl, quietLog);
  const keys = await redis.commands.keys(`${REDIS_RATE_KEY_PREFIX}test-${run}-*`);
  if (keys.length > 0) await redis.commands.del(...keys);
  await redis.close();
});

/** Two counters on one store, as two server processes have. */
interface CounterPair {
  first: RateCounter;
  second: RateCounter;
  /**
   * Moves the rule's open windows `seconds` into the past, as if that time had gone by: a window
   * ends without the test waiting for it, and without betting that its hits came in time.
   */
  age(rule: RateRule, seconds: number): Promise<void>;
}

function behavesAsARateLimiter(makePair: () => CounterPair) {
  let pair: CounterPair;
  beforeAll(() => {
    pair = makePair();
  });
  const limiter = (factor = 1) => new RateLimiter(pair.first, factor);

  it('lets the limit through, then refuses with 429 and a Retry-After within the window', async () => {
    const r = rule(3);
    const startedAt = performance.now();
    await hitTimes(limiter(), 3, r, 'someone');
    const refused = await refusal(limiter().hit(r, 'someone'));
    expect(refused).toMatchObject({ code: 'rate_limited', status: 429, message: 'Too many tries' });
    expect(refused!.retryAfter).toBeGreaterThanOrEqual(60 - secondsSince(startedAt));
    expect(refused!.retryAfter).toBeLessThanOrEqual(60);
    // Another subject has a count of its own; the subject's case does not matter.
    await limiter().hit(r, 'someone else');
    expect(await refusal(limiter().hit(r, 'SOMEONE'))).toBeInstanceOf(AppError);
  });

  it('checks without counting, and refuses at the limit', async () => {
    const r = rule(2);
    for (let i = 0; i < 5; i++) await limiter().check(r, 'checker');
    await hitTimes(limiter(), 1, r, 'checker');
    await limiter().check(r, 'checker');
    await limiter().hit(r, 'checker');
    const refused = await refusal(limiter().check(r, 'checker'));
    expect(refused).toMatchObject({ code: 'rate_limited' });
    expect(refused!.retryAfter).toBeGreaterThan(0);
  });

  it('forgets a subject on reset', async () => {
    const r = rule(2);
    await hitTimes(limiter(), 2, r, 'forgiven');
    expect(await refusal(limiter().check(r, 'forgiven'))).toBeInstanceOf(AppError);
    await limiter().reset(r, 'forgiven');
    await limiter().check(r, 'forgiven');
    await hitTimes(limiter(), 2, r, 'forgiven');
  });

  it('opens again when the window has passed, with a Retry-After of what is left', async () => {
    const r = rule(2);
    const startedAt = performance.now();
    await hitTimes(limiter(), 2, r, 'patient');
    await pair.age(r, 30);
    const refused = await refusal(limiter().hit(r, 'patient'));
    expect(refused).toMatchObject({ code: 'rate_limited' });
    expect(refused!.retryAfter).toBeLessThanOrEqual(30);
    expect(refused!.retryAfter).toBeGreaterThanOrEqual(30 - secondsSince(startedAt));
    await pair.age(r, 30);
    await limiter().check(r, 'patient');
    await hitTimes(limiter(), 2, r, 'patient');
    expect(await refusal(limiter().hit(r, 'patient'))).toBeInstanceOf(AppError);
  });

  it('multiplies limits by the factor', async () => {
    const r = rule(2);
    await hitTimes(limiter(3), 6, r, 'relaxed');
    expect(await refusal(limiter(3).hit(r, 'relaxed'))).toBeInstanceOf(AppError);
  });

  it('shares one count between two limiters (two server processes)', async () => {
    const r = rule(4);
    const one = new RateLimiter(pair.first);
    const other = new RateLimiter(pair.second);
    await hitTimes(one, 2, r, 'shared');
    await hitTimes(other, 2, r, 'shared');
    expect(await refusal(one.hit(r, 'shared'))).toBeInstanceOf(AppError);
    expect(await refusal(other.check(r, 'shared'))).toBeInstanceOf(AppError);
    await other.reset(r, 'shared');
    await one.hit(r, 'shared');
  });
}

describe('rate limits in PostgreSQL', () => {
  let second: Database | undefined;
  afterAll(() => second?.close());
  behavesAsARateLimiter(() => {
    second = testDatabase.reopen?.();
    return {
      first: new PostgresRateCounter(database.db),
      second: new PostgresRateCounter((second ?? database).db),
      age: async (r, seconds) => {
        await database.db.execute(
          sql`UPDATE rate_limits SET window_started_at = window_started_at - make_interval(secs => ${seconds})
              WHERE key LIKE ${`${r.name}:%`}`,
        );
      },
    };
  });
});

describe.runIf(redisUrl)('rate limits in Redis', () => {
  const connections: RedisConnections[] = [];
  let pair: CounterPair;
  beforeAll(async () => {
    for (let i = 0; i < 2; i++) connections.push(await openRedis(redisUrl!, quietLog));
    const redis = connections[0]!.commands;
    pair = {
      first: new RedisRateCounter(redis),
      second: new RedisRateCounter(connections[1]!.commands),
      // A key's expiry is its window's end: brought nearer by `seconds` (at or below zero, the key goes).
      age: async (r, seconds) => {
        for (const key of await redis.keys(`${REDIS_RATE_KEY_PREFIX}${r.name}:*`)) {
          await redis.pexpire(key, (await redis.pttl(key)) - seconds * 1000);
        }
      },
    };
  });
  afterAll(() => Promise.all(connections.map((connection) => connection.close())));
  behavesAsARateLimiter(() => pair);

  it('keeps nothing in rate_limits, and lets each key expire with its window', async () => {
    const r = rule(5);
    const startedAt = performance.now();
    await new RateLimiter(pair.first).hit(r, 'expiring');
    const [key] = await connections[0]!.commands.keys(`${REDIS_RATE_KEY_PREFIX}${r.name}:*`);
    const millisecondsLeft = await connections[0]!.commands.pttl(key!);
    expect(millisecondsLeft).toBeGreaterThan((60 - secondsSince(startedAt)) * 1000);
    expect(millisecondsLeft).toBeLessThanOrEqual(60_000);
    expect(await keysInTable(database.db, r.name)).toHaveLength(0);
  });
});

if (!redisUrl) {
  it.skip('REDIS_URL is not set: rate limits in Redis and an app counting in Redis are not tested', () => {});
}

/** Keys in rate_limits that start with `prefix`. */
const keysInTable = (db: Db, prefix: string) =>
  selectRows<{ key: string }>(db, sql`SELECT key FROM rate_limits WHERE key LIKE ${`${prefix}%`}`);

/** A "Redis" that accepts connections and never answers (a hung server). */
async function silentServer(): Promise<{ url: string; stop(): Promise<void> }> {
  const sockets = new Set<Socket>();
  const server = createServer((socket) => sockets.add(socket));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  const stop = () =>
    new Promise<void>((resolve) => {
      for (const socket of sockets) socket.destroy();
      server.close(() => resolve());
    });
  return { url: `redis://127.0.0.1:${port}`, stop };
}

describe('when Redis does not answer', () => {
  const cases: [string, () => Promise<{ url: string; stop(): Promise<void> }>][] = [
    [
      'nothing listens on its port',
      async () => ({ url: `redis://127.0.0.1:${await freePort()}`, stop: async () => {} }),
    ],
    ['it accepts connections and never answers', silentServer],
  ];

  it.each(cases)('counts in PostgreSQL and refuses over the limit, warning once: %s', async (_, start) => {
    const redis = await start();
    const connections = await openRedis(redis.url, quietLog);
    try {
      const log = { warn: vi.fn() };
      const counter = new FallbackRateCounter(
        new RedisRateCounter(connections.commands),
        new PostgresRateCounter(database.db),
        log,
      );
      const limiter = new RateLimiter(counter);
      const r = rule(3);
      await hitTimes(limiter, 3, r, 'guesser');
      expect(await refusal(limiter.hit(r, 'guesser'))).toMatchObject({ code: 'rate_limited' });
      expect(await refusal(limiter.check(r, 'guesser'))).toMatchObject({ code: 'rate_limited' });
      // Not a request held up waiting for Redis: refused at once by the connection that is not
      // ready (no offline queue, cluster/redis.ts), never sent and timed out. Its cause, not the
      // wall clock of a busy machine, says so (docs/decisions/0037).
      expect(log.warn.mock.calls[0]?.[0]).toMatchObject({
        err: { message: expect.stringMatching(/enableOfflineQueue options is false/) },
      });
      expect(await keysInTable(database.db, r.name)).toHaveLength(1);
      await limiter.reset(r, 'guesser');
      await limiter.hit(r, 'guesser');
      expect(log.warn).toHaveBeenCalledTimes(1);
    } finally {
      await connections.close();
      await redis.stop();
    }
  });
});

/**
 * A TCP proxy to the real Redis that can stop passing requests on, as a Redis that hangs would:
 * connected and ready, then silent.
 */
async function freezableProxy(
  target: string,
): Promise<{ url: string; freeze(): void; stop(): Promise<void> }> {
  const { hostname, port } = new URL(target);
  let frozen = false;
  const sockets = new Set<Socket>();
  const server = createServer((client) => {
    const upstream = connect(Number(port || 6379), hostname);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('error', () => {});
      socket.on('close', () => (socket === client ? upstream : client).destroy());
    }
    client.on('data', (chunk) => frozen || upstream.write(chunk));
    upstream.on('data', (chunk) => client.write(chunk));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port: proxyPort } = server.address() as { port: number };
  return {
    url: `redis://127.0.0.1:${proxyPort}`,
    freeze: () => {
      frozen = true;
    },
    stop: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

describe.runIf(redisUrl)('when Redis hangs after it has answered', () => {
  it('gives up on it at its command timeout, a second at most, and counts in PostgreSQL', async () => {
    const proxy = await freezableProxy(redisUrl!);
    const connections = await openRedis(proxy.url, quietLog);
    try {
      const log = { warn: vi.fn() };
      const limiter = new RateLimiter(
        new FallbackRateCounter(
          new RedisRateCounter(connections.commands),
          new PostgresRateCounter(database.db),
          log,
        ),
      );
      const r = rule(2);
      await limiter.hit(r, 'stalled');
      expect(await keysInTable(database.db, r.name)).toHaveLength(0);
      proxy.freeze();
      await limiter.hit(r, 'stalled');
      // Given up on by the connection's own command timeout, which is at most a second; how long
      // the wait took on a busy machine is not the question (docs/decisions/0037).
      expect(connections.commands.options.commandTimeout).toBeLessThanOrEqual(1_000);
      expect(log.warn).toHaveBeenCalledTimes(1);
      expect(log.warn.mock.calls[0]?.[0]).toMatchObject({ err: { message: 'Command timed out' } });
      expect(await keysInTable(database.db, r.name)).toHaveLength(1);
    } finally {
      await connections.close();
      await proxy.stop();
    }
  });
});

describe.runIf(redisUrl)('an app given REDIS_URL', () => {
  it('counts failed sign-ins in Redis, not in rate_limits', async () => {
    const t = await createTestApp({ redisUrl });
    const user = await createUser(t.database.db);
    // An address of this run's own: another run on the same Redis must not share its count.
    const address = `10.${randomBytes(3).join('.')}`;
    try {
      const perAccount = LOGIN_PAIR_LIMITS[0]!;
      const login = (password: string) =>
        t.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { email: user.email, password },
          remoteAddress: address,
        });
      for (let i = 0; i < perAccount.limit; i++) expect((await login('wrong-password')).statusCode).toBe(401);
      const refused = await login('wrong-password');
      expect(refused.statusCode).toBe(429);
      expect(refused.headers['retry-after']).toBe(String(refused.json().retryAfter));
      expect(await keysInTable(t.database.db, 'login-')).toHaveLength(0);
    } finally {
      await t.app.rateLimits.reset(AUTH_LIMITS.loginFailuresPerAccount, user.email);
      for (const tier of LOGIN_PAIR_LIMITS) await t.app.rateLimits.reset(tier, `${user.email}|${address}`);
      await t.app.rateLimits.reset(AUTH_LIMITS.loginFailuresPerAddress, address);
      await t.close();
    }
  });
});
