/**
 * Validation messages of the shared schemas are keys, not sentences: the
 * client shows `validation.{key}` in the active language, and the API answers
 * the English sentence below with the key as the field error's `code`.
 * A message that is not a key here (zod's own, for a wrong type) is passed on
 * as it is and shown by the client as a generic "invalid" text.
 */
import { ADMIN_MIN_PASSWORD_LENGTH, MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from './constants';

export const VALIDATION_MESSAGES = {
  required: 'This field is required',
  too_long: 'This is too long',
  invalid: 'This value is not valid',
  email_invalid: 'Must be a valid email address',
  password_too_short: `Password must be at least ${MIN_PASSWORD_LENGTH} characters long`,
  password_too_long: `Password must be at most ${MAX_PASSWORD_LENGTH} characters long`,
  admin_password_too_short: `An administrator password must be at least ${ADMIN_MIN_PASSWORD_LENGTH} characters long`,
  passwords_mismatch: 'Passwords do not match',
  username_too_short: 'Username must be at least 3 characters long',
  username_too_long: 'Username must be at most 30 characters long',
  username_characters: 'Username may use English letters, digits, dots and underscores only',
  company_name_required: 'Company name is required for business accounts',
  website_invalid: 'Must be a web address starting with https:// or http://',
  picture_invalid: 'Must be a picture address starting with https:// or /',
  account_type_invalid: 'Account type must be individual or business',
  language_invalid: 'Language must be ar or en',
  id_invalid: 'Must be a valid id',
  email_taken: 'An account with this email already exists',
  username_taken: 'This username is taken',
} as const;

export type ValidationKey = keyof typeof VALIDATION_MESSAGES;

export function isValidationKey(message: string): message is ValidationKey {
  return Object.hasOwn(VALIDATION_MESSAGES, message);
}
