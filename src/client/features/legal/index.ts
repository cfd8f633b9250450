/**
 * What other features may use of the legal pages and consents (docs/architecture.md,
 * "Boundaries"): the sign-up form's consent box. The pages load from the router, and the prompt
 * asking for new versions from the signed-in header (app/layout/signed-in-area.tsx).
 */
export { ConsentField } from './consent-field';
