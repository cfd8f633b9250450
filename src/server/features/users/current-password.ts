import type { FastifyInstance, FastifyRequest } from 'fastify';
import { rateAddressOf } from '../../http/client-address';
import { fieldError } from '../../http/errors';
import { verifyPassword } from '../auth';
import { USER_LIMITS } from './users.limits';
import type { UserRow } from './users.queries';

/**
 * Checks that the signed-in person typed their account's password, before a
 * change that hands the account over (e-mail, password). A wrong or missing
 * one is a field error on `currentPassword`; wrong ones are counted and, past
 * the limit, refused with 429 before the check, as sign-in does.
 */
export async function requireCurrentPassword(
  app: FastifyInstance,
  request: FastifyRequest,
  user: UserRow,
  password: string | undefined,
): Promise<void> {
  const limits = app.rateLimits;
  await limits.check(USER_LIMITS.passwordFailuresPerAddress, rateAddressOf(request.ip));
  await limits.check(USER_LIMITS.passwordFailuresPerAccount, user.id);
  if (password && (await verifyPassword(user.passwordHash, password))) {
    await limits.reset(USER_LIMITS.passwordFailuresPerAccount, user.id);
    return;
  }
  await limits.hit(USER_LIMITS.passwordFailuresPerAddress, rateAddressOf(request.ip));
  await limits.hit(USER_LIMITS.passwordFailuresPerAccount, user.id);
  throw fieldError('currentPassword', 'current_password_wrong');
}
