/**
 * Honest names (docs/decisions/0062-verified-members.md): a display name identical to a member's
 * whose identity is verified, or a company name identical to a verified business's, is refused to
 * anyone else, so nobody borrows the trust those badges carry. Identical means the same letters
 * in any case with spaces collapsed (users_verified_name_idx, users_verified_company_idx). Names are
 * shared by many real people, so a member whose own identity Nafath verified may take a name whose
 * every word is in the name Nafath gave them, whoever else has it.
 */
import { and, eq, isNull, ne, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { identityVerifications, users } from '../../db/schema';
import { fieldError } from '../../http/errors';

const collapsed = (text: string) => text.trim().replace(/\s+/g, ' ').toLowerCase();

const wordsOf = (text: string) => collapsed(text).split(' ').filter(Boolean);

/** Whether every word of the display name is in a name Nafath gave the member. */
async function isOwnVerifiedName(db: Db, userId: string, display: string): Promise<boolean> {
  const [own] = await db
    .select({ ar: identityVerifications.verifiedName, en: identityVerifications.verifiedNameEn })
    .from(identityVerifications)
    .where(and(eq(identityVerifications.userId, userId), isNull(identityVerifications.revokedAt)));
  if (!own) return false;
  const verified = new Set([...wordsOf(own.ar ?? ''), ...wordsOf(own.en ?? '')]);
  return wordsOf(display).every((word) => verified.has(word));
}

async function anyOther(db: Db, condition: SQL, userId: string | null): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(condition, userId ? ne(users.id, userId) : undefined))
    .limit(1);
  return row !== undefined;
}

/** Refuses (400, field errors) a name that is a verified member's or business's, not the caller's. */
export async function refuseReservedNames(
  db: Db,
  names: { firstName?: string; lastName?: string; companyName?: string | null },
  userId: string | null,
): Promise<void> {
  if (names.firstName !== undefined && names.lastName !== undefined) {
    const display = collapsed(`${names.firstName} ${names.lastName}`);
    const taken =
      !(userId && (await isOwnVerifiedName(db, userId, display))) &&
      (await anyOther(
        db,
        sql`lower(${users.firstName} || ' ' || ${users.lastName}) = ${display} AND ${users.identityVerifiedAt} IS NOT NULL`,
        userId,
      ));
    if (taken) throw fieldError('firstName', 'name_reserved');
  }
  if (names.companyName) {
    const company = collapsed(names.companyName);
    const taken = await anyOther(
      db,
      sql`lower(${users.companyName}) = ${company} AND ${users.businessVerifiedAt} IS NOT NULL`,
      userId,
    );
    if (taken) throw fieldError('companyName', 'company_name_reserved');
  }
}
