import type { FastifyReply } from 'fastify';

/** A page of a list as the API answers it: the rows, and how many there are in all in X-Total-Count. */
export function sendPage<T>(reply: FastifyReply, page: { rows: T[]; total: number }): T[] {
  reply.header('x-total-count', String(page.total));
  return page.rows;
}
