/**
 * The app's job worker (jobs/worker.ts): made with the app, so features register their handlers
 * and recurring jobs as they register their routes; started by main.ts once the server listens
 * (tests call `drain` instead), stopped when the app closes. Its counts and runs are on /metrics.
 */
import type { FastifyInstance } from 'fastify';
import { Counter, Gauge, Histogram } from 'prom-client';
import { queueCounts } from './jobs.queries';
import { JOBS_CHANNEL } from './queue';
import { createWorker, type Worker } from './worker';

declare module 'fastify' {
  interface FastifyInstance {
    jobs: Worker;
  }
}

/** 10 ms to 5 min: a mail is quick, a payout looked up page by page at a slow gateway is not. */
const RUN_BUCKETS = [0.01, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 15, 60, 300];

export function registerJobs(app: FastifyInstance): void {
  const runs = new Counter({
    name: 'job_runs_total',
    help: 'Job runs by this process, by queue and outcome (done, waiting, retry, failed).',
    labelNames: ['queue', 'outcome'] as const,
    registers: [app.metrics],
  });
  const durations = new Histogram({
    name: 'job_run_duration_seconds',
    help: 'How long a job run took in this process, by queue.',
    labelNames: ['queue'] as const,
    buckets: RUN_BUCKETS,
    registers: [app.metrics],
  });
  const worker = createWorker({
    db: app.db,
    log: app.log.child({ component: 'jobs' }),
    concurrency: app.config.jobs.concurrency,
    leaseMs: app.config.jobs.leaseMs,
    listen: (onNotice) => app.database.listen(JOBS_CHANNEL, onNotice),
    onRun: (queue, outcome, seconds) => {
      runs.inc({ queue, outcome });
      durations.observe({ queue }, seconds);
    },
  });
  registerQueueGauges(app);
  app.decorate('jobs', worker);
  app.addHook('onClose', () => worker.stop());
}

/** The queue's contents across all processes, read from the database when /metrics is scraped. */
function registerQueueGauges(app: FastifyInstance): void {
  const states = ['waiting', 'scheduled', 'running', 'failed'] as const;
  new Gauge({
    name: 'jobs',
    help: 'Jobs in the queue by queue and state: waiting (due), scheduled (later), running, failed.',
    labelNames: ['queue', 'state'] as const,
    registers: [app.metrics],
    async collect() {
      this.reset();
      for (const counts of await queueCounts(app.db)) {
        for (const state of states) this.set({ queue: counts.queue, state }, counts[state]);
      }
    },
  });
  new Gauge({
    name: 'jobs_oldest_waiting_seconds',
    help: 'How long the oldest due job of each queue has waited for a worker.',
    labelNames: ['queue'] as const,
    registers: [app.metrics],
    async collect() {
      this.reset();
      for (const counts of await queueCounts(app.db)) {
        this.set({ queue: counts.queue }, counts.oldestWaitingSeconds);
      }
    },
  });
}
