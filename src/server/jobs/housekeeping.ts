/**
 * Deletes what no longer counts: expired sessions, reset tokens past their
 * use, rate-limit windows long closed, old idempotency keys and live events. Runs at start and then hourly in
 * each server process; the deletes are idempotent, so several processes may.
 */
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client';
import { expireStaleRequests } from '../features/bookings/bookings.service';
import { type MailSetup, withNotificationEmails } from '../features/notifications/notification-emails';

const HOUR_MS = 60 * 60 * 1000;

export async function purgeExpired(db: Db): Promise<void> {
  await db.execute(sql`DELETE FROM sessions WHERE expires_at < now()`);
  await db.execute(
    sql`DELETE FROM password_reset_tokens WHERE expires_at < now() - interval '1 day' OR used_at < now() - interval '1 day'`,
  );
  // The longest window is an hour; a day leaves room for any rule added later.
  await db.execute(sql`DELETE FROM rate_limits WHERE window_started_at < now() - interval '1 day'`);
  // A retry comes within minutes; a day is plenty.
  await db.execute(sql`DELETE FROM idempotency_keys WHERE created_at < now() - interval '1 day'`);
  // Live events are kept a day, for clients that reconnect with Last-Event-ID (LIVE_EVENTS_KEEP_MS).
  await db.execute(sql`DELETE FROM live_events WHERE created_at < now() - interval '1 day'`);
}

/**
 * Starts the hourly purge (and expires unanswered booking requests, e-mailing
 * the renters when `mail` has a mailer); the answer stops it.
 */
export function startHousekeeping(db: Db, log: FastifyBaseLogger, mail?: MailSetup): () => void {
  const expire = () => expireStaleRequests(db);
  const run = () =>
    Promise.all([purgeExpired(db), mail ? withNotificationEmails(mail, expire) : expire()]).catch((error) =>
      log.warn({ err: error }, 'housekeeping failed'),
    );
  void run();
  const timer = setInterval(run, HOUR_MS);
  timer.unref();
  return () => clearInterval(timer);
}
