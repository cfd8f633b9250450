/**
 * Forgot and reset password (docs/product.md, "Pages", "API" and "Errors"). Without SMTP_URL
 * (development, the embedded demo) the token comes back in the answer and the
 * forgot-password page shows it (docs/decisions/0010-password-reset-and-mail.md);
 * an unknown account is a 404. With SMTP_URL the link goes by e-mail, sent by
 * a job (retried if the mail server refuses), and the answer is the same
 * whether or not the account exists, so the form cannot be used to find out
 * who has an account. In production without SMTP_URL no link
 * is given at all (anyone could reset anyone's password) unless
 * RESET_LINKS_ON_SCREEN=true says so: the answer is the e-mail one, and the log
 * says why nothing was sent. Never on screen while the public address is not this machine
 * (docs/decisions/0052): a demo site others reach gives none either.
 */

import { forgotPasswordAnswer, notice } from '@shared/answers/auth';
import { isLanguage } from '@shared/constants';
import { forgotPasswordSchema, resetPasswordSchema } from '@shared/schemas/auth';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { resetLinksShown } from '../../config/config';
import { afterAnswer } from '../../http/after-answer';
import { rateAddressOf } from '../../http/client-address';
import { AppError, notFound } from '../../http/errors';
import { defineJob, enqueue } from '../../jobs/queue';
import type { Worker } from '../../jobs/worker';
import { AUTH_LIMITS } from './auth.limits';
import { findUserByEmailOrUsername } from './auth.queries';
import { hashPassword } from './password';
import { createResetToken, resetPasswordWithToken } from './password-reset';
import { resetPasswordEmail } from './reset-password-email';
import { SESSION_COOKIE } from './sessions';

export const RESET_SENT_MESSAGE =
  'If an account has that email or username, a link to reset its password is on its way';
export const RESET_SHOWN_MESSAGE = 'Email is not set up on this server, so the reset link is given here';

export const passwordResetRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/auth/forgot-password',
    { schema: { body: forgotPasswordSchema, response: { 200: forgotPasswordAnswer } } },
    async (request, reply) => {
      const { emailOrUsername } = request.body;
      await app.rateLimits.hit(AUTH_LIMITS.resetRequestsPerAddress, rateAddressOf(request.ip));
      await app.rateLimits.hit(AUTH_LIMITS.resetRequestsPerAccount, emailOrUsername);

      const mailer = app.mailer;
      if (!mailer && resetLinksShown(app.config)) {
        const user = await findUserByEmailOrUsername(app.db, emailOrUsername);
        if (!user) throw notFound('User not found');
        return { message: RESET_SHOWN_MESSAGE, resetToken: await createResetToken(app.db, user.id) };
      }
      if (!mailer) {
        request.log.error('password reset asked for, but SMTP_URL is not set: no link was sent');
        return { message: RESET_SENT_MESSAGE };
      }
      // The answer goes first, the same for every account, known or not: the lookup, the token and
      // the mail come after (a job), so neither the answer nor its timing tells whether the account exists.
      afterAnswer(reply, async () => {
        await enqueue(app.db, resetLinkMailJob, { emailOrUsername });
      });
      return { message: RESET_SENT_MESSAGE };
    },
  );

  app.post(
    '/api/auth/reset-password',
    { schema: { body: resetPasswordSchema, response: { 200: notice } } },
    async (request) => {
      const { token, newPassword } = request.body;
      await app.rateLimits.hit(AUTH_LIMITS.resetAttemptsPerAddress, rateAddressOf(request.ip));
      const user = await resetPasswordWithToken(app.db, {
        token,
        passwordHash: await hashPassword(newPassword),
        keepSessionToken: request.cookies[SESSION_COOKIE],
      });
      if (!user) throw new AppError('invalid_token', 'Invalid or expired reset token');
      // Whoever could not get in before may now, at once.
      await app.rateLimits.reset(AUTH_LIMITS.loginFailuresPerAccount, user.email);
      return { message: 'Your password has been reset' };
    },
  );
};

/** The reset link mailed to the account named, if there is one; the token is made when it is sent. */
const resetLinkMailJob = defineJob(
  'mail.password-reset',
  z.object({ emailOrUsername: z.string().min(1).max(320) }),
  { maxAttempts: 5, firstDelayMs: 30_000, maxDelayMs: 10 * 60_000 },
);

export function registerResetLinkMail(worker: Worker, app: FastifyInstance): void {
  worker.handle(resetLinkMailJob, ({ emailOrUsername }) => mailResetLink(app, emailOrUsername));
}

/** Sends the reset link to the account named, if there is one and a mail server to send with. */
async function mailResetLink(app: FastifyInstance, emailOrUsername: string): Promise<void> {
  const { mailer } = app;
  if (!mailer) return;
  const user = await findUserByEmailOrUsername(app.db, emailOrUsername);
  if (!user) return;
  const token = await createResetToken(app.db, user.id);
  await mailer.send(
    resetPasswordEmail({
      to: user.email,
      firstName: user.firstName,
      link: `${app.config.publicUrl}/reset-password?token=${token}`,
      language: isLanguage(user.preferredLanguage) ? user.preferredLanguage : 'ar',
    }),
  );
}

/**
 * Said once at start: with links on screen anyone who can reach the server can reset any account's
 * password, which is what a demo wants and what nothing else may have by mistake (docs/decisions/0030).
 */
export function warnIfResetLinksOnScreen(app: FastifyInstance): void {
  if (app.mailer || !resetLinksShown(app.config)) return;
  app.log.warn(
    { publicUrl: app.config.publicUrl, host: app.config.host },
    'password-reset links are given on screen (no SMTP_URL): anyone who can reach this server can ' +
      'reset any password; set SMTP_URL, or RESET_LINKS_ON_SCREEN=false',
  );
}
