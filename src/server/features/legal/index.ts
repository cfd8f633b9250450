/**
 * What the legal feature offers the app (docs/architecture.md, "Boundaries"): its routes. Consents
 * are recorded by auth (at sign-up, with the account), whose helpers these routes use.
 */
export { legalRoutes } from './legal.routes';
