/**
 * Rate limits of the account endpoints. Sign-in counts failures only, per
 * address and per account, so people who type their password right are never
 * slowed by others; the account's count clears when they get in.
 */
import type { RateRule } from '../../http/rate-limit';

const MINUTE = 60;
const HOUR = 60 * MINUTE;

export const AUTH_LIMITS = {
  loginFailuresPerAddress: {
    name: 'login-ip',
    limit: 20,
    windowSeconds: 15 * MINUTE,
    message: 'Too many failed sign-ins from this address; try again later',
  },
  loginFailuresPerAccount: {
    name: 'login-account',
    limit: 10,
    windowSeconds: 15 * MINUTE,
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
