import type { PublicUser, User } from '@shared/api-types';
import { DEFAULT_LANGUAGE, isLanguage } from '@shared/constants';
import type { users } from '../../db/schema';

type UserRow = typeof users.$inferSelect;

/** What anyone may see of a user: no e-mail, phone, password data or admin flags. */
export function toPublicUser(row: UserRow): PublicUser {
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
  };
}

/** The user's own view of themself (and an admin's view of anyone): never the password hash. */
export function toUser(row: UserRow): User {
  return {
    ...toPublicUser(row),
    email: row.email,
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
