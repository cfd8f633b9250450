/**
 * Profiles: anyone may read the public part of a profile; only its owner
 * (and administrators) see the private part, and only the owner edits it here.
 * Who acts comes from the session, never from the body.
 */

import { publicUser, user as userAnswer } from '@shared/answers/users';
import { noContent } from '@shared/answers/wire';
import { passwordChangeSchema, profileUpdateSchema } from '@shared/schemas/users';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { rateAddressOf } from '../../http/client-address';
import { forbidden, notFound } from '../../http/errors';
import { requireAllowedImages } from '../../http/image-hosts';
import { idParams } from '../../http/route-schemas';
import { idOf } from '../../http/validate';
import { AUTH_LIMITS, hashPassword, requireUser, SESSION_COOKIE, toPublicUser, toUser } from '../auth';
import { forgetPhoto } from '../uploads';
import { requireCurrentPassword } from './current-password';
import { changesPhone, hasPayoutAccount, recordPayoutMobileChange } from './payout-mobile';
import { applyProfileUpdate, changesEmail } from './profile-update';
import { responsivenessOf } from './responsiveness';
import { USER_LIMITS } from './users.limits';
import { changePasswordHash, findUserById, updateUser } from './users.queries';

/**
 * A profile: the whole of it for its owner and administrators, else its public part. The full one
 * comes first: encoding takes the first that fits, and the public part would fit anyone's.
 */
const profile = z
  .union([userAnswer, publicUser])
  .describe('The whole profile to its owner and to administrators; the public part to anyone else.');

export const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/users/:id', { schema: { params: idParams, response: { 200: profile } } }, async (request) => {
    const id = idOf(request.params, 'User');
    const user = await findUserById(app.db, id);
    const viewer = request.user;
    const privileged = viewer !== null && (viewer.id === id || viewer.isAdmin);
    // Blocked accounts are out of the marketplace: only they and administrators still see them.
    // A closed account has no profile (docs/decisions/0066-closed-accounts.md).
    if (!user || user.closedAt || (user.suspendedAt && !privileged)) throw notFound('User not found');
    const responsiveness = await responsivenessOf(app.db, user.id);
    return privileged ? { ...toUser(user), responsiveness } : toPublicUser(user, responsiveness);
  });

  app.put(
    '/api/users/:id',
    {
      schema: {
        params: idParams,
        body: profileUpdateSchema,
        response: { 200: z.object({ user: userAnswer }) },
      },
    },
    async (request) => {
      const viewer = requireUser(request);
      const id = idOf(request.params, 'User');
      if (viewer.id !== id) throw forbidden('You can only edit your own profile');
      const input = request.body;
      requireAllowedImages(app.config, input);
      // Whoever holds an open session must not be able to move the account to their own address.
      if (changesEmail(viewer, input)) {
        await app.rateLimits.hit(USER_LIMITS.emailChangesPerAddress, rateAddressOf(request.ip));
        await app.rateLimits.hit(USER_LIMITS.emailChangesPerAccount, viewer.id);
        await requireCurrentPassword(app, request, viewer, input.currentPassword);
      }
      // Nor change the mobile number an owner's payouts name (docs/decisions/0048-payout-security.md).
      const payoutMobile = changesPhone(viewer, input) && (await hasPayoutAccount(app.db, viewer.id));
      if (payoutMobile) {
        if (!changesEmail(viewer, input))
          await requireCurrentPassword(app, request, viewer, input.currentPassword);
        await app.rateLimits.hit(USER_LIMITS.payoutDestinationChangesPerAccount, viewer.id);
      }
      const changes = await applyProfileUpdate(app.db, viewer, input);
      const user = await app.db.transaction(async (tx) => {
        const updated = await updateUser(tx, id, changes);
        if (updated && payoutMobile) await recordPayoutMobileChange(tx, id, updated.phone);
        // A replaced or removed profile photo leaves storage unless something else names it.
        if (updated && updated.profilePicture !== viewer.profilePicture)
          await forgetPhoto(tx, viewer.profilePicture);
        return updated;
      });
      // Deleted between the session check and the update.
      if (!user) throw notFound('User not found');
      return { user: toUser(user) };
    },
  );

  /** A new password: the current one first; every other session of the account ends, this one stays. */
  app.post(
    '/api/users/:id/password',
    { schema: { params: idParams, body: passwordChangeSchema, response: { 204: noContent } } },
    async (request, reply) => {
      const viewer = requireUser(request);
      const id = idOf(request.params, 'User');
      if (viewer.id !== id) throw forbidden('You can only change your own password');
      const { currentPassword, newPassword } = request.body;
      await requireCurrentPassword(app, request, viewer, currentPassword);
      await changePasswordHash(app.db, id, await hashPassword(newPassword), request.cookies[SESSION_COOKIE]);
      // Whoever was locked out of signing in by wrong guesses may now sign in with the new password.
      await app.rateLimits.reset(AUTH_LIMITS.loginFailuresPerAccount, viewer.email);
      return reply.code(204).send();
    },
  );
};
