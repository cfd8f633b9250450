/**
 * Rate limits of the account changes that need the current password (a new
 * e-mail, a new password): like sign-in, only wrong passwords count, per
 * account and per address, so a stolen session cannot guess its way to the
 * password; the account's count clears when the right one is given.
 */
import type { RateRule } from '../../http/rate-limit';

const MINUTE = 60;

export const USER_LIMITS = {
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
} as const satisfies Record<string, RateRule>;
