/**
 * Deletes what no longer counts: expired sessions, reset tokens past their use, rate-limit windows
 * long closed, old idempotency keys, live events, payment webhook deliveries and finished jobs. A
 * recurring job, hourly, once per hour across every process (jobs/worker.ts); every part is
 * idempotent. The timed changes that tell someone (requests that expire, reviews whose window
 * closed) are their features' own recurring jobs.
 */
import { LIVE_EVENTS_KEEP_MS } from '@shared/constants';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { type Db, selectRows } from '../db/client';
import { announceEndedSessions } from '../features/auth/sessions';
import { forgetOldJobs } from './jobs.queries';
import { defineJob } from './queue';
import type { Worker } from './worker';

export const purgeJob = defineJob('housekeeping.purge', z.object({}));

export function registerHousekeeping(worker: Worker, db: () => Db): void {
  worker.handle(purgeJob, () => purgeExpired(db()));
  worker.recurring([{ type: purgeJob, everyMs: 60 * 60_000 }]);
}

export async function purgeExpired(db: Db): Promise<void> {
  const [expired] = await selectRows<{ count: number }>(
    db,
    sql`WITH gone AS (DELETE FROM sessions WHERE expires_at < now() RETURNING 1) SELECT count(*)::int AS count FROM gone`,
  );
  // A stream may outlive its session: every process ends those whose session just expired.
  if (expired && expired.count > 0) await announceEndedSessions(db, { reason: 'expired' });
  await db.execute(
    sql`DELETE FROM password_reset_tokens WHERE expires_at < now() - interval '1 day' OR used_at < now() - interval '1 day'`,
  );
  // The longest window is an hour; a day leaves room for any rule added later.
  await db.execute(sql`DELETE FROM rate_limits WHERE window_started_at < now() - interval '1 day'`);
  // A retry comes within minutes; a day is plenty.
  await db.execute(sql`DELETE FROM idempotency_keys WHERE created_at < now() - interval '1 day'`);
  // Live events are kept for clients that reconnect with Last-Event-ID.
  await db.execute(
    sql`DELETE FROM live_events WHERE created_at < now() - make_interval(secs => ${LIVE_EVENTS_KEEP_MS / 1000})`,
  );
  // Webhook deliveries are remembered to answer a repeat without acting twice. Moyasar retries a
  // delivery five more times, then drops it; a replay after a month only makes us fetch the
  // payment's state again, which is all any webhook does (docs/decisions/0044-payments.md).
  await db.execute(sql`DELETE FROM gateway_webhooks WHERE received_at < now() - interval '30 days'`);
  await forgetOldJobs(db);
}
