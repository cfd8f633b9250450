/**
 * The job queue (docs/decisions/0047-money-architecture.md, "The job queue"). A job is a row of
 * `jobs`: a named queue, a payload checked by the queue's schema, and when it is due. It is written
 * with `enqueue` inside the transaction of the change that asks for it, so it exists exactly when
 * that change committed (a refund owed has its job; a rolled-back decline has none), and run by a
 * worker (worker.ts) after commit, outside any transaction.
 *
 * A queue is declared once with `defineJob` (its name, payload schema and retry policy) where the
 * code that enqueues it lives; the handler that runs it is registered with the worker at start.
 */
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../db/client';

/** The NOTIFY channel a committed enqueue wakes the workers on (every process, on PostgreSQL). */
export const JOBS_CHANNEL = 'ajjir_jobs';

export interface RetryPolicy {
  /** Runs in all, the first included, before the job is left failed. */
  maxAttempts: number;
  /** The wait before the second run; each later wait doubles, up to `maxDelayMs`. */
  firstDelayMs: number;
  maxDelayMs: number;
}

export const DEFAULT_RETRY: RetryPolicy = { maxAttempts: 8, firstDelayMs: 10_000, maxDelayMs: 60 * 60_000 };

export interface JobType<P> {
  queue: string;
  payload: z.ZodType<P>;
  retry: RetryPolicy;
}

const QUEUE_NAME = /^[a-z][a-z0-9_.-]{0,63}$/;

/** A queue: its name (also checked by the database), the shape of its payload and how it retries. */
export function defineJob<P>(
  queue: string,
  payload: z.ZodType<P>,
  retry: Partial<RetryPolicy> = {},
): JobType<P> {
  if (!QUEUE_NAME.test(queue)) throw new Error(`Not a queue name: ${queue}`);
  return { queue, payload, retry: { ...DEFAULT_RETRY, ...retry } };
}

export interface EnqueueOptions {
  /**
   * Once only: a second enqueue with the same key adds nothing, whatever state the first is in
   * ("refund.send:<id>", a recurring job's period).
   */
  key?: string;
  /** Not before this moment (now by default). */
  runAt?: Date;
}

/**
 * Adds a job in `tx`, to run once `tx` commits; answers its id, or null when a job with the same key
 * exists already. Wakes the workers at commit (NOTIFY is delivered then, and not at all on rollback).
 */
export async function enqueue<P>(
  tx: Db,
  type: JobType<P>,
  payload: P,
  options: EnqueueOptions = {},
): Promise<number | null> {
  const checked = type.payload.parse(payload);
  const runAt = options.runAt ? sql`${options.runAt.toISOString()}::timestamptz` : sql`now()`;
  const result = (await tx.execute(sql`
    INSERT INTO jobs (queue, key, payload, run_at, max_attempts)
    VALUES (${type.queue}, ${options.key ?? null}, ${JSON.stringify(checked)}::jsonb, ${runAt}, ${type.retry.maxAttempts})
    ON CONFLICT (key) DO NOTHING
    RETURNING id
  `)) as unknown as { rows: { id: string | number }[] };
  const [row] = result.rows;
  if (!row) return null;
  await tx.execute(sql`SELECT pg_notify(${JOBS_CHANNEL}, ${type.queue})`);
  return Number(row.id);
}

/**
 * Makes the queued job with this key due now, if it was waiting for later: the thing it waited for
 * has happened (an older refund of the same payment was made). Wakes the workers at commit.
 */
export async function wake(tx: Db, type: JobType<unknown>, key: string): Promise<void> {
  const result = (await tx.execute(sql`
    UPDATE jobs SET run_at = now()
    WHERE key = ${key} AND queue = ${type.queue} AND state = 'queued' AND run_at > now()
    RETURNING id
  `)) as unknown as { rows: unknown[] };
  if (result.rows.length > 0) await tx.execute(sql`SELECT pg_notify(${JOBS_CHANNEL}, ${type.queue})`);
}

/**
 * The wait before run `attempt + 1` after run `attempt` failed: doubling from `firstDelayMs`, capped,
 * with up to a fifth more at random so jobs that failed together do not all come back together.
 */
export function backoffMs(policy: RetryPolicy, attempt: number, random: () => number = Math.random): number {
  const doubled = policy.firstDelayMs * 2 ** Math.max(0, attempt - 1);
  const capped = Math.min(doubled, policy.maxDelayMs);
  return Math.round(capped * (1 + random() / 5));
}

/**
 * Thrown by a handler when running the job again cannot help (the service outside refused the
 * request itself): the job is left failed at once, with this message, for an administrator.
 */
export class PermanentJobFailure extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'PermanentJobFailure';
  }
}

/**
 * What a handler answers: nothing (done), or a moment to be run again at (it is waiting on
 * something else, such as an older refund of the same payment or a payout still on its way). A
 * wait is not a failure and does not count as an attempt; `note` says on the job what it waits for.
 */
export interface JobWait {
  runAgainAt: Date;
  note?: string;
}
// biome-ignore lint/suspicious/noConfusingVoidType: a handler that is simply done returns nothing.
export type JobOutcome = JobWait | undefined | void;
