/** Notifications and the header's unread counts. */
import type { FastifyInstance } from 'fastify';

export async function notificationsRoutes(_app: FastifyInstance): Promise<void> {}
