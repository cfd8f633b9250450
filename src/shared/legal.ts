/**
 * The legal documents a member agrees to, and their versions (docs/decisions/0063-legal-consents.md).
 * A version is the day a document last changed in what it asks of members: a new one asks every
 * signed-in member again, and sign-up asks for the current ones. Their words are the client's
 * (src/client/features/legal), their figures the server's configuration (GET /api/legal).
 */

export const LEGAL_DOCUMENTS = ['terms', 'privacy'] as const;
export type LegalDocument = (typeof LEGAL_DOCUMENTS)[number];

/** The current version of each document: change it with the document's words, never alone. */
export const LEGAL_VERSIONS: Readonly<Record<LegalDocument, string>> = {
  terms: '2026-12-07',
  privacy: '2026-12-07',
};

/** What a member accepts in one step: every document at its current version. */
export type ConsentVersions = Record<LegalDocument, string>;

/** The consent a form sends for the documents as it shows them now. */
export const currentConsent = (): ConsentVersions => ({ ...LEGAL_VERSIONS });

/** The documents whose current version a member has not accepted, given the versions they have. */
export function consentsNeededFrom(
  accepted: readonly { document: string; version: string }[],
): LegalDocument[] {
  return LEGAL_DOCUMENTS.filter(
    (document) =>
      !accepted.some((row) => row.document === document && row.version === LEGAL_VERSIONS[document]),
  );
}
