/**
 * Inputs of the account endpoints (docs/product.md, "Records" and "Validation"), shared by the
 * server (at the edge) and the client forms. Messages are keys of
 * `VALIDATION_MESSAGES` (shared/validation.ts), translated on each side.
 */
import { z } from 'zod';
import { isCommonPassword } from '../common-passwords';
import {
  ACCOUNT_TYPES,
  ADMIN_MIN_PASSWORD_LENGTH,
  LANGUAGES,
  MAX_PASSWORD_LENGTH,
  MIN_PASSWORD_LENGTH,
} from '../constants';
import { westernDigits } from '../digits';
import { currentConsent } from '../legal';
import { saudiMobileE164 } from '../phones';
import { hasVisibleText, withoutBidiControls } from '../validation';
import { normalizeVatNumber } from '../vat-number';
import { consentSchema } from './legal';
import { whenValid } from './refine';

/**
 * Text a member typed (names, titles, descriptions, messages, reviews, reasons): without the
 * bidi controls that would reorder what others read (shared/validation.ts), then trimmed.
 */
export const memberText = (error?: string) => z.string(error).overwrite(withoutBidiControls).trim();

/** Optional text: blank becomes null, as the registration payload sends it. */
export const optionalText = (max: number) =>
  memberText()
    .max(max, 'too_long')
    .nullish()
    .transform((value) => (value && hasVisibleText(value) ? value : null));

/**
 * Optional text made of digits (a phone number, a postal code): as optionalText, its Arabic-Indic
 * digits written 0–9 (shared/digits.ts), so every account stores and finds one spelling.
 */
export const digitsText = (max: number) =>
  optionalText(max).transform((value) => (value === null ? null : westernDigits(value)));

/**
 * A Saudi mobile number typed in any usual form, kept in E.164 (shared/phones.ts); none when left
 * empty. Anything else is refused (`phone_invalid`): a number nobody can call or text is no number.
 */
export const phoneSchema = optionalText(30).transform((value, ctx) => {
  if (value === null) return null;
  const e164 = saudiMobileE164(value);
  if (e164) return e164;
  ctx.addIssue({ code: 'custom', message: 'phone_invalid' });
  return z.NEVER;
});

/**
 * Required text. Its problem does not abort the object's parse (no `abort`), so the form's
 * cross-field checks (whenValid in ./refine.ts) still speak on the same submit.
 */
export const requiredText = (max: number) =>
  memberText('required').refine(hasVisibleText, 'required').max(max, 'too_long');

/** A new password (sign-up, reset, change); signing in takes any stored one (`loginSchema`). */
export const passwordSchema = z
  .string('required')
  .min(1, 'required')
  .min(MIN_PASSWORD_LENGTH, 'password_too_short')
  .max(MAX_PASSWORD_LENGTH, 'password_too_long')
  .refine((password) => !isCommonPassword(password), 'password_too_common');

export const emailSchema = z
  .string('required')
  .trim()
  .toLowerCase()
  .min(1, 'required')
  .pipe(z.email('email_invalid').max(254, 'too_long'));

/**
 * Letters of one script, English or Arabic, with digits, dots and underscores
 * (docs/decisions/0051-arabic-digits-and-usernames.md). Arabic letters are the 36 of U+0621–U+064A
 * without the tatweel: no marks (tashkeel), no Persian letters, nothing invisible. One script: a
 * name mixing both reads in a different order in each direction.
 */
const USERNAME = /^(?:[A-Za-z0-9_.]+|[\u0621-\u063A\u0641-\u064A0-9_.]+)$/;

export const usernameSchema = z
  .string('required')
  .trim()
  // A hamza typed as a mark ("ا" + U+0654) is the letter أ; Arabic-Indic digits are 0–9.
  .overwrite((username) => westernDigits(username.normalize('NFC')))
  .min(1, 'required')
  .min(3, 'username_too_short')
  .max(30, 'username_too_long')
  .regex(USERNAME, 'username_characters');

export const accountTypeSchema = z.enum(ACCOUNT_TYPES, 'account_type_invalid');
export const languageSchema = z.enum(LANGUAGES, 'language_invalid');

/** A company website: blank is none; anything else must be an http(s) address. */
export const websiteSchema = z
  .union([z.literal(''), z.url({ protocol: /^https?$/, message: 'website_invalid' }).max(300, 'too_long')], {
    error: 'website_invalid',
  })
  .nullish()
  .transform((value) => (value ? value : null));

/** Business details; `requireCompanyForBusiness` makes the company name required for businesses and checks their VAT number. */
export const businessFields = {
  companyName: optionalText(100),
  companyWebsite: websiteSchema,
  /** The business's VAT number (docs/decisions/0050-vat-deemed-supplier.md), normalised when it is one. */
  taxId: optionalText(40).transform((value) =>
    value === null ? null : (normalizeVatNumber(value) ?? value),
  ),
  businessAddress: optionalText(200),
};

const registerFields = z.object({
  email: emailSchema,
  password: passwordSchema,
  username: usernameSchema,
  firstName: requiredText(50),
  lastName: requiredText(50),
  phone: phoneSchema,
  bio: optionalText(1000),
  address: optionalText(200),
  city: optionalText(100),
  state: optionalText(100),
  zipCode: digitsText(20),
  accountType: accountTypeSchema.default('individual'),
  ...businessFields,
  /** The language the person signed up in: e-mails to them use it. */
  preferredLanguage: languageSchema.optional(),
  /** The versions of the Terms and the Privacy notice accepted (docs/decisions/0063-legal-consents.md). */
  consent: consentSchema,
});

export function requireCompanyForBusiness(
  value: { accountType?: string | null; companyName?: string | null; taxId?: string | null },
  ctx: z.RefinementCtx,
): void {
  if (value.accountType === 'business' && !value.companyName) {
    ctx.addIssue({ code: 'custom', path: ['companyName'], message: 'company_name_required' });
  }
  // Only a business's VAT number is kept; it must be one (15 digits, the first and the last a 3).
  if (value.accountType === 'business' && value.taxId && !normalizeVatNumber(value.taxId)) {
    ctx.addIssue({ code: 'custom', path: ['taxId'], message: 'vat_number_invalid' });
  }
}

/** Business details belong to business accounts only. */
export function withoutBusinessFieldsUnlessBusiness<
  T extends { accountType: string; companyName: unknown; companyWebsite: unknown },
>(value: T): T {
  return value.accountType === 'business'
    ? value
    : { ...value, companyName: null, companyWebsite: null, taxId: null, businessAddress: null };
}

export const registerSchema = registerFields
  .superRefine(requireCompanyForBusiness)
  .transform(withoutBusinessFieldsUnlessBusiness);
export type RegisterInput = z.infer<typeof registerSchema>;

function passwordsMatch(value: { password: string; confirmPassword: string }, ctx: z.RefinementCtx): void {
  if (value.confirmPassword !== value.password) {
    ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: 'passwords_mismatch' });
  }
}

/** The sign-up form: the payload plus the confirmation (docs/product.md, "Records"), checked in the browser. */
export const registerFormSchema = registerFields
  .omit({ consent: true })
  .extend({
    confirmPassword: z.string('required').min(1, 'required'),
    /** The box accepting the documents as the form links them: their current versions are sent. */
    acceptLegal: z.boolean('consent_required').refine((accepted) => accepted, 'consent_required'),
  })
  .superRefine(requireCompanyForBusiness, whenValid('accountType', 'companyName', 'taxId'))
  .superRefine(passwordsMatch, whenValid('password', 'confirmPassword'))
  .transform(({ confirmPassword: _confirmation, acceptLegal: _accepted, ...payload }) =>
    withoutBusinessFieldsUnlessBusiness({ ...payload, consent: currentConsent() }),
  );
export type RegisterFormValues = z.input<typeof registerFormSchema>;

export const loginSchema = z.object({
  email: z.string('required').trim().toLowerCase().min(1, 'required').max(254, 'too_long'),
  password: z.string('required').min(1, 'required').max(MAX_PASSWORD_LENGTH, 'password_too_long'),
});
export type LoginInput = z.infer<typeof loginSchema>;

export const forgotPasswordSchema = z.object({
  emailOrUsername: z.string('required').trim().min(1, 'required').max(254, 'too_long'),
});
export type ForgotPasswordInput = z.infer<typeof forgotPasswordSchema>;

export const resetPasswordSchema = z.object({
  token: z.string('required').trim().min(1, 'required').max(200, 'invalid'),
  newPassword: passwordSchema,
});
export type ResetPasswordInput = z.infer<typeof resetPasswordSchema>;

/** The reset form: new password and its confirmation. */
export const resetPasswordFormSchema = z
  .object({ password: passwordSchema, confirmPassword: z.string('required').min(1, 'required') })
  .superRefine(passwordsMatch, whenValid('password', 'confirmPassword'));
export type ResetPasswordFormValues = z.input<typeof resetPasswordFormSchema>;

/** POST /api/setup-production-admin: the secret, and optionally who the first administrator is. */
export const setupAdminSchema = z.object({
  secret: z.string('required').min(1, 'required').max(500, 'too_long'),
  email: z.union([z.literal(''), emailSchema]).optional(),
  username: z.union([z.literal(''), usernameSchema]).optional(),
  password: z
    .union([
      z.literal(''),
      z
        .string()
        .min(ADMIN_MIN_PASSWORD_LENGTH, 'admin_password_too_short')
        .max(MAX_PASSWORD_LENGTH, 'password_too_long'),
    ])
    .optional(),
});
export type SetupAdminInput = z.infer<typeof setupAdminSchema>;
