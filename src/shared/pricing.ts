/**
 * Money as the API carries it (decimal strings) and as it is computed (integer halalas). A
 * rental's price, fees and refunds are computed in halalas by src/shared/money.ts
 * (`priceBreakdown`, `settlement`) and src/shared/cancellation.ts.
 */
export { fromHalalas, toHalalas } from './halalas';
