/** Answers about a member's own account (docs/decisions/0066-closed-accounts.md). */
import { z } from 'zod';
import { ACCOUNT_CLOSE_BLOCKERS } from '../account';
import type { Wire } from './wire';

/** GET /api/account/closing: whether the account may close now, and what keeps it open if not. */
export const accountClosing = z.object({
  blockers: z.array(z.enum(ACCOUNT_CLOSE_BLOCKERS)),
});
export type AccountClosing = Wire<typeof accountClosing>;
