/**
 * Request ids. Every log line of a request carries its id (`reqId`, pino's child logger), and
 * every answer names it in X-Request-Id, so that a complaint ("it failed at 14:02, id …") or a
 * reverse proxy's own log leads to the server's lines. A proxy's id is kept when it looks like an
 * id; anything else a client sends (too long, spaces, newlines, markup) would end up verbatim in
 * the logs, so it is replaced by a fresh one.
 */
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

export const REQUEST_ID_HEADER = 'x-request-id';

/** What proxies and tracing tools send (UUIDs, hex, nginx's $request_id, "host:pid-n"); nothing to escape. */
const SAFE_REQUEST_ID = /^[\w.:-]{1,100}$/;

/** Fastify's `genReqId`: the caller's X-Request-Id when it is safe to log, else a new UUID. */
export function requestIdOf(request: IncomingMessage): string {
  const incoming = request.headers[REQUEST_ID_HEADER];
  return typeof incoming === 'string' && SAFE_REQUEST_ID.test(incoming) ? incoming : randomUUID();
}

/** Names the id on every answer, errors, 404s and event streams included. */
export function registerRequestIds(app: FastifyInstance): void {
  app.addHook('onRequest', (request, reply, done) => {
    // On the raw response, so that a hijacked stream (/api/events) has it too; it must run first,
    // since an earlier hook's refusal would skip it.
    reply.raw.setHeader(REQUEST_ID_HEADER, request.id);
    done();
  });
}

/**
 * Fastify's `frameworkErrors`: a path it cannot decode (bad percent-encoding, an over-long
 * parameter) is refused before any hook runs. The answer stays Fastify's; it gains the id.
 */
export function answerFrameworkError(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): void {
  reply.header(REQUEST_ID_HEADER, request.id).send(error);
}
