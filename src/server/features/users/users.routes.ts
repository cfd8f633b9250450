/**
 * Profiles: anyone may read the public part of a profile; only its owner
 * (and administrators) see the private part, and only the owner edits it here.
 * Who acts comes from the session, never from the body.
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { profileUpdateSchema } from '../../../shared/schemas/users';
import { forbidden, notFound } from '../../http/errors';
import { parse } from '../../http/validate';
import { requireUser } from '../auth/sessions';
import { applyProfileUpdate } from './profile-update';
import { toPublicUser, toUser } from './user-view';
import { findUserById, updateUser } from './users.queries';

type ById = { Params: { id: string } };

/** A malformed id names no user: 404, as an unknown one. */
function userIdOf(params: { id: string }): string {
  const parsed = z.uuid().safeParse(params.id);
  if (!parsed.success) throw notFound('User not found');
  return parsed.data;
}

export async function usersRoutes(app: FastifyInstance): Promise<void> {
  app.get<ById>('/api/users/:id', async (request) => {
    const id = userIdOf(request.params);
    const user = await findUserById(app.db, id);
    const viewer = request.user;
    const privileged = viewer !== null && (viewer.id === id || viewer.isAdmin);
    // Blocked accounts are out of the marketplace: only they and administrators still see them.
    if (!user || (user.suspendedAt && !privileged)) throw notFound('User not found');
    return privileged ? toUser(user) : toPublicUser(user);
  });

  app.put<ById>('/api/users/:id', async (request) => {
    const viewer = requireUser(request);
    const id = userIdOf(request.params);
    if (viewer.id !== id) throw forbidden('You can only edit your own profile');
    const input = parse(profileUpdateSchema, request.body);
    const changes = await applyProfileUpdate(app.db, viewer, input);
    const user = await updateUser(app.db, id, changes);
    // Deleted between the session check and the update.
    if (!user) throw notFound('User not found');
    return { user: toUser(user) };
  });
}
