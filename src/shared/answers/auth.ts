/**
 * Answers of signing up, signing in, password resets and the first administrator's setup
 * (docs/decisions/0042). The session is an HttpOnly cookie: no answer here carries its token,
 * and none carries a password hash.
 */
import { z } from 'zod';
import { user } from './users';
import type { Wire } from './wire';

/** POST /api/auth/login (200) and /api/auth/register (201): the account now signed in. */
export const signedIn = z.object({ user });

/**
 * POST /api/auth/register (201): the new account, signed in, and (only where links are given on
 * screen: no e-mail set up, this machine) the token of its e-mail confirmation link.
 */
export const registered = signedIn.extend({ confirmToken: z.string().optional() });
export type Registered = Wire<typeof registered>;

/** An answer that only says what happened, in English (the client shows its own text). */
export const notice = z.object({ message: z.string() });

/** POST /api/auth/forgot-password. */
export const forgotPasswordAnswer = notice.extend({
  /**
   * Only when the server sends no e-mail and shows reset links on screen (development, the demo;
   * docs/decisions/0010): the token of the reset link.
   */
  resetToken: z.string().optional(),
});
export type ForgotPasswordAnswer = Wire<typeof forgotPasswordAnswer>;

/** POST /api/setup-production-admin (201): the first administrator, made. */
export const setupAdminAnswer = notice.extend({
  admin: z.object({ username: z.string(), email: z.string() }),
  /** How to sign in next. */
  instructions: z.string(),
  /** Present when no password was chosen: shown this once, never stored in the clear. */
  generatedPassword: z.string().optional(),
});
export type SetupAdminAnswer = Wire<typeof setupAdminAnswer>;
