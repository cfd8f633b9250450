/**
 * A member's own data and closing their account (docs/decisions/0066-closed-accounts.md), the rules
 * both sides read.
 */

/**
 * What keeps an account open, each a reason of the `account_not_closable` refusal (and of
 * GET /api/account/closing), in the order the page lists them:
 * - `rentals`: a request or a rental not finished, as renter or owner (awaiting payment, pending,
 *   confirmed, active);
 * - `claims`: a claim against a deposit still open or disputed;
 * - `no_shows`: a no-show case not closed;
 * - `handovers`: a hand-over or return waiting for the other side's answer, or an objection not yet
 *   looked at;
 * - `money_held`: a rental's payment or deposit still held (the earning not yet released, the
 *   deposit not yet returned);
 * - `balance`: an owner's earnings not yet paid out (or owed back);
 * - `payouts`: a payout on its way to the bank;
 * - `refunds`: a refund not yet sent back to the card.
 */
export const ACCOUNT_CLOSE_BLOCKERS = [
  'rentals',
  'claims',
  'no_shows',
  'handovers',
  'money_held',
  'balance',
  'payouts',
  'refunds',
] as const;
export type AccountCloseBlocker = (typeof ACCOUNT_CLOSE_BLOCKERS)[number];

/** Downloads of one's data per account per hour: the file is read from the whole database. */
export const DATA_EXPORTS_PER_HOUR = 5;
/** Attempts to close per account per hour (wrong passwords are counted apart, as everywhere). */
export const CLOSE_ATTEMPTS_PER_HOUR = 10;
/** The download's name: ajjir-my-data-<day>.json. */
export const dataExportFileName = (day: string) => `ajjir-my-data-${day}.json`;
