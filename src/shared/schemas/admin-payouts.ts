/** What administrators send about an owner's payouts (docs/decisions/0048-payout-security.md). */
import { z } from 'zod';
import { hasVisibleText } from '../validation';
import { memberText } from './auth';

/** The longest reason for a hold, a release or an approval (the audit log keeps it). */
export const PAYOUT_DECISION_REASON_MAX = 500;

/** POST /api/admin/users/{id}/payouts/hold, …/release, …/payout-account/approve: why, always. */
export const payoutDecisionSchema = z.object({
  reason: memberText('reason_required')
    .refine(hasVisibleText, { message: 'reason_required', abort: true })
    .min(3, 'reason_too_short')
    .max(PAYOUT_DECISION_REASON_MAX, 'too_long'),
});
