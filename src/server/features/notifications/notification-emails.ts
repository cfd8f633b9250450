/**
 * E-mail for new notifications, sent only once the transaction that made
 * them has committed: `notify` (inside the transaction) names the rows, and
 * `withNotificationEmails` (around it) reads them back afterwards and mails
 * them. A rolled-back notification is simply not found, and a failed e-mail
 * is logged, never the request's failure.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { NotificationData } from '../../../shared/api-types';
import { DEFAULT_LANGUAGE, isLanguage, type NotificationType } from '../../../shared/constants';
import { notificationText } from '../../../shared/notifications';
import type { Db } from '../../db/client';
import { notifications, users } from '../../db/schema';
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

/** Mails each notification that exists (committed), is unread, and whose reader wants e-mail. */
export async function sendNotificationEmails(setup: MailSetup, ids: string[]): Promise<void> {
  const { db, mailer, log } = setup;
  if (!mailer) return;
  try {
    const rows = await db
      .select({
        notification: notifications,
        email: users.email,
        firstName: users.firstName,
        language: users.preferredLanguage,
      })
      .from(notifications)
      .innerJoin(users, eq(users.id, notifications.userId))
      .where(
        and(
          inArray(notifications.id, ids),
          isNull(notifications.readAt),
          eq(users.emailNotifications, true),
          isNull(users.suspendedAt),
        ),
      );
    const results = await Promise.allSettled(
      rows.map(({ notification, email, firstName, language }) => {
        const reader = isLanguage(language) ? language : DEFAULT_LANGUAGE;
        const text = notificationText(
          notification.type as NotificationType,
          notification.data as NotificationData,
          reader,
        );
        const path = notification.link?.startsWith('/') ? notification.link : '/';
        return mailer.send(
          notificationEmail({
            to: email,
            firstName,
            language: reader,
            text,
            url: `${setup.publicUrl}${path}`,
          }),
        );
      }),
    );
    for (const result of results) {
      if (result.status === 'rejected') log.error({ err: result.reason }, 'notification e-mail not sent');
    }
  } catch (error) {
    log.error({ err: error }, 'notification e-mails not sent');
  }
}
