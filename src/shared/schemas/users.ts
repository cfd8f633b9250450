/**
 * The profile edit (PUT /api/users/{id}): every field optional, and an absent
 * field stays as it is; a blank optional field is cleared. Whether a business
 * still has its company name is checked against the stored account too.
 */
import { z } from 'zod';
import {
  accountTypeSchema,
  businessFields,
  languageSchema,
  optionalText,
  requiredText,
  usernameSchema,
} from './auth';

/** A picture: an https address, or a path on our own server (uploads). */
export const pictureSchema = z
  .union(
    [
      z.literal(''),
      z.url({ protocol: /^https$/, message: 'picture_invalid' }),
      z.string().regex(/^\/[\w\-./]+$/),
    ],
    {
      error: 'picture_invalid',
    },
  )
  .nullish()
  .transform((value) => (value ? value : null));

const coordinate = (limit: number) =>
  z.coerce.number('invalid').min(-limit, 'invalid').max(limit, 'invalid').nullable();

export const profileUpdateSchema = z.object({
  username: usernameSchema.optional(),
  firstName: requiredText(50).optional(),
  lastName: requiredText(50).optional(),
  bio: optionalText(1000).optional(),
  phone: optionalText(30).optional(),
  address: optionalText(200).optional(),
  city: optionalText(100).optional(),
  state: optionalText(100).optional(),
  zipCode: optionalText(20).optional(),
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
});
export type ProfileUpdate = z.infer<typeof profileUpdateSchema>;
