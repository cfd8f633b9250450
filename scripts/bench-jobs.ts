/**
 * The job queue's own cost (docs/decisions/0047-money-architecture.md, "The job queue"): jobs
 * enqueued each in a transaction of its own (as a change enqueues its job), then run by a worker
 * until none is left (claim, run an empty handler, mark done), and the wait from a committed
 * enqueue to its handler starting on a running worker (NOTIFY wakes it). On a fresh database.
 *   npx tsx scripts/bench-jobs.ts [--jobs 200] [--runs 3]
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx scripts/bench-jobs.ts
 * Figures in docs/performance.md, "The job queue".
 */
import { parseArgs } from 'node:util';
import Fastify from 'fastify';
import { z } from 'zod';
import { defineJob, enqueue } from '../src/server/jobs/queue';
import { createWorker } from '../src/server/jobs/worker';
import { openBenchDatabase } from './bench/database';
import { stats } from './bench/measure';

const { values: args } = parseArgs({
  options: { jobs: { type: 'string', default: '200' }, runs: { type: 'string', default: '3' } },
});
const count = Number(args.jobs);
const runs = Number(args.runs);
const log = Fastify({ logger: false }).log;
const benchJob = defineJob('bench.noop', z.object({ n: z.number() }));

async function main(): Promise<void> {
  const totals = { enqueue: [] as number[], drain: [] as number[], wake: [] as number[] };
  let label = '';
  for (let run = 0; run < runs; run++) {
    const bench = await openBenchDatabase(process.env.BENCH_DATABASE_URL);
    label = bench.label;
    await bench.database.migrate();
    const { db } = bench.database;
    let started = performance.now();
    for (let n = 0; n < count; n++) await db.transaction((tx) => enqueue(tx, benchJob, { n }));
    totals.enqueue.push(performance.now() - started);

    const worker = createWorker({ db, log, concurrency: 4 });
    worker.handle(benchJob, async () => undefined);
    started = performance.now();
    const ran = await worker.drain({ limit: count + 1 });
    totals.drain.push(performance.now() - started);
    if (ran !== count) throw new Error(`ran ${ran} of ${count}`);

    // From commit to the handler's start, on a worker that is running and idle.
    let woke: () => void = () => {};
    const live = createWorker({
      db,
      log,
      listen: (onNotice) => bench.database.listen('ajjir_jobs', onNotice),
    });
    live.handle(benchJob, async () => woke());
    await live.start();
    for (let n = 0; n < 10; n++) {
      const handled = new Promise<void>((resolve) => {
        woke = resolve;
      });
      const enqueuedAt = performance.now();
      await db.transaction((tx) => enqueue(tx, benchJob, { n }));
      await handled;
      totals.wake.push(performance.now() - enqueuedAt);
    }
    await live.stop();
    await bench.drop();
  }
  const row = (label: string, values: number[]) => {
    const s = stats(values);
    return `| ${label} | ${s.median.toFixed(1)} | ${s.max.toFixed(1)} |`;
  };
  console.log(`The job queue on ${label}, ${count} jobs, ${runs} runs (ms):`);
  console.log('| what | median | max |\n|---|---|---|');
  console.log(row(`enqueue ${count}, a transaction each`, totals.enqueue));
  console.log(row(`claim, run and finish ${count}`, totals.drain));
  console.log(row('from a committed enqueue to its handler, on a running worker', totals.wake));
}

await main();
