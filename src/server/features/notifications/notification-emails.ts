/**
 * E-mail for new notifications (docs/decisions/0022 and 0047): `notify` enqueues a job in the
 * transaction that makes them, so they are mailed once it has committed, and never if it rolls back.
 * The job mails each that is still due one (unread, unsettled, its reader wants e-mail and is not
 * blocked) in its reader's language, and marks those sent; a mail server that refuses some fails
 * the job, which the queue tries again later for the rest, until it is left failed for the
 * administrators. Without a mail server there is nothing to send.
 */
import type { NotificationData } from '@shared/api-types';
import { DEFAULT_LANGUAGE, isLanguage, type NotificationType } from '@shared/constants';
import { notificationText, SECURITY_NOTIFICATION_TYPES } from '@shared/notifications';
import { inArray, sql } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { z } from 'zod';
import { type Db, selectRows } from '../../db/client';
import { notifications } from '../../db/schema';
import { defineJob, enqueue } from '../../jobs/queue';
import type { Worker } from '../../jobs/worker';
import type { Mailer } from '../../mail/mailer';
import { notificationEmail } from './notification-email';

/** What sending needs, from the app. */
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

/** The notifications one change made, to mail once it has committed. */
export const notificationMailJob = defineJob(
  'mail.notifications',
  z.object({ ids: z.array(z.uuid()).min(1).max(1000) }),
  { maxAttempts: 8, firstDelayMs: 30_000, maxDelayMs: 30 * 60_000 },
);

/** Called inside the transaction that made the notifications: they are mailed if it commits. */
export async function mailAfterCommit(tx: Db, notificationIds: string[]): Promise<void> {
  if (notificationIds.length === 0) return;
  await enqueue(tx, notificationMailJob, { ids: notificationIds });
}

export function registerNotificationMail(worker: Worker, setup: () => MailSetup): void {
  worker.handle(notificationMailJob, async ({ ids }) => {
    const failed = await sendNotificationEmails(setup(), ids);
    if (failed > 0) throw new Error(`${failed} of ${ids.length} notification e-mails not sent`);
  });
}

interface DueMail {
  id: string;
  type: string;
  data: unknown;
  link: string | null;
  email: string;
  first_name: string;
  preferred_language: string;
}

// Where the reader's money goes is mailed whatever their preference (docs/decisions/0048).
const securityTypes = sql.join(
  SECURITY_NOTIFICATION_TYPES.map((type) => sql`${type}`),
  sql`, `,
);

/** Older notifications are no longer news: they are left unmailed. */
const GIVE_UP_AFTER = sql`interval '1 day'`;

/**
 * Mails each notification among `ids` that is due one, and marks those sent as settled; answers
 * how many the mail server refused (they stay due, for the job's next try).
 */
export async function sendNotificationEmails(setup: MailSetup, ids: string[]): Promise<number> {
  if (!setup.mailer || ids.length === 0) return 0;
  const idList = sql.join(
    ids.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  const due = await selectRows<DueMail>(
    setup.db,
    sql`SELECT n.id, n.type, n.data, n.link, u.email, u.first_name, u.preferred_language
      FROM notifications n JOIN users u ON u.id = n.user_id
      WHERE n.id IN (${idList}) AND n.mail_settled_at IS NULL AND n.read_at IS NULL
        AND n.created_at > now() - ${GIVE_UP_AFTER}
        AND (u.email_notifications OR n.type IN (${securityTypes})) AND u.suspended_at IS NULL
        AND u.closed_at IS NULL`,
  );
  const sent = await mailEach(setup, due);
  return due.length - sent;
}

/** Sends the e-mails, each in its reader's language; answers how many went out. */
async function mailEach(setup: MailSetup, due: DueMail[]): Promise<number> {
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
