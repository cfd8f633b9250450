/**
 * Consent to the legal documents (docs/decisions/0063-legal-consents.md): recorded at sign-up with
 * the account, and again when a signed-in member accepts a new version. Each row is kept as proof
 * of what was accepted and when; accepting a version twice changes nothing.
 */
import { consentsNeededFrom, LEGAL_DOCUMENTS, type LegalDocument } from '@shared/legal';
import type { ConsentInput } from '@shared/schemas/legal';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { consents, type users } from '../../db/schema';

type UserRow = typeof users.$inferSelect;

/** Records the member's consent to each document at the version given (the current ones). */
export async function recordConsents(db: Db, userId: string, accepted: ConsentInput): Promise<void> {
  await db
    .insert(consents)
    .values(LEGAL_DOCUMENTS.map((document) => ({ userId, document, version: accepted[document] })))
    .onConflictDoNothing();
}

/**
 * The documents a member is to accept again (their current version not yet accepted). Not asked of
 * administrators: they act for the operator, whose documents these are.
 */
export async function consentsNeededOf(
  db: Db,
  user: Pick<UserRow, 'id' | 'isAdmin'>,
): Promise<LegalDocument[]> {
  if (user.isAdmin) return [];
  const accepted = await db
    .select({ document: consents.document, version: consents.version })
    .from(consents)
    .where(eq(consents.userId, user.id));
  return consentsNeededFrom(accepted);
}
