/** Accounts as administrators see and change them: /api/admin/users. */

import { adminPage, adminUser, adminUserChanged, adminUserDetail } from '@shared/answers/admin';
import { adminUsersQuerySchema, adminUserUpdateSchema, suspendUserSchema } from '@shared/schemas/admin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../http/errors';
import { sendPage } from '../../http/paging';
import { idParams } from '../../http/route-schemas';
import { idOf } from '../../http/validate';
import { requireAdmin } from './admin-guard';
import { findAdminUserDetail, listAdminUsers } from './admin-users.queries';
import { activateUser, suspendUser, updateUserAsAdmin } from './admin-users.service';

/** No body at all is no reason given, said on the field as for a blank one. */
const suspendBody = z.preprocess((body) => body ?? {}, suspendUserSchema);

export const adminUsersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/users',
    { schema: { querystring: adminUsersQuerySchema, response: { 200: adminPage(adminUser, 'accounts') } } },
    async (request, reply) => sendPage(reply, await listAdminUsers(app.db, request.query)),
  );

  app.get(
    '/api/admin/users/:id',
    { schema: { params: idParams, response: { 200: adminUserDetail } } },
    async (request) => {
      const user = await findAdminUserDetail(app.db, idOf(request.params, 'User'));
      if (!user) throw notFound('User not found');
      return user;
    },
  );

  app.put(
    '/api/admin/users/:id',
    { schema: { params: idParams, body: adminUserUpdateSchema, response: { 200: adminUserChanged } } },
    async (request) => {
      const admin = requireAdmin(request);
      const id = idOf(request.params, 'User');
      return { user: await updateUserAsAdmin(app.db, admin, id, request.body) };
    },
  );

  app.post(
    '/api/admin/users/:id/suspend',
    { schema: { params: idParams, body: suspendBody, response: { 200: adminUserChanged } } },
    async (request) => {
      const admin = requireAdmin(request);
      const id = idOf(request.params, 'User');
      return { user: await suspendUser(app.db, admin, id, request.body.reason) };
    },
  );

  app.post(
    '/api/admin/users/:id/activate',
    { schema: { params: idParams, response: { 200: adminUserChanged } } },
    async (request) => {
      const admin = requireAdmin(request);
      return { user: await activateUser(app.db, admin, idOf(request.params, 'User')) };
    },
  );
};
