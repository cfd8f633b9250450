/**
 * Answers about verification (docs/decisions/0062-verified-members.md): the badges others see, the
 * member's own checks, and the administrators' views.
 */
import { z } from 'zod';
import {
  BUSINESS_CHECK_STATUSES,
  BUSINESS_REVIEW_REASONS,
  IDENTITY_DOCUMENTS,
  NAFATH_REQUEST_STATUSES,
  RESPONSE_TIME_BUCKETS,
} from '../verification';
import { timestamp, type Wire } from './wire';

/** What a profile proves, and since when (null: not verified). Shown as badges with a tooltip. */
export const verifiedBadges = z.object({
  /** The name and national ID or Iqama were checked through Nafath. */
  identity: timestamp.nullable(),
  /** A code texted to the member's Saudi mobile number was entered. */
  phone: timestamp.nullable(),
  /** The commercial registration was found active at the Ministry of Commerce, under this name. */
  business: timestamp.nullable(),
});
export type VerifiedBadges = Wire<typeof verifiedBadges>;

/**
 * How an owner answers: the share of booking requests and first messages of the last 30 days
 * answered within 24 hours, and the median time to answer; null below 3 of them.
 */
export const responsiveness = z
  .object({
    /** Requests and first messages counted. */
    asked: z.number().int(),
    /** Whole percent answered within 24 hours. */
    answeredPercent: z.number().int().min(0).max(100),
    medianMinutes: z.number().int().min(0),
    bucket: z.enum(RESPONSE_TIME_BUCKETS),
  })
  .nullable();
export type Responsiveness = Wire<typeof responsiveness>;

/** A Nafath request as the member follows it: the number to choose in the Nafath app. */
export const nafathRequest = z.object({
  id: z.string(),
  /** The two digits to choose in the Nafath app. */
  random: z.string(),
  status: z.enum(NAFATH_REQUEST_STATUSES),
  expiresAt: timestamp,
  finishedAt: timestamp.nullable(),
});
export type NafathRequest = Wire<typeof nafathRequest>;

/** A business's latest check: what was looked up, what the register said, where it stands. */
export const businessCheck = z.object({
  id: z.string(),
  crNumber: z.string(),
  vatNumber: z.string().nullable(),
  /** The company name the member gave when asking. */
  companyName: z.string(),
  /** The name and state the register gave, when it answered. */
  registeredName: z.string().nullable(),
  registryStatus: z.string().nullable(),
  status: z.enum(BUSINESS_CHECK_STATUSES),
  /** Why it went to the administrators (status review, or rejected after review). */
  reason: z.enum(BUSINESS_REVIEW_REASONS).nullable(),
  createdAt: timestamp,
  decidedAt: timestamp.nullable(),
  /** The administrator's words, shown to the member when a check is turned down or revoked. */
  note: z.string().nullable(),
});
export type BusinessCheck = Wire<typeof businessCheck>;

/** GET /api/verification: the member's own checks. */
export const verificationState = z.object({
  email: z.object({ address: z.string(), confirmedAt: timestamp.nullable() }),
  phone: z.object({
    /** E.164, or null when the profile has none. */
    number: z.string().nullable(),
    verifiedAt: timestamp.nullable(),
    /** The code last sent, while it may still be entered. */
    pendingCode: z
      .object({ sentAt: timestamp, expiresAt: timestamp, resendAt: timestamp, triesLeft: z.number().int() })
      .nullable(),
  }),
  identity: z.object({
    verifiedAt: timestamp.nullable(),
    /** The name Nafath gave, in Arabic and in English, when it gave them. */
    name: z.string().nullable(),
    nameEn: z.string().nullable(),
    document: z.enum(IDENTITY_DOCUMENTS).nullable(),
    /** The request in progress or the last one, so the page can resume or explain it. */
    request: nafathRequest.nullable(),
  }),
  /** Business accounts only: the latest check, or null before the first. */
  business: businessCheck.nullable(),
  badges: verifiedBadges,
  /**
   * Where this server runs the sandboxes of Nafath and the SMS gateway (a demo, development): the
   * pages standing in for the Nafath app and the member's phone. Null with the real services.
   */
  sandboxPages: z.object({ nafathApp: z.string().nullable(), smsInbox: z.string().nullable() }),
});
export type VerificationState = Wire<typeof verificationState>;

/** POST /api/auth/email/confirmation (and a new account's answer): the link, on screen in a demo. */
export const emailConfirmationSent = z.object({
  message: z.string(),
  /** Only where links are given on screen (no e-mail set up, this machine). */
  confirmToken: z.string().optional(),
});
export type EmailConfirmationSent = Wire<typeof emailConfirmationSent>;

/** POST /api/verification/phone/code. */
export const phoneCodeSent = z.object({
  sentTo: z.string(),
  sentAt: timestamp,
  expiresAt: timestamp,
  resendAt: timestamp,
  triesLeft: z.number().int(),
  /** Only where codes are given on screen (the SMS sandbox on this machine). */
  code: z.string().optional(),
});
export type PhoneCodeSent = Wire<typeof phoneCodeSent>;

/** A member in the administrators' views of verification. */
const adminMember = z.object({
  id: z.string(),
  username: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  companyName: z.string().nullable(),
  email: z.string(),
});

/** GET /api/admin/verifications/business: one check of the queue. */
export const adminBusinessCheck = businessCheck.extend({ member: adminMember });
export const adminBusinessChecks = z.array(adminBusinessCheck);
export type AdminBusinessCheck = Wire<typeof adminBusinessCheck>;

/** GET /api/admin/users/{id}/verifications: a member's verifications, for revoking one. */
export const adminUserVerifications = z.object({
  emailConfirmedAt: timestamp.nullable(),
  phone: z.string().nullable(),
  phoneVerifiedAt: timestamp.nullable(),
  identity: z
    .object({
      verifiedAt: timestamp,
      provider: z.string(),
      level: z.string(),
      document: z.enum(IDENTITY_DOCUMENTS),
      name: z.string().nullable(),
      nameEn: z.string().nullable(),
    })
    .nullable(),
  business: businessCheck.nullable(),
});
export type AdminUserVerifications = Wire<typeof adminUserVerifications>;
