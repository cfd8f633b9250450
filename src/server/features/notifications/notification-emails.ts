/**
 * E-mail for new notifications, sent only once the transaction that made
 * them has committed: `notify` (inside the transaction) names the rows, and
 * `withNotificationEmails` (around it) mails them afterwards. The
 * notifications table is the outbox: a mail is claimed before it is sent and
 * settled once sent, and a sweep every minute sends what a process made but
 * could not mail (it died, or the mail server refused), so a crash delays an
 * e-mail instead of losing it. A rolled-back notification is simply not found,
 * and a failed e-mail is logged, never the request's failure.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import type { NotificationData } from '@shared/api-types';
import { DEFAULT_LANGUAGE, isLanguage, type NotificationType } from '@shared/constants';
import { notificationText } from '@shared/notifications';
import { inArray, type SQL, sql } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { type Db, selectRows } from '../../db/client';
import { notifications } from '../../db/schema';
import type { Mailer } from '../../mail/mailer';
import { notificationEmail } from './notification-email';

/** What sending needs, from the app (or the housekeeping job). */
export interface MailSetup {
  db: Db;
  mailer: Mailer | null;
  publicUrl: string;
  log: FastifyBaseLogger;
}

export const mailSetupOf = (app: FastifyInstance): MailSetup => ({
  db: app.db,
  mailer: app.mailer,
  publicUrl: app.config.publicUrl,
  log: app.log,
});

/** The notifications to mail once the work around them is done (one set per `withNotificationEmails`). */
const toMail = new AsyncLocalStorage<Set<string>>();

/** Called inside the transaction: mail these notifications if it commits. */
export function mailAfterCommit(notificationIds: string[]): void {
  const pending = toMail.getStore();
  for (const id of notificationIds) pending?.add(id);
}

/**
 * Runs `work` (which commits its transactions before it returns) and then
 * mails the notifications it made, without waiting for the mail server.
 */
export async function withNotificationEmails<T>(setup: MailSetup, work: () => Promise<T>): Promise<T> {
  if (!setup.mailer) return work();
  const pending = new Set<string>();
  try {
    return await toMail.run(pending, work);
  } finally {
    // Also after a failure: what an inner transaction committed is still news.
    if (pending.size > 0) void sendNotificationEmails(setup, [...pending]);
  }
}

/** How long a process may take to send what it claimed before another may take it over. */
const CLAIM_LAPSES_AFTER = sql`interval '5 minutes'`;
/** How long the sweep tries again; older notifications are settled unsent. */
const GIVE_UP_AFTER = sql`interval '1 day'`;
/** The sweep leaves the newest to the process that made them (it mails them within seconds). */
const SWEEP_AFTER = sql`interval '1 minute'`;

interface DueMail {
  id: string;
  type: string;
  data: unknown;
  link: string | null;
  email: string;
  first_name: string;
  preferred_language: string;
}

/**
 * Takes the notifications among `which` that are due an e-mail: committed, unread, unsettled,
 * not taken by another process in the last minutes, and whose reader wants e-mail and is not
 * blocked. One UPDATE claims them, so two processes never both take one.
 */
function claimDueMails(db: Db, which: SQL): Promise<DueMail[]> {
  return selectRows<DueMail>(
    db,
    sql`UPDATE notifications n SET mail_claimed_at = now()
      FROM users u
      WHERE u.id = n.user_id AND ${which}
        AND n.mail_settled_at IS NULL AND n.read_at IS NULL
        AND (n.mail_claimed_at IS NULL OR n.mail_claimed_at < now() - ${CLAIM_LAPSES_AFTER})
        AND u.email_notifications AND u.suspended_at IS NULL
      RETURNING n.id, n.type, n.data, n.link, u.email, u.first_name, u.preferred_language`,
  );
}

/**
 * Mails each notification among `ids` that is due one (claimDueMails), and marks those sent as
 * settled. One that fails stays claimed: the sweep tries it again once the claim lapses.
 */
export async function sendNotificationEmails(setup: MailSetup, ids: string[]): Promise<void> {
  if (!setup.mailer || ids.length === 0) return;
  try {
    const idList = sql.join(
      ids.map((id) => sql`${id}::uuid`),
      sql`, `,
    );
    await mailClaimed(setup, await claimDueMails(setup.db, sql`n.id IN (${idList})`));
  } catch (error) {
    setup.log.error({ err: error }, 'notification e-mails not sent');
  }
}

/**
 * The outbox sweep (every minute, jobs/housekeeping.ts): mails what a process made but did not
 * mail (it died first, or the mail server refused), and settles unsent what is a day old (no
 * longer news, or never wanted). Safe in several processes at once.
 */
export async function sweepNotificationEmails(setup: MailSetup): Promise<number> {
  if (!setup.mailer) return 0;
  await setup.db.execute(
    sql`UPDATE notifications SET mail_settled_at = now()
      WHERE mail_settled_at IS NULL AND created_at < now() - ${GIVE_UP_AFTER}`,
  );
  const due = await claimDueMails(
    setup.db,
    sql`n.created_at BETWEEN now() - ${GIVE_UP_AFTER} AND now() - ${SWEEP_AFTER}`,
  );
  return mailClaimed(setup, due);
}

/** Sends the claimed e-mails, each in its reader's language; answers how many went out. */
async function mailClaimed(setup: MailSetup, due: DueMail[]): Promise<number> {
  const { db, mailer, log } = setup;
  if (!mailer || due.length === 0) return 0;
  const results = await Promise.allSettled(
    due.map((row) => {
      const reader = isLanguage(row.preferred_language) ? row.preferred_language : DEFAULT_LANGUAGE;
      const text = notificationText(row.type as NotificationType, row.data as NotificationData, reader);
      const path = row.link?.startsWith('/') ? row.link : '/';
      return mailer.send(
        notificationEmail({
          to: row.email,
          firstName: row.first_name,
          language: reader,
          text,
          url: `${setup.publicUrl}${path}`,
        }),
      );
    }),
  );
  const sent = due.filter((_, i) => results[i]?.status === 'fulfilled').map((row) => row.id);
  for (const result of results) {
    if (result.status === 'rejected') log.error({ err: result.reason }, 'notification e-mail not sent');
  }
  if (sent.length > 0) {
    await db.update(notifications).set({ mailSettledAt: new Date() }).where(inArray(notifications.id, sent));
  }
  return sent.length;
}
