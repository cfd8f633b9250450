/**
 * Forgot and reset password (SPEC sections 2, 7 and 8). Without SMTP_URL
 * (development, the embedded demo) the token comes back in the answer, as the
 * SPEC's client shows it, and an unknown account is a 404. With SMTP_URL the
 * link goes by e-mail and the answer is the same whether or not the account
 * exists, so the form cannot be used to find out who has an account. In
 * production without SMTP_URL no link is given at all (anyone could reset
 * anyone's password) unless RESET_LINKS_ON_SCREEN=true says so: the answer is
 * the e-mail one, and the log says why nothing was sent.
 */
import type { FastifyInstance } from 'fastify';
import { isLanguage } from '../../../shared/constants';
import { forgotPasswordSchema, resetPasswordSchema } from '../../../shared/schemas/auth';
import { AppError, notFound } from '../../http/errors';
import { parse } from '../../http/validate';
import { AUTH_LIMITS } from './auth.limits';
import { findUserByEmailOrUsername } from './auth.queries';
import { hashPassword } from './password';
import { createResetToken, resetPasswordWithToken } from './password-reset';
import { resetPasswordEmail } from './reset-password-email';
import { SESSION_COOKIE } from './sessions';

export const RESET_SENT_MESSAGE =
  'If an account has that email or username, a link to reset its password is on its way';
export const RESET_SHOWN_MESSAGE = 'Email is not set up on this server, so the reset link is given here';

export async function passwordResetRoutes(app: FastifyInstance): Promise<void> {
  app.post('/api/auth/forgot-password', async (request) => {
    const { emailOrUsername } = parse(forgotPasswordSchema, request.body);
    await app.rateLimits.hit(AUTH_LIMITS.resetRequestsPerAddress, request.ip);
    await app.rateLimits.hit(AUTH_LIMITS.resetRequestsPerAccount, emailOrUsername);
    const user = await findUserByEmailOrUsername(app.db, emailOrUsername);

    const mailer = app.mailer;
    if (!mailer && app.config.resetLinksOnScreen) {
      if (!user) throw notFound('User not found');
      return { message: RESET_SHOWN_MESSAGE, resetToken: await createResetToken(app.db, user.id) };
    }
    if (!mailer) {
      request.log.error('password reset asked for, but SMTP_URL is not set: no link was sent');
      return { message: RESET_SENT_MESSAGE };
    }
    if (user) {
      const token = await createResetToken(app.db, user.id);
      const email = resetPasswordEmail({
        to: user.email,
        firstName: user.firstName,
        link: `${app.config.publicUrl}/reset-password?token=${token}`,
        language: isLanguage(user.preferredLanguage) ? user.preferredLanguage : 'ar',
      });
      // Not awaited: the answer must not take longer when the account exists.
      mailer.send(email).catch((error) => request.log.error({ err: error }, 'reset e-mail not sent'));
    }
    return { message: RESET_SENT_MESSAGE };
  });

  app.post('/api/auth/reset-password', async (request) => {
    const { token, newPassword } = parse(resetPasswordSchema, request.body);
    await app.rateLimits.hit(AUTH_LIMITS.resetAttemptsPerAddress, request.ip);
    const user = await resetPasswordWithToken(app.db, {
      token,
      passwordHash: await hashPassword(newPassword),
      keepSessionToken: request.cookies[SESSION_COOKIE],
    });
    if (!user) throw new AppError('invalid_token', 'Invalid or expired reset token');
    // Whoever could not get in before may now, at once.
    await app.rateLimits.reset(AUTH_LIMITS.loginFailuresPerAccount, user.email);
    return { message: 'Your password has been reset' };
  });
}
