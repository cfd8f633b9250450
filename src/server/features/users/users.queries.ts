import { and, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { endOtherSessions } from '../auth';

export type UserRow = typeof users.$inferSelect;

export async function findUserById(db: Db, id: string): Promise<UserRow | undefined> {
  const [user] = await db.select().from(users).where(eq(users.id, id));
  return user;
}

/** Whether another account already has this username (compared without case, as the unique index does). */
export async function usernameTakenByOther(db: Db, username: string, userId: string): Promise<boolean> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(sql`lower(${users.username})`, username.toLowerCase()), ne(users.id, userId)))
    .limit(1);
  return rows.length > 0;
}

/** Whether another account already has this e-mail (compared without case, as the unique index does). */
export async function emailTakenByOther(db: Db, email: string, userId: string): Promise<boolean> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(sql`lower(${users.email})`, email.toLowerCase()), ne(users.id, userId)))
    .limit(1);
  return rows.length > 0;
}

/**
 * Sets a new password hash and ends every other session of the account, in
 * one transaction: the session that changed it (`keepToken`) stays signed in.
 */
export async function changePasswordHash(
  db: Db,
  userId: string,
  passwordHash: string,
  keepToken: string | undefined,
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash, updatedAt: sql`now()` }).where(eq(users.id, userId));
    await endOtherSessions(tx, userId, 'password_changed', keepToken);
  });
}

export async function updateUser(
  db: Db,
  id: string,
  changes: Partial<typeof users.$inferInsert>,
): Promise<UserRow | undefined> {
  const [user] = await db
    .update(users)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(eq(users.id, id))
    .returning();
  return user;
}
