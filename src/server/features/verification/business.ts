/**
 * Checked businesses (docs/decisions/0062-verified-members.md). A business account gives its
 * commercial registration (CR) number and, if registered, its VAT number; the CR is looked up at the
 * Ministry of Commerce through Wathq. An active registration under a name matching the account's
 * company name closely enough (shared/business-names.ts) is verified at once; anything else waits
 * for an administrator, with the reason. The check is stored first as waiting for review because
 * the register has not answered (so a failed call leaves it honest), committed, then the register is
 * asked, then the answer recorded (no call inside a transaction).
 */
import type { BusinessCheck } from '@shared/answers/verification';
import { companyNamesMatch } from '@shared/business-names';
import type { BusinessReviewReason } from '@shared/verification';
import { and, desc, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { businessChecks, users } from '../../db/schema';
import { AppError } from '../../http/errors';
import type { BusinessRegistry, CommercialRegistration } from './wathq/wathq-client';

type CheckRow = typeof businessChecks.$inferSelect;
type UserRow = typeof users.$inferSelect;

export function toBusinessCheck(row: CheckRow): BusinessCheck {
  return {
    id: row.id,
    crNumber: row.crNumber,
    vatNumber: row.vatNumber,
    companyName: row.companyName,
    registeredName: row.registeredName,
    registryStatus: row.registryStatus,
    status: row.status,
    reason: row.reason,
    createdAt: row.createdAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
    note: row.note,
  };
}

export async function latestBusinessCheck(db: Db, userId: string): Promise<CheckRow | undefined> {
  const [row] = await db
    .select()
    .from(businessChecks)
    .where(eq(businessChecks.userId, userId))
    .orderBy(desc(businessChecks.createdAt))
    .limit(1);
  return row;
}

/** Whether another account's verified business has this company name (honest names). */
async function companyNameTaken(db: Db, companyName: string, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        sql`lower(${users.companyName}) = lower(${companyName.trim()})`,
        sql`${users.businessVerifiedAt} IS NOT NULL`,
        ne(users.id, userId),
      ),
    )
    .limit(1);
  return row !== undefined;
}

async function claimCheck(
  db: Db,
  userId: string,
  crNumber: string,
  vatNumber: string | null,
): Promise<CheckRow> {
  return db.transaction(async (tx) => {
    const [user] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
    if (user?.accountType !== 'business' || !user.companyName) {
      throw new AppError('business_only', 'Only business accounts check a commercial registration');
    }
    const [open] = await tx
      .select({ status: businessChecks.status })
      .from(businessChecks)
      .where(and(eq(businessChecks.userId, userId), sql`${businessChecks.status} IN ('verified', 'review')`));
    if (open?.status === 'verified')
      throw new AppError('business_verified', 'Your business is verified already');
    if (open) throw new AppError('business_in_review', 'Your registration is waiting for Ajjir’s team');
    const [elsewhere] = await tx
      .select({ id: businessChecks.id })
      .from(businessChecks)
      .where(and(eq(businessChecks.crNumber, crNumber), eq(businessChecks.status, 'verified')));
    if (elsewhere)
      throw new AppError('cr_taken', 'This commercial registration verifies another Ajjir account');
    const [row] = await tx
      .insert(businessChecks)
      .values({
        userId,
        crNumber,
        vatNumber,
        companyName: user.companyName,
        status: 'review',
        reason: 'registry_unavailable',
      })
      .returning();
    return row as CheckRow;
  });
}

/** What the register's answer means for the check: verified, or the reason it waits for review. */
function verdictOf(
  registration: CommercialRegistration | null,
  companyName: string,
  nameTaken: boolean,
): BusinessReviewReason | 'verified' {
  if (!registration) return 'not_found';
  if (!registration.active) return 'not_active';
  if (!companyNamesMatch(companyName, registration.name)) return 'name_mismatch';
  if (nameTaken) return 'name_taken';
  return 'verified';
}

export async function startBusinessCheck(
  db: Db,
  user: Pick<UserRow, 'id'>,
  input: { crNumber: string; vatNumber: string | null },
  registry: BusinessRegistry,
): Promise<BusinessCheck> {
  const claimed = await claimCheck(db, user.id, input.crNumber, input.vatNumber);
  let registration: CommercialRegistration | null;
  try {
    registration = await registry.lookup(input.crNumber);
  } catch {
    // Left waiting for review, because the register could not be asked (RegistryError): an
    // administrator looks it up, or the member's next try asks again.
    return toBusinessCheck(claimed);
  }
  const nameTaken = await companyNameTaken(db, claimed.companyName, user.id);
  const verdict = verdictOf(registration, claimed.companyName, nameTaken);
  const [recorded] = await db
    .update(businessChecks)
    .set({
      registeredName: registration?.name ?? null,
      registryStatus: registration?.status ?? null,
      ...(verdict === 'verified'
        ? { status: 'verified' as const, reason: null, decidedAt: sql`now()` }
        : { reason: verdict }),
    })
    .where(and(eq(businessChecks.id, claimed.id), eq(businessChecks.status, 'review')))
    .returning();
  return toBusinessCheck(recorded ?? claimed);
}
