/**
 * What other features may use of checkout (docs/architecture.md, "Boundaries"): everything else
 * in this folder is its own.
 */
export { usePaymentTerms } from './api/checkout';
