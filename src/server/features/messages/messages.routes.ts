/** Messages (SPEC section 7): conversations, threads, sending and reading. */
import type { FastifyInstance } from 'fastify';

export async function messagesRoutes(_app: FastifyInstance): Promise<void> {}
