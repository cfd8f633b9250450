/**
 * Identity through Nafath (docs/decisions/0062-verified-members.md). The member gives a national ID
 * or Iqama number; Nafath answers a two-digit number the member chooses in the Nafath app; the
 * outcome arrives by Nafath's signed callback, and a job asks Nafath for it too (a callback can be
 * lost). The request is claimed and committed before Nafath is called, and the answer recorded
 * after (no call inside a transaction). The raw ID is kept only while the request waits (the status
 * call needs it); the verification keeps a keyed hash of it, the level, the provider, the time and
 * the name Nafath gave. One ID verifies one account (a unique index), and a callback changes only a
 * request that is still waiting, so a replayed one changes nothing.
 */
import type { NafathRequest } from '@shared/answers/verification';
import { nationalIdKind } from '@shared/national-id';
import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { identityVerifications, nafathRequests, users } from '../../db/schema';
import { AppError, notFound } from '../../http/errors';
import { defineJob, enqueue } from '../../jobs/queue';
import type { Worker } from '../../jobs/worker';
import type { NafathCallback, NafathClient, NafathPerson, NafathStatus } from './nafath/nafath-client';
import { NafathError } from './nafath/nafath-client';
import { keyedHash } from './secrets';

type RequestRow = typeof nafathRequests.$inferSelect;

/** How long a request waits for the member in the app: Nafath's own window. */
export const NAFATH_WAIT_SECONDS = 180;
/** A start older than this was left by a process that died (a call is bounded far below it). */
const STALE_START_SECONDS = 120;
/** How often the follow-up job asks Nafath while a request waits. */
const FOLLOW_EVERY_MS = 3000;
/** The level of a verification through Nafath without biometrics (the service Ajjir uses). */
const NAFATH_LEVEL = 'nafath_app';

export function toNafathRequest(row: RequestRow): NafathRequest {
  return {
    id: row.id,
    random: row.random ?? '',
    status: row.status === 'starting' ? 'waiting' : row.status,
    expiresAt: row.expiresAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
  };
}

const ended = (status: RequestRow['status'], failure: string | null = null) => ({
  status,
  failure,
  nationalId: null,
  finishedAt: sql`now()`,
});

/**
 * Claims a request for the member: not verified already, the ID verifying nobody else. A request
 * still waiting for the same ID is answered again (Nafath refuses a second one for an ID while one
 * waits: the page was reloaded). The new request starts beside any waiting one, which ends only
 * once Nafath has taken the new one (`startIdentityCheck`): a refusal changes nothing. One start at
 * a time per member (a unique index); one left behind by a process that died is cleared.
 */
async function claimRequest(
  db: Db,
  userId: string,
  nationalId: string,
  idHash: string,
): Promise<{ row: RequestRow; waiting: boolean }> {
  return db.transaction(async (tx) => {
    const [user] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
    if (user?.identityVerifiedAt)
      throw new AppError('identity_verified', 'Your identity is verified already');
    const [taken] = await tx
      .select({ id: identityVerifications.id })
      .from(identityVerifications)
      .where(and(eq(identityVerifications.idHash, idHash), isNull(identityVerifications.revokedAt)))
      .limit(1);
    if (taken) {
      throw new AppError('identity_taken', 'This national ID already verifies another Ajjir account');
    }
    const [open] = await tx
      .select()
      .from(nafathRequests)
      .where(and(eq(nafathRequests.userId, userId), eq(nafathRequests.status, 'waiting')));
    if (open && open.idHash === idHash && open.expiresAt > new Date()) return { row: open, waiting: true };
    await tx
      .delete(nafathRequests)
      .where(
        and(
          eq(nafathRequests.userId, userId),
          eq(nafathRequests.status, 'starting'),
          sql`${nafathRequests.createdAt} < now() - make_interval(secs => ${STALE_START_SECONDS})`,
        ),
      );
    const [row] = await tx
      .insert(nafathRequests)
      .values({
        userId,
        nationalId,
        idHash,
        document: nationalIdKind(nationalId),
        expiresAt: sql`now() + make_interval(secs => ${NAFATH_WAIT_SECONDS})`,
      })
      .onConflictDoNothing()
      .returning();
    // Another start of the member's is under way (a second tab): one at a time.
    if (!row) throw new AppError('conflict', 'An identity check is being started already');
    return { row, waiting: false };
  });
}

export const followNafathJob = defineJob(
  'nafath.follow',
  z.object({ requestId: z.uuid(), round: z.number().int().min(0) }),
  { maxAttempts: 5, firstDelayMs: 5_000, maxDelayMs: 60_000 },
);

async function enqueueFollow(db: Db, requestId: string, round: number): Promise<void> {
  await enqueue(
    db,
    followNafathJob,
    { requestId, round },
    { key: `nafath.follow:${requestId}:${round}`, runAt: new Date(Date.now() + FOLLOW_EVERY_MS) },
  );
}

export async function startIdentityCheck(
  db: Db,
  user: { id: string; preferredLanguage: string },
  nationalId: string,
  options: { nafath: NafathClient; hashKey: string },
): Promise<NafathRequest> {
  const { row: claimed, waiting } = await claimRequest(
    db,
    user.id,
    nationalId,
    keyedHash(options.hashKey, 'national-id', nationalId),
  );
  if (waiting) return toNafathRequest(claimed);
  let answer: { transId: string; random: string };
  try {
    answer = await options.nafath.startRequest({
      nationalId,
      requestId: claimed.id,
      language: user.preferredLanguage === 'en' ? 'en' : 'ar',
    });
  } catch (error) {
    // Nafath did not take it: the start is forgotten, and any request still waiting stays as it was.
    await db.delete(nafathRequests).where(eq(nafathRequests.id, claimed.id));
    if (error instanceof NafathError && error.kind === 'refused') {
      throw new AppError('nafath_refused', `Nafath turned the request down: ${error.message}`);
    }
    if (error instanceof NafathError) throw new AppError('nafath_unavailable', error.message);
    throw error;
  }
  const row = await db.transaction(async (tx) => {
    await tx
      .update(nafathRequests)
      .set(ended('expired', 'replaced'))
      .where(and(eq(nafathRequests.userId, user.id), eq(nafathRequests.status, 'waiting')));
    const [waiting] = await tx
      .update(nafathRequests)
      .set({
        status: 'waiting',
        transId: answer.transId,
        random: answer.random,
        expiresAt: sql`now() + make_interval(secs => ${NAFATH_WAIT_SECONDS})`,
      })
      .where(and(eq(nafathRequests.id, claimed.id), eq(nafathRequests.status, 'starting')))
      .returning();
    if (waiting) await enqueueFollow(tx, waiting.id, 0);
    return waiting;
  });
  if (!row) throw new Error('nafath_requests: the request being started was gone');
  return toNafathRequest(row);
}

export async function nafathRequestOf(db: Db, userId: string, id: string): Promise<NafathRequest> {
  const [row] = await db
    .select()
    .from(nafathRequests)
    .where(and(eq(nafathRequests.id, id), eq(nafathRequests.userId, userId)));
  if (!row) throw notFound('Identity check not found');
  return toNafathRequest(row);
}

/** The person's verified names as Nafath gave them (either may be missing). */
function verifiedNamesOf(person: NafathPerson | null): {
  verifiedName: string | null;
  verifiedNameEn: string | null;
} {
  return { verifiedName: person?.nameAr ?? null, verifiedNameEn: person?.nameEn ?? null };
}

/**
 * Records what Nafath says of a request, once: only a request still waiting changes. A completed
 * one verifies the member unless the ID verified another account meanwhile (then it fails).
 */
export async function recordNafathOutcome(
  db: Db,
  where: { transId: string } | { requestId: string },
  status: NafathStatus,
  person: NafathPerson | null,
): Promise<void> {
  if (status === 'WAITING') return;
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(nafathRequests)
      .where(
        'transId' in where
          ? eq(nafathRequests.transId, where.transId)
          : eq(nafathRequests.id, where.requestId),
      )
      .for('update');
    if (row?.status === 'completed' && status === 'COMPLETED') {
      // Followed to completion before the callback came: the callback's name is the one missing.
      await tx
        .update(identityVerifications)
        .set(verifiedNamesOf(person))
        .where(
          and(
            eq(identityVerifications.userId, row.userId),
            eq(identityVerifications.idHash, row.idHash),
            isNull(identityVerifications.revokedAt),
            isNull(identityVerifications.verifiedName),
          ),
        );
      return;
    }
    if (row?.status !== 'waiting') return;
    if (status === 'REJECTED' || status === 'EXPIRED') {
      await tx
        .update(nafathRequests)
        .set(ended(status === 'REJECTED' ? 'rejected' : 'expired'))
        .where(eq(nafathRequests.id, row.id));
      return;
    }
    const made = await tx
      .insert(identityVerifications)
      .values({
        userId: row.userId,
        provider: 'nafath',
        level: NAFATH_LEVEL,
        document: row.document,
        idHash: row.idHash,
        ...verifiedNamesOf(person),
      })
      .onConflictDoNothing()
      .returning({ id: identityVerifications.id });
    await tx
      .update(nafathRequests)
      .set(made.length > 0 ? ended('completed') : ended('failed', 'identity_taken'))
      .where(eq(nafathRequests.id, row.id));
  });
}

/** A callback Nafath signed: its request, if still waiting, takes the outcome. */
export async function acceptNafathCallback(db: Db, callback: NafathCallback): Promise<void> {
  const where = { transId: callback.transId };
  if (callback.requestId) {
    // A token for one of our requests names it; one naming another request than its transId's is not ours.
    const [row] = await db
      .select({ id: nafathRequests.id })
      .from(nafathRequests)
      .where(and(eq(nafathRequests.transId, callback.transId), ne(nafathRequests.id, callback.requestId)));
    if (row) return;
  }
  await recordNafathOutcome(db, where, callback.status, callback.person);
}

/**
 * Asks Nafath about a waiting request until it ends or its time is up (then it is expired here).
 * Asking twice changes nothing twice: the outcome is recorded only on a waiting request.
 */
async function followRequest(db: Db, nafath: NafathClient, requestId: string, round: number): Promise<void> {
  const [row] = await db.select().from(nafathRequests).where(eq(nafathRequests.id, requestId));
  if (row?.status !== 'waiting' || !row.nationalId || !row.transId || !row.random) return;
  const status = await nafath.fetchStatus({
    nationalId: row.nationalId,
    transId: row.transId,
    random: row.random,
  });
  if (status === 'WAITING' && row.expiresAt <= new Date()) {
    await recordNafathOutcome(db, { requestId }, 'EXPIRED', null);
    return;
  }
  if (status !== 'WAITING') {
    await recordNafathOutcome(db, { requestId }, status, null);
    return;
  }
  await enqueueFollow(db, requestId, round + 1);
}

export function registerIdentityJobs(worker: Worker, deps: () => { db: Db; nafath: NafathClient }): void {
  worker.handle(followNafathJob, ({ requestId, round }) => {
    const { db, nafath } = deps();
    return followRequest(db, nafath, requestId, round);
  });
}
