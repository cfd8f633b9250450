/** What the payment routes accept. Amounts are never among them: the server computes every one. */
import { z } from 'zod';
import { normalizeIban } from '../iban';

/** PUT /api/payout-account: where an owner is paid. */
export const payoutAccountSchema = z.object({
  iban: z
    .string('iban_invalid')
    .max(60, 'iban_invalid')
    .transform(normalizeIban)
    .refine((iban) => iban !== null, 'iban_invalid')
    .transform((iban) => iban as string),
  holderName: z
    .string('holder_name_invalid')
    .trim()
    .min(2, 'holder_name_invalid')
    .max(100, 'holder_name_invalid'),
});
export type PayoutAccountInput = z.input<typeof payoutAccountSchema>;
