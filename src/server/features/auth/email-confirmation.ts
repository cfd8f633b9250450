/**
 * Confirming an account's e-mail (docs/decisions/0062-verified-members.md): a link with 32 random
 * bytes, only their SHA-256 kept, for the address it was sent to; two days; single use. Asking
 * again voids the links before. Until confirmed, the account may not list or request
 * (`requireConfirmedEmail`). Without a mail server, on this machine, the link is given on screen, as
 * reset links are (docs/decisions/0010, 0052); otherwise a job mails it.
 */
import { createHash, randomBytes } from 'node:crypto';
import { isLanguage } from '@shared/constants';
import { EMAIL_CONFIRM_TTL_HOURS } from '@shared/verification';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { resetLinksShown } from '../../config/config';
import type { Db } from '../../db/client';
import { emailConfirmations, users } from '../../db/schema';
import { AppError } from '../../http/errors';
import { defineJob, enqueue } from '../../jobs/queue';
import type { Worker } from '../../jobs/worker';
import { confirmEmailMessage } from './confirm-email-email';

type UserRow = typeof users.$inferSelect;

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** A new link for the account's current address; the ones before stop working. */
export async function createConfirmToken(db: Db, user: Pick<UserRow, 'id' | 'email'>): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.transaction(async (tx) => {
    await tx
      .update(emailConfirmations)
      .set({ usedAt: sql`now()` })
      .where(and(eq(emailConfirmations.userId, user.id), isNull(emailConfirmations.usedAt)));
    await tx.insert(emailConfirmations).values({
      userId: user.id,
      email: user.email,
      tokenHash: hashToken(token),
      expiresAt: sql`now() + make_interval(hours => ${EMAIL_CONFIRM_TTL_HOURS})`,
    });
  });
  return token;
}

/**
 * Confirms the address the link was sent to, if the token is live and the account still has that
 * address: the token is claimed by the statement that checks it, so two uses cannot both count.
 * Answers whether it confirmed.
 */
export async function confirmEmailWithToken(db: Db, token: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [claimed] = await tx
      .update(emailConfirmations)
      .set({ usedAt: sql`now()` })
      .where(
        and(
          eq(emailConfirmations.tokenHash, hashToken(token)),
          isNull(emailConfirmations.usedAt),
          gt(emailConfirmations.expiresAt, sql`now()`),
        ),
      )
      .returning({ userId: emailConfirmations.userId, email: emailConfirmations.email });
    if (!claimed) return false;
    const confirmed = await tx
      .update(users)
      .set({ emailConfirmedAt: sql`coalesce(${users.emailConfirmedAt}, now())` })
      .where(and(eq(users.id, claimed.userId), sql`lower(${users.email}) = lower(${claimed.email})`))
      .returning({ id: users.id });
    return confirmed.length > 0;
  });
}

/** Listing and requesting wait for a confirmed e-mail. */
export function requireConfirmedEmail(user: Pick<UserRow, 'emailConfirmedAt'>): void {
  if (!user.emailConfirmedAt) {
    throw new AppError('email_unconfirmed', 'Confirm your e-mail address first: the link is in your inbox');
  }
}

/** The link mailed to the account, made when it is sent (so a retried job sends a live one). */
const confirmLinkMailJob = defineJob('mail.email-confirmation', z.object({ userId: z.uuid() }), {
  maxAttempts: 5,
  firstDelayMs: 30_000,
  maxDelayMs: 10 * 60_000,
});

export function registerConfirmLinkMail(worker: Worker, app: FastifyInstance): void {
  worker.handle(confirmLinkMailJob, ({ userId }) => mailConfirmLink(app, userId));
}

async function enqueueConfirmLinkMail(db: Db, userId: string): Promise<void> {
  await enqueue(db, confirmLinkMailJob, { userId });
}

async function mailConfirmLink(app: FastifyInstance, userId: string): Promise<void> {
  const { mailer } = app;
  if (!mailer) return;
  const [user] = await app.db.select().from(users).where(eq(users.id, userId));
  if (!user || user.emailConfirmedAt) return;
  const token = await createConfirmToken(app.db, user);
  await mailer.send(
    confirmEmailMessage({
      to: user.email,
      firstName: user.firstName,
      link: `${app.config.publicUrl}/confirm-email?token=${token}`,
      language: isLanguage(user.preferredLanguage) ? user.preferredLanguage : 'ar',
    }),
  );
}

/**
 * Sends a new account (or one asking again) its link: by a mail job when there is a mail server;
 * else, where links are given on screen, answers the token for the page to show; else nothing goes
 * out, and the log says why.
 */
export async function sendConfirmLink(
  app: FastifyInstance,
  user: Pick<UserRow, 'id' | 'email'>,
): Promise<string | undefined> {
  if (app.mailer) {
    await enqueueConfirmLinkMail(app.db, user.id);
    return undefined;
  }
  if (resetLinksShown(app.config)) return createConfirmToken(app.db, user);
  app.log.error('an e-mail confirmation was asked for, but SMTP_URL is not set: no link was sent');
  return undefined;
}
