/**
 * The addresses of verification's pages (src/shared/page-routes.ts): the Verification page, and the
 * link that confirms an e-mail address (the server's e-mails point to it too).
 */
import type { PageRoute } from '@shared/page-routes';

const VERIFY = '/verify' satisfies PageRoute;
const CONFIRM_EMAIL = '/confirm-email' satisfies PageRoute;

export const verificationPaths = {
  verify: () => VERIFY,
  confirmEmail: (token: string) => `${CONFIRM_EMAIL}?token=${encodeURIComponent(token)}`,
} as const;
