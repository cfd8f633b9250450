/**
 * A claim nobody answered in time counts as accepted (docs/decisions/0058-claims-and-disputes.md):
 * one job per claim, due when its answer is; it runs once in a cluster under the job's lease, and a
 * worker that was down catches up when it starts.
 */
import type { Db } from '../../db/client';
import type { JobOutcome } from '../../jobs/queue';
import type { Worker } from '../../jobs/worker';
import type { BookingMoney } from '../bookings';
import { claimAnswerDueJob } from './claims.jobs-types';
import { acceptBySilence } from './claims.service';

export function registerClaimJobs(worker: Worker, deps: () => { db: Db; money: BookingMoney }): void {
  worker.handle(claimAnswerDueJob, async ({ claimId }): Promise<JobOutcome> => {
    const { db, money } = deps();
    const outcome = await db.transaction((tx) => acceptBySilence(tx, money, claimId));
    if (outcome) return { runAgainAt: outcome.notYet, note: 'the renter may still answer' };
  });
}
