/**
 * Rate limits as fixed-window counters shared by every server process: in Redis when REDIS_URL is
 * set, else in the database (`rate_limits`), so a restart of one process forgets nothing.
 * A rule names what is counted; the subject (an address, an account) is kept only as a hash.
 * Refusals are 429 with Retry-After. See docs/decisions/0011 and 0026.
 */
import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import { REDIS_WARNING_INTERVAL_MS, throttled } from '../cluster/redis';
import { type Db, oneRow, selectRows } from '../db/client';
import { AppError } from './errors';

export interface RateRule {
  /** Part of the key, so two rules never share a counter. */
  name: string;
  limit: number;
  windowSeconds: number;
  /** English, for developers and logs; the client shows its own text for `rate_limited`. */
  message: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    rateLimits: RateLimiter;
  }
}

/** A key's count in its current window, and the seconds until that window ends. */
export interface WindowCount {
  hits: number;
  retryAfter: number;
}

/** Where the counts live. */
export interface RateCounter {
  /** Counts one hit in the key's window, opening a new window if the last one has ended. */
  increment(key: string, windowSeconds: number): Promise<WindowCount>;
  /** The count of the key's open window, or null when none is open. */
  peek(key: string, windowSeconds: number): Promise<WindowCount | null>;
  forget(key: string): Promise<void>;
}

const keyOf = (rule: RateRule, subject: string) =>
  `${rule.name}:${createHash('sha256').update(subject.toLowerCase()).digest('base64url')}`;

export class RateLimiter {
  constructor(
    private readonly counter: RateCounter,
    /** Multiplies every limit (RATE_LIMIT_FACTOR). */
    private readonly factor = 1,
  ) {}

  private limitOf(rule: RateRule): number {
    return Math.floor(rule.limit * this.factor);
  }

  /** Counts one attempt, and refuses it with 429 if it goes over the limit. */
  async hit(rule: RateRule, subject: string): Promise<void> {
    const count = await this.counter.increment(keyOf(rule, subject), rule.windowSeconds);
    if (count.hits > this.limitOf(rule)) throw tooMany(rule, count.retryAfter);
  }

  /** Refuses with 429 if the subject is already at the limit, without counting (pair with `hit` on failure). */
  async check(rule: RateRule, subject: string): Promise<void> {
    const count = await this.counter.peek(keyOf(rule, subject), rule.windowSeconds);
    if (count && count.hits >= this.limitOf(rule)) throw tooMany(rule, count.retryAfter);
  }

  /** Forgets the subject's count (a successful sign-in clears the account's failures). */
  async reset(rule: RateRule, subject: string): Promise<void> {
    await this.counter.forget(keyOf(rule, subject));
  }
}

function tooMany(rule: RateRule, retryAfter: number): AppError {
  return new AppError('rate_limited', rule.message, { retryAfter: Math.max(1, retryAfter) });
}

/** One row per key in `rate_limits`; the hourly housekeeping deletes windows over a day old. */
export class PostgresRateCounter implements RateCounter {
  constructor(private readonly db: Db) {}

  async increment(key: string, windowSeconds: number): Promise<WindowCount> {
    const rows = await selectRows<{ hits: number; retry_after: number }>(
      this.db,
      sql`
        INSERT INTO rate_limits AS r (key, window_started_at, hits)
        VALUES (${key}, now(), 1)
        ON CONFLICT (key) DO UPDATE SET
          hits = CASE WHEN r.window_started_at <= now() - make_interval(secs => ${windowSeconds})
            THEN 1 ELSE r.hits + 1 END,
          window_started_at = CASE WHEN r.window_started_at <= now() - make_interval(secs => ${windowSeconds})
            THEN now() ELSE r.window_started_at END
        RETURNING hits, ceil(extract(epoch FROM
          r.window_started_at + make_interval(secs => ${windowSeconds}) - now()))::int AS retry_after`,
    );
    const row = oneRow(rows, 'the rate-limit window');
    return { hits: row.hits, retryAfter: row.retry_after };
  }

  async peek(key: string, windowSeconds: number): Promise<WindowCount | null> {
    const [row] = await selectRows<{ hits: number; retry_after: number }>(
      this.db,
      sql`
        SELECT hits, ceil(extract(epoch FROM
          window_started_at + make_interval(secs => ${windowSeconds}) - now()))::int AS retry_after
        FROM rate_limits
        WHERE key = ${key} AND window_started_at > now() - make_interval(secs => ${windowSeconds})`,
    );
    return row ? { hits: row.hits, retryAfter: row.retry_after } : null;
  }

  async forget(key: string): Promise<void> {
    await this.db.execute(sql`DELETE FROM rate_limits WHERE key = ${key}`);
  }
}

export const REDIS_RATE_KEY_PREFIX = 'ajjir:rl:';

/**
 * One hit, atomically: the first hit of a window starts the key's expiry, so the window ends
 * on its own. A key found without an expiry (which should not happen) gets one rather than
 * refusing its subject for ever. Answers the count and the milliseconds left.
 */
const INCREMENT_SCRIPT = `
local hits = redis.call('INCR', KEYS[1])
if hits == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local left = redis.call('PTTL', KEYS[1])
if left < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  left = tonumber(ARGV[1])
end
return {hits, left}`;

/** The open window's count and milliseconds left, or nil when no window is open. */
const PEEK_SCRIPT = `
local hits = redis.call('GET', KEYS[1])
if not hits then return nil end
return {tonumber(hits), redis.call('PTTL', KEYS[1])}`;

/** One key per counter, expiring with its window: nothing to purge. */
export class RedisRateCounter implements RateCounter {
  constructor(private readonly redis: Redis) {}

  async increment(key: string, windowSeconds: number): Promise<WindowCount> {
    const reply = await this.redis.eval(
      INCREMENT_SCRIPT,
      1,
      REDIS_RATE_KEY_PREFIX + key,
      windowSeconds * 1000,
    );
    return windowCountOf(reply as [number, number]);
  }

  async peek(key: string): Promise<WindowCount | null> {
    const reply = await this.redis.eval(PEEK_SCRIPT, 1, REDIS_RATE_KEY_PREFIX + key);
    return reply ? windowCountOf(reply as [number, number]) : null;
  }

  async forget(key: string): Promise<void> {
    await this.redis.del(REDIS_RATE_KEY_PREFIX + key);
  }
}

const windowCountOf = ([hits, millisecondsLeft]: [number, number]): WindowCount => ({
  hits,
  retryAfter: Math.ceil(Math.max(0, millisecondsLeft) / 1000),
});

/**
 * Redis, and PostgreSQL for each call Redis cannot answer (down, restarting, too slow): an outage
 * must neither refuse everyone nor let password guesses through uncounted. The counts start
 * afresh on whichever side takes over, which a fixed window allows anyway.
 */
export class FallbackRateCounter implements RateCounter {
  private readonly warn: (error: unknown) => void;

  constructor(
    private readonly primary: RateCounter,
    private readonly fallback: RateCounter,
    log: Pick<FastifyBaseLogger, 'warn'>,
  ) {
    this.warn = throttled(REDIS_WARNING_INTERVAL_MS, (skipped, error: unknown) =>
      log.warn(
        { err: error, similarFallbacksSkipped: skipped },
        'Redis did not answer a rate-limit count: counted in PostgreSQL instead',
      ),
    );
  }

  increment(key: string, windowSeconds: number): Promise<WindowCount> {
    return this.primary.increment(key, windowSeconds).catch((error: unknown) => {
      this.warn(error);
      return this.fallback.increment(key, windowSeconds);
    });
  }

  peek(key: string, windowSeconds: number): Promise<WindowCount | null> {
    return this.primary.peek(key, windowSeconds).catch((error: unknown) => {
      this.warn(error);
      return this.fallback.peek(key, windowSeconds);
    });
  }

  /** Both sides: failures counted in PostgreSQL during an outage must not linger into the next one. */
  async forget(key: string): Promise<void> {
    const forgotten = this.primary.forget(key).catch((error: unknown) => this.warn(error));
    await Promise.all([forgotten, this.fallback.forget(key)]);
  }
}

/** The counter REDIS_URL asks for: Redis backed by PostgreSQL, or PostgreSQL alone. */
export function rateCounterFor(
  db: Db,
  redis: Redis | undefined,
  log: Pick<FastifyBaseLogger, 'warn'>,
): RateCounter {
  const postgres = new PostgresRateCounter(db);
  return redis ? new FallbackRateCounter(new RedisRateCounter(redis), postgres, log) : postgres;
}

export function registerRateLimits(app: FastifyInstance): void {
  const counter = rateCounterFor(app.db, app.redis?.commands, app.log);
  app.decorate('rateLimits', new RateLimiter(counter, app.config.rateLimitFactor));
}
