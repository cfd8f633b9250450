/**
 * Validation messages of the shared schemas are keys, not sentences: the
 * client shows `validation.{key}` in the active language, and the API answers
 * the English sentence below with the key as the field error's `code`.
 * A message that is not a key here (zod's own, for a wrong type) is passed on
 * as it is and shown by the client as a generic "invalid" text.
 */
import { ADMIN_MIN_PASSWORD_LENGTH, MAX_PASSWORD_LENGTH, MAX_PRICE, MIN_PASSWORD_LENGTH } from './constants';

export const VALIDATION_MESSAGES = {
  required: 'This field is required',
  message_empty: 'Please enter a message',
  rating_invalid: 'Choose a rating from 1 to 5 stars',
  current_password_wrong: 'The current password is not right',
  message_too_long: 'A message can be at most 2,000 characters',
  message_to_self: 'You cannot message yourself',
  block_self: 'You cannot block yourself',
  too_long: 'This is too long',
  phone_invalid: 'Enter a Saudi mobile number: 10 digits starting 05',
  phone_code_invalid: 'The code is the 6 digits in the text message',
  national_id_invalid: 'A national ID or Iqama number is 10 digits starting with 1 or 2',
  cr_number_invalid: 'A commercial registration number is 10 digits',
  name_reserved: 'This name belongs to a member whose identity is verified; use your own name',
  company_name_reserved: 'A verified business already uses this name',
  // Consent to the legal documents (docs/decisions/0063-legal-consents.md).
  consent_required: 'Please accept the Terms of use and the Privacy notice',
  consent_outdated: 'The Terms or the Privacy notice changed; reload the page to read the current ones',
  invalid: 'This value is not valid',
  email_invalid: 'Must be a valid email address',
  password_too_short: `Password must be at least ${MIN_PASSWORD_LENGTH} characters long`,
  password_too_common: 'This password is among the most common ones; choose another',
  password_too_long: `Password must be at most ${MAX_PASSWORD_LENGTH} characters long`,
  admin_password_too_short: `An administrator password must be at least ${ADMIN_MIN_PASSWORD_LENGTH} characters long`,
  passwords_mismatch: 'Passwords do not match',
  username_too_short: 'Username must be at least 3 characters long',
  username_too_long: 'Username must be at most 30 characters long',
  username_characters:
    'Username may use English or Arabic letters (not both), digits, dots and underscores only',
  company_name_required: 'Company name is required for business accounts',
  vat_number_invalid: 'A VAT number is 15 digits, starting and ending with 3',
  website_invalid: 'Must be a web address starting with https:// or http://',
  picture_invalid: 'A picture must be an upload or an address on a configured image host',
  account_type_invalid: 'Account type must be individual or business',
  language_invalid: 'Language must be ar or en',
  id_invalid: 'Must be a valid id',
  email_taken: 'An account with this email already exists',
  date_invalid: 'Must be a date like 2026-12-31',
  dates_both: 'Give both the start and the end date',
  end_before_start: 'The end date cannot be before the start date',
  price_range_invalid: 'The highest price cannot be below the lowest',
  position_incomplete: 'Give both lat and lng',
  position_required: 'Sorting by distance needs your position (lat and lng)',
  daily_rate_invalid: 'The daily rate must be a positive amount with at most 2 decimals',
  deposit_invalid: 'The deposit must be a positive amount with at most 2 decimals',
  category_invalid: 'Choose one of the categories',
  image_url_invalid: 'A photo must be an upload or an address on a configured image host',
  too_many_images: 'At most 10 photos',
  coordinates_invalid: 'The location is not a valid position',
  min_days_invalid: 'The minimum rental is at least 1 day',
  max_days_below_min: 'The maximum rental cannot be shorter than the minimum',
  rental_days_over_max: 'Rentals on Ajjir last at most 30 days',
  pickup_required: 'Choose at least one way to hand the item over',
  discount_invalid: 'A discount is a whole percent from 0 to 90',
  monthly_below_weekly: 'The monthly discount cannot be smaller than the weekly one',
  cancellation_policy_invalid: 'Choose flexible, moderate or strict',
  review_subject_required: 'Give either itemId or userId',
  dates_missing: 'Select pickup and return dates',
  start_in_past: 'The pickup day cannot be before today',
  rental_too_short: "This is shorter than the item's minimum rental",
  rental_too_long: "This is longer than the item's maximum rental",
  beyond_booking_horizon: 'Rentals can be booked up to a year ahead',
  pickup_not_offered: 'The owner does not offer this way of handing the item over',
  reason_required: 'Please say why',
  username_taken: 'This username is taken',
  range_too_long: 'This date range is too long',
  export_format_invalid: 'Format must be json or csv',
  page_too_deep: 'Results can be paged 1,000 deep at most; narrow the search to see others',
  refund_amount_invalid: 'The amount must be more than zero, in whole halalas',
  claim_amount_invalid: 'Enter an amount in riyals, with at most two decimals',
  claim_reason_invalid: 'Choose a reason: damage, missing parts, late return or cleaning',
  claim_text_required: 'Say what happened',
  claim_text_too_short: 'Write at least 10 characters',
  claim_answer_invalid: 'Accept the claim or dispute it',
  decision_above_claim: 'A decision keeps at most what was claimed',
  condition_report_empty: 'Add a note or a photo',
  handover_stage_invalid: 'Choose the hand-over or the return',
  handover_answer_invalid: 'Acknowledge or object',
  no_show_decision_invalid: 'Choose what happened',
  objection_refund_invalid: 'Choose whether the renter is refunded',
  reason_too_short: 'Write at least 3 characters',
  price_too_high: `The amount can be at most ${Number(MAX_PRICE).toLocaleString('en')} riyals`,
  iban_not_saudi: 'A Saudi IBAN starts with SA',
  iban_length: 'A Saudi IBAN is 24 characters: SA and 22 digits',
  iban_characters: 'Only digits come after SA',
  iban_check_digits: 'The check digits do not match the rest of the IBAN',
} as const;

export type ValidationKey = keyof typeof VALIDATION_MESSAGES;

export function isValidationKey(message: string): message is ValidationKey {
  return Object.hasOwn(VALIDATION_MESSAGES, message);
}

/**
 * Whether a text shows anything: not only spaces and invisible format characters (zero-width
 * spaces and joiners, direction marks, the byte-order mark), which `trim()` keeps. A name or a
 * message made of those alone would be blank on screen.
 */
export const hasVisibleText = (text: string) => /[^\s\p{Cf}]/u.test(text);

/**
 * The bidi embedding, override and isolate controls (U+202A–U+202E, U+2066–U+2069): in member
 * text they reorder what others read (a name that shows as someone else's, a price or a link
 * reversed) and can leave the rest of a line turned. Every text a member types loses them on the
 * way in; the marks that only hint direction (U+200E, U+200F, U+061C) stay, Arabic text needs them.
 */
const BIDI_CONTROLS = /[\u202A-\u202E\u2066-\u2069]/g;

export const withoutBidiControls = (text: string) => text.replace(BIDI_CONTROLS, '');
