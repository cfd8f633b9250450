/**
 * The shape of every non-2xx API answer. `code` is stable and translated by the
 * client (`errors.{code}`); `message` is English, for logs and developers.
 */
export const ERROR_CODES = [
  'bad_request',
  'validation_failed',
  'unauthorized',
  'forbidden',
  'account_blocked',
  'not_found',
  'conflict',
  'invalid_token',
  'payload_too_large',
  'unsupported_media_type',
  'rate_limited',
  'internal',
  'unavailable',
  // Bookings: refusals the booking form and the booking lists explain in the user's words.
  'own_item',
  'item_unavailable',
  'dates_taken',
  'dates_blocked',
  'booking_changed',
  'not_handover_day',
  'request_expired',
  'request_pending',
  // Reviews
  'booking_not_completed',
  'review_window_closed',
  'already_reviewed',
  // Payments
  'payment_window_closed',
  'gateway_unavailable',
  'nothing_to_pay_out',
  'payout_account_missing',
  'payout_mobile_missing',
  // Payout security (docs/decisions/0048-payout-security.md): `reason` says which hold.
  'payout_city_missing',
  'payout_on_hold',
  'refund_too_large',
  'job_not_failed',
  'amount_too_small',
  'gateway_refused',
  // Administration: administrators' accounts are not blocked or edited from the admin screens.
  'admin_protected',
  // A member closed the account (docs/decisions/0066-closed-accounts.md): nothing is changed on it.
  'account_closed',
  // Claims against a deposit (docs/decisions/0058-claims-and-disputes.md).
  'claim_window_closed',
  'claim_exists',
  'claim_above_deposit',
  'no_deposit',
  'claim_answer_closed',
  'claim_settled',
  'claim_answered',
  // Hand-over and return records (docs/decisions/0059-handover-and-return-records.md).
  'handover_photo_required',
  'handover_answer_closed',
  'handover_answered',
  'handover_report_closed',
  'objection_resolved',
  // No-shows (docs/decisions/0060-no-shows.md).
  'no_show_too_early',
  'no_show_case_exists',
  'no_show_case_open',
  'no_show_answer_closed',
  'no_show_statement_given',
  'no_show_decided',
  // Verified members (docs/decisions/0062-verified-members.md).
  'email_unconfirmed',
  'email_confirmed',
  'identity_required',
  'phone_missing',
  'phone_verified',
  'phone_code_wait',
  'phone_code_wrong',
  'phone_code_expired',
  'sms_unavailable',
  'identity_verified',
  'identity_taken',
  'nafath_unavailable',
  'nafath_refused',
  'business_only',
  'business_verified',
  'business_in_review',
  'cr_taken',
  'business_decided',
  'not_verified',
  // A member's own account (docs/decisions/0066-closed-accounts.md): `reason` says what is still open.
  'account_not_closable',
  // Reports and moderation (docs/decisions/0064-reports-and-moderation.md).
  'already_reported',
  'report_own',
  'prohibited_item',
  'listing_hidden',
  'moderation_not_applicable',
  // Members block members (docs/decisions/0065-members-block-members.md): said the same way to both sides.
  'blocked',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

export interface FieldError {
  path: string;
  /** English, for developers. */
  message: string;
  /** The rule that failed, a key of VALIDATION_MESSAGES (shared/validation.ts), when it is one. */
  code?: string;
}

export interface ApiErrorBody {
  code: ErrorCode | (string & {});
  message: string;
  errors?: FieldError[];
  /** Seconds to wait before trying again (429 answers; also in the Retry-After header). */
  retryAfter?: number;
  /** Why an account is blocked, as the administrator wrote it (account_blocked answers). */
  reason?: string;
}

export const STATUS_OF_CODE: Record<ErrorCode, number> = {
  bad_request: 400,
  validation_failed: 400,
  unauthorized: 401,
  forbidden: 403,
  account_blocked: 403,
  not_found: 404,
  conflict: 409,
  invalid_token: 400,
  payload_too_large: 413,
  unsupported_media_type: 415,
  rate_limited: 429,
  internal: 500,
  unavailable: 503,
  own_item: 403,
  item_unavailable: 409,
  dates_taken: 409,
  dates_blocked: 409,
  booking_changed: 409,
  not_handover_day: 409,
  request_expired: 409,
  request_pending: 409,
  booking_not_completed: 409,
  review_window_closed: 409,
  already_reviewed: 409,
  admin_protected: 403,
  account_closed: 409,
  payment_window_closed: 409,
  gateway_unavailable: 503,
  nothing_to_pay_out: 409,
  payout_account_missing: 409,
  payout_mobile_missing: 409,
  payout_city_missing: 409,
  payout_on_hold: 409,
  refund_too_large: 409,
  job_not_failed: 409,
  amount_too_small: 422,
  gateway_refused: 502,
  claim_window_closed: 409,
  claim_exists: 409,
  claim_above_deposit: 409,
  no_deposit: 409,
  claim_answer_closed: 409,
  claim_settled: 409,
  claim_answered: 409,
  handover_photo_required: 409,
  handover_answer_closed: 409,
  handover_answered: 409,
  handover_report_closed: 409,
  objection_resolved: 409,
  no_show_too_early: 409,
  no_show_case_exists: 409,
  no_show_case_open: 409,
  no_show_answer_closed: 409,
  no_show_statement_given: 409,
  no_show_decided: 409,
  email_unconfirmed: 403,
  email_confirmed: 409,
  identity_required: 403,
  phone_missing: 409,
  phone_verified: 409,
  phone_code_wait: 429,
  phone_code_wrong: 422,
  phone_code_expired: 409,
  sms_unavailable: 503,
  identity_verified: 409,
  identity_taken: 409,
  nafath_unavailable: 503,
  nafath_refused: 422,
  business_only: 403,
  business_verified: 409,
  business_in_review: 409,
  cr_taken: 409,
  business_decided: 409,
  not_verified: 409,
  account_not_closable: 409,
  already_reported: 409,
  report_own: 403,
  prohibited_item: 400,
  listing_hidden: 409,
  moderation_not_applicable: 409,
  blocked: 403,
};
