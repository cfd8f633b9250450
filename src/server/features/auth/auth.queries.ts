import type { RegisterInput } from '@shared/schemas/auth';
import { eq, or, sql } from 'drizzle-orm';
import { type Db, oneRow } from '../../db/client';
import { users } from '../../db/schema';

export async function findUserByEmail(db: Db, email: string) {
  const [user] = await db
    .select()
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()));
  return user;
}

/** The account whose e-mail or username this is, compared without case. */
export async function findUserByEmailOrUsername(db: Db, identifier: string) {
  const lowered = identifier.trim().toLowerCase();
  const [user] = await db
    .select()
    .from(users)
    .where(or(eq(sql`lower(${users.email})`, lowered), eq(sql`lower(${users.username})`, lowered)))
    .limit(1);
  return user;
}

/** Which of the e-mail and username are taken already (compared without case, as the unique indexes do). */
export async function takenIdentifiers(db: Db, email: string, username: string) {
  const rows = await db
    .select({ email: users.email, username: users.username })
    .from(users)
    .where(
      or(
        eq(sql`lower(${users.email})`, email.toLowerCase()),
        eq(sql`lower(${users.username})`, username.toLowerCase()),
      ),
    );
  return {
    email: rows.some((row) => row.email.toLowerCase() === email.toLowerCase()),
    username: rows.some((row) => row.username.toLowerCase() === username.toLowerCase()),
  };
}

export async function insertUser(
  db: Db,
  input: Omit<RegisterInput, 'password' | 'consent'> & { passwordHash: string },
) {
  return oneRow(await db.insert(users).values(input).returning(), 'the new user');
}
