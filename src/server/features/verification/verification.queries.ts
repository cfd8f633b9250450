/** The member's own verification page, and an administrator's view of a member's verifications. */
import type { AdminUserVerifications, VerificationState } from '@shared/answers/verification';
import { PHONE_CODE_MAX_TRIES } from '@shared/verification';
import { and, desc, eq, isNull, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { identityVerifications, nafathRequests, type users } from '../../db/schema';
import { verifiedBadgesOf } from '../auth';
import { latestBusinessCheck, toBusinessCheck } from './business';
import { toNafathRequest } from './identity';
import { liveCodeOf, resendAtOf } from './phone-codes';
import type { VerificationProviders } from './providers';

type UserRow = typeof users.$inferSelect;

export async function liveIdentityOf(db: Db, userId: string) {
  const [row] = await db
    .select()
    .from(identityVerifications)
    .where(and(eq(identityVerifications.userId, userId), isNull(identityVerifications.revokedAt)));
  return row;
}

async function latestRequestOf(db: Db, userId: string) {
  const [row] = await db
    .select()
    .from(nafathRequests)
    // A request being started has no number to show yet.
    .where(and(eq(nafathRequests.userId, userId), ne(nafathRequests.status, 'starting')))
    .orderBy(desc(nafathRequests.createdAt))
    .limit(1);
  return row;
}

export async function verificationStateOf(
  db: Db,
  user: UserRow,
  pages: VerificationProviders['sandboxPages'],
): Promise<VerificationState> {
  const [code, identity, request, business] = await Promise.all([
    user.phone && !user.phoneVerifiedAt ? liveCodeOf(db, user.id) : undefined,
    liveIdentityOf(db, user.id),
    latestRequestOf(db, user.id),
    user.accountType === 'business' ? latestBusinessCheck(db, user.id) : undefined,
  ]);
  return {
    email: { address: user.email, confirmedAt: user.emailConfirmedAt?.toISOString() ?? null },
    phone: {
      number: user.phone,
      verifiedAt: user.phoneVerifiedAt?.toISOString() ?? null,
      pendingCode:
        code && code.phone === user.phone
          ? {
              sentAt: code.createdAt.toISOString(),
              expiresAt: code.expiresAt.toISOString(),
              resendAt: resendAtOf(code).toISOString(),
              triesLeft: PHONE_CODE_MAX_TRIES - code.tries,
            }
          : null,
    },
    identity: {
      verifiedAt: identity?.verifiedAt.toISOString() ?? null,
      name: identity?.verifiedName ?? null,
      nameEn: identity?.verifiedNameEn ?? null,
      document: identity?.document ?? null,
      request: request ? toNafathRequest(request) : null,
    },
    business: business ? toBusinessCheck(business) : null,
    badges: verifiedBadgesOf(user),
    sandboxPages: pages,
  };
}

export async function adminVerificationsOf(db: Db, user: UserRow): Promise<AdminUserVerifications> {
  const [identity, business] = await Promise.all([
    liveIdentityOf(db, user.id),
    latestBusinessCheck(db, user.id),
  ]);
  return {
    emailConfirmedAt: user.emailConfirmedAt?.toISOString() ?? null,
    phone: user.phone,
    phoneVerifiedAt: user.phoneVerifiedAt?.toISOString() ?? null,
    identity: identity
      ? {
          verifiedAt: identity.verifiedAt.toISOString(),
          provider: identity.provider,
          level: identity.level,
          document: identity.document,
          name: identity.verifiedName,
          nameEn: identity.verifiedNameEn,
        }
      : null,
    business: business ? toBusinessCheck(business) : null,
  };
}
