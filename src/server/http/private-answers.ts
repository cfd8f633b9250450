/**
 * One rule for every answer that read the session (the sessions hook on a route that is not a
 * public read, or `viewerOf`): it is this visitor's own, so no cache may keep it or hand it to
 * someone else (`private, no-store`), and a cache that keeps the answer to a request without the
 * cookie must not reuse it for one with it (`Vary: Cookie`). Routes need not remember to say so
 * one by one (docs/security.md).
 */
import type { FastifyInstance } from 'fastify';

declare module 'fastify' {
  interface FastifyRequest {
    /** The session was read for this request: its answer depends on who asks. */
    sessionRead: boolean;
  }
}

export const PRIVATE_CACHE_CONTROL = 'private, no-store';

export function registerPrivateAnswers(app: FastifyInstance): void {
  app.decorateRequest('sessionRead', false);
  app.addHook('onSend', async (request, reply, payload) => {
    if (!request.sessionRead) return payload;
    reply.header('cache-control', PRIVATE_CACHE_CONTROL);
    const vary = String(reply.getHeader('vary') ?? '');
    if (!/(^|,)\s*(cookie|\*)\s*(,|$)/i.test(vary)) reply.header('vary', vary ? `${vary}, cookie` : 'cookie');
    return payload;
  });
}
