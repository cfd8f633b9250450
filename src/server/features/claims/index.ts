/**
 * What the claims feature offers the others (docs/architecture.md, "Boundaries"): administrators
 * read the queue of disputes and decide them through these; the rest of the folder is its own.
 */
export { claimById, disputeQueueOf } from './claims.queries';
export { decideClaim } from './claims.service';
