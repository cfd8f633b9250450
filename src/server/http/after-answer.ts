import type { FastifyReply } from 'fastify';

/**
 * Runs `work` once the answer has gone (or the client has gone), on a later turn of the event loop:
 * what the answer must not wait for, nor tell by its timing (docs/decisions/0010). Errors go to the log.
 */
export function afterAnswer(reply: FastifyReply, work: () => Promise<void>): void {
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    setImmediate(() => {
      work().catch((error: unknown) => reply.log.error({ err: error }, 'work after the answer failed'));
    });
  };
  reply.raw.once('finish', start);
  reply.raw.once('close', start);
}
