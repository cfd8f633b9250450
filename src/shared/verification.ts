/**
 * What a profile proves (docs/decisions/0062-verified-members.md): a confirmed e-mail, a phone that
 * received a code, an identity checked through Nafath, a business whose commercial registration the
 * Ministry of Commerce holds as active; and how quickly an owner answers.
 */
import { westernDigits } from './digits';

/** A one-time phone code: six digits, ten minutes, five tries, one new code a minute at most. */
export const PHONE_CODE_LENGTH = 6;
export const PHONE_CODE_TTL_MINUTES = 10;
export const PHONE_CODE_MAX_TRIES = 5;
export const PHONE_CODE_RESEND_SECONDS = 60;

/** An e-mail confirmation link lives two days and works once. */
export const EMAIL_CONFIRM_TTL_HOURS = 48;

/** The badges a profile can carry, in the order they are shown. */
export const VERIFICATION_KINDS = ['identity', 'phone', 'business'] as const;
export type VerificationKind = (typeof VERIFICATION_KINDS)[number];

/** What an administrator may revoke: a badge, or a confirmed e-mail. */
export const REVOCABLE_VERIFICATIONS = ['identity', 'phone', 'business', 'email'] as const;
export type RevocableVerification = (typeof REVOCABLE_VERIFICATIONS)[number];

/**
 * Whom an owner lets book a listing: anyone; only members with a verified identity for instant
 * booking (the others' requests wait for the owner's answer); or only them for any request.
 */
export const IDENTITY_REQUIREMENTS = ['none', 'instant', 'all'] as const;
export type IdentityRequirement = (typeof IDENTITY_REQUIREMENTS)[number];

/** A Nafath request as the member follows it. */
export const NAFATH_REQUEST_STATUSES = ['waiting', 'completed', 'rejected', 'expired', 'failed'] as const;
export type NafathRequestStatus = (typeof NAFATH_REQUEST_STATUSES)[number];

/** A national ID is a citizen's (starts with 1) or a resident's Iqama (starts with 2). */
export const IDENTITY_DOCUMENTS = ['citizen', 'resident'] as const;
export type IdentityDocument = (typeof IDENTITY_DOCUMENTS)[number];

/** A business's check: verified, waiting for an administrator, turned down, or taken back. */
export const BUSINESS_CHECK_STATUSES = ['verified', 'review', 'rejected', 'revoked'] as const;
export type BusinessCheckStatus = (typeof BUSINESS_CHECK_STATUSES)[number];

/** Why a business's check went to the administrators rather than verifying at once. */
export const BUSINESS_REVIEW_REASONS = [
  'name_mismatch',
  'not_active',
  'not_found',
  'registry_unavailable',
  'name_taken',
] as const;
export type BusinessReviewReason = (typeof BUSINESS_REVIEW_REASONS)[number];

/**
 * The states of a commercial registration Ajjir words itself; the register's own words are shown
 * for any other (the Wathq client reads them, features/verification/wathq/).
 */
export const KNOWN_REGISTRY_STATUSES = ['active', 'suspended', 'expired', 'cancelled'] as const;
export type KnownRegistryStatus = (typeof KNOWN_REGISTRY_STATUSES)[number];

export function isKnownRegistryStatus(status: string): status is KnownRegistryStatus {
  return (KNOWN_REGISTRY_STATUSES as readonly string[]).includes(status);
}

/** A commercial registration number: ten digits, typed in any digits, spaces and dashes ignored. */
export function crNumberOf(typed: string): string | null {
  const digits = westernDigits(typed).replace(/[\s-]/g, '');
  return /^[0-9]{10}$/.test(digits) ? digits : null;
}

/** Response figures: requests and first messages of the last 30 days, answered within 24 hours. */
export const RESPONSE_WINDOW_DAYS = 30;
export const RESPONSE_ANSWER_HOURS = 24;
/** Figures are shown once an owner has had this many requests and first messages in the window. */
export const RESPONSE_MIN_REQUESTS = 3;

/** How a median time to answer reads: within an hour, a few hours, a day, or longer. */
export const RESPONSE_TIME_BUCKETS = ['hour', 'few_hours', 'day', 'days'] as const;
export type ResponseTimeBucket = (typeof RESPONSE_TIME_BUCKETS)[number];

export function responseTimeBucket(medianMinutes: number): ResponseTimeBucket {
  if (medianMinutes <= 60) return 'hour';
  if (medianMinutes <= 6 * 60) return 'few_hours';
  if (medianMinutes <= 24 * 60) return 'day';
  return 'days';
}
