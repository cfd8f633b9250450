import type { Responsiveness, VerifiedBadges } from '@shared/answers/verification';
import type { PublicUser, User } from '@shared/api-types';
import { DEFAULT_LANGUAGE, isLanguage } from '@shared/constants';
import type { users } from '../../db/schema';

type UserRow = typeof users.$inferSelect;

/** What a profile proves, and since when (docs/decisions/0062-verified-members.md). */
export function verifiedBadgesOf(
  row: Pick<UserRow, 'identityVerifiedAt' | 'phoneVerifiedAt' | 'businessVerifiedAt'>,
): VerifiedBadges {
  return {
    identity: row.identityVerifiedAt?.toISOString() ?? null,
    phone: row.phoneVerifiedAt?.toISOString() ?? null,
    business: row.businessVerifiedAt?.toISOString() ?? null,
  };
}

/**
 * What anyone may see of a user: no e-mail, phone, password data or admin flags. How quickly they
 * answer is counted only where a page shows it (the profile), so it is null here unless given.
 */
export function toPublicUser(row: UserRow, responsiveness: Responsiveness = null): PublicUser {
  return {
    id: row.id,
    username: row.username,
    firstName: row.firstName,
    lastName: row.lastName,
    bio: row.bio,
    city: row.city,
    state: row.state,
    profilePicture: row.profilePicture,
    accountType: row.accountType,
    companyName: row.companyName,
    companyWebsite: row.companyWebsite,
    taxId: row.taxId,
    businessAddress: row.businessAddress,
    rating: row.rating,
    totalReviews: row.totalReviews,
    joinedAt: row.joinedAt.toISOString(),
    verified: verifiedBadgesOf(row),
    responsiveness,
  };
}

/** The user's own view of themself (and an admin's view of anyone): never the password hash. */
export function toUser(row: UserRow): User {
  return {
    ...toPublicUser(row),
    email: row.email,
    emailConfirmedAt: row.emailConfirmedAt?.toISOString() ?? null,
    phone: row.phone,
    address: row.address,
    zipCode: row.zipCode,
    isAdmin: row.isAdmin,
    suspendedAt: row.suspendedAt?.toISOString() ?? null,
    suspensionReason: row.suspensionReason,
    latitude: row.latitude,
    longitude: row.longitude,
    preferredLanguage: isLanguage(row.preferredLanguage) ? row.preferredLanguage : DEFAULT_LANGUAGE,
    emailNotifications: row.emailNotifications,
  };
}
