/**
 * The job queue on both databases: enqueued with the change that asks for it, run once, retried
 * with backoff, left failed with its error, waiting without spending attempts, scheduled at a
 * moment, recurring once per period, claimed by one worker of several, taken over when its worker
 * died, and handed back by a worker that stops while it runs.
 */
import { eq, sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { Database } from '../db/client';
import { jobs } from '../db/schema';
import { createTestDatabase } from '../test/test-app';
import { forgetOldJobs, queueCounts, retryFailedJob } from './jobs.queries';
import { backoffMs, defineJob, enqueue, PermanentJobFailure } from './queue';
import { createWorker, type Worker } from './worker';

/** A silent logger, as Fastify makes one when told not to log. */
const log = Fastify({ logger: false }).log;
let database: Database;
let drop: () => Promise<void>;
const workers: Worker[] = [];

beforeAll(async () => {
  ({ database, drop } = await createTestDatabase());
});
afterAll(async () => {
  await Promise.all(workers.map((worker) => worker.stop()));
  await drop();
});
beforeEach(async () => {
  await database.db.execute(sql`DELETE FROM jobs`);
});

const note = defineJob('test.note', z.object({ text: z.string() }), {
  maxAttempts: 3,
  firstDelayMs: 60_000,
});

function worker(options: Partial<Parameters<typeof createWorker>[0]> = {}): Worker {
  const made = createWorker({ db: database.db, log, idleMs: 50, ...options });
  workers.push(made);
  return made;
}

async function jobRow(id: number | null) {
  if (id === null) throw new Error('no job');
  const [row] = await database.db.select().from(jobs).where(eq(jobs.id, id));
  if (!row) throw new Error(`job ${id} is gone`);
  return row;
}

/** A promise and the function that settles it: a handler holds until the test lets it go. */
function latch() {
  let open: () => void = () => {};
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { opened, open };
}

describe('enqueue', () => {
  it('adds the job only if the transaction commits', async () => {
    await database.db
      .transaction(async (tx) => {
        await enqueue(tx, note, { text: 'rolled back' });
        throw new Error('undo');
      })
      .catch(() => undefined);
    const id = await database.db.transaction((tx) => enqueue(tx, note, { text: 'kept' }));
    const all = await database.db.select().from(jobs);
    expect(all.map((row) => row.payload)).toEqual([{ text: 'kept' }]);
    expect((await jobRow(id)).state).toBe('queued');
  });

  it('adds a keyed job once, however often it is asked', async () => {
    const first = await enqueue(database.db, note, { text: 'a' }, { key: 'note:1' });
    const again = await enqueue(database.db, note, { text: 'b' }, { key: 'note:1' });
    expect(first).not.toBeNull();
    expect(again).toBeNull();
    expect(await database.db.select().from(jobs)).toHaveLength(1);
  });

  it('refuses a payload its queue does not describe', async () => {
    await expect(enqueue(database.db, note, { text: 5 } as never)).rejects.toThrow();
    expect(await database.db.select().from(jobs)).toHaveLength(0);
  });
});

describe('running jobs', () => {
  it('runs a due job once and marks it done', async () => {
    const seen: string[] = [];
    const w = worker();
    w.handle(note, async ({ text }) => {
      seen.push(text);
    });
    const id = await enqueue(database.db, note, { text: 'hello' });
    expect(await w.drain()).toBe(1);
    expect(await w.drain()).toBe(0);
    expect(seen).toEqual(['hello']);
    const row = await jobRow(id);
    expect(row).toMatchObject({ state: 'done', attempts: 1, lastError: null, lockedBy: null });
    expect(row.finishedAt).not.toBeNull();
  });

  it('leaves a job scheduled for later until its moment', async () => {
    const w = worker();
    w.handle(note, async () => undefined);
    const later = new Date(Date.now() + 60 * 60_000);
    const id = await enqueue(database.db, note, { text: 'later' }, { runAt: later });
    expect(await w.drain()).toBe(0);
    await database.db
      .update(jobs)
      .set({ runAt: new Date(Date.now() - 1000) })
      .where(eq(jobs.id, id!));
    expect(await w.drain()).toBe(1);
  });

  it('retries a failing job with a growing wait, then leaves it failed with its last error', async () => {
    let runs = 0;
    const w = worker();
    w.handle(note, async () => {
      runs += 1;
      throw new Error(`gateway down (${runs})`);
    });
    const id = await enqueue(database.db, note, { text: 'x' });
    const waits: number[] = [];
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      const before = Date.now();
      expect(await w.drain()).toBe(1);
      const row = await jobRow(id);
      expect(row.attempts).toBe(attempt);
      expect(row.lastError).toBe(`Error: gateway down (${attempt})`);
      if (attempt < 3) {
        expect(row.state).toBe('queued');
        waits.push(row.runAt.getTime() - before);
        await database.db
          .update(jobs)
          .set({ runAt: new Date(Date.now() - 1) })
          .where(eq(jobs.id, id!));
      } else {
        expect(row.state).toBe('failed');
        expect(row.finishedAt).not.toBeNull();
      }
    }
    // Doubling from a minute, with up to a fifth more.
    expect(waits[0]).toBeGreaterThanOrEqual(59_000);
    expect(waits[0]).toBeLessThanOrEqual(72_000 + 1_000);
    expect(waits[1]).toBeGreaterThanOrEqual(119_000);
    expect(await w.drain()).toBe(0);
    expect(runs).toBe(3);
  });

  it('fails a job at once when running it again cannot help', async () => {
    const w = worker();
    w.handle(note, async () => {
      throw new PermanentJobFailure('refused: the IBAN is closed');
    });
    const id = await enqueue(database.db, note, { text: 'x' });
    await w.drain();
    expect(await jobRow(id)).toMatchObject({
      state: 'failed',
      attempts: 1,
      lastError: 'PermanentJobFailure: refused: the IBAN is closed',
    });
  });

  it('lets a job wait for something else without spending an attempt', async () => {
    const w = worker();
    const until = new Date(Date.now() + 30_000);
    w.handle(note, async () => ({ runAgainAt: until, note: 'waiting for an older refund' }));
    const id = await enqueue(database.db, note, { text: 'x' });
    await w.drain();
    const row = await jobRow(id);
    expect(row).toMatchObject({ state: 'queued', attempts: 0, lastError: 'waiting for an older refund' });
    expect(row.runAt.getTime()).toBe(until.getTime());
  });

  it('runs a failed job again when an administrator asks', async () => {
    let fail = true;
    const w = worker();
    w.handle(note, async () => {
      if (fail) throw new PermanentJobFailure('no');
    });
    const id = await enqueue(database.db, note, { text: 'x' });
    await w.drain();
    expect(await retryFailedJob(database.db, id!)).not.toBeNull();
    expect(await retryFailedJob(database.db, id!)).toBeNull();
    fail = false;
    await w.drain();
    expect(await jobRow(id)).toMatchObject({ state: 'done', attempts: 1 });
  });

  it('leaves alone the jobs of queues it has no handler for', async () => {
    const other = defineJob('test.other', z.object({}));
    const w = worker();
    w.handle(note, async () => undefined);
    await enqueue(database.db, other, {});
    expect(await w.drain()).toBe(0);
  });
});

describe('several workers', () => {
  it('runs each of many jobs exactly once when four workers run at once', async () => {
    const seen = new Map<string, number>();
    const handler = async ({ text }: { text: string }) => {
      seen.set(text, (seen.get(text) ?? 0) + 1);
    };
    const four = [worker(), worker(), worker(), worker()];
    for (const w of four) w.handle(note, handler);
    const texts = Array.from({ length: 40 }, (_, i) => `job ${i}`);
    for (const text of texts) await enqueue(database.db, note, { text });
    const ran = await Promise.all(four.map((w) => w.drain()));
    expect(ran.reduce((sum, count) => sum + count, 0)).toBe(40);
    expect([...seen.values()].every((count) => count === 1)).toBe(true);
    expect(seen.size).toBe(40);
  });

  it('takes over a job whose worker died once its lease lapses', async () => {
    const id = await enqueue(database.db, note, { text: 'orphan' });
    // As a worker that claimed it and died would leave it.
    await database.db
      .update(jobs)
      .set({ state: 'running', attempts: 1, lockedBy: 'dead', lockedUntil: new Date(Date.now() + 60_000) })
      .where(eq(jobs.id, id!));
    const w = worker();
    const seen: string[] = [];
    w.handle(note, async ({ text }) => {
      seen.push(text);
    });
    expect(await w.drain()).toBe(0);
    await database.db
      .update(jobs)
      .set({ lockedUntil: new Date(Date.now() - 1) })
      .where(eq(jobs.id, id!));
    expect(await w.drain()).toBe(1);
    expect(seen).toEqual(['orphan']);
    expect(await jobRow(id)).toMatchObject({ state: 'done', attempts: 2 });
  });
});

describe('a running worker', () => {
  it('starts a job enqueued after it started, without being asked', async () => {
    const w = worker();
    const ran = latch();
    w.handle(note, async () => ran.open());
    await w.start();
    const id = await database.db.transaction((tx) => enqueue(tx, note, { text: 'x' }));
    await ran.opened;
    await w.stop();
    expect((await jobRow(id)).state).toBe('done');
  });

  it('lets a running job finish when stopped within the grace', async () => {
    const w = worker({ graceMs: 60_000 });
    const started = latch();
    const release = latch();
    w.handle(note, async () => {
      started.open();
      await release.opened;
    });
    await w.start();
    const id = await enqueue(database.db, note, { text: 'x' });
    await started.opened;
    const stopped = w.stop();
    release.open();
    await stopped;
    expect((await jobRow(id)).state).toBe('done');
  });

  it('hands back a job still running at the end of the grace, due only a lease later', async () => {
    const w = worker({ graceMs: 1, leaseMs: 120_000 });
    const started = latch();
    const release = latch();
    w.handle(note, async () => {
      started.open();
      await release.opened;
    });
    await w.start();
    const id = await enqueue(database.db, note, { text: 'x' });
    await started.opened;
    await w.stop();
    const row = await jobRow(id);
    expect(row).toMatchObject({ state: 'queued', attempts: 0, lockedBy: null });
    expect(row.runAt.getTime()).toBeGreaterThan(Date.now() + 60_000);
    // The handler's own end, after the hand-back, changes nothing.
    release.open();
    await new Promise((resolve) => setImmediate(resolve));
    expect((await jobRow(id)).state).toBe('queued');
  });
});

describe('recurring jobs and housekeeping', () => {
  it('adds one job per period, however many processes schedule it', async () => {
    const sweep = defineJob('test.sweep', z.object({}));
    const a = worker();
    const b = worker();
    for (const w of [a, b]) w.recurring([{ type: sweep, everyMs: 60 * 60_000 }]);
    const moment = new Date('2026-12-06T10:20:00Z');
    await Promise.all([
      a.scheduleRecurring(moment),
      b.scheduleRecurring(moment),
      a.scheduleRecurring(moment),
    ]);
    const rows = await database.db.select().from(jobs);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ queue: 'test.sweep', key: 'test.sweep@2026-12-06T10:00:00.000Z' });
    await a.scheduleRecurring(new Date('2026-12-06T11:00:00Z'));
    expect(await database.db.select().from(jobs)).toHaveLength(2);
  });

  it('counts each queue by state for /metrics', async () => {
    const w = worker();
    w.handle(note, async ({ text }) => {
      if (text === 'bad') throw new PermanentJobFailure('no');
    });
    await enqueue(database.db, note, { text: 'bad' });
    await w.drain();
    await enqueue(database.db, note, { text: 'due' });
    await enqueue(database.db, note, { text: 'later' }, { runAt: new Date(Date.now() + 60_000) });
    expect(await queueCounts(database.db)).toEqual([
      expect.objectContaining({ queue: 'test.note', waiting: 1, scheduled: 1, running: 0, failed: 1 }),
    ]);
  });

  it('forgets finished jobs after a week and failed ones after three months', async () => {
    const ids = [
      await enqueue(database.db, note, { text: 'old done' }),
      await enqueue(database.db, note, { text: 'new done' }),
      await enqueue(database.db, note, { text: 'old failed' }),
    ];
    const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);
    await database.db
      .update(jobs)
      .set({ state: 'done', finishedAt: daysAgo(8) })
      .where(eq(jobs.id, ids[0]!));
    await database.db
      .update(jobs)
      .set({ state: 'done', finishedAt: daysAgo(6) })
      .where(eq(jobs.id, ids[1]!));
    await database.db
      .update(jobs)
      .set({ state: 'failed', finishedAt: daysAgo(30) })
      .where(eq(jobs.id, ids[2]!));
    await forgetOldJobs(database.db);
    expect((await database.db.select().from(jobs)).map((row) => row.id).sort()).toEqual(
      [ids[1], ids[2]].sort(),
    );
  });
});

describe('backoff', () => {
  it('doubles from the first wait up to the cap, with at most a fifth more', () => {
    const policy = { maxAttempts: 10, firstDelayMs: 1_000, maxDelayMs: 5_000 };
    expect(backoffMs(policy, 1, () => 0)).toBe(1_000);
    expect(backoffMs(policy, 2, () => 0)).toBe(2_000);
    expect(backoffMs(policy, 3, () => 0)).toBe(4_000);
    expect(backoffMs(policy, 4, () => 0)).toBe(5_000);
    expect(backoffMs(policy, 4, () => 0.999)).toBe(5_999);
  });
});
