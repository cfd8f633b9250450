/** Answers of the legal pages and consents (docs/decisions/0063-legal-consents.md). */
import { z } from 'zod';
import { LEGAL_DOCUMENTS } from '../legal';
import type { Wire } from './wire';

/** The documents a signed-in member is asked to accept again (their current versions). */
export const consentsNeeded = z.array(z.enum(LEGAL_DOCUMENTS));

/** GET /api/legal: who runs Ajjir, and the figures the documents state, from the configuration. */
export const legalInfo = z.object({
  operator: z.object({
    /** The registered name (LEGAL_NAME), as on the tax invoices. */
    name: z.string(),
    /** The commercial registration number (OPERATOR_CR_NUMBER). */
    crNumber: z.string(),
    vatNumber: z.string(),
    address: z.string(),
    email: z.string(),
    /** In E.164 (+966…). */
    phone: z.string(),
  }),
  versions: z.object({ terms: z.string(), privacy: z.string() }),
  /** The platform's fees in basis points (500 = 5 %). */
  fees: z.object({ serviceFeeBasisPoints: z.number().int(), commissionBasisPoints: z.number().int() }),
  /** Hours after a return the owner may claim from the deposit. */
  claimWindowHours: z.number().int(),
  /** Whether this is a public demo (its operator details are examples). */
  demo: z.boolean(),
});
export type LegalInfo = Wire<typeof legalInfo>;

/** POST /api/legal/consents: what is still to accept (nothing, once recorded). */
export const consentsAnswer = z.object({ consentsNeeded });
export type ConsentsAnswer = Wire<typeof consentsAnswer>;
