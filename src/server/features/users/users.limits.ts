/**
 * Rate limits of the account changes that need the current password (a new
 * e-mail, a new password): like sign-in, only wrong passwords count, per
 * account and per address, so a stolen session cannot guess its way to the
 * password; the account's count clears when the right one is given.
 */
import { PAYOUT_ACCOUNT_CHANGES_PER_DAY } from '@shared/constants';
import type { RateRule } from '../../http/rate-limit';

const MINUTE = 60;
const HOUR = 60 * MINUTE;

export const USER_LIMITS = {
  /**
   * Changes of where an owner is paid, the IBAN and the payout's mobile number together, counted
   * once the password is right (docs/decisions/0048-payout-security.md).
   */
  payoutDestinationChangesPerAccount: {
    name: 'payout-account-changes',
    limit: PAYOUT_ACCOUNT_CHANGES_PER_DAY,
    windowSeconds: 24 * HOUR,
    message: 'Too many changes of the payout account today; try again tomorrow',
  },
  passwordFailuresPerAccount: {
    name: 'current-password-account',
    limit: 10,
    windowSeconds: 15 * MINUTE,
    message: 'Too many wrong passwords for this account; try again later',
  },
  passwordFailuresPerAddress: {
    name: 'current-password-ip',
    limit: 20,
    windowSeconds: 15 * MINUTE,
    message: 'Too many wrong passwords from this address; try again later',
  },
  /**
   * A new e-mail is checked against every account (409 when taken): counted before that lookup,
   * as tightly as sign-ups (AUTH_LIMITS.signupsPerAddress), so it is no free oracle of who has an account.
   */
  emailChangesPerAccount: {
    name: 'email-change-account',
    limit: 5,
    windowSeconds: HOUR,
    message: 'Too many e-mail changes for this account; try again later',
  },
  emailChangesPerAddress: {
    name: 'email-change-ip',
    limit: 10,
    windowSeconds: HOUR,
    message: 'Too many e-mail changes from this address; try again later',
  },
} as const satisfies Record<string, RateRule>;
