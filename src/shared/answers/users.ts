/** Answers about accounts: public profiles, the signed-in user, and summaries of people. */
import { z } from 'zod';
import { ACCOUNT_TYPES, LANGUAGES } from '../constants';
import { bookingParty } from './bookings';
import { consentsNeeded } from './legal';
import { responsiveness, verifiedBadges } from './verification';
import { decimal, timestamp, type Wire } from './wire';

export const publicUser = z.object({
  id: z.string(),
  username: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  bio: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  profilePicture: z.string().nullable(),
  accountType: z.enum(ACCOUNT_TYPES),
  companyName: z.string().nullable(),
  companyWebsite: z.string().nullable(),
  taxId: z.string().nullable(),
  businessAddress: z.string().nullable(),
  rating: decimal,
  totalReviews: z.number(),
  joinedAt: timestamp,
  /** What the profile proves (docs/decisions/0062-verified-members.md). */
  verified: verifiedBadges,
  /** How quickly they answer requests and first messages; null until there are enough. */
  responsiveness,
});
export type PublicUser = Wire<typeof publicUser>;

/** The signed-in user's own view of themself (and an admin's view of anyone). */
export const user = publicUser.extend({
  email: z.string(),
  /** Until confirmed, the account may not list or request (docs/decisions/0062-verified-members.md). */
  emailConfirmedAt: timestamp.nullable(),
  phone: z.string().nullable(),
  address: z.string().nullable(),
  zipCode: z.string().nullable(),
  isAdmin: z.boolean(),
  suspendedAt: timestamp.nullable(),
  suspensionReason: z.string().nullable(),
  latitude: decimal.nullable(),
  longitude: decimal.nullable(),
  /** The language e-mails to this person are written in. */
  preferredLanguage: z.enum(LANGUAGES),
  /** Whether notifications also come by e-mail (when the server sends e-mail). */
  emailNotifications: z.boolean(),
});
export type User = Wire<typeof user>;

export const meResponse = z.object({
  user: user.nullable(),
  /**
   * The legal documents the signed-in member is asked to accept again, their versions having
   * changed (docs/decisions/0063-legal-consents.md); absent for a visitor and in answers that
   * only change the profile.
   */
  consentsNeeded: consentsNeeded.optional(),
});
export type MeResponse = Wire<typeof meResponse>;

/** Someone in a conversation or a booking, as the other side sees them (never e-mail or phone). */
export const userSummary = bookingParty;
export type UserSummary = Wire<typeof userSummary>;
