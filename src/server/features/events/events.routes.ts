/** GET /api/events: the signed-in user's live events (Server-Sent Events). */
import type { FastifyInstance } from 'fastify';

export async function eventsRoutes(_app: FastifyInstance): Promise<void> {}
