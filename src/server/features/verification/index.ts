/**
 * What the verification feature offers the others (docs/architecture.md, "Boundaries"):
 * administrators decide business checks and revoke verifications through these; honest names ask
 * whether a name is a verified member's or business's. The rest of the folder is its own.
 */
export { businessChecksPage, decideBusinessCheck, revokeVerification } from './admin-verification';
export type { VerificationProviders } from './providers';
export { registerVerification } from './register';
export { adminVerificationsOf } from './verification.queries';
