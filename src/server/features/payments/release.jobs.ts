/**
 * Releasing a returned rental's earning when the owner's claim window closes
 * (docs/decisions/0056-earnings-released-by-the-rental.md). One job per booking, due when the window
 * closes; it runs once in a cluster under the job's lease, and a worker that was down catches up when
 * it starts. No gateway is called: the release moves money inside the ledger only.
 */
import type { Db } from '../../db/client';
import type { JobOutcome } from '../../jobs/queue';
import type { Worker } from '../../jobs/worker';
import { type MoneyEffectsDeps, releaseEarning } from './money-effects';
import { earningReleaseJob } from './payment-jobs';

export function registerReleaseJobs(worker: Worker, deps: () => MoneyEffectsDeps & { db: Db }): void {
  worker.handle(earningReleaseJob, ({ bookingId }) => releaseWhenDue(deps(), bookingId));
}

async function releaseWhenDue(deps: MoneyEffectsDeps & { db: Db }, bookingId: string): Promise<JobOutcome> {
  const outcome = await deps.db.transaction((tx) => releaseEarning(tx, deps, bookingId));
  if (outcome) return { runAgainAt: outcome.notYet, note: 'the claim window is still open' };
}
