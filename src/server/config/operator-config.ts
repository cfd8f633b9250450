/**
 * Who runs Ajjir, as the legal pages and the Contact page name it (docs/operations.md, "The
 * operator's details"; docs/decisions/0063-legal-consents.md): the registered name and address
 * are the tax invoices' (LEGAL_NAME, SELLER_ADDRESS); the commercial registration, the e-mail and
 * the phone are set here. A site taking real payments must name its real operator: production
 * with Moyasar refuses to start without them; anywhere else the demo's examples stand in.
 */
import { z } from 'zod';

export interface OperatorContact {
  /** The commercial registration number: 10 digits. */
  crNumber: string;
  email: string;
  /** As people dial it: a landline (+966 11…), a mobile, or a unified number (9200…, 800…). */
  phone: string;
}

/** Examples, for the demo and tests only: a demo site says its details are examples. */
export const DEMO_OPERATOR: OperatorContact = {
  crNumber: '1010000000',
  email: 'privacy@example.sa',
  phone: '+966110000000',
};

const envSchema = z.object({
  OPERATOR_CR_NUMBER: z
    .string()
    .regex(/^\d{10}$/, 'must be the 10-digit commercial registration number')
    .optional(),
  OPERATOR_EMAIL: z.email('must be an e-mail address such as privacy@ajjir.sa').max(254).optional(),
  OPERATOR_PHONE: z
    .string()
    .transform((value) => value.replace(/[\s().-]/g, ''))
    .pipe(z.string().regex(/^\+?\d{7,15}$/, 'must be a phone number such as +966112345678 or 920000000'))
    .optional(),
});

/** The operator's contact, or the problems to report (each a line naming its variable). */
export function operatorContactOf(
  env: Record<string, string | undefined>,
  realPayments: boolean,
): { config: OperatorContact } | { problems: string[] } {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    return { problems: parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`) };
  }
  const e = parsed.data;
  if (realPayments && (!e.OPERATOR_CR_NUMBER || !e.OPERATOR_EMAIL || !e.OPERATOR_PHONE)) {
    return {
      problems: [
        '  OPERATOR_CR_NUMBER, OPERATOR_EMAIL, OPERATOR_PHONE: required for the legal pages when PAYMENTS=moyasar',
      ],
    };
  }
  return {
    config: {
      crNumber: e.OPERATOR_CR_NUMBER ?? DEMO_OPERATOR.crNumber,
      email: e.OPERATOR_EMAIL ?? DEMO_OPERATOR.email,
      phone: e.OPERATOR_PHONE ?? DEMO_OPERATOR.phone,
    },
  };
}
