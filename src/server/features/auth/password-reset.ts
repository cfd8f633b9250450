/**
 * Password-reset tokens: 32 random bytes for the link, only their SHA-256 in
 * the table; one hour; single use. Asking again voids the older links, and
 * using one voids the rest and ends every other session of the account.
 */
import { createHash, randomBytes } from 'node:crypto';
import { RESET_TOKEN_TTL_MS } from '@shared/constants';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { passwordResetTokens, users } from '../../db/schema';
import { endOtherSessions } from './sessions';

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export async function createResetToken(db: Db, userId: string): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.transaction(async (tx) => {
    await tx
      .update(passwordResetTokens)
      .set({ usedAt: sql`now()` })
      .where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)));
    await tx.insert(passwordResetTokens).values({
      userId,
      tokenHash: hashToken(token),
      expiresAt: new Date(Date.now() + RESET_TOKEN_TTL_MS),
    });
  });
  return token;
}

/**
 * Sets the new password if the token is live, in one transaction: the token
 * is claimed by the same statement that checks it, so two uses racing each
 * other cannot both succeed. Answers the account, or null for a bad token.
 */
export async function resetPasswordWithToken(
  db: Db,
  options: { token: string; passwordHash: string; keepSessionToken: string | undefined },
): Promise<{ id: string; email: string } | null> {
  return db.transaction(async (tx) => {
    const [claimed] = await tx
      .update(passwordResetTokens)
      .set({ usedAt: sql`now()` })
      .where(
        and(
          eq(passwordResetTokens.tokenHash, hashToken(options.token)),
          isNull(passwordResetTokens.usedAt),
          gt(passwordResetTokens.expiresAt, sql`now()`),
        ),
      )
      .returning({ userId: passwordResetTokens.userId });
    if (!claimed) return null;
    const [user] = await tx
      .update(users)
      .set({ passwordHash: options.passwordHash, updatedAt: sql`now()` })
      .where(eq(users.id, claimed.userId))
      .returning({ id: users.id, email: users.email });
    await tx
      .update(passwordResetTokens)
      .set({ usedAt: sql`now()` })
      .where(and(eq(passwordResetTokens.userId, claimed.userId), isNull(passwordResetTokens.usedAt)));
    await endOtherSessions(tx, claimed.userId, 'password_reset', options.keepSessionToken);
    return user ?? null;
  });
}
