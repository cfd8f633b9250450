/**
 * Deletes what no longer counts: expired sessions, reset tokens past their
 * use, rate-limit windows long closed, old idempotency keys, live events and
 * payment webhook deliveries;
 * expires unanswered requests and publishes reviews whose window closed.
 * Runs at start and then hourly in each server process; every part is
 * idempotent, so several processes may.
 */
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { type Db, selectRows } from '../db/client';
import { announceEndedSessions } from '../features/auth/sessions';
import { expireStaleRequests } from '../features/bookings/bookings.service';
import {
  type MailSetup,
  sweepNotificationEmails,
  withNotificationEmails,
} from '../features/notifications/notification-emails';
import { publishClosedReviews } from '../features/reviews/reviews.service';

export { publishClosedReviews };

const HOUR_MS = 60 * 60 * 1000;
const MINUTE_MS = 60 * 1000;

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
  // Live events are kept a day, for clients that reconnect with Last-Event-ID (LIVE_EVENTS_KEEP_MS).
  await db.execute(sql`DELETE FROM live_events WHERE created_at < now() - interval '1 day'`);
  // Webhook deliveries are remembered to answer a repeat without acting twice. Moyasar retries a
  // delivery five more times, then drops it; a replay after a month only makes us fetch the
  // payment's state again, which is all any webhook does (docs/decisions/0044-payments.md).
  await db.execute(sql`DELETE FROM gateway_webhooks WHERE received_at < now() - interval '30 days'`);
}

/**
 * What changes by the clock and tells someone: requests whose pickup day
 * passed expire (the renters hear of it), and hidden reviews whose window
 * closed are published (their reviewees hear of it).
 */
export async function runTimedChanges(db: Db): Promise<{ expired: number; reviewsPublished: number }> {
  const expired = await expireStaleRequests(db);
  const reviewsPublished = await publishClosedReviews(db);
  return { expired, reviewsPublished };
}

/**
 * Starts the hourly purge and timed changes (e-mailing whom they concern
 * when `mail` has a mailer), and the e-mail outbox's sweep every minute. The
 * answer stops both, and resolves once a pass under way has finished: a
 * process stopped for an upgrade (SIGTERM) sends the e-mails of the changes
 * it made before it closes the database.
 */
export function startHousekeeping(db: Db, log: FastifyBaseLogger, mail?: MailSetup): () => Promise<void> {
  const timed = () => runTimedChanges(db);
  let pass: Promise<unknown> = Promise.resolve();
  const run = () => {
    pass = Promise.all([purgeExpired(db), mail ? withNotificationEmails(mail, timed) : timed()]).catch(
      (error) => log.warn({ err: error }, 'housekeeping failed'),
    );
  };
  run();
  const timer = setInterval(run, HOUR_MS);
  timer.unref();
  // The e-mail outbox: what was made but not mailed goes out within a minute or two.
  let sweep: Promise<unknown> = Promise.resolve();
  const mailTimer = mail?.mailer
    ? setInterval(() => {
        sweep = sweepNotificationEmails(mail).catch((error) => log.warn({ err: error }, 'mail sweep failed'));
      }, MINUTE_MS)
    : undefined;
  mailTimer?.unref();
  return async () => {
    clearInterval(timer);
    clearInterval(mailTimer);
    await Promise.all([pass, sweep]);
  };
}
