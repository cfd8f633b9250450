/**
 * What administrators do with verification (docs/decisions/0062-verified-members.md): decide the
 * business checks that wait for review, and revoke a member's verification. Each change is written
 * with its audit row, in one transaction, by the caller's `audit` (the admin feature's log).
 */
import type { AdminBusinessCheck } from '@shared/answers/verification';
import type { BusinessCheckStatus, RevocableVerification } from '@shared/verification';
import { and, asc, count, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { businessChecks, identityVerifications, users } from '../../db/schema';
import { AppError, notFound } from '../../http/errors';
import { toBusinessCheck } from './business';

export interface AuditNote {
  adminId: string;
  /** Writes the audit row in the change's transaction. */
  audit: (tx: Db, details: { targetLabel: string; details: Record<string, unknown> }) => Promise<void>;
}

const member = {
  id: users.id,
  username: users.username,
  firstName: users.firstName,
  lastName: users.lastName,
  companyName: users.companyName,
  email: users.email,
};

/** The checks of one status, oldest first (the queue reads as it came in), and how many there are. */
export async function businessChecksPage(
  db: Db,
  query: { status: BusinessCheckStatus; limit: number; offset: number },
): Promise<{ rows: AdminBusinessCheck[]; total: number }> {
  const where = eq(businessChecks.status, query.status);
  const [rows, [total]] = await Promise.all([
    db
      .select({ check: businessChecks, member })
      .from(businessChecks)
      .innerJoin(users, eq(users.id, businessChecks.userId))
      .where(where)
      .orderBy(asc(businessChecks.createdAt), asc(businessChecks.id))
      .limit(query.limit)
      .offset(query.offset),
    db.select({ n: count() }).from(businessChecks).where(where),
  ]);
  return {
    rows: rows.map((row) => ({ ...toBusinessCheck(row.check), member: row.member })),
    total: total?.n ?? 0,
  };
}

export async function decideBusinessCheck(
  db: Db,
  id: string,
  decision: { decision: 'verify' | 'reject'; note: string },
  by: AuditNote,
): Promise<AdminBusinessCheck> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(businessChecks).where(eq(businessChecks.id, id)).for('update');
    if (!row) throw notFound('Business check not found');
    if (row.status !== 'review') throw new AppError('business_decided', 'This check was decided already');
    if (decision.decision === 'verify') {
      const [elsewhere] = await tx
        .select({ id: businessChecks.id })
        .from(businessChecks)
        .where(
          and(
            eq(businessChecks.crNumber, row.crNumber),
            eq(businessChecks.status, 'verified'),
            ne(businessChecks.userId, row.userId),
          ),
        );
      if (elsewhere) throw new AppError('cr_taken', 'This commercial registration verifies another account');
    }
    const [decided] = await tx
      .update(businessChecks)
      .set({
        status: decision.decision === 'verify' ? 'verified' : 'rejected',
        decidedAt: sql`now()`,
        decidedBy: by.adminId,
        note: decision.note,
      })
      .where(eq(businessChecks.id, id))
      .returning();
    const [owner] = await tx.select(member).from(users).where(eq(users.id, row.userId));
    await by.audit(tx, {
      targetLabel: row.companyName,
      details: { check: id, crNumber: row.crNumber, decision: decision.decision },
    });
    return { ...toBusinessCheck(decided ?? row), member: owner as AdminBusinessCheck['member'] };
  });
}

/** Revokes one of a member's verifications; 409 not_verified when there is none to revoke. */
export async function revokeVerification(
  db: Db,
  userId: string,
  kind: RevocableVerification,
  reason: string,
  by: AuditNote,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [user] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
    if (!user) throw notFound('User not found');
    const revoked = await revokeOne(tx, user, kind, reason, by.adminId);
    if (!revoked) throw new AppError('not_verified', 'There is nothing of this kind verified to revoke');
    await by.audit(tx, { targetLabel: `${user.firstName} ${user.lastName}`, details: { kind } });
  });
}

async function revokeOne(
  tx: Db,
  user: typeof users.$inferSelect,
  kind: RevocableVerification,
  reason: string,
  adminId: string,
): Promise<boolean> {
  if (kind === 'email' || kind === 'phone') {
    const column = kind === 'email' ? users.emailConfirmedAt : users.phoneVerifiedAt;
    const done = await tx
      .update(users)
      .set(kind === 'email' ? { emailConfirmedAt: null } : { phoneVerifiedAt: null })
      .where(and(eq(users.id, user.id), sql`${column} IS NOT NULL`))
      .returning({ id: users.id });
    return done.length > 0;
  }
  if (kind === 'identity') {
    const done = await tx
      .update(identityVerifications)
      .set({ revokedAt: sql`now()`, revokedBy: adminId, revokeReason: reason })
      .where(and(eq(identityVerifications.userId, user.id), isNull(identityVerifications.revokedAt)))
      .returning({ id: identityVerifications.id });
    return done.length > 0;
  }
  const done = await tx
    .update(businessChecks)
    .set({ status: 'revoked', decidedAt: sql`now()`, decidedBy: adminId, note: reason })
    .where(and(eq(businessChecks.userId, user.id), eq(businessChecks.status, 'verified')))
    .returning({ id: businessChecks.id });
  return done.length > 0;
}
