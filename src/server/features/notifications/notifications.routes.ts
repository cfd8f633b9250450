/**
 * Notifications and the header's unread counts. Every answer is the viewer's
 * own and changes often: `cache-control: no-store`. Each change of the counts
 * is also announced live (`counts`).
 */

import { notificationList, unreadCounts as unreadCountsAnswer } from '@shared/answers/notifications';
import { NOTIFICATIONS_PAGE_SIZE } from '@shared/constants';
import { readNotificationsSchema } from '@shared/schemas/messages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../auth';
import { liveEvent, publish, unreadCounts } from '../events';
import { latestNotifications, markNotificationsRead } from './notifications.queries';

const MAX_NOTIFICATIONS_PAGE = 100;

const listQuerySchema = z.object({
  limit: z.coerce
    .number('invalid')
    .int('invalid')
    .min(1, 'invalid')
    .max(MAX_NOTIFICATIONS_PAGE, 'invalid')
    .default(NOTIFICATIONS_PAGE_SIZE),
});

export const notificationsRoutes: FastifyPluginAsyncZod = async (app) => {
  // Every answer here reads the session: http/private-answers.ts marks it `private, no-store`.

  app.get(
    '/api/notifications',
    { schema: { querystring: listQuerySchema, response: { 200: notificationList } } },
    async (request) => {
      const user = requireUser(request);
      const notifications = await latestNotifications(app.db, user.id, request.query.limit);
      const { notifications: unreadCount } = await unreadCounts(app.db, user.id);
      return { notifications, unreadCount };
    },
  );

  app.post(
    '/api/notifications/read',
    { schema: { body: readNotificationsSchema, response: { 200: z.object({ updated: z.number() }) } } },
    async (request) => {
      const user = requireUser(request);
      const { ids } = request.body;
      const updated = await app.db.transaction(async (tx) => {
        const count = await markNotificationsRead(tx, user.id, ids);
        // Nothing changed, nothing to announce.
        if (count > 0) await publish(tx, [liveEvent(user.id, 'counts', await unreadCounts(tx, user.id))]);
        return count;
      });
      return { updated };
    },
  );

  app.get('/api/counts', { schema: { response: { 200: unreadCountsAnswer } } }, async (request) => {
    const user = requireUser(request);
    return unreadCounts(app.db, user.id);
  });
};
