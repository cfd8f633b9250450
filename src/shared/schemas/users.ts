/**
 * The profile edit (PUT /api/users/{id}): every field optional, and an absent
 * field stays as it is; a blank optional field is cleared. Whether a business
 * still has its company name is checked against the stored account too.
 */
import { z } from 'zod';
import { MAX_PASSWORD_LENGTH } from '../constants';
import { normalizedImageAddress } from '../images';
import {
  accountTypeSchema,
  businessFields,
  digitsText,
  emailSchema,
  languageSchema,
  optionalText,
  passwordSchema,
  phoneSchema,
  requireCompanyForBusiness,
  requiredText,
  usernameSchema,
  withoutBusinessFieldsUnlessBusiness,
} from './auth';

/**
 * A profile picture: blank is none; else an upload of ours or an https address (normalised), whose
 * host the server checks against the configured image hosts (docs/decisions/0034).
 */
export const pictureSchema = z
  .string('picture_invalid')
  .trim()
  .max(1000, 'too_long')
  .nullish()
  .transform((text, ctx) => {
    if (!text) return null;
    const address = normalizedImageAddress(text);
    if (address === null) ctx.addIssue({ code: 'custom', message: 'picture_invalid' });
    return address ?? z.NEVER;
  });

const coordinate = (limit: number) =>
  z.coerce.number('invalid').min(-limit, 'invalid').max(limit, 'invalid').nullable();

export const profileUpdateSchema = z.object({
  username: usernameSchema.optional(),
  firstName: requiredText(50).optional(),
  lastName: requiredText(50).optional(),
  bio: optionalText(1000).optional(),
  phone: phoneSchema.optional(),
  address: optionalText(200).optional(),
  city: optionalText(100).optional(),
  state: optionalText(100).optional(),
  zipCode: digitsText(20).optional(),
  profilePicture: pictureSchema.optional(),
  accountType: accountTypeSchema.optional(),
  companyName: businessFields.companyName.optional(),
  companyWebsite: businessFields.companyWebsite.optional(),
  taxId: businessFields.taxId.optional(),
  businessAddress: businessFields.businessAddress.optional(),
  latitude: coordinate(90).optional(),
  longitude: coordinate(180).optional(),
  preferredLanguage: languageSchema.optional(),
  /** Whether notifications also come by e-mail (when the server sends e-mail). */
  emailNotifications: z.boolean('invalid').optional(),
  /** A new e-mail (normalised as at sign-up); changing it needs `currentPassword` (decision 0023). */
  email: emailSchema.optional(),
  currentPassword: z.string('invalid').max(MAX_PASSWORD_LENGTH, 'password_too_long').optional(),
});
export type ProfileUpdate = z.input<typeof profileUpdateSchema>;
export type ProfileUpdateInput = z.output<typeof profileUpdateSchema>;

/**
 * The own-profile edit form: every field the page edits, in the order it
 * shows them. Names, username and e-mail are required; a business needs its
 * company name; an individual sends no business details. `currentPassword`
 * is asked for only when the e-mail changes.
 */
export const profileFormSchema = z
  .object({
    profilePicture: pictureSchema,
    firstName: requiredText(50),
    lastName: requiredText(50),
    username: usernameSchema,
    email: emailSchema,
    currentPassword: z.string().max(MAX_PASSWORD_LENGTH, 'password_too_long'),
    bio: optionalText(1000),
    phone: phoneSchema,
    address: optionalText(200),
    city: optionalText(100),
    state: optionalText(100),
    zipCode: digitsText(20),
    accountType: accountTypeSchema,
    ...businessFields,
    emailNotifications: z.boolean('invalid'),
  })
  .superRefine(requireCompanyForBusiness)
  .transform(withoutBusinessFieldsUnlessBusiness);
export type ProfileFormValues = z.input<typeof profileFormSchema>;
export type ProfileFormOutput = z.output<typeof profileFormSchema>;

/** POST /api/users/{id}/password: the current password proves it is the owner; the new one as at sign-up. */
export const passwordChangeSchema = z.object({
  currentPassword: z.string('required').min(1, 'required').max(MAX_PASSWORD_LENGTH, 'current_password_wrong'),
  newPassword: passwordSchema,
});
export type PasswordChangeInput = z.infer<typeof passwordChangeSchema>;

/** The change-password dialog: the payload plus the confirmation of the new password. */
export const passwordChangeFormSchema = passwordChangeSchema
  .extend({ confirmPassword: z.string() })
  .superRefine((value, ctx) => {
    if (value.confirmPassword !== value.newPassword) {
      ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: 'passwords_mismatch' });
    }
  });
export type PasswordChangeFormValues = z.input<typeof passwordChangeFormSchema>;
