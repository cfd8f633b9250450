/** Answers of the administrators' payout controls (docs/decisions/0048-payout-security.md). */
import { z } from 'zod';
import { PAYOUT_REVIEW_REASONS } from '../constants';
import { payoutBlocker } from './payments';
import { timestamp, type Wire } from './wire';

/** Another account paid into the same IBAN. */
const sharedWith = z.object({ id: z.string(), name: z.string() });

/** GET /api/admin/users/{id}/payouts: the owner's payout account, holds and what stops a payout. */
export const adminPayoutState = z.object({
  hold: z.object({ reason: z.string(), heldAt: timestamp }).nullable(),
  account: z
    .object({
      ibanMasked: z.string(),
      holderName: z.string(),
      ibanSince: timestamp,
      payableFrom: timestamp,
      reviewReasons: z.array(z.enum(PAYOUT_REVIEW_REASONS)),
      sharedWith: z.array(sharedWith),
      changes: z.number().int(),
    })
    .nullable(),
  blockers: z.array(payoutBlocker),
});
export type AdminPayoutState = Wire<typeof adminPayoutState>;

/** GET /api/admin/payout-reviews: payout accounts waiting for an administrator, oldest first. */
export const adminPayoutReviews = z.array(
  z.object({
    userId: z.string(),
    name: z.string(),
    ibanMasked: z.string(),
    holderName: z.string(),
    ibanSince: timestamp,
    reviewReasons: z.array(z.enum(PAYOUT_REVIEW_REASONS)),
  }),
);
export type AdminPayoutReviews = Wire<typeof adminPayoutReviews>;
