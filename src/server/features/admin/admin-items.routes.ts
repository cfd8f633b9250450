/** Listings as administrators see and remove them: /api/admin/items. */

import { adminItem, adminItemRemoval, adminPage } from '@shared/answers/admin';
import { adminDeleteItemSchema, adminItemsQuerySchema } from '@shared/schemas/admin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendPage } from '../../http/paging';
import { idParams } from '../../http/route-schemas';
import { idOf } from '../../http/validate';
import { requireAdmin } from './admin-guard';
import { listAdminItems } from './admin-items.queries';
import { removeItemAsAdmin } from './admin-items.service';

/**
 * The reason is optional, so the request may come with no body at all (and no content type); the
 * route's validator is handed null then, which is no body too.
 */
const deleteBody = z.preprocess((body) => body ?? undefined, adminDeleteItemSchema);

export const adminItemsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/items',
    { schema: { querystring: adminItemsQuerySchema, response: { 200: adminPage(adminItem, 'listings') } } },
    async (request, reply) => sendPage(reply, await listAdminItems(app.db, request.query)),
  );

  app.delete(
    '/api/admin/items/:id',
    {
      schema: {
        description:
          'Removes the listing. The body, `{ reason }`, may be left out: without a reason the owner and ' +
          'renters are told Ajjir’s own.',
        params: idParams,
        body: deleteBody,
        response: { 200: adminItemRemoval },
      },
    },
    async (request) => {
      const admin = requireAdmin(request);
      const id = idOf(request.params, 'Item');
      const { reason } = request.body;
      // Its paid bookings ahead are cancelled or declined: their refunds are owed, and sent by jobs.
      return app.db.transaction((tx) =>
        removeItemAsAdmin(tx, admin, { itemId: id, reason, money: app.bookingMoney }),
      );
    },
  );
};
