/**
 * Runs the queue's jobs (docs/decisions/0047-money-architecture.md, "The job queue"). Each process
 * has one worker; any number may share a database. A worker claims due jobs with one UPDATE over
 * `FOR UPDATE SKIP LOCKED`, so a job is claimed by one worker only, and holds each under a lease it
 * renews while the handler runs. A job whose process died is claimed again once its lease lapses;
 * handlers are written so that running twice changes nothing twice (each money movement has its key,
 * and a call to the gateway first asks what was already done).
 *
 * Handlers run outside any transaction: they claim, commit, call, then record
 * (db/transaction-scope.ts). Stopping lets running jobs finish for a while, then hands back those
 * still running, due only after a lease, so that no other worker starts one while its call may
 * still be on its way.
 */
import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { type Db, selectRows } from '../db/client';
import { backoffMs, type JobOutcome, type JobType, PermanentJobFailure } from './queue';

export interface JobContext {
  jobId: number;
  /** 1 for the first run. */
  attempt: number;
  log: FastifyBaseLogger;
}

export type JobHandler<P> = (payload: P, context: JobContext) => Promise<JobOutcome>;

interface Registered {
  type: JobType<unknown>;
  handler: JobHandler<unknown>;
}

/** A job to add again and again: one per period, whichever process schedules it first. */
export interface RecurringJob {
  type: JobType<Record<string, never>>;
  everyMs: number;
}

export interface WorkerOptions {
  db: Db;
  log: FastifyBaseLogger;
  /** Jobs run at once by this worker. */
  concurrency?: number;
  /** A running job's lease: renewed a third of the way through, taken over when it lapses. */
  leaseMs?: number;
  /** How long `stop` waits for running jobs before handing them back. */
  graceMs?: number;
  /** Longest sleep between looks at the queue when nothing wakes the worker. */
  idleMs?: number;
  /** Wakes the worker when a job is enqueued anywhere (LISTEN on the jobs channel). */
  listen?: (onNotice: () => void) => Promise<() => Promise<void>>;
  /** Told how each run ended, for /metrics (jobs/job-metrics.ts). */
  onRun?: (queue: string, outcome: RunOutcome, seconds: number) => void;
}

export type RunOutcome = 'done' | 'waiting' | 'retry' | 'failed';

interface ClaimedJob {
  id: string;
  queue: string;
  payload: unknown;
  attempts: number;
  max_attempts: number;
}

export interface Worker {
  /** Registers the handler of a queue; a job of a queue without one is left queued. */
  handle<P>(type: JobType<P>, handler: JobHandler<P>): void;
  recurring(jobs: RecurringJob[]): void;
  /** Starts looking at the queue, until `stop`. */
  start(): Promise<void>;
  stop(): Promise<void>;
  /**
   * Runs due jobs until none is due (tests and scripts, without `start`): answers how many ran.
   * Stops after `limit` runs, so that a job that keeps rescheduling itself cannot spin forever.
   */
  drain(options?: { limit?: number }): Promise<number>;
  /** Adds this period's recurring jobs now (normally done by the running worker). */
  scheduleRecurring(now?: Date): Promise<void>;
}

const DEFAULTS = { concurrency: 4, leaseMs: 120_000, graceMs: 8_000, idleMs: 5_000 };
const ERROR_LENGTH = 2_000;

export function createWorker(options: WorkerOptions): Worker {
  const { db, log } = options;
  const concurrency = options.concurrency ?? DEFAULTS.concurrency;
  const leaseMs = options.leaseMs ?? DEFAULTS.leaseMs;
  const graceMs = options.graceMs ?? DEFAULTS.graceMs;
  const idleMs = options.idleMs ?? DEFAULTS.idleMs;
  const name = `${hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`;
  const handlers = new Map<string, Registered>();
  let recurringJobs: RecurringJob[] = [];
  const running = new Map<number, Promise<void>>();
  let started = false;
  let stopping = false;
  /** Set when woken while not napping, so the next nap returns at once. */
  let woken = false;
  let endNap: (() => void) | null = null;
  const wake = () => {
    woken = true;
    endNap?.();
  };
  let loop: Promise<void> = Promise.resolve();
  let stopListening: () => Promise<void> = async () => {};
  let heartbeat: NodeJS.Timeout | undefined;
  let lastScheduled = '';

  /** Claims up to `count` due jobs of the queues this worker handles, and lapsed leases. */
  async function claim(count: number): Promise<ClaimedJob[]> {
    const queues = [...handlers.keys()];
    if (count <= 0 || queues.length === 0) return [];
    const names = sql.join(
      queues.map((queue) => sql`${queue}`),
      sql`, `,
    );
    return selectRows<ClaimedJob>(
      db,
      sql`UPDATE jobs SET state = 'running', attempts = attempts + 1, locked_by = ${name},
          locked_until = now() + make_interval(secs => ${leaseMs / 1000}), updated_at = now()
        WHERE id IN (
          SELECT id FROM jobs
          WHERE queue IN (${names})
            AND ((state = 'queued' AND run_at <= now()) OR (state = 'running' AND locked_until < now()))
          ORDER BY run_at, id
          LIMIT ${count}
          FOR UPDATE SKIP LOCKED
        )
        RETURNING id::text AS id, queue, payload, attempts, max_attempts`,
    );
  }

  /** Marks a run's end, if the job is still this worker's (a lapsed lease may have passed it on). */
  async function settle(job: ClaimedJob, outcome: RunOutcome, detail: { at?: Date; error?: string }) {
    const mine = sql`id = ${job.id} AND locked_by = ${name} AND state = 'running'`;
    const error = detail.error?.slice(0, ERROR_LENGTH) ?? null;
    if (outcome === 'done') {
      await db.execute(sql`UPDATE jobs SET state = 'done', finished_at = now(), updated_at = now(),
        locked_by = NULL, locked_until = NULL, last_error = NULL WHERE ${mine}`);
    } else if (outcome === 'failed') {
      await db.execute(sql`UPDATE jobs SET state = 'failed', finished_at = now(), updated_at = now(),
        locked_by = NULL, locked_until = NULL, last_error = ${error} WHERE ${mine}`);
    } else {
      // A wait gives its attempt back: only failures count towards the job's limit.
      const attempts = outcome === 'waiting' ? sql`attempts - 1` : sql`attempts`;
      await db.execute(sql`UPDATE jobs SET state = 'queued', attempts = ${attempts},
        run_at = ${(detail.at ?? new Date()).toISOString()}::timestamptz, updated_at = now(),
        locked_by = NULL, locked_until = NULL, last_error = ${error} WHERE ${mine}`);
    }
  }

  async function run(job: ClaimedJob): Promise<void> {
    const registered = handlers.get(job.queue);
    if (!registered) return;
    const started = performance.now();
    const context: JobContext = {
      jobId: Number(job.id),
      attempt: job.attempts,
      log: log.child({ job: job.id, queue: job.queue, attempt: job.attempts }),
    };
    let outcome: RunOutcome;
    try {
      const payload = registered.type.payload.parse(job.payload);
      const answer = await registered.handler(payload, context);
      if (answer) {
        outcome = 'waiting';
        await settle(job, outcome, { at: answer.runAgainAt, error: answer.note });
      } else {
        outcome = 'done';
        await settle(job, outcome, {});
      }
    } catch (error) {
      const message = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
      const final = error instanceof PermanentJobFailure || job.attempts >= job.max_attempts;
      outcome = final ? 'failed' : 'retry';
      const at = new Date(Date.now() + backoffMs(registered.type.retry, job.attempts));
      context.log[final ? 'error' : 'warn']({ err: error }, final ? 'job failed' : 'job will be retried');
      await settle(job, outcome, { at, error: message }).catch((settleError: unknown) =>
        context.log.error({ err: settleError }, 'job outcome not recorded; its lease will lapse'),
      );
    }
    options.onRun?.(job.queue, outcome, (performance.now() - started) / 1000);
  }

  /** Claims what fits beside the running jobs and starts them; answers how many it started. */
  async function fill(): Promise<number> {
    const claimed = await claim(concurrency - running.size);
    for (const job of claimed) {
      const id = Number(job.id);
      const done = run(job)
        .catch((error: unknown) => log.error({ err: error, job: job.id }, 'job runner failed'))
        .finally(() => {
          running.delete(id);
          wake();
        });
      running.set(id, done);
    }
    return claimed.length;
  }

  async function scheduleRecurring(now = new Date()): Promise<void> {
    for (const { type, everyMs } of recurringJobs) {
      const period = Math.floor(now.getTime() / everyMs);
      const runAt = new Date(period * everyMs);
      await db.execute(sql`
        INSERT INTO jobs (queue, key, payload, run_at, max_attempts)
        VALUES (${type.queue}, ${`${type.queue}@${runAt.toISOString()}`}, '{}'::jsonb,
          ${runAt.toISOString()}::timestamptz, ${type.retry.maxAttempts})
        ON CONFLICT (key) DO NOTHING`);
    }
  }

  /** Recurring jobs are added once a minute at most by each process (a key per period keeps one). */
  async function scheduleIfDue(): Promise<void> {
    const minute = new Date().toISOString().slice(0, 16);
    if (minute === lastScheduled) return;
    await scheduleRecurring();
    lastScheduled = minute;
  }

  async function renewLeases(): Promise<void> {
    if (running.size === 0) return;
    const ids = sql.join(
      [...running.keys()].map((id) => sql`${id}`),
      sql`, `,
    );
    await db.execute(sql`UPDATE jobs SET locked_until = now() + make_interval(secs => ${leaseMs / 1000})
      WHERE id IN (${ids}) AND locked_by = ${name} AND state = 'running'`);
  }

  /** Sleeps until woken (a job enqueued or finished) or `idleMs` passed. */
  function nap(): Promise<void> {
    if (woken) {
      woken = false;
      return Promise.resolve();
    }
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        endNap = null;
        woken = false;
        resolve();
      };
      const timer = setTimeout(done, idleMs);
      timer.unref();
      endNap = done;
    });
  }

  async function runLoop(): Promise<void> {
    while (!stopping) {
      woken = false;
      try {
        await scheduleIfDue();
        const started = await fill();
        // Everything asked for was due: there may be more at once.
        if (started > 0 && running.size < concurrency) continue;
      } catch (error) {
        log.error({ err: error }, 'job queue unreachable; trying again');
      }
      await nap();
    }
  }

  return {
    handle(type, handler) {
      if (handlers.has(type.queue)) throw new Error(`Queue ${type.queue} has a handler already`);
      handlers.set(type.queue, {
        type: type as JobType<unknown>,
        handler: handler as JobHandler<unknown>,
      });
    },
    recurring(jobs) {
      recurringJobs = [...recurringJobs, ...jobs];
    },
    async start() {
      if (started) return;
      started = true;
      stopListening = options.listen ? await options.listen(() => wake()) : stopListening;
      heartbeat = setInterval(() => {
        renewLeases().catch((error: unknown) => log.warn({ err: error }, 'job leases not renewed'));
      }, leaseMs / 3);
      heartbeat.unref();
      loop = runLoop();
    },
    async stop() {
      stopping = true;
      wake();
      await loop;
      clearInterval(heartbeat);
      await stopListening();
      const finished = Promise.all(running.values());
      const timedOut = await Promise.race([
        finished.then(() => false),
        new Promise<boolean>((resolve) => setTimeout(() => resolve(true), graceMs).unref()),
      ]);
      if (timedOut && running.size > 0) await handBack();
    },
    async drain({ limit = 1_000 } = {}) {
      let ran = 0;
      while (ran < limit) {
        const claimed = await claim(1);
        const [job] = claimed;
        if (!job) break;
        await run(job);
        ran += 1;
      }
      return ran;
    },
    scheduleRecurring,
  };

  /**
   * Jobs still running at the end of the grace: queued again, due one lease from now, so nobody
   * starts one again while its call to the outside may still be on its way.
   */
  async function handBack(): Promise<void> {
    const ids = sql.join(
      [...running.keys()].map((id) => sql`${id}`),
      sql`, `,
    );
    await db.execute(sql`UPDATE jobs SET state = 'queued', attempts = greatest(attempts - 1, 0),
        run_at = now() + make_interval(secs => ${leaseMs / 1000}), locked_by = NULL, locked_until = NULL,
        last_error = 'handed back by a stopping worker', updated_at = now()
      WHERE id IN (${ids}) AND locked_by = ${name} AND state = 'running'`);
    log.warn({ jobs: running.size }, 'jobs still running at shutdown were handed back');
  }
}
