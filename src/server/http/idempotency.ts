/**
 * Idempotency-Key: a client sends the same key with a request it may send
 * again (a double tap, a retry after a dropped connection), and the work is
 * done once. The key is claimed in the transaction that does the work: a
 * second request with the key waits for the first to finish, then answers
 * what it answered. A request that failed leaves no key behind, so it can be
 * tried again. Keys are kept a day (jobs/housekeeping.ts).
 */
import { createHash } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/client';
import { idempotencyKeys } from '../db/schema';
import { AppError } from './errors';

const KEY = /^[\w.:-]{8,100}$/;

/** The request's key, if it sent one; a malformed key is refused rather than ignored. */
export function idempotencyKeyOf(request: FastifyRequest): string | undefined {
  const header = request.headers['idempotency-key'];
  if (header === undefined) return undefined;
  const key = Array.isArray(header) ? header[0] : header;
  if (!key || !KEY.test(key)) {
    throw new AppError(
      'bad_request',
      'Idempotency-Key must be 8 to 100 letters, digits, dots, colons, dashes or underscores',
    );
  }
  return key;
}

export interface StoredAnswer {
  status: number;
  body: unknown;
}

/**
 * Runs `work` in a transaction, once per (user, key): the first call does it
 * and keeps its answer; later calls with the same key and the same request
 * get that answer; the same key with another request is refused (422-style 400).
 */
export async function onceFor(
  db: Db,
  claim: { userId: string; key: string | undefined; request: unknown },
  work: (tx: Db) => Promise<StoredAnswer>,
): Promise<StoredAnswer> {
  if (!claim.key) return db.transaction(work);
  const { userId, key } = claim;
  const requestHash = createHash('sha256').update(JSON.stringify(claim.request)).digest('hex');
  return db.transaction(async (tx) => {
    // Waits here while another transaction holds this key, then finds its row.
    const claimed = await tx
      .insert(idempotencyKeys)
      .values({ userId, key, requestHash })
      .onConflictDoNothing()
      .returning({ key: idempotencyKeys.key });
    if (claimed.length === 0) return storedAnswer(tx, userId, key, requestHash);
    const answer = await work(tx);
    await tx
      .update(idempotencyKeys)
      .set({ status: answer.status, body: sql`${JSON.stringify(answer.body)}::jsonb` })
      .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
    return answer;
  });
}

async function storedAnswer(tx: Db, userId: string, key: string, requestHash: string): Promise<StoredAnswer> {
  const [stored] = await tx
    .select()
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
  if (!stored || stored.requestHash !== requestHash) {
    throw new AppError('bad_request', 'This Idempotency-Key was used for another request');
  }
  if (stored.status === null)
    throw new AppError('conflict', 'The first request with this key is still being handled');
  return { status: stored.status, body: stored.body };
}
