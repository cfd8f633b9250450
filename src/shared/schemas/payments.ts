/** What the payment routes accept. Amounts are never among them: the server computes every one. */
import { z } from 'zod';
import { MAX_PASSWORD_LENGTH } from '../constants';
import { compactIban, ibanProblem } from '../iban';
import { hasVisibleText } from '../validation';
import { memberText } from './auth';

/** PUT /api/payout-account: where an owner is paid. */
export const payoutAccountSchema = z.object({
  // Each problem in its own words (wrong start, length, characters or check digits); Arabic-Indic digits read as 0–9.
  iban: z
    .string('iban_invalid')
    .max(60, 'iban_invalid')
    .superRefine((iban, ctx) => {
      const problem = ibanProblem(iban);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    })
    .transform(compactIban),
  // Member text (auth.ts): no bidi controls that would show another name than the bank reads.
  holderName: memberText('holder_name_invalid')
    .refine(hasVisibleText, 'holder_name_invalid')
    .min(2, 'holder_name_invalid')
    .max(100, 'holder_name_invalid'),
  /**
   * Re-authentication (docs/decisions/0048-payout-security.md): a session alone cannot send the
   * owner's money somewhere new.
   */
  currentPassword: z.string('required').min(1, 'required').max(MAX_PASSWORD_LENGTH, 'current_password_wrong'),
});
export type PayoutAccountInput = z.input<typeof payoutAccountSchema>;
