/**
 * What other features may use of moderation (docs/architecture.md, "Boundaries";
 * docs/decisions/0064-reports-and-moderation.md): the report control of a listing, a profile, a
 * message and a review, and the notice a hidden listing's owner reads. The rest is its own.
 */
export { HiddenListingNotice } from './components/hidden-listing-notice';
export { ReportButton } from './components/report-button';
