/**
 * What the reviews feature offers the others (docs/architecture.md, "Boundaries"): recomputing the
 * ratings a review counts in, when moderation hides or restores one
 * (docs/decisions/0064-reports-and-moderation.md). The rest of the folder is its own.
 */
export { recomputeRatings } from './reviews.service';
