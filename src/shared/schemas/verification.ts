/**
 * Inputs of verification (docs/decisions/0062-verified-members.md), shared by the server (at the
 * edge) and the forms. Every code and number field takes Arabic-Indic digits. Messages are keys of
 * VALIDATION_MESSAGES.
 */
import { z } from 'zod';
import { westernDigits } from '../digits';
import { nationalIdSchema } from '../national-id';
import { normalizeVatNumber } from '../vat-number';
import {
  BUSINESS_CHECK_STATUSES,
  crNumberOf,
  PHONE_CODE_LENGTH,
  REVOCABLE_VERIFICATIONS,
} from '../verification';
import { paging } from './admin';
import { memberText, optionalText } from './auth';

/** POST /api/auth/email/confirm: the token of a confirmation link. */
export const emailConfirmSchema = z.object({
  token: z.string('required').trim().min(1, 'required').max(200, 'too_long'),
});

/** POST /api/verification/phone/confirm: the six digits texted to the member's number. */
export const phoneCodeSchema = z.object({
  code: z
    .string('phone_code_invalid')
    .transform((typed) => westernDigits(typed).replace(/\s/g, ''))
    .pipe(z.string().regex(new RegExp(`^[0-9]{${PHONE_CODE_LENGTH}}$`), 'phone_code_invalid')),
});

/** POST /api/verification/identity: the national ID or Iqama number to ask Nafath about. */
export const identityStartSchema = z.object({
  nationalId: nationalIdSchema,
});

/** A commercial registration number: ten digits (shared/verification.ts). */
export const crNumberSchema = z.string('cr_number_invalid').transform((typed, ctx) => {
  const cr = crNumberOf(typed);
  if (cr) return cr;
  ctx.addIssue({ code: 'custom', message: 'cr_number_invalid' });
  return z.NEVER;
});

/** POST /api/verification/business: the registration to look up, and the VAT number if registered. */
export const businessCheckSchema = z.object({
  crNumber: crNumberSchema,
  vatNumber: optionalText(40).transform((value, ctx) => {
    if (value === null) return null;
    const vat = normalizeVatNumber(value);
    if (vat) return vat;
    ctx.addIssue({ code: 'custom', message: 'vat_number_invalid' });
    return z.NEVER;
  }),
});

/** Why an administrator decides or revokes: a few words, kept in the audit log. */
const adminReason = memberText('required').trim().min(3, 'required').max(500, 'too_long');

/** POST /api/admin/verifications/business/{id}/decision. */
export const businessDecisionSchema = z.object({
  decision: z.enum(['verify', 'reject'], 'invalid'),
  note: adminReason,
});

/** POST /api/admin/users/{id}/verifications/{kind}/revoke. */
export const revokeVerificationSchema = z.object({
  reason: adminReason,
});
export const revocableKindParams = z.object({
  id: z.uuid('id_invalid'),
  kind: z.enum(REVOCABLE_VERIFICATIONS, 'invalid'),
});

/** GET /api/admin/verifications/business: the queue (review) or one status's checks. */
export const businessQueueQuery = z.object({
  status: z.enum(BUSINESS_CHECK_STATUSES, 'invalid').default('review'),
  ...paging,
});
