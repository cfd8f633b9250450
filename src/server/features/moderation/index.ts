/**
 * What the moderation feature offers the others (docs/architecture.md, "Boundaries";
 * docs/decisions/0064-reports-and-moderation.md): administrators read the queue and decide a
 * reported target through these; listings are held for their words when listed or edited. The rest
 * of the folder is its own.
 */

export { moderationQueue } from './moderation.queries';
export { moderationRoutes } from './moderation.routes';
export { decideTarget } from './moderation.service';
export { holdListingForWords } from './reports.service';
