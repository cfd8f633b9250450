/**
 * Consent to the legal documents (docs/decisions/0063-legal-consents.md): at sign-up and when a
 * signed-in member is asked again. The form names the versions it showed; a version that is no
 * longer current is refused (`consent_outdated`), so nobody agrees to words they did not see.
 */
import { z } from 'zod';
import { LEGAL_VERSIONS, type LegalDocument } from '../legal';

const versionOf = (document: LegalDocument) =>
  z
    .string('consent_required')
    .max(20, 'consent_outdated')
    .refine((version) => version === LEGAL_VERSIONS[document], 'consent_outdated');

/** `{ terms, privacy }`: the current version of each, both required. */
export const consentSchema = z.object(
  { terms: versionOf('terms'), privacy: versionOf('privacy') },
  'consent_required',
);
export type ConsentInput = z.infer<typeof consentSchema>;
