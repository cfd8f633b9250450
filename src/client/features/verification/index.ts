/**
 * What other features may use of verification (docs/architecture.md, "Boundaries"): the badges and
 * the response line others show, the page's address, where sign-up leaves a new account's
 * on-screen confirmation link, and which of Nafath's names a page shows. Everything else in this folder is its own.
 */
export { ResponsivenessLine } from './components/responsiveness-line';
export { VerifiedBadges } from './components/verified-badges';
export { nafathNameIn } from './nafath-name';
export { keepSignUpConfirmToken } from './sign-up-link';
export { verificationPaths } from './verification-paths';
