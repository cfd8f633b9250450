/** Listings as administrators see and remove them: /api/admin/items. */

import { adminDeleteItemSchema, adminItemsQuerySchema } from '@shared/schemas/admin';
import type { FastifyInstance } from 'fastify';
import { sendPage } from '../../http/paging';
import { idOf, parse } from '../../http/validate';
import { mailSetupOf, withNotificationEmails } from '../notifications/notification-emails';
import { requireAdmin } from './admin-guard';
import { listAdminItems } from './admin-items.queries';
import { removeItemAsAdmin } from './admin-items.service';

type ById = { Params: { id: string } };

export async function adminItemsRoutes(app: FastifyInstance): Promise<void> {
  app.get('/api/admin/items', async (request, reply) => {
    const query = parse(adminItemsQuerySchema, request.query);
    return sendPage(reply, await listAdminItems(app.db, query));
  });

  // The reason is optional, so the request may come with no body at all (and no content type).
  app.delete<ById>('/api/admin/items/:id', async (request) => {
    const admin = requireAdmin(request);
    const id = idOf(request.params, 'Item');
    const { reason } = parse(adminDeleteItemSchema, request.body ?? undefined);
    return withNotificationEmails(mailSetupOf(app), () =>
      app.db.transaction((tx) => removeItemAsAdmin(tx, admin, id, reason)),
    );
  });
}
