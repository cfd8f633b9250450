/**
 * Why a payout did not reach the owner's bank, in words the owner can act on. The gateway answers
 * its reason in its own words, in English (Moyasar's `failure_reason`, docs/payments-sandbox.md,
 * "Payouts"); the owner reads one of these kinds, in their language, and administrators read the
 * gateway's words as they came.
 *
 * - account_closed: the bank says the account is closed;
 * - account_refused: the bank or the gateway would not pay into this account (the IBAN, the name);
 * - returned: the bank sent the money back after it was paid;
 * - city_missing: the owner's profile has no city, which the bank transfer names;
 * - other: anything else (the gateway gave up, a setting of ours): the owner may ask again.
 */
import type { PayoutStatus } from './constants';

export const PAYOUT_FAILURES = [
  'account_closed',
  'account_refused',
  'returned',
  'city_missing',
  'other',
] as const;
export type PayoutFailure = (typeof PAYOUT_FAILURES)[number];

/** The words of each kind, matched in the gateway's reason lower-cased, in this order. */
const SIGNS: readonly (readonly [PayoutFailure, readonly string[]])[] = [
  ['account_closed', ['closed']],
  ['city_missing', ['city']],
  ['returned', ['returned', 'sent back']],
  ['account_refused', ['iban', 'account', 'beneficiary', 'destination', 'name']],
];

/** The kind of a failed or returned payout's reason; null for a payout that did not fail. */
export function payoutFailureOf(status: PayoutStatus, reason: string | null): PayoutFailure | null {
  if (status !== 'failed' && status !== 'returned') return null;
  const words = (reason ?? '').toLowerCase();
  const found = SIGNS.find(([, signs]) => signs.some((sign) => words.includes(sign)));
  if (found) return found[0];
  return status === 'returned' ? 'returned' : 'other';
}
