/** Accounts as administrators see and change them: /api/admin/users. */

import { adminUsersQuerySchema, adminUserUpdateSchema, suspendUserSchema } from '@shared/schemas/admin';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../../http/errors';
import { sendPage } from '../../http/paging';
import { idOf, parse } from '../../http/validate';
import { requireAdmin } from './admin-guard';
import { findAdminUserDetail, listAdminUsers } from './admin-users.queries';
import { activateUser, suspendUser, updateUserAsAdmin } from './admin-users.service';

type ById = { Params: { id: string } };

export async function adminUsersRoutes(app: FastifyInstance): Promise<void> {
  app.get('/api/admin/users', async (request, reply) => {
    const query = parse(adminUsersQuerySchema, request.query);
    return sendPage(reply, await listAdminUsers(app.db, query));
  });

  app.get<ById>('/api/admin/users/:id', async (request) => {
    const user = await findAdminUserDetail(app.db, idOf(request.params, 'User'));
    if (!user) throw notFound('User not found');
    return user;
  });

  app.put<ById>('/api/admin/users/:id', async (request) => {
    const admin = requireAdmin(request);
    const id = idOf(request.params, 'User');
    const input = parse(adminUserUpdateSchema, request.body);
    return { user: await updateUserAsAdmin(app.db, admin, id, input) };
  });

  app.post<ById>('/api/admin/users/:id/suspend', async (request) => {
    const admin = requireAdmin(request);
    const id = idOf(request.params, 'User');
    // No body at all is no reason given, said on the field as for a blank one.
    const { reason } = parse(suspendUserSchema, request.body ?? {});
    return { user: await suspendUser(app.db, admin, id, reason) };
  });

  app.post<ById>('/api/admin/users/:id/activate', async (request) => {
    const admin = requireAdmin(request);
    return { user: await activateUser(app.db, admin, idOf(request.params, 'User')) };
  });
}
