/**
 * The day's reconciliation as jobs (docs/decisions/0047, "No call inside a transaction"): comparing
 * a day asks the gateway, page after page, so it is a job, never a request's work. An administrator
 * asks for a day; every night yesterday is compared by itself. The report is kept, and the page
 * reads it with when it was made.
 */
import type { Reconciliation, ReconciliationState } from '@shared/api-types';
import { addDays, todayInRiyadh } from '@shared/bookings';
import { and, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { jobs, reconciliationReports } from '../../db/schema';
import { defineJob, enqueue } from '../../jobs/queue';
import type { Worker } from '../../jobs/worker';
import { type PaymentGateway, webhookVerificationJob } from '../payments';
import { reconcileDay } from './admin-reconciliation';

export const reconcileDayJob = defineJob('reconciliation.day', z.object({ day: z.iso.date() }), {
  maxAttempts: 6,
  firstDelayMs: 60_000,
});

/** Recurring, once a day at midnight UTC (03:00 in Riyadh): the Riyadh day just ended. */
const reconcileYesterdayJob = defineJob('reconciliation.yesterday', z.object({}));

const DAY_MS = 86_400_000;

export function registerReconciliationJobs(
  worker: Worker,
  deps: () => { db: Db; gateway: PaymentGateway },
): void {
  worker.handle(reconcileDayJob, async ({ day }) => {
    const { db, gateway } = deps();
    await storeReport(db, day, await reconcileDay(db, gateway, day));
  });
  worker.handle(reconcileYesterdayJob, async () => {
    await askToReconcile(deps().db, addDays(todayInRiyadh(), -1));
  });
  worker.recurring([{ type: reconcileYesterdayJob, everyMs: DAY_MS }]);
}

async function storeReport(db: Db, day: string, report: Reconciliation): Promise<void> {
  await db
    .insert(reconciliationReports)
    .values({ day, report })
    .onConflictDoUpdate({
      target: reconciliationReports.day,
      set: { report, comparedAt: sql`now()` },
    });
}

/**
 * Asks for the day to be compared, unless a comparison of it is on its way already (a double
 * click, two administrators): asked again meanwhile, it is compared once. Two asking at the very
 * same moment may both add one; comparing twice changes nothing.
 */
export async function askToReconcile(db: Db, day: string): Promise<void> {
  const [open] = await db
    .select({ id: jobs.id })
    .from(jobs)
    .where(and(openComparisonOf(day), inArray(jobs.state, ['queued', 'running'])))
    .limit(1);
  if (!open) await enqueue(db, reconcileDayJob, { day });
}

/** The jobs comparing `day` (jobs_open_queue_idx narrows them to the queue's unfinished ones). */
const openComparisonOf = (day: string) =>
  and(eq(jobs.queue, reconcileDayJob.queue), sql`${jobs.payload}->>'day' = ${day}`);

/** The day's last report, whether a comparison is on its way, and why the last one failed, if it did. */
export async function reconciliationStateOf(db: Db, day: string): Promise<ReconciliationState> {
  const forDay = openComparisonOf(day);
  const [[stored], [open], [failed]] = await Promise.all([
    db.select().from(reconciliationReports).where(eq(reconciliationReports.day, day)),
    db
      .select({ id: jobs.id, lastError: jobs.lastError })
      .from(jobs)
      .where(and(forDay, inArray(jobs.state, ['queued', 'running'])))
      .limit(1),
    db
      .select({ lastError: jobs.lastError, finishedAt: jobs.finishedAt })
      .from(jobs)
      .where(and(forDay, eq(jobs.state, 'failed')))
      .orderBy(desc(jobs.finishedAt))
      .limit(1),
  ]);
  const failedSince = failed?.finishedAt && (!stored || failed.finishedAt > stored.comparedAt);
  const webhookVerification = await webhookVerificationOf(db);
  return {
    day,
    report: (stored?.report as Reconciliation | undefined) ?? null,
    comparedAt: stored?.comparedAt.toISOString() ?? null,
    comparing: open !== undefined,
    // A comparison being retried says why its last try failed; a given-up one too.
    lastError: open?.lastError ?? (failedSince ? (failed.lastError ?? null) : null),
    webhookVerification,
  };
}

/** How long the gateway's webhook verification code holds (Moyasar's "Verify Webhook"). */
const VERIFICATION_CODE_MS = 30 * 60_000;

/** The newest webhook verification code received, while it still holds (its job keeps it). */
async function webhookVerificationOf(db: Db): Promise<ReconciliationState['webhookVerification']> {
  const [received] = await db
    .select({ payload: jobs.payload, createdAt: jobs.createdAt })
    .from(jobs)
    .where(
      and(
        eq(jobs.queue, webhookVerificationJob.queue),
        gt(jobs.createdAt, new Date(Date.now() - VERIFICATION_CODE_MS)),
      ),
    )
    .orderBy(desc(jobs.createdAt), desc(jobs.id))
    .limit(1);
  if (!received) return null;
  const payload = webhookVerificationJob.payload.safeParse(received.payload);
  if (!payload.success) return null;
  return { ...payload.data, receivedAt: received.createdAt.toISOString() };
}
