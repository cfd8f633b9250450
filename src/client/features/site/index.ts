/**
 * What other features may use of site (docs/architecture.md, "Boundaries"): everything else
 * in this folder is its own.
 */
export { useSiteConfig } from './api/site-config';
export { useSiteStats } from './api/site-stats';
