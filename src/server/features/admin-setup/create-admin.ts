/**
 * Creating administrators: the first one through the setup endpoint (only
 * while none exists), more through `npm run admin:create` on the server.
 * One transaction under an advisory lock, so two setups racing each other
 * cannot both create a "first" administrator.
 */
import { randomBytes } from 'node:crypto';
import { displayName } from '@shared/names';
import { eq, sql } from 'drizzle-orm';
import { type Db, oneRow } from '../../db/client';
import { users } from '../../db/schema';
import { conflict, takenError } from '../../http/errors';
import { writeAudit } from '../admin';
import { hashPassword, takenIdentifiers } from '../auth';

const ADMIN_LOCK_KEY = 7319003;

export interface NewAdmin {
  email: string;
  username: string;
  password: string;
  firstName?: string;
  lastName?: string;
}

const PASSWORD_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789';
const PASSWORD_LENGTH = 20;

/**
 * 20 letters and digits (about 115 bits), without look-alikes (0/O, 1/l/I)
 * or symbols, so it can be read aloud, typed, and passed on a command line.
 */
export function generatePassword(): string {
  const chars: string[] = [];
  while (chars.length < PASSWORD_LENGTH) {
    for (const byte of randomBytes(PASSWORD_LENGTH * 2)) {
      // Rejection sampling keeps every character equally likely.
      if (byte < 256 - (256 % PASSWORD_ALPHABET.length) && chars.length < PASSWORD_LENGTH) {
        chars.push(PASSWORD_ALPHABET.charAt(byte % PASSWORD_ALPHABET.length));
      }
    }
  }
  return chars.join('');
}

export async function createAdmin(
  db: Db,
  input: NewAdmin,
  options: { onlyIfNone: boolean; via: 'setup' | 'cli' },
): Promise<typeof users.$inferSelect> {
  const passwordHash = await hashPassword(input.password);
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${ADMIN_LOCK_KEY})`);
    if (options.onlyIfNone && (await adminExists(tx))) {
      throw conflict(
        'An administrator already exists, so setup is closed; sign in with that account instead',
      );
    }
    const taken = await takenIdentifiers(tx, input.email, input.username);
    if (taken.email) throw takenError('email');
    if (taken.username) throw takenError('username');
    const admin = oneRow(
      await tx
        .insert(users)
        .values({
          email: input.email.toLowerCase(),
          username: input.username,
          passwordHash,
          firstName: input.firstName ?? 'Ajjir',
          lastName: input.lastName ?? 'Administrator',
          isAdmin: true,
        })
        .returning(),
      'the new administrator',
    );
    await writeAudit(tx, {
      adminId: admin.id,
      action: 'admin.created',
      targetType: 'user',
      targetId: admin.id,
      targetLabel: displayName(admin),
      details: { via: options.via },
    });
    return admin;
  });
}

/** Makes an existing account an administrator (operators only, from the command line). */
export async function promoteToAdmin(db: Db, email: string): Promise<typeof users.$inferSelect | undefined> {
  return db.transaction(async (tx) => {
    const [user] = await tx
      .update(users)
      .set({ isAdmin: true, updatedAt: sql`now()` })
      .where(eq(sql`lower(${users.email})`, email.toLowerCase()))
      .returning();
    if (user) {
      await writeAudit(tx, {
        adminId: user.id,
        action: 'admin.promoted',
        targetType: 'user',
        targetId: user.id,
        targetLabel: displayName(user),
        details: { via: 'cli' },
      });
    }
    return user;
  });
}

async function adminExists(db: Db): Promise<boolean> {
  const rows = await db.select({ id: users.id }).from(users).where(eq(users.isAdmin, true)).limit(1);
  return rows.length > 0;
}
