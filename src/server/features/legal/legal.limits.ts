/** Rate limits of the consents (docs/decisions/0063-legal-consents.md). */
import type { RateRule } from '../../http/rate-limit';

export const LEGAL_LIMITS = {
  /** A member accepts once per new version; a few more allow a retry or a second tab. */
  consentsPerAccount: {
    name: 'legal-consents-user',
    limit: 20,
    windowSeconds: 60 * 60,
    message: 'Too many consents from this account; try again later',
  },
} satisfies Record<string, RateRule>;
