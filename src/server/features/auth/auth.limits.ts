/**
 * Rate limits of the account endpoints. Sign-in counts failures only, so people who type their
 * password right are never slowed by others (docs/decisions/0027): per address, per account and
 * address (with a delay that grows, `LOGIN_PAIR_LIMITS`), and a higher ceiling per account that the
 * owner's own device or address does not meet.
 */
import type { RateRule } from '../../http/rate-limit';

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * Failures of one account from one address (or from the owner's device): each tier makes the
 * next try wait longer, 15 minutes after 5, an hour after 10, a day after 20. A success clears them.
 */
export const LOGIN_PAIR_LIMITS = [
  { name: 'login-pair-15m', limit: 5, windowSeconds: 15 * MINUTE },
  { name: 'login-pair-1h', limit: 10, windowSeconds: HOUR },
  { name: 'login-pair-1d', limit: 20, windowSeconds: DAY },
].map((tier) => ({
  ...tier,
  message: 'Too many failed sign-ins to this account from here; try again later',
})) satisfies RateRule[];

export const AUTH_LIMITS = {
  loginFailuresPerAddress: {
    name: 'login-ip',
    limit: 20,
    windowSeconds: 15 * MINUTE,
    message: 'Too many failed sign-ins from this address; try again later',
  },
  /**
   * Every failure of the account, from anywhere: stops guessing spread over many addresses. It
   * refuses only sign-ins from unknown places, never the owner's device or an address the account
   * is signed in from; a sign-in does not clear it, a password change or reset does.
   */
  loginFailuresPerAccount: {
    name: 'login-account',
    limit: 50,
    windowSeconds: HOUR,
    message: 'Too many failed sign-ins to this account; try again later',
  },
  signupsPerAddress: {
    name: 'signup-ip',
    limit: 10,
    windowSeconds: HOUR,
    message: 'Too many sign-ups from this address; try again later',
  },
  resetRequestsPerAddress: {
    name: 'forgot-ip',
    limit: 10,
    windowSeconds: HOUR,
    message: 'Too many password-reset requests from this address; try again later',
  },
  /** Keyed on what was typed, whether or not an account has it, so the limit reveals nothing. */
  resetRequestsPerAccount: {
    name: 'forgot-account',
    limit: 5,
    windowSeconds: HOUR,
    message: 'Too many password-reset requests for this account; try again later',
  },
  resetAttemptsPerAddress: {
    name: 'reset-ip',
    limit: 20,
    windowSeconds: HOUR,
    message: 'Too many password-reset attempts from this address; try again later',
  },
  adminSetupPerAddress: {
    name: 'admin-setup-ip',
    limit: 10,
    windowSeconds: HOUR,
    message: 'Too many administrator setup attempts from this address; try again later',
  },
} as const satisfies Record<string, RateRule>;
