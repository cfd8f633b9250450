/**
 * Rate limits as fixed-window counters in the database (`rate_limits`), so
 * several server processes share one count and a restart forgets nothing.
 * A rule names what is counted; the subject (an address, an account) is
 * stored only as a hash. Refusals are 429 with Retry-After.
 */
import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { type Db, selectRows } from '../db/client';
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

const keyOf = (rule: RateRule, subject: string) =>
  `${rule.name}:${createHash('sha256').update(subject.toLowerCase()).digest('base64url')}`;

export class RateLimiter {
  constructor(
    private readonly db: Db,
    /** Multiplies every limit (RATE_LIMIT_FACTOR). */
    private readonly factor = 1,
  ) {}

  private limitOf(rule: RateRule): number {
    return Math.floor(rule.limit * this.factor);
  }

  /** Counts one attempt, and refuses it with 429 if it goes over the limit. */
  async hit(rule: RateRule, subject: string): Promise<void> {
    const window = rule.windowSeconds;
    const [row] = await selectRows<{ hits: number; retry_after: number }>(
      this.db,
      sql`
        INSERT INTO rate_limits AS r (key, window_started_at, hits)
        VALUES (${keyOf(rule, subject)}, now(), 1)
        ON CONFLICT (key) DO UPDATE SET
          hits = CASE WHEN r.window_started_at <= now() - make_interval(secs => ${window}) THEN 1 ELSE r.hits + 1 END,
          window_started_at = CASE WHEN r.window_started_at <= now() - make_interval(secs => ${window})
            THEN now() ELSE r.window_started_at END
        RETURNING hits, ceil(extract(epoch FROM r.window_started_at + make_interval(secs => ${window}) - now()))::int
          AS retry_after`,
    );
    if (row && row.hits > this.limitOf(rule)) throw tooMany(rule, row.retry_after);
  }

  /** Refuses with 429 if the subject is already at the limit, without counting (pair with `hit` on failure). */
  async check(rule: RateRule, subject: string): Promise<void> {
    const window = rule.windowSeconds;
    const [row] = await selectRows<{ hits: number; retry_after: number }>(
      this.db,
      sql`
        SELECT hits, ceil(extract(epoch FROM window_started_at + make_interval(secs => ${window}) - now()))::int
          AS retry_after
        FROM rate_limits
        WHERE key = ${keyOf(rule, subject)} AND window_started_at > now() - make_interval(secs => ${window})`,
    );
    if (row && row.hits >= this.limitOf(rule)) throw tooMany(rule, row.retry_after);
  }

  /** Forgets the subject's count (a successful sign-in clears the account's failures). */
  async reset(rule: RateRule, subject: string): Promise<void> {
    await this.db.execute(sql`DELETE FROM rate_limits WHERE key = ${keyOf(rule, subject)}`);
  }
}

function tooMany(rule: RateRule, retryAfter: number): AppError {
  return new AppError('rate_limited', rule.message, { retryAfter: Math.max(1, retryAfter) });
}

export function registerRateLimits(app: FastifyInstance): void {
  app.decorate('rateLimits', new RateLimiter(app.db, app.config.rateLimitFactor));
}
