/**
 * The e-mail confirmation link of an account just made, where the server gives it on screen (a demo,
 * no e-mail set up). Signing up reloads the page, so the token waits in sessionStorage for the
 * Verification page, which shows the link once.
 */
const KEY = 'ajjir.signUpConfirmToken';

export function keepSignUpConfirmToken(token: string): void {
  try {
    sessionStorage.setItem(KEY, token);
  } catch {
    // Storage blocked: the page offers to send the link again instead.
  }
}

/** The token kept at sign-up, if any; read as often as a render asks (see forgetSignUpConfirmToken). */
export function peekSignUpConfirmToken(): string | null {
  try {
    return sessionStorage.getItem(KEY);
  } catch {
    return null;
  }
}

/** Called once the page has shown it: a later visit asks for a new link. */
export function forgetSignUpConfirmToken(): void {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    // Nothing kept.
  }
}
